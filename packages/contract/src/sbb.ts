import type { Language } from './languages.js';

/**
 * The SBB timetable for a pair of stations, in the visitor's language. Only the documented simple
 * `timetable.html?von=&nach=` form: SBB's app-style `?stops=` format is undocumented and may change.
 * Station names carry umlauts, spaces and slashes ("Zürich HB", "Biel/Bienne"), so both are encoded.
 * An empty start leaves the visitor to enter it on SBB's page. Shared by the web app's links and the
 * server's directions (GET /api/transport/directions).
 */
export function sbbTimetableUrl(fromStation: string, toStation: string, lang: Language): string {
  const von = encodeURIComponent(fromStation);
  const nach = encodeURIComponent(toStation);
  return `https://www.sbb.ch/${lang}/timetable.html?von=${von}&nach=${nach}`;
}

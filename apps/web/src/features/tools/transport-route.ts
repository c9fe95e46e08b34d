import { PRESET_CITIES } from '@swiss/content/tools';
import type { Language } from '@swiss/contract';
import { resolveLanguage } from '../../lib/i18n';
import { sbbTimetableUrl } from '../../lib/sbb-timetable';

/** One end of a chosen pair: the city as named in the visitor's language and its main SBB station. */
export interface RouteEnd {
  id: string;
  name: string;
  station: string;
}

/** What the transport tool can say truthfully offline about a pair: the two stations and where to look. */
export interface TransportRoute {
  from: RouteEnd;
  to: RouteEnd;
  timetableUrl: string;
}

// The SBB link builder is shared with the place page's directions (lib/sbb-timetable.ts).
export { sbbTimetableUrl };

function routeEnd(id: string, lang: Language): RouteEnd | undefined {
  const city = PRESET_CITIES.find((c) => c.id === id);
  return city && { id: city.id, name: city.names[lang], station: city.station };
}

/**
 * The stations and SBB timetable link for two preset cities, or null when there is no journey to show
 * (the same city twice, or an id that is not a preset city). Deliberately no duration or price: the
 * spec's static sample is not the answer for any real pair (Geneva to Zermatt takes about 4 h).
 */
export function transportRoute(fromId: string, toId: string, language: string): TransportRoute | null {
  if (fromId === toId) return null;
  const lang = resolveLanguage(language);
  const from = routeEnd(fromId, lang);
  const to = routeEnd(toId, lang);
  if (!from || !to) return null;
  return { from, to, timetableUrl: sbbTimetableUrl(from.station, to.station, lang) };
}

import OpeningHours from 'opening_hours';

/** Canton codes to the state names the opening_hours library keys Swiss holidays by. */
const CANTON_STATES: Record<string, string> = {
  AG: 'Aargau', AI: 'Appenzell Innerrhoden', AR: 'Appenzell Ausserrhoden', BE: 'Bern', BL: 'Basel-Landschaft',
  BS: 'Basel-Stadt', FR: 'Freiburg', GE: 'Genf', GL: 'Glarus', GR: 'Graubünden', JU: 'Jura', LU: 'Luzern',
  NE: 'Neuenburg', NW: 'Nidwalden', OW: 'Obwalden', SG: 'St. Gallen', SH: 'Schaffhausen', SO: 'Solothurn',
  SZ: 'Schwyz', TG: 'Thurgau', TI: 'Tessin', UR: 'Uri', VD: 'Waadt', VS: 'Wallis', ZG: 'Zug', ZH: 'Zürich',
}; // prettier-ignore

const ZURICH_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Zurich',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/**
 * The wall-clock time in Zürich as a Date in the process's own time zone: the library reads a
 * Date's local fields (getHours, getDay), so this makes it evaluate Swiss hours on any server.
 */
export function zurichWallClock(now: Date): Date {
  const parts: Record<string, number> = {};
  for (const part of ZURICH_PARTS.formatToParts(now)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return new Date(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0); // prettier-ignore
}

/** Parsed values by canton and text: parsing costs far more than evaluating; bounded. */
const parsed = new Map<string, OpeningHours | null>();
const PARSED_LIMIT = 5000;

function parse(text: string, canton: string | null, lat: number, lng: number): OpeningHours | null {
  const key = `${canton ?? ''}|${text}`;
  const cached = parsed.get(key);
  if (cached !== undefined) return cached;
  let value: OpeningHours | null;
  try {
    const state = canton ? CANTON_STATES[canton] : undefined;
    value = new OpeningHours(text, { lat, lon: lng, address: { country_code: 'ch', state: state ?? '' } });
  } catch {
    value = null;
  }
  if (parsed.size >= PARSED_LIMIT) parsed.clear();
  parsed.set(key, value);
  return value;
}

/**
 * A place's hours as AIRA shows them: the OSM text and whether it is open now in Europe/Zurich
 * (with the canton's public holidays); open_now is null when the text cannot be evaluated
 * (a syntax the library refuses, or "unknown" at this time). null when there are no hours.
 */
export function openingHoursOf(
  text: string | null,
  place: { canton: string | null; lat: number; lng: number },
  now: Date,
): { text: string; open_now: boolean | null } | null {
  if (!text) return null;
  const hours = parse(text, place.canton, place.lat, place.lng);
  if (!hours) return { text, open_now: null };
  try {
    const at = zurichWallClock(now);
    return { text, open_now: hours.getUnknown(at) ? null : hours.getState(at) };
  } catch {
    return { text, open_now: null };
  }
}

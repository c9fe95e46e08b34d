/**
 * Pure parts of the trip planner: durations and total time, reordering, the share link and the
 * iCalendar export. The web app keeps the plan on the device (apps/web/src/lib/trip.ts).
 */
import * as z from 'zod/mini';

/** A trip plan item (spec: id, name, type, duration; default duration 2-3h). */
export interface TripPlanItem {
  id: string;
  name: string;
  type: string;
  duration: string;
}

export const DEFAULT_TRIP_DURATION = '2-3h';
/** Longest single item and longest plan we accept, so a shared link cannot blow up the UI. */
export const MAX_ITEM_HOURS = 24;
export const MAX_PLAN_ITEMS = 50;

/** Hours as the planner writes them: "2h", "1.5h", or a range "2-3h" (half-hour steps). */
const DURATION = /^(\d{1,2}(?:\.5)?)(?:-(\d{1,2}(?:\.5)?))?h$/;

export interface HourRange {
  min: number;
  max: number;
}

/** The hours of a duration, or null when it is not in the planner's notation or out of range. */
export function parseDuration(duration: string): HourRange | null {
  const match = DURATION.exec(duration.trim());
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  if (min <= 0 || max < min || max > MAX_ITEM_HOURS) return null;
  return { min, max };
}

/** A duration in the planner's notation for a number of hours (rounded to half hours, 0.5 to 24). */
export function durationFromHours(hours: number): string {
  const rounded = Math.min(MAX_ITEM_HOURS, Math.max(0.5, Math.round(hours * 2) / 2));
  return `${rounded}h`;
}

/** An item's hours; durations the planner cannot read count as the default 2-3 h. */
export function itemHours(item: Pick<TripPlanItem, 'duration'>): HourRange {
  return parseDuration(item.duration) ?? (parseDuration(DEFAULT_TRIP_DURATION) as HourRange);
}

/** Total time of the plan, as a range when some items have ranges. */
export function totalHours(items: readonly Pick<TripPlanItem, 'duration'>[]): HourRange {
  return items.reduce<HourRange>(
    (sum, item) => {
      const hours = itemHours(item);
      return { min: sum.min + hours.min, max: sum.max + hours.max };
    },
    { min: 0, max: 0 },
  );
}

/** The plan with the item at `index` moved by `delta` places; unchanged when it cannot move. */
export function moveItem<T>(items: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as T);
  return next;
}

// ---- Share link: /tools/planner?plan=<base64url of JSON> ----

/** Longest `plan` parameter we decode (about 50 items with long names). */
export const MAX_SHARE_PARAM_LENGTH = 8000;
// eslint-disable-next-line no-control-regex -- rejecting control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;
const sharedText = (max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(max),
    z.refine((s) => !CONTROL_CHARS.test(s), 'no control characters'),
  );
const sharedItemSchema = z.pipe(
  z.tuple([
    z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), z.maxLength(100)),
    sharedText(120),
    sharedText(60),
    z.string().check(z.refine((d) => parseDuration(d) !== null, 'planner duration')),
  ]),
  z.transform(([id, name, type, duration]): TripPlanItem => ({ id, name, type, duration })),
);
const sharedPlanSchema = z.strictObject({
  v: z.literal(1),
  items: z.array(sharedItemSchema).check(z.maxLength(MAX_PLAN_ITEMS)),
});

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The `plan` parameter of a share link. */
export function encodePlan(items: readonly TripPlanItem[]): string {
  const compact = items.slice(0, MAX_PLAN_ITEMS).map((i) => [i.id, i.name, i.type, i.duration]);
  return toBase64Url(JSON.stringify({ v: 1, items: compact }));
}

/**
 * The plan of a share link, or null when the parameter is not one we made: wrong alphabet, too long,
 * not UTF-8 JSON, wrong shape, bad ids or durations. Duplicate ids keep their first item.
 */
export function decodePlan(param: string | null | undefined): TripPlanItem[] | null {
  if (!param || param.length > MAX_SHARE_PARAM_LENGTH || !/^[A-Za-z0-9_-]+$/.test(param)) return null;
  let data: unknown;
  try {
    data = JSON.parse(fromBase64Url(param));
  } catch {
    return null;
  }
  const result = sharedPlanSchema.safeParse(data);
  if (!result.success) return null;
  const seen = new Set<string>();
  return result.data.items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}

// ---- iCalendar (RFC 5545) export ----

/** The planner lays items out from 09:00; an item that would end after 19:00 moves to the next day. */
export const DAY_START_HOUR = 9;
export const DAY_END_HOUR = 19;

export interface IcsOptions {
  /** First day of the trip, YYYY-MM-DD (local, floating time). */
  startDate: string;
  /** Creation time (DTSTAMP). */
  now: Date;
  /** Origin for links to place pages, e.g. https://example.org. */
  origin?: string;
  calendarName?: string;
}

/** Escapes TEXT values: backslash, semicolon, comma and line breaks. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets (UTF-8), never inside a character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number) => String(n).padStart(2, '0');
const utcStamp = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;

/** Minutes since the start date's midnight -> floating local date-time (no time zone). */
function localStamp(startDate: string, minutes: number): string {
  const [y, m, d] = startDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d, 0, minutes));
  return utcStamp(date).slice(0, -1);
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export interface ScheduledItem {
  item: TripPlanItem;
  /** Minutes from the start date's midnight. */
  start: number;
  end: number;
}

/** Sequential layout: each item takes its longest duration, days run 09:00-19:00. */
export function scheduleItems(items: readonly TripPlanItem[]): ScheduledItem[] {
  let cursor = DAY_START_HOUR * 60;
  return items.map((item) => {
    const minutes = itemHours(item).max * 60;
    const dayStart = Math.floor(cursor / 1440) * 1440;
    if (cursor > dayStart + DAY_START_HOUR * 60 && cursor + minutes > dayStart + DAY_END_HOUR * 60) {
      cursor = dayStart + 1440 + DAY_START_HOUR * 60;
    }
    const scheduled = { item, start: cursor, end: cursor + minutes };
    cursor += minutes;
    return scheduled;
  });
}

/** A VCALENDAR with one VEVENT per item, CRLF line endings, escaped and folded. */
export function buildIcs(items: readonly TripPlanItem[], options: IcsOptions): string {
  if (!isIsoDate(options.startDate)) throw new Error('startDate must be YYYY-MM-DD');
  const stamp = utcStamp(options.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Swiss Explorer//Trip Planner//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(options.calendarName ?? 'Swiss trip')}`,
  ];
  scheduleItems(items).forEach(({ item, start, end }, index) => {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${stamp}-${index + 1}-${item.id}@swiss-explorer`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${localStamp(options.startDate, start)}`,
      `DTEND:${localStamp(options.startDate, end)}`,
      `SUMMARY:${escapeIcsText(item.name)}`,
      `DESCRIPTION:${escapeIcsText(`${item.type.replace(/_/g, ' ')}, ${item.duration}`)}`,
    );
    if (options.origin) lines.push(`URL:${options.origin}/place/${encodeURIComponent(item.id)}`);
    lines.push('END:VEVENT');
  });
  lines.push('END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

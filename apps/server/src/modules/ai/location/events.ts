import { LIVE, type FeedItem, type Language, type Place } from '@swiss/contract';
import type { AnswerContext, LocationAnswer } from './answers.js';
import { inTime, LIVE_WAIT_MS, placeSource, placesWithin, type Source } from './facts.js';
import type { EventPeriod } from './intents.js';
import { fold } from '../text.js';
import { fill, formatDistance, PHRASES } from './phrases.js';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']; // prettier-ignore
const MUSIC =
  /\b(jazz\w*|music\w*|musik\w*|musique|musica|open[ -]?air\w*|concerts?|konzert\w*|concerto|guggen\w*|blues|rock|opera|oper|orchestr\w*|choir|chor)\b/i;
const ZURICH = 'Europe/Zurich';
/** How many events an answer names. */
const SHOWN = 3;

/** The events provider's read (modules/live/feed/discover-swiss): throws a ProviderError when it fails. */
export interface EventsProvider {
  nearby(lat: number, lng: number, lang: Language, radiusKm: number, now: Date): Promise<FeedItem[]>;
}

/** One event to name: ours (dated by month or season) or the provider's (dated by day). */
interface FoundEvent {
  title: string;
  where: string | undefined;
  km: number;
  date: string | undefined;
  source: Source;
  /** Ours: the data dates it by month or season only. */
  ours: boolean;
}

/**
 * "Zibelemärit, onion market" at the place "Bern Onion Market, Zibelemärit": the same name, said once.
 * True when a part of one name (split at commas and brackets, 4 letters or more) is in the other.
 */
function namesOverlap(a: string, b: string): boolean {
  const parts = (text: string) =>
    fold(text)
      .split(/[,()]/)
      .map((part) => part.trim())
      .filter((part) => part.length >= 4);
  return parts(a).some((part) => fold(b).includes(part)) || parts(b).some((part) => fold(a).includes(part));
}

/** The months an event's English date or season text names ("end of September", "July and August"). */
function monthsOf(text: string): Set<number> {
  const folded = text.toLowerCase();
  return new Set(MONTHS.flatMap((month, i) => (new RegExp(`\\b${month}\\b`).test(folded) ? [i] : [])));
}

/** Our places' festivals and seasonal events nearby whose dates name a month of the period. */
function ourEvents(ctx: AnswerContext, months: Set<number>, music: boolean, radiusKm: number): FoundEvent[] {
  return placesWithin(ctx.sources, ctx.lang, ctx.at, radiusKm).flatMap(({ place, km }) => {
    const en: Place = ctx.sources.catalog.place('en', place.id) ?? place;
    const items = [
      { title: place.annual_festival, date: place.festival_date, when: en.festival_date, what: en.annual_festival },
      { title: place.seasonal_event, date: undefined, when: en.seasonal_event, what: en.seasonal_event },
    ];
    return items.flatMap((item) =>
      item.title &&
      item.when &&
      [...monthsOf(item.when)].some((m) => months.has(m)) &&
      (!music || MUSIC.test(item.what ?? ''))
        ? [
            {
              title: item.title,
              where: namesOverlap(item.title, place.title) ? undefined : place.title,
              km,
              date: item.date,
              source: placeSource(place),
              ours: true,
            },
          ]
        : [],
    );
  });
}

/** A day in Zurich as "2026-11-26", to compare dates where the visitor is. */
const zurichDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZURICH }).format(date);

/** Whether a provider event starts within the period asked about (today, the coming week, this month). */
function inPeriod(start: Date, now: Date, period: EventPeriod): boolean {
  const day = zurichDay(start);
  if (period === 'today') return day <= zurichDay(now);
  if (period === 'week') return day <= zurichDay(new Date(now.getTime() + 6 * 86_400_000));
  return day.slice(0, 7) <= zurichDay(now).slice(0, 7);
}

/**
 * The events provider's listings near the position (EVENTS_PROVIDER), dated by day, within the
 * period. A provider that fails or is late leaves our own events to answer alone.
 */
async function providerEvents(
  ctx: AnswerContext,
  now: Date,
  period: EventPeriod,
  music: boolean,
  radiusKm: number,
): Promise<FoundEvent[]> {
  const provider = ctx.sources.events;
  if (!provider) return [];
  let items: FeedItem[] | 'late';
  try {
    items = await inTime(
      provider.nearby(ctx.at.lat, ctx.at.lng, ctx.lang, radiusKm, now),
      ctx.sources.liveWaitMs ?? LIVE_WAIT_MS,
    );
  } catch {
    return [];
  }
  if (items === 'late') return [];
  const day = new Intl.DateTimeFormat(`${ctx.lang}-CH`, { day: 'numeric', month: 'long', timeZone: ZURICH });
  return items.flatMap((item) => {
    const start = item.date ? new Date(item.date) : undefined;
    if (!start || Number.isNaN(start.getTime()) || item.distance_km === null || !inPeriod(start, now, period))
      return [];
    if (music && !MUSIC.test(`${item.title} ${item.description}`)) return [];
    const credit = item.provenance.attribution || item.provenance.source;
    return [
      {
        title: item.title,
        where: item.location ?? undefined,
        km: item.distance_km,
        date: day.format(start),
        source: { title: credit, url: item.url ?? 'https://www.discover.swiss/' },
        ours: false,
      },
    ];
  });
}

/**
 * What's on near the position: the events provider's listings when configured, and our places'
 * festivals and seasonal events within the feed's events radius whose dates name the month asked
 * about. Our data dates them by month or season, not day by day: a question about today or this week
 * gets this month's, with their dates as the data gives them, and says so.
 */
export async function answerEvents(ctx: AnswerContext, period: EventPeriod, music: boolean): Promise<LocationAnswer> {
  const { lang } = ctx;
  const p = PHRASES[lang];
  const now = ctx.sources.now?.() ?? new Date();
  const months = new Set([now.getMonth()]);
  if (period === 'week') months.add(new Date(now.getTime() + 6 * 86_400_000).getMonth());
  const radiusKm = LIVE.radii.eventsKm;
  const theirs = await providerEvents(ctx, now, period, music, radiusKm);
  const ours = ourEvents(ctx, months, music, radiusKm);
  // The same event from both: ours stands (its page is cited), the provider's copy goes.
  const known = new Set(ours.map((e) => e.title.toLowerCase()));
  const found = [...theirs.filter((e) => !known.has(e.title.toLowerCase())), ...ours].sort((a, b) => a.km - b.km);
  const radius = formatDistance(radiusKm, lang);
  if (!found.length) return { sentences: [fill(p.eventsNone, { radius, period: p.eventPeriods[period] }), p.capabilities], isFallback: true, sources: [] }; // prettier-ignore
  const month = new Intl.DateTimeFormat(`${lang}-CH`, { month: 'long' }).format(now);
  const shown = found.slice(0, SHOWN);
  const list = p.list(shown.map((e) => [e.title, ...(e.where ? [e.where] : []), formatDistance(e.km, lang), ...(e.date ? [e.date] : [])].join(', '))); // prettier-ignore
  const sentences = [fill(p.events, { radius, month, list })];
  if (period !== 'month' && shown.some((e) => e.ours)) sentences.push(p.eventsByMonth);
  return { sentences, isFallback: false, sources: shown.map((e) => e.source) };
}

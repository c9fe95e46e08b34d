import { LIVE, type FeedItem, type FeedSection, type Unavailable, type WhatsHappeningSection } from '@swiss/contract';

/**
 * The spec's bands and thresholds (§9) as pure functions, so the panels only translate their keys
 * and the tests check every boundary once.
 */

export type UvBand = 'low' | 'moderate' | 'high' | 'veryHigh';
/** UV: 0-2 low, 3-5 moderate, 6-7 high, 8 and above very high. */
export function uvBand(uv: number): UvBand {
  if (uv >= LIVE.uv.veryHighFrom) return 'veryHigh';
  if (uv >= LIVE.uv.highFrom) return 'high';
  if (uv >= LIVE.uv.moderateFrom) return 'moderate';
  return 'low';
}

export type AqiBand = 'good' | 'moderate' | 'sensitive';
/** US AQI: over 100 unhealthy for sensitive groups, over 50 moderate, else good. */
export function aqiBand(usAqi: number): AqiBand {
  if (usAqi > LIVE.aqi.sensitiveAbove) return 'sensitive';
  if (usAqi > LIVE.aqi.moderateAbove) return 'moderate';
  return 'good';
}

export type PollenBand = 'low' | 'moderate' | 'high';
/** Pollen levels 1-5: high at 4 and above, moderate at 3. */
export function pollenBand(level: number): PollenBand {
  if (level >= LIVE.pollen.highFrom) return 'high';
  if (level >= LIVE.pollen.moderateFrom) return 'moderate';
  return 'low';
}

/**
 * Clothing advice band by the feels-like temperature: 0 for <=0 °C, 1 for <=10, 2 <=15, 3 <=20,
 * 4 <=25, 5 <=30, 6 above 30. When no feels-like value exists the spec takes temperature minus 2.
 */
export function feelsLikeBand(feelsLikeC: number): number {
  const index = LIVE.feelsLikeBands.findIndex((upper) => feelsLikeC <= upper);
  return index === -1 ? LIVE.feelsLikeBands.length : index;
}
export function feelsLikeOf(temperatureC: number, feelsLikeC: number | null): number {
  return feelsLikeC ?? temperatureC - 2;
}

/** WMO weather codes that mean rain, drizzle, showers or thunder. */
export function isRainCode(code: number | null): boolean {
  if (code === null) return false;
  return (code >= 51 && code <= 67) || (code >= 80 && code <= 82) || code >= 95;
}
/** WMO 0 and 1 (clear, mainly clear) by day. */
export function isSunnyCode(code: number | null, isDay: boolean | null): boolean {
  return (code === 0 || code === 1) && isDay !== false;
}

export type EcoTip = 'cool' | 'warm' | 'rain' | 'sunny';
/** Eco tips switch at 20 °C, plus one for rain and one for sun (§9). */
export function ecoTips(temperatureC: number, code: number | null, isDay: boolean | null): EcoTip[] {
  const tips: EcoTip[] = [temperatureC >= LIVE.ecoTipSwitchC ? 'warm' : 'cool'];
  if (isRainCode(code)) tips.push('rain');
  if (isSunnyCode(code, isDay)) tips.push('sunny');
  return tips;
}

/**
 * Air quality out of 10, derived from the US AQI: 10 − AQI ÷ 50, clamped to 0..10 and rounded to one
 * decimal. One point per 50 AQI points, the width of the AQI's first categories, so "good" (0-50)
 * scores 9-10, "moderate" (51-100) 8-9, and 500 (the scale's top) 0.
 */
export function airQualityOutOf10(usAqi: number): number {
  const score = Math.min(10, Math.max(0, 10 - usAqi / 50));
  return Math.round(score * 10) / 10;
}

export type CarbonColour = 'red' | 'yellow' | 'green';
/** Indicators: above 500 red, above 300 yellow, else green. */
export function carbonColour(intensity: number): CarbonColour {
  if (intensity > LIVE.carbon.redAbove) return 'red';
  if (intensity > LIVE.carbon.yellowAbove) return 'yellow';
  return 'green';
}
/** The red dot shows above 400. */
export function carbonRedDot(intensity: number): boolean {
  return intensity > LIVE.carbon.redDotAbove;
}
export type CarbonText = 'low' | 'moderate' | 'high';
/** Text bands: under 200 low, under 400 moderate, else high. */
export function carbonText(intensity: number): CarbonText {
  if (intensity < LIVE.carbon.lowBelow) return 'low';
  if (intensity < LIVE.carbon.moderateBelow) return 'moderate';
  return 'high';
}

/**
 * The spec's EV estimate: 0.3 × intensity. With the intensity in g CO₂/kWh and an electric car using
 * about 0.3 kWh per km, 0.3 × intensity is grams per km; per 100 km that is the same number ÷ 10 in kg.
 */
export function evEstimate(intensity: number): { gPerKm: number; kgPer100Km: number } {
  const gPerKm = Math.round(LIVE.carbon.evKgPer100KmFactor * intensity * 10) / 10;
  return { gPerKm, kgPer100Km: Math.round(gPerKm) / 10 };
}

export const kmhToMph = (kmh: number): number => Math.round((kmh / 1.609344) * 10) / 10;

/** A string cut to n characters with an ellipsis (spec §9 truncation). */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** The i18n key and values of what an unavailable section says. */
export function unavailableMessage(
  unavailable: Unavailable,
  section: WhatsHappeningSection | 'markets' | 'currency' | 'news' | 'social' | 'music',
): { key: string; values?: Record<string, string> } {
  if (unavailable.reason === 'not_configured') {
    return { key: 'aira.live.unavailable.notConfigured', values: { capability: unavailable.capability } };
  }
  if (unavailable.reason === 'needs_connection') return { key: 'aira.live.unavailable.needsConnection' };
  return { key: FAILURE_KEYS[section] ?? 'aira.live.unavailable.failed' };
}
const FAILURE_KEYS: Partial<Record<string, string>> = {
  socialBuzz: 'aira.live.errors.social',
  social: 'aira.live.errors.social',
  localMusic: 'aira.live.errors.music',
  music: 'aira.live.errors.music',
  marketUpdates: 'aira.live.errors.market',
  markets: 'aira.live.errors.market',
  currency: 'aira.live.errors.currency',
};

export interface TickerEntry {
  id: string;
  kind: FeedItem['kind'];
  text: string;
  attribution: string;
}
/** What the ticker shows: the server's composed ticker (§9), capped at 15, titles cut at 80. */
export function tickerEntries(ticker: readonly FeedItem[]): TickerEntry[] {
  return ticker.slice(0, LIVE.caps.ticker).map((item) => ({
    id: item.id,
    kind: item.kind,
    text: truncate(item.title, LIVE.truncate.title),
    attribution: item.provenance.attribution || item.provenance.source,
  }));
}

export const CARD_SECTIONS = [
  { key: 'market', section: 'marketUpdates', count: LIVE.cards.market },
  { key: 'weather', section: 'weather', count: LIVE.cards.weather },
  { key: 'events', section: 'events', count: LIVE.cards.events },
  { key: 'trending', section: 'trendingVenues', count: LIVE.cards.trending },
  { key: 'eventsNearYou', section: 'eventsNearYou', count: LIVE.cards.eventsNearYou },
] as const satisfies readonly { key: string; section: WhatsHappeningSection; count: number }[];

export type CardView =
  | { key: (typeof CARD_SECTIONS)[number]['key']; section: WhatsHappeningSection; status: 'ok'; items: FeedItem[] }
  | {
      key: (typeof CARD_SECTIONS)[number]['key'];
      section: WhatsHappeningSection;
      status: 'unavailable';
      unavailable: Unavailable;
    }
  | { key: (typeof CARD_SECTIONS)[number]['key']; section: WhatsHappeningSection; status: 'missing' };

/** The home's category cards (§9): 3 market, 2 weather, 3 events, 2 trending, 2 events near you. */
export function categoryCards(sections: Partial<Record<WhatsHappeningSection, FeedSection>>): CardView[] {
  return CARD_SECTIONS.map(({ key, section, count }) => {
    const found = sections[section];
    if (!found) return { key, section, status: 'missing' };
    if (found.status === 'ok') return { key, section, status: 'ok', items: found.items.slice(0, count) };
    return { key, section, status: 'unavailable', unavailable: found };
  });
}

/** Stats bar (§2): updates (all items), live count (items not sample and not stale), trending count. */
export function feedStats(sections: Partial<Record<WhatsHappeningSection, FeedSection>>): {
  updates: number;
  live: number;
  trending: number;
} {
  let updates = 0;
  let live = 0;
  for (const section of Object.values(sections)) {
    if (section.status !== 'ok') continue;
    updates += section.items.length;
    live += section.items.filter((item) => !item.provenance.isSample && !item.provenance.isStale).length;
  }
  const trendingSection = sections.trendingVenues;
  const trending = trendingSection?.status === 'ok' ? trendingSection.items.length : 0;
  return { updates, live, trending };
}

/** A provider-backed value or the reason it is missing (the contract's orUnavailable). */
export function isUnavailable<T extends object>(value: T | Unavailable): value is Unavailable {
  return 'status' in value && value.status === 'unavailable' && 'reason' in value;
}

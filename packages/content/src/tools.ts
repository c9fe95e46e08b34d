/**
 * Constants and pure calculations of the travel tools, from the spec (section 9). The web app imports
 * this file (as `@swiss/content/tools`) because the spec's static tool data involve no call; keep it
 * free of Node APIs and of the large datasets. Samples are labelled as samples in the UI.
 */
import type { EmergencyNumbers, Phrasebook, PresetCity, QuickAdd } from '@swiss/contract';
import cities from '../data/cities.json' with { type: 'json' };
import emergency from '../data/emergency.json' with { type: 'json' };
import phrases from '../data/phrases.json' with { type: 'json' };
import quickAdd from '../data/trip-quick-add.json' with { type: 'json' };

/** The tabs of the tools page, in the spec's order; each is a URL `/tools/{tool}`. */
export const TRAVEL_TOOLS = [
  'planner',
  'weather',
  'transport',
  'currency',
  'railpass',
  'insurance',
  'emergency',
  'translator',
] as const;
export type TravelTool = (typeof TRAVEL_TOOLS)[number];
export const DEFAULT_TOOL: TravelTool = 'planner';

export function isTravelTool(value: string | undefined): value is TravelTool {
  return (TRAVEL_TOOLS as readonly string[]).includes(value ?? '');
}

/** The weather tool's fixed sample (shown as a sample, never as a live reading). */
export const WEATHER_SAMPLE = {
  temperatureC: 18,
  condition: 'Sunny',
  humidityPercent: 65,
  windKmh: 12,
  visibilityKm: 15,
} as const;

/** The transport tool's static sample connections. */
export const TRANSPORT_SAMPLE = [
  { mode: 'train', label: 'Direct train', durationMinutes: 45, priceChf: 28, frequency: 'every 30 min' },
  { mode: 'bus', label: 'Bus', durationMinutes: 75, priceChf: 18, frequency: 'hourly' },
] as const;

/** The 24 preset cities of the weather and transport tools (data/cities.json, validated in tests). */
export const PRESET_CITIES = cities as PresetCity[];

/** Source currencies the converter accepts. */
export const CONVERTER_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD'] as const;
export type ConverterCurrency = (typeof CONVERTER_CURRENCIES)[number];

/**
 * The ECB business day the CAD and AUD sample rates are derived from. The ECB euro foreign exchange
 * reference rates of 29 April 2022 (its daily eurofxref file; per 1 EUR): CHF 1.0229, CAD 1.3426, AUD 1.4699 (and USD 1.0540,
 * GBP 0.83908, JPY 137.01). Per 1 CHF that is CAD 1.3426 / 1.0229 = 1.3126 and AUD 1.4699 / 1.0229 =
 * 1.4370, rounded to two decimals like the spec's values: CAD 1.31, AUD 1.44. The day fits the spec's
 * table: on it 1 CHF bought EUR 0.98, GBP 0.82, USD 1.03 and JPY 134 (spec: 0.97, 0.83, 1.08, 145.2).
 */
export const SAMPLE_RATES_ECB_DATE = '2022-04-29';

/**
 * Sample exchange rates: units of each currency per 1 CHF (the offline default, never live, labelled
 * as samples). USD, EUR, GBP and JPY are the spec's sample values, which carry no date (their cross
 * rates match no single trading day); the spec lists CAD and AUD without a rate, so theirs come from
 * the ECB reference rates of SAMPLE_RATES_ECB_DATE (see there).
 */
export const SAMPLE_RATES_PER_CHF: Record<ConverterCurrency, number> = {
  USD: 1.08,
  EUR: 0.97,
  GBP: 0.83,
  JPY: 145.2,
  CAD: 1.31,
  AUD: 1.44,
};

/** Where a sample rate comes from: the spec's undated table, or the ECB reference rates of a day. */
export type SampleRateBasis = { kind: 'spec' } | { kind: 'ecb'; date: string };
export const SAMPLE_RATE_BASIS: Record<ConverterCurrency, SampleRateBasis> = {
  USD: { kind: 'spec' },
  EUR: { kind: 'spec' },
  GBP: { kind: 'spec' },
  JPY: { kind: 'spec' },
  CAD: { kind: 'ecb', date: SAMPLE_RATES_ECB_DATE },
  AUD: { kind: 'ecb', date: SAMPLE_RATES_ECB_DATE },
};
export const DEFAULT_CURRENCY_AMOUNT = 100;

/** A number input's value, or the default when it is empty or not a finite, non-negative number. */
export function numberOrDefault(input: string | number | null | undefined, fallback: number): number {
  if (input === null || input === undefined) return fallback;
  if (typeof input === 'string' && input.trim() === '') return fallback;
  const value = Number(input);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** The currency amount (spec: default 100 if empty). */
export const currencyAmountOrDefault = (input: string | number | null | undefined): number =>
  numberOrDefault(input, DEFAULT_CURRENCY_AMOUNT);

/**
 * CHF for an amount of a source currency: amount / (units per 1 CHF), rounded to centimes. Null when
 * the given table has no usable rate for the currency (a partial live table): never a guess.
 */
export function convertToChf(
  amount: number,
  currency: ConverterCurrency,
  rates: Partial<Record<ConverterCurrency, number>> = SAMPLE_RATES_PER_CHF,
): number | null {
  const rate = rates[currency];
  if (rate === undefined || rate <= 0) return null;
  return Math.round((amount / rate) * 100) / 100;
}

/** Swiss Travel Pass price in CHF by consecutive days; other durations use the one-month price. */
export const SWISS_PASS_PRICES_CHF: Record<number, number> = { 3: 272, 4: 327, 8: 418, 15: 512, 22: 598 };
export const SWISS_PASS_MONTH_PRICE_CHF = 678;
export const SWISS_PASS_DURATIONS = [3, 4, 8, 15, 22, 30] as const;
export const HALF_FARE_CARD_CHF = 120; // Swiss Half Fare Card for visitors, valid one month
export const DEFAULT_TRAVEL_DAYS = 3;

export function swissPassPrice(days: number): number {
  return SWISS_PASS_PRICES_CHF[days] ?? SWISS_PASS_MONTH_PRICE_CHF;
}

/** Travel days (spec: default 3): only the offered durations count. */
export function travelDaysOrDefault(input: string | number | null | undefined): number {
  const days = numberOrDefault(input, DEFAULT_TRAVEL_DAYS);
  return (SWISS_PASS_DURATIONS as readonly number[]).includes(days) ? days : DEFAULT_TRAVEL_DAYS;
}

/** Travel insurance estimate: 3.5 CHF a day times the coverage factor, rounded. */
export const INSURANCE_CHF_PER_DAY = 3.5;
export const INSURANCE_FACTORS = { basic: 1, comprehensive: 1.5, premium: 2 } as const;
export type Coverage = keyof typeof INSURANCE_FACTORS;
export const COVERAGE_LEVELS = Object.keys(INSURANCE_FACTORS) as Coverage[];
export const DEFAULT_INSURANCE_DAYS = 7;
/** An upper bound so a typo cannot produce an absurd estimate. */
export const MAX_INSURANCE_DAYS = 365;

export function insuranceEstimate(days: number, coverage: Coverage): number {
  return Math.round(days * INSURANCE_CHF_PER_DAY * INSURANCE_FACTORS[coverage]);
}

/** Insurance days (spec: default 7): whole days from 1 to 365. */
export function insuranceDaysOrDefault(input: string | number | null | undefined): number {
  const days = Math.floor(numberOrDefault(input, DEFAULT_INSURANCE_DAYS));
  return days >= 1 && days <= MAX_INSURANCE_DAYS ? days : DEFAULT_INSURANCE_DAYS;
}

/**
 * Swiss emergency and help numbers (data/emergency.json, validated in tests): the spec's short numbers,
 * further help lines and the embassy lines in Bern; lines that are not national short numbers carry
 * their official source and the day they were checked.
 */
export const EMERGENCY_NUMBERS = emergency as EmergencyNumbers;

/** `tel:` link of a number as written ("0848 44 66 88" -> "tel:0848446688"). */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^0-9+]/g, '')}`;
}

/** Translator languages: Swiss Standard German, French, Italian, Romansh. */
export const TRANSLATOR_LANGUAGES = ['de', 'fr', 'it', 'rm'] as const;
export type TranslatorLanguage = (typeof TRANSLATOR_LANGUAGES)[number];
/** Speech locales of the translator; Romansh has no browser voice, so none (the UI says so). */
export const TRANSLATOR_SPEECH_LOCALES: Record<TranslatorLanguage, string | null> = {
  de: 'de-DE',
  fr: 'fr-FR',
  it: 'it-IT',
  rm: null,
};
/** Six phrases per language, each with its English meaning and a pronunciation guide. */
export const PHRASEBOOK: Phrasebook = phrases;

/** Quick-add destinations of the trip planner (data/trip-quick-add.json). */
export const TRIP_QUICK_ADD = quickAdd as QuickAdd[];
/**
 * Planning durations of the quick-adds, in the planner's hour notation ("Full day" counts as 8 h,
 * "Half day" as 4 h), and the catalog type of the place each links to.
 */
export const TRIP_QUICK_ADD_PLAN: Record<string, { duration: string; type: string }> = {
  matterhorn: { duration: '8h', type: 'peak' },
  jungfraujoch: { duration: '8h', type: 'viewpoint_mountain' },
  'lake-geneva': { duration: '4h', type: 'big_lake' },
  'rhine-falls': { duration: '2-3h', type: 'waterfall' },
  'chillon-castle': { duration: '2h', type: 'castle' },
  'chapel-bridge': { duration: '1h', type: 'heritage_site' },
};

/** Voice replies: settings of the multilingual voice (explorer). */
export const VOICE_SETTINGS = { stability: 0.5, similarity: 0.7, style: 0.3 } as const;

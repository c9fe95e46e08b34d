/** Constants of the travel tools, from the spec (section 9). Samples are labelled as samples in the UI. */

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

/** Sample exchange rates: units of each currency per 1 CHF (offline default). */
export const SAMPLE_RATES_PER_CHF = { USD: 1.08, EUR: 0.97, GBP: 0.83, JPY: 145.2 } as const;
/** Source currencies the converter accepts. */
export const CONVERTER_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD'] as const;
export const DEFAULT_CURRENCY_AMOUNT = 100;

/** Swiss Travel Pass price in CHF by consecutive days; other durations use the one-month price. */
export const SWISS_PASS_PRICES_CHF: Record<number, number> = { 3: 272, 4: 327, 8: 418, 15: 512, 22: 598 };
export const SWISS_PASS_MONTH_PRICE_CHF = 678;
export const SWISS_PASS_DURATIONS = [3, 4, 8, 15, 22, 30] as const;
export const HALF_FARE_CARD_CHF = 120; // valid one year
export const DEFAULT_TRAVEL_DAYS = 3;

export function swissPassPrice(days: number): number {
  return SWISS_PASS_PRICES_CHF[days] ?? SWISS_PASS_MONTH_PRICE_CHF;
}

/** Travel insurance estimate: 3.5 CHF a day times the coverage factor, rounded. */
export const INSURANCE_CHF_PER_DAY = 3.5;
export const INSURANCE_FACTORS = { basic: 1, comprehensive: 1.5, premium: 2 } as const;
export const DEFAULT_INSURANCE_DAYS = 7;

export function insuranceEstimate(days: number, coverage: keyof typeof INSURANCE_FACTORS): number {
  return Math.round(days * INSURANCE_CHF_PER_DAY * INSURANCE_FACTORS[coverage]);
}

/** Translator languages: Swiss Standard German, French, Italian, Romansh. */
export const TRANSLATOR_LANGUAGES = ['de', 'fr', 'it', 'rm'] as const;

/** Voice replies: settings of the multilingual voice (explorer). */
export const VOICE_SETTINGS = { stability: 0.5, similarity: 0.7, style: 0.3 } as const;
/** The old place chat asked for replies under this many words. */
export const AI_REPLY_MAX_WORDS = 100;

import type { BudgetOptions } from '../platform/providers/budget.js';
import type { Config } from './env.js';

/**
 * Which implementation serves each outside capability, from the validated settings ("off" = none).
 * Today's settings choose by being set (LLM_BASE_URL...); a new capability adds a line here reading
 * its own `<CAPABILITY>_PROVIDER=<implementation>|off` setting, e.g. `WEATHER_PROVIDER=open-meteo|off`.
 */
export function providerChoices(config: Config) {
  return {
    llm: config.LLM_BASE_URL && config.LLM_MODEL ? 'openai-compatible' : 'off',
    tts: config.TTS_BASE_URL && config.TTS_API_KEY ? 'elevenlabs-compatible' : 'off',
    stt: config.STT_BASE_URL && config.STT_API_KEY ? 'whisper-compatible' : 'off',
    photos: config.PHOTOS_PROVIDER,
    geocoder: config.GEOCODER_PROVIDER ?? (config.NODE_ENV === 'test' ? 'off' : 'geo-admin'),
    wikipedia: config.WIKIPEDIA_PROVIDER ?? (config.NODE_ENV === 'test' ? 'off' : 'wikipedia'),
    'world-geocoder': config.GEOCODER_WORLD_PROVIDER,
    overpass: config.OVERPASS_URL ? 'overpass' : 'off',
    weather: config.WEATHER_PROVIDER ?? (config.NODE_ENV === 'test' ? 'off' : 'open-meteo'),
    carbon: config.CARBON_PROVIDER,
    currency: config.CURRENCY_PROVIDER ?? (config.NODE_ENV === 'test' ? 'off' : 'frankfurter'),
    crypto: config.CRYPTO_PROVIDER ?? (config.NODE_ENV === 'test' ? 'off' : 'coingecko'),
    news: config.NEWS_PROVIDER ?? (config.NODE_ENV === 'test' ? 'off' : 'rss'),
    social: config.SOCIAL_PROVIDER,
    transport:
      config.TRANSPORT_PROVIDER === 'none'
        ? 'off'
        : (config.TRANSPORT_PROVIDER ?? (config.NODE_ENV === 'test' ? 'off' : 'opendata')),
    events: config.EVENTS_PROVIDER === 'none' ? 'off' : config.EVENTS_PROVIDER,
  } as const satisfies Record<string, string>;
}

export type Capability = keyof ReturnType<typeof providerChoices>;

/**
 * Calls per second and per day of each capability, for all visitors together: about the AI ceiling of
 * one address (AI_ADDRESS_RATE_LIMIT_MAX, 10 a second) and a day of a busy event hall.
 */
const DEFAULT_BUDGETS: Record<Capability, BudgetOptions> = {
  llm: { perSecond: 20, perDay: 20_000 },
  tts: { perSecond: 10, perDay: 10_000 },
  stt: { perSecond: 10, perDay: 10_000 },
  // Wikimedia's API etiquette: a few calls at a time, well under its limits (an import of 300 places
  // makes about four calls each; an accept one download).
  photos: { perSecond: 5, perDay: 5_000 },
  // An address search is one call; the offline localities answer beyond the budget.
  geocoder: { perSecond: 10, perDay: 20_000 },
  // Nearby articles: two calls per area and language a day (answers are cached a day by 0.01°).
  wikipedia: { perSecond: 5, perDay: 10_000 },
  // Public OpenStreetMap services: Nominatim allows one call a second (its client caps it there too).
  'world-geocoder': { perSecond: 1, perDay: 10_000 },
  // Overpass's public instances: one query a second at most, each bounded to 10 s and 60 results.
  overpass: { perSecond: 1, perDay: 10_000 },
  // Open-Meteo's free API allows fewer than 10,000 calls a day (and 600 a minute); answers are shared
  // by every visitor within about 1 km (cache keys of 0.01°), for 10 minutes (weather) or 30 (air).
  weather: { perSecond: 10, perDay: 9_000 },
  // Two calls (intensity, power breakdown) per 1 km cell and 15 minutes.
  carbon: { perSecond: 5, perDay: 5_000 },
  // Cached for an hour (currency), 5 min (crypto), 10 min (news, social): a handful of calls an
  // hour per feed or city; CoinGecko's free plan allows about 30 a minute and 10 000 a month.
  currency: { perSecond: 2, perDay: 500 },
  crypto: { perSecond: 1, perDay: 300 },
  news: { perSecond: 5, perDay: 5_000 },
  social: { perSecond: 2, perDay: 5_000 },
  // transport.opendata.ch allows about 150 calls a minute per address; answers are shared for a
  // minute per stop pair, so a hall of visitors heading to the same places costs a few calls.
  transport: { perSecond: 2, perDay: 10_000 },
  // discover.swiss: up to three pages per language an hour (cached); the subscription sets the real quota.
  events: { perSecond: 2, perDay: 2_000 },
};

/** A capability's budget: PROVIDER_BUDGETS when it names the capability, else the default. */
export function providerBudget(config: Config, capability: Capability): BudgetOptions {
  return config.PROVIDER_BUDGETS[capability] ?? DEFAULT_BUDGETS[capability];
}

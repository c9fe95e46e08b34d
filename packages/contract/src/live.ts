import * as z from 'zod/mini';
import { provenanceSchema } from './providers.js';

/**
 * AIRA part 2 (spec 001 §3 feed entities, §4 live feed, §9 caps and timing): the live feed, the
 * Pulse hub and the environment. Every item carries its provenance; a section a provider cannot
 * fill says why instead of showing anything invented (DEVIATIONS 5, 16-19).
 */
export const LIVE = {
  /** Feed caps (§9). */
  caps: {
    headlines: 15,
    news: 5,
    social: 12,
    music: 10,
    market: 8,
    weather: 5,
    events: 8,
    eventsNearYou: 10,
    venues: 12,
    wiki: 4,
    ticker: 15,
    newsFeed: 20,
  },
  /** Ticker composition (§9): up to 3 market, 2 events near you, 1 weather, 1 environmental, 3 news. */
  ticker: { market: 3, eventsNearYou: 2, weather: 1, environmental: 1, news: 3 },
  /** Category cards (§9). */
  cards: { market: 3, weather: 2, events: 3, trending: 2, eventsNearYou: 2 },
  /** Truncation (§9). */
  truncate: { title: 80, description: 120, pulseNews: 60 },
  /** Timing (§9), ms. */
  timing: {
    initialFeedDelayMs: 2_000,
    feedRefreshMs: 10_000,
    environmentRefreshMs: 30_000,
    newsPanelRefreshMs: 120_000,
    retryAfterErrorMs: 5_000,
    tickerRefreshMs: 300_000,
    pulseRefreshMs: 30_000,
    toastMs: 3_000,
  },
  radii: { whatsHappeningM: 10_000, eventsKm: 50 },
  trendingLimit: 20,
  /** Carbon (§9): red dot above 400; indicators red above 500, yellow above 300; text bands under 200 and 400. */
  carbon: {
    redDotAbove: 400,
    redAbove: 500,
    yellowAbove: 300,
    lowBelow: 200,
    moderateBelow: 400,
    evKgPer100KmFactor: 0.3,
  },
  /** UV bands (§9): 0-2 low, 3-5 moderate, 6-7 high, 8+ very high. */
  uv: { moderateFrom: 3, highFrom: 6, veryHighFrom: 8 },
  /** US AQI (§9): over 100 unhealthy for sensitive groups, over 50 moderate. */
  aqi: { moderateAbove: 50, sensitiveAbove: 100 },
  /** Pollen levels 1-5: high at 4 and above, moderate at 3 (§9). */
  pollen: { moderateFrom: 3, highFrom: 4 },
  /** Feels-like bands for clothing advice (§9), upper bounds in °C; above the last: hot. */
  feelsLikeBands: [0, 10, 15, 20, 25, 30],
  /** Eco tips switch at 20 °C (§9). */
  ecoTipSwitchC: 20,
  /** Currencies listed (§9), first 4 shown; rates from EUR. */
  currencies: ['USD', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF'],
  currenciesShown: 4,
} as const;

/** Why a section has nothing to show. */
export const UNAVAILABLE_REASONS = ['not_configured', 'needs_connection', 'provider_error', 'rate_limited'] as const;
export const unavailableSchema = z.object({
  status: z.literal('unavailable'),
  reason: z.enum(UNAVAILABLE_REASONS),
  /** Which capability ("weather", "news", "social"...) so the panel can say what it needs. */
  capability: z.string(),
});
export type Unavailable = z.infer<typeof unavailableSchema>;

export const FEED_KINDS = [
  'news',
  'event',
  'weather',
  'market',
  'crypto',
  'trending',
  'wiki',
  'social',
  'music',
  'environmental',
] as const;
export const feedKindSchema = z.enum(FEED_KINDS);
export type FeedKind = z.infer<typeof feedKindSchema>;

/** One feed entry (spec §3 Feed item): the kind-specific fields are null when they do not apply. */
export const feedItemSchema = z.object({
  id: z.string(),
  kind: feedKindSchema,
  title: z.string(),
  description: z.string(),
  category: z.string(),
  url: z.nullable(z.string()),
  /** When it happened or was published (ISO), or null. */
  timestamp: z.nullable(z.string()),
  priority: z.enum(['high', 'normal', 'low']),
  location: z.nullable(z.string()),
  distance_km: z.nullable(z.number()),
  /** Events: the date text as the source gives it ("first Saturday of August"), or an ISO date. */
  date: z.nullable(z.string()),
  price: z.nullable(z.string()),
  temp: z.nullable(z.number()),
  condition: z.nullable(z.string()),
  /** Markets: the rate; change: 24 h change in percent. */
  rate: z.nullable(z.number()),
  change: z.nullable(z.number()),
  /**
   * Trending: how often the place was viewed in this app over the last 7 days, for the web to say in the
   * visitor's language. Absent for the other kinds (optional, so answers without it still parse).
   */
  views: z.optional(z.int().check(z.gte(0))),
  /** Curated places the item links to (events, trending, wiki fallback). */
  explorer_place_id: z.nullable(z.string()),
  provenance: provenanceSchema,
});
export type FeedItem = z.infer<typeof feedItemSchema>;

/** A list from one source: its items, or why there are none. */
export const feedSectionSchema = z.union([
  z.object({ status: z.literal('ok'), items: z.array(feedItemSchema) }),
  unavailableSchema,
]);
export type FeedSection = z.infer<typeof feedSectionSchema>;

/** Query of the position-based GET endpoints. */
export const positionQuerySchema = z.object({
  lat: z.coerce.number().check(z.gte(-90), z.lte(90)),
  lng: z.coerce.number().check(z.gte(-180), z.lte(180)),
  lang: z.optional(z.enum(['en', 'de', 'fr', 'it'])),
});

/** GET /api/news/local, /api/events/nearby, /api/places/trending, /api/geonames/nearby, /api/local-social, /api/local-music */
export const feedSectionResponseSchema = z.object({ status: z.literal('success'), data: feedSectionSchema });
export type FeedSectionResponse = z.infer<typeof feedSectionResponseSchema>;

/** Current weather at a position (Open-Meteo or another provider). */
export const weatherNowSchema = z.object({
  temperatureC: z.number(),
  feelsLikeC: z.number(),
  humidity: z.nullable(z.number()),
  windKmh: z.nullable(z.number()),
  pressureHpa: z.nullable(z.number()),
  visibilityKm: z.nullable(z.number()),
  uvIndex: z.nullable(z.number()),
  /** WMO weather code and its text in English (the web translates by code). */
  weatherCode: z.nullable(z.int()),
  condition: z.string(),
  isDay: z.nullable(z.boolean()),
  provenance: provenanceSchema,
});
export type WeatherNow = z.infer<typeof weatherNowSchema>;

export const airQualitySchema = z.object({
  usAqi: z.nullable(z.number()),
  europeanAqi: z.nullable(z.number()),
  pm2_5: z.nullable(z.number()),
  pm10: z.nullable(z.number()),
  ozone: z.nullable(z.number()),
  provenance: provenanceSchema,
});
export type AirQuality = z.infer<typeof airQualitySchema>;

/** Pollen in grains/m³ per kind, and the spec's 1-5 level derived from it (a documented mapping). */
export const pollenSchema = z.object({
  kinds: z.array(z.object({ kind: z.string(), grainsPerM3: z.number(), level: z.int().check(z.gte(1), z.lte(5)) })),
  provenance: provenanceSchema,
});
export type Pollen = z.infer<typeof pollenSchema>;

const orUnavailable = <T extends z.ZodMiniType>(schema: T) => z.union([schema, unavailableSchema]);

/** GET /api/weather?lat&lng */
export const weatherResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({
    now: orUnavailable(weatherNowSchema),
    airQuality: orUnavailable(airQualitySchema),
    pollen: orUnavailable(pollenSchema),
  }),
});
export type WeatherResponse = z.infer<typeof weatherResponseSchema>;

/** GET /api/weather/cities: the Global Weather Explorer's six fixed cities with real values. */
export const weatherCitiesResponseSchema = z.object({
  status: z.literal('success'),
  data: z.array(z.object({ city: z.string(), lat: z.number(), lng: z.number(), now: orUnavailable(weatherNowSchema) })),
});

/** GET /api/markets: currency rates from EUR (ECB via Frankfurter) and crypto (CoinGecko). */
export const marketsResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({
    currency: orUnavailable(
      z.object({
        base: z.literal('EUR'),
        /** The reference rates' date (ECB publishes on working days). */
        date: z.string(),
        rates: z.array(z.object({ code: z.string(), rate: z.number() })),
        provenance: provenanceSchema,
      }),
    ),
    crypto: orUnavailable(
      z.object({
        coins: z.array(
          z.object({ id: z.string(), symbol: z.string(), usd: z.number(), change24h: z.nullable(z.number()) }),
        ),
        provenance: provenanceSchema,
      }),
    ),
  }),
});
export type MarketsResponse = z.infer<typeof marketsResponseSchema>;

/** POST /api/environmental/carbon-intensity {lat, lng} */
export const carbonBodySchema = z.object({
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
});
export const carbonResponseSchema = z.object({
  status: z.literal('success'),
  data: orUnavailable(
    z.object({
      zone: z.string(),
      /** gCO2eq/kWh */
      carbonIntensity: z.number(),
      fossilFuelPercentage: z.nullable(z.number()),
      /** A documented annual average (with its year in provenance/attribution), not a live value. */
      isAverage: z.boolean(),
      year: z.nullable(z.int()),
      provenance: provenanceSchema,
    }),
  ),
});
export type CarbonResponse = z.infer<typeof carbonResponseSchema>;

export const WHATS_HAPPENING_SECTIONS = [
  'localHeadlines',
  'socialBuzz',
  'localMusic',
  'marketUpdates',
  'weather',
  'events',
  'eventsNearYou',
  'trendingVenues',
  'environmental',
  'wiki',
] as const;
export type WhatsHappeningSection = (typeof WHATS_HAPPENING_SECTIONS)[number];

/** GET /api/whats-happening?lat&lng&radius=10000: every feed section, and the ticker composed per §9. */
export const whatsHappeningResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({
    sections: z.record(z.enum(WHATS_HAPPENING_SECTIONS), feedSectionSchema),
    ticker: z.array(feedItemSchema),
    /** The ticker shows the spec's six static headlines (no live news reachable): labelled as such. */
    tickerIsStatic: z.boolean(),
    generatedAt: z.string(),
  }),
});
export type WhatsHappeningResponse = z.infer<typeof whatsHappeningResponseSchema>;

/** GET /api/pulse/local?lat&lng: the Pulse local tab, from bundled official data only (else null). */
export const pulseLocalResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({
    municipality: z.nullable(z.string()),
    canton: z.nullable(z.string()),
    /** The position's IANA time zone (the Pulse location tab's time zone and local time). */
    timezone: z.string(),
    population: z.nullable(z.object({ value: z.int(), year: z.int(), source: z.string() })),
    areaKm2: z.nullable(z.number()),
    /** Only when population and area describe the same unit (the municipality). */
    densityPerKm2: z.nullable(z.number()),
    /** Public-transport modes near the position, counted from the stops within 1 km (DiDok). */
    transportation: z.array(z.object({ type: z.string(), stopsWithin1Km: z.int(), nearestStop: z.string() })),
    nearbyPlaces: z.array(z.object({ name: z.string(), category: z.string(), distance: z.number() })),
    /** Safety, cost of living, income and average age: only from a cited official table, else null. */
    safety: z.nullable(z.object({ value: z.number(), source: z.string() })),
    costOfLiving: z.nullable(z.object({ value: z.number(), source: z.string() })),
    medianIncome: z.nullable(z.object({ value: z.number(), source: z.string() })),
    averageAge: z.nullable(z.object({ value: z.number(), source: z.string() })),
    attributions: z.array(z.string()),
  }),
});
export type PulseLocalResponse = z.infer<typeof pulseLocalResponseSchema>;

/** GET /api/pulse/insights?lat&lng&lang: the Pulse insights tab, from our own content near the position. */
export const pulseInsightsResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({
    coolFacts: z.array(z.object({ text: z.string(), explorer_place_id: z.nullable(z.string()) })),
    whatsHappening: z.array(z.string()),
    suggestions: z.array(z.string()),
    localHighlights: z.array(
      z.object({ name: z.string(), description: z.string(), category: z.string(), explorer_place_id: z.string() }),
    ),
    nearbyPlaces: z.array(z.object({ name: z.string(), category: z.string(), distance: z.number() })),
    localTips: z.array(z.string()),
    cultural: z.array(z.object({ title: z.string(), description: z.string(), significance: z.string() })),
  }),
});
export type PulseInsightsResponse = z.infer<typeof pulseInsightsResponseSchema>;

const intQuery = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .check(
      z.int(`${name} must be a whole number`),
      z.gte(min, `${name} must be at least ${min}`),
      z.lte(max, `${name} must be at most ${max}`),
    );

/** GET /api/events/nearby?lat&lng&radius=50 (km) */
export const eventsQuerySchema = z.extend(positionQuerySchema, {
  radius: z._default(intQuery('radius', 1, 500), LIVE.radii.eventsKm),
});

/** GET /api/places/trending?lat&lng&limit=20 */
export const trendingQuerySchema = z.extend(positionQuerySchema, {
  limit: z._default(intQuery('limit', 1, 100), LIVE.trendingLimit),
});

/** GET /api/whats-happening?lat&lng&radius=10000 (m) */
export const whatsHappeningQuerySchema = z.extend(positionQuerySchema, {
  radius: z._default(intQuery('radius', 100, 100_000), LIVE.radii.whatsHappeningM),
});

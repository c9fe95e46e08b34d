import type { AirQuality, Pollen, Provenance, WeatherNow } from '@swiss/contract';
import { z } from 'zod';
import type { Config } from '../../../config/env.js';
import { providerBudget } from '../../../config/providers.js';
import { ProviderClient } from '../../../platform/providers/client.js';
import type { ClientBase, Provider } from '../../../platform/providers/registry.js';
import { POLLEN_KINDS, pollenLevel, type PollenKind } from './pollen-levels.js';
import { cell } from './unavailable.js';
import { conditionOf } from './wmo-codes.js';

export const OPEN_METEO_ATTRIBUTION = 'Weather data by Open-Meteo.com (CC BY 4.0)';
const LICENCE_URL = 'https://creativecommons.org/licenses/by/4.0/';

const MINUTE = 60_000;
/** Weather changes within the hour; Open-Meteo's current values are 15-minute values. */
const WEATHER_CACHE = { ttlMs: 10 * MINUTE, staleMs: 6 * 60 * MINUTE, maxEntries: 5000 };
/** Air quality and pollen are hourly model values. */
const AIR_CACHE = { ttlMs: 30 * MINUTE, staleMs: 12 * 60 * MINUTE, maxEntries: 5000 };

const FORECAST_VARIABLES = [
  'temperature_2m',
  'apparent_temperature',
  'relative_humidity_2m',
  'wind_speed_10m',
  'pressure_msl',
  'visibility',
  'uv_index',
  'weather_code',
  'is_day',
] as const;

const AIR_VARIABLES = [
  'us_aqi',
  'european_aqi',
  'pm2_5',
  'pm10',
  'ozone',
  ...Object.values(POLLEN_KINDS).map((kind) => kind.variable),
] as const;

/** A value Open-Meteo may leave out or send as null (a variable a model does not cover there). */
const maybe = z.number().nullish();

/** /v1/forecast?current=...: `current` holds each asked variable (metric units by default). */
const forecastAnswer = z.object({
  current: z.object({
    time: z.string(),
    temperature_2m: z.number(),
    apparent_temperature: z.number(),
    relative_humidity_2m: maybe,
    wind_speed_10m: maybe,
    pressure_msl: maybe,
    /** Metres. */
    visibility: maybe,
    uv_index: maybe,
    weather_code: z.number().int().nullish(),
    is_day: z.union([z.literal(0), z.literal(1)]).nullish(),
  }),
});

/** /v1/air-quality?current=...: pollen only where a model covers it (Europe, in season); else null. */
const airAnswer = z.object({
  current: z.object({ time: z.string() }).catchall(z.number().nullable()),
});
type AirAnswer = z.infer<typeof airAnswer>;

export interface OpenMeteoOptions {
  forecastUrl: string;
  airUrl: string;
  apiKey: string | undefined;
  timeoutMs: number;
  config: Config;
  now?: () => number;
}

/**
 * Open-Meteo's forecast API (current weather, feels-like, UV) and air-quality API (US and European AQI,
 * particles, ozone, pollen), two clients with their own caches keyed by the 0.01° cell. The paid
 * customer endpoints take the same requests plus `apikey`.
 */
export class OpenMeteo implements Provider {
  readonly client: ProviderClient;
  readonly air: ProviderClient;
  private readonly apiKey: string | undefined;

  constructor(base: ClientBase, options: OpenMeteoOptions) {
    const shared = {
      userAgent: base.userAgent,
      timeoutMs: options.timeoutMs,
      attribution: OPEN_METEO_ATTRIBUTION,
      licenceUrl: LICENCE_URL,
      // Each client gets the capability's budget: Open-Meteo counts the two APIs separately.
      budget: providerBudget(options.config, 'weather'),
      retry: { attempts: 1, baseDelayMs: 200 },
      ...(options.now ? { now: options.now } : {}),
    };
    this.client = new ProviderClient({ ...base, ...shared, baseUrl: options.forecastUrl, cache: WEATHER_CACHE });
    this.air = new ProviderClient({
      ...shared,
      capability: `${base.capability}-air-quality`,
      implementation: base.implementation,
      baseUrl: options.airUrl,
      cache: AIR_CACHE,
    });
    this.apiKey = options.apiKey;
  }

  private query(lat: string, lng: string, current: readonly string[]): string {
    const params = new URLSearchParams({ latitude: lat, longitude: lng, current: current.join(',') });
    if (this.apiKey) params.set('apikey', this.apiKey);
    return `?${params.toString()}`;
  }

  /** The current weather in the position's cell. Throws a ProviderError. */
  async weatherNow(lat: number, lng: number): Promise<WeatherNow> {
    const place = cell(lat, lng);
    const { data, provenance } = await this.client.request({
      path: `/v1/forecast${this.query(place.lat, place.lng, FORECAST_VARIABLES)}`,
      read: 'json',
      schema: forecastAnswer,
      cacheKey: place.key,
    });
    const now = data.current;
    const code = now.weather_code ?? null;
    return {
      temperatureC: now.temperature_2m,
      feelsLikeC: now.apparent_temperature,
      humidity: now.relative_humidity_2m ?? null,
      windKmh: now.wind_speed_10m ?? null,
      pressureHpa: now.pressure_msl ?? null,
      visibilityKm: now.visibility == null ? null : Math.round(now.visibility / 100) / 10,
      uvIndex: now.uv_index ?? null,
      weatherCode: code,
      condition: conditionOf(code),
      isDay: now.is_day == null ? null : now.is_day === 1,
      provenance,
    };
  }

  /** One air-quality answer serves both the AQI and the pollen panel (coalesced, one upstream call). */
  private async airNow(lat: number, lng: number): Promise<{ data: AirAnswer; provenance: Provenance }> {
    const place = cell(lat, lng);
    return this.air.request({
      path: `/v1/air-quality${this.query(place.lat, place.lng, AIR_VARIABLES)}`,
      read: 'json',
      schema: airAnswer,
      cacheKey: place.key,
    });
  }

  async airQuality(lat: number, lng: number): Promise<AirQuality> {
    const { data, provenance } = await this.airNow(lat, lng);
    const value = (name: string) => data.current[name] ?? null;
    return {
      usAqi: value('us_aqi'),
      europeanAqi: value('european_aqi'),
      pm2_5: value('pm2_5'),
      pm10: value('pm10'),
      ozone: value('ozone'),
      provenance,
    };
  }

  /**
   * The kinds the model has a value for at the position. Outside Europe or the season it has none:
   * an empty list (the provider answered; nothing is invented), which the panel shows as not available.
   */
  async pollen(lat: number, lng: number): Promise<Pollen> {
    const { data, provenance } = await this.airNow(lat, lng);
    const kinds = (Object.keys(POLLEN_KINDS) as PollenKind[]).flatMap((kind) => {
      const grains = data.current[POLLEN_KINDS[kind].variable];
      if (grains == null) return [];
      return [{ kind, grainsPerM3: grains, level: pollenLevel(kind, grains) }];
    });
    return { kinds, provenance };
  }
}

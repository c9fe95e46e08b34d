import type { WeatherNow } from '@swiss/contract';
import { distanceKm } from '@swiss/content';
import { z } from 'zod';
import type { Config } from '../../../config/env.js';
import { providerBudget } from '../../../config/providers.js';
import { ProviderClient } from '../../../platform/providers/client.js';
import type { ClientBase, Provider } from '../../../platform/providers/registry.js';

/*
 * MeteoSwiss open data: the current 10-minute measurements of the SwissMetNet stations, one GeoJSON
 * FeatureCollection per parameter on data.geo.admin.ch:
 *   {base}/ch.meteoschweiz.messwerte-{parameter}/ch.meteoschweiz.messwerte-{parameter}_en.json
 * with parameter lufttemperatur-10min (°C), luftfeuchtigkeit-10min (%) and
 * windgeschwindigkeit-kmh-10min (km/h). Shape as read by winds-mobi/winds-mobi-providers
 * (providers/meteoswiss.py, a long-running production collector) and cross-checked with other
 * public readers (alexsierro/actual-swiss-temperature): `creation_time`, and `features[]` with
 * `id` (station abbreviation), `geometry.coordinates` [E, N] in the Swiss LV95 grid (EPSG:2056),
 * `properties.station_name`, `value`, `unit`, `reference_ts` (ISO, UTC). A missing measurement is
 * absent, null or "-" (left out here). Credit per MeteoSwiss's open-data terms: the source named.
 */
export const METEOSWISS_ATTRIBUTION = 'MeteoSwiss (Federal Office of Meteorology and Climatology)';

const PARAMETERS = {
  temperatureC: 'lufttemperatur-10min',
  humidity: 'luftfeuchtigkeit-10min',
  windKmh: 'windgeschwindigkeit-kmh-10min',
} as const;
type Measure = keyof typeof PARAMETERS;

const feature = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  geometry: z.object({ coordinates: z.array(z.number()).min(2) }),
  properties: z.object({
    station_name: z.string(),
    value: z.union([z.number(), z.string(), z.null()]).optional(),
    reference_ts: z.string().nullish(),
  }),
});
const collection = z.object({ features: z.array(feature) });

/** A station with the measurements it published in the last 10-minute files. */
export interface Station {
  id: string;
  name: string;
  lat: number;
  lng: number;
  values: Partial<Record<Measure, number>>;
}

/**
 * LV95 (EPSG:2056) to WGS84, swisstopo's "approximate formulas for the transformation between Swiss
 * projection coordinates and WGS84" (accurate to about a metre, ample to find the nearest station).
 */
export function lv95ToWgs84(east: number, north: number): { lat: number; lng: number } {
  const y = (east - 2_600_000) / 1_000_000;
  const x = (north - 1_200_000) / 1_000_000;
  const lng = 2.6779094 + 4.728982 * y + 0.791484 * y * x + 0.1306 * y * x * x - 0.0436 * y * y * y;
  const lat = 16.9023892 + 3.238272 * x - 0.270978 * y * y - 0.002528 * x * x - 0.0447 * y * y * x - 0.014 * x * x * x;
  return { lat: (lat * 100) / 36, lng: (lng * 100) / 36 };
}

/** The files change every 10 minutes; a stale set is kept an hour while MeteoSwiss is away. */
const CACHE = { ttlMs: 10 * 60_000, staleMs: 60 * 60_000, maxEntries: 8 };
/** Beyond this the nearest station says little about the position: Open-Meteo's values stand. */
export const MAX_STATION_KM = 30;

export interface MeteoSwissOptions {
  baseUrl: string;
  timeoutMs: number;
  config: Config;
  now?: (() => number) | undefined;
}

function numeric(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return null;
}

/** MeteoSwiss's SwissMetNet stations: the nearest station's current temperature, humidity and wind. */
export class MeteoSwissStations implements Provider {
  readonly client: ProviderClient;

  constructor(base: ClientBase, options: MeteoSwissOptions) {
    this.client = new ProviderClient({
      ...base,
      baseUrl: options.baseUrl,
      timeoutMs: options.timeoutMs,
      attribution: METEOSWISS_ATTRIBUTION,
      licenceUrl: null,
      budget: providerBudget(options.config, 'weather'),
      cache: CACHE,
      retry: { attempts: 1, baseDelayMs: 200 },
      ...(options.now ? { now: options.now } : {}),
    });
  }

  /** Every station with a temperature, and its other values. Throws a ProviderError. */
  async stations(): Promise<{ stations: Station[]; fetchedAt: string; isStale: boolean }> {
    const files = await Promise.all(
      (Object.keys(PARAMETERS) as Measure[]).map(async (measure) => {
        const layer = `ch.meteoschweiz.messwerte-${PARAMETERS[measure]}`;
        const { data, provenance } = await this.client.request({
          path: `/${layer}/${layer}_en.json`,
          read: 'json',
          schema: collection,
          cacheKey: measure,
        });
        return { measure, data, provenance };
      }),
    );
    const byId = new Map<string, Station>();
    for (const { measure, data } of files) {
      for (const f of data.features) {
        const value = numeric(f.properties.value);
        const [east = 0, north = 0] = f.geometry.coordinates;
        let station = byId.get(f.id);
        if (!station) {
          station = { id: f.id, name: f.properties.station_name, ...lv95ToWgs84(east, north), values: {} };
          byId.set(f.id, station);
        }
        if (value !== null) station.values[measure] = value;
      }
    }
    const oldest = files.map((f) => f.provenance.fetchedAt).sort()[0] ?? new Date(0).toISOString();
    return {
      stations: [...byId.values()].filter((s) => s.values.temperatureC !== undefined),
      fetchedAt: oldest,
      isStale: files.some((f) => f.provenance.isStale),
    };
  }

  /**
   * Open-Meteo's answer with the nearest station's measurements (temperature, humidity, wind) in
   * place of the model's, credited to both; null when no station measures within MAX_STATION_KM.
   * Feels-like, UV, code and the rest stay Open-Meteo's (a station does not measure them).
   */
  async overlay(lat: number, lng: number, model: WeatherNow): Promise<WeatherNow | null> {
    const { stations, fetchedAt, isStale } = await this.stations();
    let best: { station: Station; km: number } | null = null;
    for (const station of stations) {
      const km = distanceKm({ lat, lng }, station);
      if (!best || km < best.km) best = { station, km };
    }
    if (!best || best.km > MAX_STATION_KM) return null;
    const { station, km } = best;
    return {
      ...model,
      temperatureC: station.values.temperatureC ?? model.temperatureC,
      humidity: station.values.humidity ?? model.humidity,
      windKmh: station.values.windKmh ?? model.windKmh,
      provenance: {
        source: 'meteoswiss',
        attribution: `${METEOSWISS_ATTRIBUTION}, station ${station.name}, ${Math.round(km)} km; forecast values: ${model.provenance.attribution}`,
        licenceUrl: null,
        fetchedAt,
        isSample: false,
        isStale: isStale || model.provenance.isStale,
      },
    };
  }
}

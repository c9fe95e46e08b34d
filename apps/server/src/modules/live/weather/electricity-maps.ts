import type { Provenance } from '@swiss/contract';
import { z } from 'zod';
import type { Config } from '../../../config/env.js';
import { providerBudget } from '../../../config/providers.js';
import { ProviderClient } from '../../../platform/providers/client.js';
import type { ClientBase, Provider } from '../../../platform/providers/registry.js';
import type { CarbonData } from '../live-sources.js';
import { cell } from './unavailable.js';

export const ELECTRICITY_MAPS_ATTRIBUTION = 'Carbon intensity by Electricity Maps (electricitymaps.com)';

const MINUTE = 60_000;
/** Electricity Maps publishes hourly values; 15 minutes keeps a hall within a call per cell and quarter. */
const CARBON_CACHE = { ttlMs: 15 * MINUTE, staleMs: 24 * 60 * MINUTE, maxEntries: 5000 };

/** GET /v3/carbon-intensity/latest?lat&lon: the zone's latest value (gCO2eq/kWh, lifecycle by default). */
const intensityAnswer = z.object({
  zone: z.string().min(1),
  carbonIntensity: z.number().nonnegative(),
  datetime: z.string(),
});

/** GET /v3/power-breakdown/latest?lat&lon: the consumed mix; fossilFreePercentage may be null. */
const breakdownAnswer = z.object({
  zone: z.string(),
  fossilFreePercentage: z.number().min(0).max(100).nullish(),
});

export interface ElectricityMapsOptions {
  baseUrl: string;
  token: string | undefined;
  timeoutMs: number;
  config: Config;
  now?: () => number;
}

type LiveCarbon = Exclude<CarbonData, { status: 'unavailable' }>;

/** Electricity Maps' API v3 (auth-token header): the grid zone at a position and its carbon intensity. */
export class ElectricityMaps implements Provider {
  readonly client: ProviderClient;

  constructor(base: ClientBase, options: ElectricityMapsOptions) {
    this.client = new ProviderClient({
      ...base,
      // Without a token every call would be refused: not configured (the settings check asks for one).
      baseUrl: options.token ? options.baseUrl : undefined,
      headers: options.token ? { 'auth-token': options.token } : {},
      timeoutMs: options.timeoutMs,
      attribution: ELECTRICITY_MAPS_ATTRIBUTION,
      licenceUrl: 'https://www.electricitymaps.com/terms',
      budget: providerBudget(options.config, 'carbon'),
      cache: CARBON_CACHE,
      retry: { attempts: 1, baseDelayMs: 200 },
      ...(options.now ? { now: options.now } : {}),
    });
  }

  /** The live intensity of the position's zone. Throws a ProviderError when the intensity fails. */
  async carbon(lat: number, lng: number): Promise<LiveCarbon> {
    const place = cell(lat, lng);
    const query = `?${new URLSearchParams({ lat: place.lat, lon: place.lng }).toString()}`;
    const intensity = await this.client.request({
      path: `/v3/carbon-intensity/latest${query}`,
      read: 'json',
      schema: intensityAnswer,
      cacheKey: `intensity:${place.key}`,
    });
    // The fossil share is a second, optional figure: without it the intensity still shows.
    const fossil = await this.client
      .request({
        path: `/v3/power-breakdown/latest${query}`,
        read: 'json',
        schema: breakdownAnswer,
        cacheKey: `breakdown:${place.key}`,
      })
      .then(({ data }) => (data.fossilFreePercentage == null ? null : 100 - data.fossilFreePercentage))
      .catch(() => null);
    const provenance: Provenance = intensity.provenance;
    return {
      zone: intensity.data.zone,
      carbonIntensity: intensity.data.carbonIntensity,
      fossilFuelPercentage: fossil,
      isAverage: false,
      year: null,
      provenance,
    };
  }
}

import type { AirQuality, Pollen, Unavailable, WeatherNow } from '@swiss/contract';
import type { Config } from '../../../config/env.js';
import { providerChoices } from '../../../config/providers.js';
import type { ProviderRegistry } from '../../../platform/providers/registry.js';
import type { CarbonData, LiveSources } from '../live-sources.js';
import { ElectricityMaps } from './electricity-maps.js';
import { OpenMeteo } from './open-meteo.js';
import { swissAverageCarbon } from './swiss-carbon-average.js';
import { notConfigured, unavailableFrom } from './unavailable.js';

export type WeatherSources = Pick<LiveSources, 'weatherNow' | 'airQuality' | 'pollen' | 'carbon'>;

export interface WeatherSourcesOptions {
  /** The providers' clock (tests move it to age the caches); real time by default. */
  now?: () => number;
}

/**
 * Weather, air quality, pollen and carbon intensity as the settings choose them. Each answers from
 * its provider's cache (a stale value with its age while the provider is away) and never throws:
 * without a value it says why (Unavailable).
 */
export function createWeatherSources(
  config: Config,
  registry: ProviderRegistry,
  options: WeatherSourcesOptions = {},
): WeatherSources {
  const choices = providerChoices(config);
  const now = options.now ? { now: options.now } : {};
  const openMeteo = registry.choose('weather', choices.weather, {
    'open-meteo': (base) =>
      new OpenMeteo(base, {
        forecastUrl: config.OPEN_METEO_URL,
        airUrl: config.OPEN_METEO_AIR_URL,
        apiKey: config.OPEN_METEO_API_KEY,
        timeoutMs: config.WEATHER_TIMEOUT_MS,
        config,
        ...now,
      }),
  });
  if (openMeteo) registry.add({ client: openMeteo.air });
  const electricityMaps = registry.choose('carbon', choices.carbon, {
    'electricity-maps': (base) =>
      new ElectricityMaps(base, {
        baseUrl: config.ELECTRICITY_MAPS_URL,
        token: config.ELECTRICITY_MAPS_TOKEN,
        timeoutMs: config.CARBON_TIMEOUT_MS,
        config,
        ...now,
      }),
  });

  async function guarded<T>(capability: string, read: (() => Promise<T>) | undefined): Promise<T | Unavailable> {
    if (!read) return notConfigured(capability);
    try {
      return await read();
    } catch (error) {
      return unavailableFrom(error, capability);
    }
  }

  return {
    weatherNow: (lat, lng): Promise<WeatherNow | Unavailable> =>
      guarded('weather', openMeteo && (() => openMeteo.weatherNow(lat, lng))),
    airQuality: (lat, lng): Promise<AirQuality | Unavailable> =>
      guarded('air-quality', openMeteo && (() => openMeteo.airQuality(lat, lng))),
    pollen: (lat, lng): Promise<Pollen | Unavailable> =>
      guarded('pollen', openMeteo && (() => openMeteo.pollen(lat, lng))),
    carbon: async (lat, lng): Promise<CarbonData> => {
      const live = await guarded('carbon', electricityMaps && (() => electricityMaps.carbon(lat, lng)));
      if (!('status' in live)) return live;
      // No live value: a Swiss position gets the documented annual average, labelled as such.
      return swissAverageCarbon(lat, lng) ?? live;
    },
  };
}

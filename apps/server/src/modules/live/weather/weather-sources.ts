import type { AirQuality, Pollen, Unavailable, WeatherNow } from '@swiss/contract';
import type { Config } from '../../../config/env.js';
import { providerChoices } from '../../../config/providers.js';
import { ProviderError } from '../../../platform/providers/errors.js';
import type { ClientBase, ProviderRegistry } from '../../../platform/providers/registry.js';
import type { CarbonData, LiveSources } from '../live-sources.js';
import { ElectricityMaps } from './electricity-maps.js';
import { OpenMeteo } from './open-meteo.js';
import { MeteoSwissStations } from './meteoswiss.js';
import { inSwitzerland, swissAverageCarbon } from './swiss-carbon-average.js';
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
  const buildOpenMeteo = (base: ClientBase) =>
    new OpenMeteo(base, {
      forecastUrl: config.OPEN_METEO_URL,
      airUrl: config.OPEN_METEO_AIR_URL,
      apiKey: config.OPEN_METEO_API_KEY,
      timeoutMs: config.WEATHER_TIMEOUT_MS,
      config,
      ...now,
    });
  const chosen = registry.choose<OpenMeteo | MeteoSwissStations>('weather', choices.weather, {
    'open-meteo': buildOpenMeteo,
    meteoswiss: (base) =>
      new MeteoSwissStations(base, {
        baseUrl: config.METEOSWISS_URL,
        timeoutMs: config.WEATHER_TIMEOUT_MS,
        config,
        ...now,
      }),
  });
  // MeteoSwiss measures temperature, humidity and wind at its stations; everything else (feels-like,
  // UV, weather code, air quality, pollen) and every position abroad still comes from Open-Meteo.
  const meteoSwiss = chosen instanceof MeteoSwissStations ? chosen : undefined;
  const openMeteo = meteoSwiss
    ? registry.add(
        buildOpenMeteo({ capability: 'weather-forecast', implementation: 'open-meteo', userAgent: registry.userAgent }),
      )
    : (chosen as OpenMeteo | undefined);
  if (openMeteo) registry.add({ client: openMeteo.air });

  /** Open-Meteo's current weather, with the nearest MeteoSwiss station's measurements in Switzerland. */
  async function weatherNow(lat: number, lng: number): Promise<WeatherNow> {
    if (!openMeteo) throw new ProviderError('not_configured', 'weather', 'not configured');
    const model = await openMeteo.weatherNow(lat, lng);
    if (!meteoSwiss || !inSwitzerland(lat, lng)) return model;
    try {
      return (await meteoSwiss.overlay(lat, lng, model)) ?? model;
    } catch {
      // MeteoSwiss away (counted by its client): the model's values, credited to Open-Meteo alone.
      return model;
    }
  }
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
      guarded('weather', openMeteo && (() => weatherNow(lat, lng))),
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

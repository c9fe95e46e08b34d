import type { CityGuide, WeatherNow } from '@swiss/contract';
import type { WeatherSources } from './weather-sources.js';

type CityGuideWeather = CityGuide['weather'];

/**
 * The guide answers from bundled data at once; the weather may add at most this much. A cached value
 * is instant; a provider that is slow or dead leaves 'Weather data not available' (its answer then
 * warms the cache for the next visitor) instead of holding the whole guide for its time-out.
 */
export const CITY_GUIDE_WEATHER_WAIT_MS = 1500;

/** "12 °C, Partly cloudy, feels like 10 °C": the city guide's one line (English; the web localises by code). */
export function weatherSummary(now: WeatherNow): string {
  const degrees = (value: number) => `${Math.round(value)} °C`;
  return `${degrees(now.temperatureC)}, ${now.condition}, feels like ${degrees(now.feelsLikeC)}`;
}

/**
 * The city guide's weather from the weather source: its summary and provenance, or null when there
 * is no value (the guide then says 'Weather data not available'). Passed to the geo module by app.ts.
 */
export function cityGuideWeather(sources: Pick<WeatherSources, 'weatherNow'>, waitMs = CITY_GUIDE_WEATHER_WAIT_MS) {
  return async (lat: number, lng: number): Promise<CityGuideWeather> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    const answer = sources
      .weatherNow(lat, lng)
      .then((now) => ('status' in now ? null : { summary: weatherSummary(now), provenance: now.provenance }));
    try {
      return await Promise.race([answer, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}

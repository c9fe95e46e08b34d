import type { WeatherNow } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { cityGuideWeather } from './city-guide-weather.js';

const now: WeatherNow = {
  temperatureC: 12.4,
  feelsLikeC: 10.2,
  humidity: 70,
  windKmh: 8,
  pressureHpa: 1015,
  visibilityKm: 20,
  uvIndex: 2,
  weatherCode: 2,
  condition: 'Partly cloudy',
  isDay: true,
  provenance: {
    source: 'open-meteo',
    attribution: 'Weather data by Open-Meteo.com (CC BY 4.0)',
    licenceUrl: null,
    fetchedAt: new Date(0).toISOString(),
    isSample: false,
    isStale: false,
  },
};
const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('cityGuideWeather', () => {
  it('gives the summary and provenance of a quick answer', async () => {
    const weather = cityGuideWeather({ weatherNow: () => later(5, now) }, 200);
    expect(await weather(46, 7)).toEqual({
      summary: '12 °C, Partly cloudy, feels like 10 °C',
      provenance: now.provenance,
    });
  });

  it('does not hold the guide for a slow provider: no weather after the wait', async () => {
    const weather = cityGuideWeather({ weatherNow: () => later(2_000, now) }, 50);
    const started = Date.now();
    expect(await weather(46, 7)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('has no weather when the provider has none', async () => {
    const weather = cityGuideWeather({
      weatherNow: () =>
        later(1, { status: 'unavailable' as const, reason: 'needs_connection' as const, capability: 'weather' }),
    });
    expect(await weather(46, 7)).toBeNull();
  });
});

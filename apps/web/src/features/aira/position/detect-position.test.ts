import { AIRA, AIRA_DEFAULT_POSITION } from '@swiss/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  detectPosition,
  isUsableCoordinate,
  offlineFallback,
  type AiraPosition,
  type IpPoint,
} from './detect-position';
import { LANGUAGE_CAPITALS, TIMEZONE_CITIES, languagePoint } from './fallback-positions';

type Outcome = { lat: number; lng: number; accuracy: number } | { code: number } | 'never';

/** A navigator.geolocation that answers each attempt as told, after the attempt's time-out when it fails. */
function fakeGeolocation(outcomes: Outcome[]) {
  const calls: PositionOptions[] = [];
  const geolocation = {
    getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback, options: PositionOptions = {}) => {
      calls.push(options);
      const outcome = outcomes[calls.length - 1] ?? { code: 3 };
      if (outcome === 'never') return;
      if ('code' in outcome) {
        const delay = outcome.code === 1 ? 0 : (options.timeout ?? 0);
        setTimeout(() => fail({ code: outcome.code, message: 'x' } as GeolocationPositionError), delay);
      } else {
        setTimeout(
          () =>
            ok({
              coords: { latitude: outcome.lat, longitude: outcome.lng, accuracy: outcome.accuracy },
            } as GeolocationPosition),
          500,
        );
      }
    },
  } as unknown as Geolocation;
  return { geolocation, calls };
}

const ipAfter = (ms: number, point: IpPoint | null) => () =>
  new Promise<IpPoint | null>((resolve) => setTimeout(() => resolve(point), ms));

describe('detectPosition', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries GPS four times with the spec levels and a growing maximum age', async () => {
    const { geolocation, calls } = fakeGeolocation([{ code: 3 }, { code: 3 }, { code: 2 }, { code: 3 }]);
    const result = detectPosition({ geolocation, lookupIp: ipAfter(100, null), timeZone: undefined, languages: [] });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls.map((c) => c.timeout)).toEqual([10_000, 8_000, 6_000, 4_000]);
    expect(calls.map((c) => c.enableHighAccuracy)).toEqual([true, true, false, false]);
    const ages = calls.map((c) => c.maximumAge ?? 0);
    expect([...ages].sort((a, b) => a - b)).toEqual(ages);
    expect(calls).toHaveLength(AIRA.gpsAttempts.length);
    await expect(result).resolves.toMatchObject({ source: 'default', lat: AIRA_DEFAULT_POSITION.lat });
  });

  it('answers GPS with its accuracy, replacing the provisional IP answer', async () => {
    const { geolocation } = fakeGeolocation([{ code: 3 }, { lat: 47.3779, lng: 8.5403, accuracy: 15 }]);
    const provisional: AiraPosition[] = [];
    const result = detectPosition({
      geolocation,
      lookupIp: ipAfter(200, { lat: 47.1, lng: 8.2, city: 'Luzern', accuracy_km: 20 }),
      timeZone: 'Europe/Zurich',
      languages: ['de-CH'],
      onProvisional: (p) => provisional.push(p),
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(provisional).toEqual([{ lat: 47.1, lng: 8.2, source: 'ip', accuracyM: 20_000, name: 'Luzern' }]);
    await vi.advanceTimersByTimeAsync(11_000);
    await expect(result).resolves.toEqual({ lat: 47.3779, lng: 8.5403, source: 'gps', accuracyM: 15, name: null });
  });

  it('uses the IP answer at once when GPS is denied, without waiting for the other attempts', async () => {
    const { geolocation, calls } = fakeGeolocation([{ code: 1 }]);
    const result = detectPosition({
      geolocation,
      lookupIp: ipAfter(50, { lat: 46.0, lng: 8.95, city: 'Lugano', accuracy_km: null }),
      timeZone: undefined,
      languages: [],
    });
    await vi.advanceTimersByTimeAsync(100);
    await expect(result).resolves.toMatchObject({ source: 'ip', name: 'Lugano', accuracyM: null });
    expect(calls).toHaveLength(1);
  });

  it('rejects IP answers near 0,0 and falls back to the time zone, then the language, then Bern', async () => {
    const denied = () => fakeGeolocation([{ code: 1 }]).geolocation;
    const zero = ipAfter(10, { lat: 0.05, lng: 8, city: null, accuracy_km: null });
    const byZone = detectPosition({ geolocation: denied(), lookupIp: zero, timeZone: 'Europe/Zurich', languages: [] });
    const byLanguage = detectPosition({ geolocation: denied(), lookupIp: zero, timeZone: 'UTC', languages: ['it-CH'] });
    const failing = () => Promise.reject(new Error('offline'));
    const byDefault = detectPosition({ geolocation: undefined, lookupIp: failing, timeZone: 'UTC', languages: ['xx'] });
    await vi.advanceTimersByTimeAsync(100);
    await expect(byZone).resolves.toMatchObject({ source: 'timezone', name: 'Zürich' });
    await expect(byLanguage).resolves.toMatchObject({ source: 'language', name: 'Bellinzona' });
    await expect(byDefault).resolves.toMatchObject({ source: 'default', name: 'Bern' });
  });

  it('offers the offline fallback provisionally when the IP lookup knows nothing and GPS still tries', async () => {
    const { geolocation } = fakeGeolocation(['never']);
    const provisional: AiraPosition[] = [];
    void detectPosition({
      geolocation,
      lookupIp: ipAfter(10, null),
      timeZone: 'Europe/Zurich',
      languages: [],
      onProvisional: (p) => provisional.push(p),
    });
    await vi.advanceTimersByTimeAsync(50);
    expect(provisional).toMatchObject([{ source: 'timezone', name: 'Zürich' }]);
  });
});

describe('the fallback tables', () => {
  it('hold 17 time zones and 17 locales with real coordinates', () => {
    expect(Object.keys(TIMEZONE_CITIES)).toHaveLength(17);
    expect(Object.keys(LANGUAGE_CAPITALS)).toHaveLength(17);
    for (const point of [...Object.values(TIMEZONE_CITIES), ...Object.values(LANGUAGE_CAPITALS)])
      expect(isUsableCoordinate(point.lat, point.lng)).toBe(true);
    expect(TIMEZONE_CITIES['Europe/Zurich']).toMatchObject({ name: 'Zürich' });
  });

  it('matches a locale exactly, else by its language', () => {
    expect(languagePoint(['de-CH'])?.name).toBe('Bern');
    expect(languagePoint(['fr'])?.name).toBe('Genève');
    expect(languagePoint(['xx', 'en-GB'])?.name).toBe('London');
    expect(offlineFallback(undefined, [])).toMatchObject({ source: 'default', lat: 46.9466, lng: 7.4443 });
  });

  it('accepts only numeric coordinates above 0.1 in absolute value', () => {
    expect(isUsableCoordinate(47, 8)).toBe(true);
    expect(isUsableCoordinate(-33.9, 151.2)).toBe(true);
    expect(isUsableCoordinate(0, 0)).toBe(false);
    expect(isUsableCoordinate('47', 8)).toBe(false);
    expect(isUsableCoordinate(Number.NaN, 8)).toBe(false);
  });
});

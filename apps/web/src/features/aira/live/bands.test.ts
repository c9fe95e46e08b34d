import type { FeedItem } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import {
  airQualityOutOf10,
  aqiBand,
  carbonColour,
  carbonRedDot,
  carbonText,
  categoryCards,
  ecoTips,
  evEstimate,
  feedStats,
  feelsLikeBand,
  feelsLikeOf,
  kmhToMph,
  pollenBand,
  tickerEntries,
  unavailableMessage,
  uvBand,
} from './bands';
import { feedItem } from './feed-fixture';

describe('spec §9 bands', () => {
  it('UV: 0-2 low, 3-5 moderate, 6-7 high, 8+ very high', () => {
    expect([0, 2, 2.9, 3, 5, 6, 7, 8, 11].map(uvBand)).toEqual([
      'low',
      'low',
      'low',
      'moderate',
      'moderate',
      'high',
      'high',
      'veryHigh',
      'veryHigh',
    ]);
  });
  it('US AQI: over 50 moderate, over 100 unhealthy for sensitive groups', () => {
    expect([0, 50, 51, 100, 101, 300].map(aqiBand)).toEqual([
      'good',
      'good',
      'moderate',
      'moderate',
      'sensitive',
      'sensitive',
    ]);
  });
  it('pollen: high at 4 and above, moderate at 3', () => {
    expect([1, 2, 3, 4, 5].map(pollenBand)).toEqual(['low', 'low', 'moderate', 'high', 'high']);
  });
  it('feels-like bands <=0, <=10, <=15, <=20, <=25, <=30, above 30', () => {
    expect([-5, 0, 0.1, 10, 15, 20, 25, 30, 30.5].map(feelsLikeBand)).toEqual([0, 0, 1, 1, 2, 3, 4, 5, 6]);
    expect(feelsLikeOf(12, null)).toBe(10); // spec default: temperature minus 2
    expect(feelsLikeOf(12, 14)).toBe(14);
  });
  it('eco tips switch at 20 °C and add rain and sun', () => {
    expect(ecoTips(19.9, 3, true)).toEqual(['cool']);
    expect(ecoTips(20, 0, true)).toEqual(['warm', 'sunny']);
    expect(ecoTips(20, 0, false)).toEqual(['warm']);
    expect(ecoTips(8, 63, true)).toEqual(['cool', 'rain']);
    expect(ecoTips(8, 95, true)).toEqual(['cool', 'rain']);
  });
  it('air quality out of 10 = 10 − US AQI / 50, clamped and rounded to 0.1', () => {
    expect(airQualityOutOf10(0)).toBe(10);
    expect(airQualityOutOf10(25)).toBe(9.5);
    expect(airQualityOutOf10(100)).toBe(8);
    expect(airQualityOutOf10(333)).toBe(3.3);
    expect(airQualityOutOf10(600)).toBe(0);
  });
  it('carbon: colour above 500 red, above 300 yellow; red dot above 400; text under 200 and 400', () => {
    expect([300, 301, 500, 501].map(carbonColour)).toEqual(['green', 'yellow', 'yellow', 'red']);
    expect([400, 401].map(carbonRedDot)).toEqual([false, true]);
    expect([199, 200, 399, 400].map(carbonText)).toEqual(['low', 'moderate', 'moderate', 'high']);
  });
  it('EV estimate: 0.3 × intensity (g per km), a tenth of that in kg per 100 km', () => {
    expect(evEstimate(128)).toEqual({ gPerKm: 38.4, kgPer100Km: 3.8 });
    expect(evEstimate(0)).toEqual({ gPerKm: 0, kgPer100Km: 0 });
  });
  it('wind: km/h to mph', () => {
    expect(kmhToMph(16.09344)).toBe(10);
  });
});

describe('unavailable sections', () => {
  const why = (reason: 'not_configured' | 'needs_connection' | 'provider_error' | 'rate_limited') => ({
    status: 'unavailable' as const,
    reason,
    capability: 'social',
  });
  it('say what they need, with the spec failure text of the section', () => {
    expect(unavailableMessage(why('not_configured'), 'socialBuzz')).toEqual({
      key: 'aira.live.unavailable.notConfigured',
      values: { capability: 'social' },
    });
    expect(unavailableMessage(why('needs_connection'), 'socialBuzz').key).toBe('aira.live.unavailable.needsConnection');
    expect(unavailableMessage(why('provider_error'), 'socialBuzz').key).toBe('aira.live.errors.social');
    expect(unavailableMessage(why('provider_error'), 'localMusic').key).toBe('aira.live.errors.music');
    expect(unavailableMessage(why('rate_limited'), 'marketUpdates').key).toBe('aira.live.errors.market');
    expect(unavailableMessage(why('provider_error'), 'currency').key).toBe('aira.live.errors.currency');
    expect(unavailableMessage(why('provider_error'), 'weather').key).toBe('aira.live.unavailable.failed');
  });
});

describe('ticker and cards', () => {
  it('shows at most 15 ticker entries, titles cut at 80, each with its attribution', () => {
    const long = 'x'.repeat(120);
    const ticker = Array.from({ length: 20 }, (_, index) =>
      feedItem(String(index), { title: index === 0 ? long : `T${index}` }),
    );
    const entries = tickerEntries(ticker);
    expect(entries).toHaveLength(15);
    expect(entries[0]?.text).toHaveLength(80);
    expect(entries[0]?.text.endsWith('…')).toBe(true);
    expect(entries[1]).toEqual({ id: '1', kind: 'news', text: 'T1', attribution: 'SRF News' });
  });
  it('category cards take 3 market, 2 weather, 3 events, 2 trending, 2 events near you', () => {
    const many = (kind: FeedItem['kind']) => ({
      status: 'ok' as const,
      items: Array.from({ length: 6 }, (_, index) => feedItem(`${kind}${index}`, { kind })),
    });
    const cards = categoryCards({
      marketUpdates: many('market'),
      weather: many('weather'),
      events: many('event'),
      trendingVenues: many('trending'),
      eventsNearYou: { status: 'unavailable', reason: 'not_configured', capability: 'events' },
    });
    expect(cards.map((card) => [card.key, card.status === 'ok' ? card.items.length : card.status])).toEqual([
      ['market', 3],
      ['weather', 2],
      ['events', 3],
      ['trending', 2],
      ['eventsNearYou', 'unavailable'],
    ]);
    const stats = feedStats({
      trendingVenues: many('trending'),
      weather: { status: 'ok', items: [feedItem('w', { provenance: { ...feedItem('w').provenance, isStale: true } })] },
    });
    expect(stats).toEqual({ updates: 7, live: 6, trending: 6 });
  });
});

import {
  carbonResponseSchema,
  feedSectionResponseSchema,
  LIVE,
  marketsResponseSchema,
  pulseInsightsResponseSchema,
  pulseLocalResponseSchema,
  weatherCitiesResponseSchema,
  weatherResponseSchema,
  whatsHappeningResponseSchema,
} from '@swiss/contract';
import { getJson, postJson } from '../../../lib/api-client';

/** The live feed's and Pulse's calls; every answer is checked against the contract (live.ts). */
export interface Point {
  lat: number;
  lng: number;
}

const q = (values: Record<string, string | number>): string =>
  new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString();

export const loadWhatsHappening = (at: Point, signal?: AbortSignal) =>
  getJson(
    `/api/whats-happening?${q({ lat: at.lat, lng: at.lng, radius: LIVE.radii.whatsHappeningM })}`,
    whatsHappeningResponseSchema,
    { signal },
  ).then((answer) => answer.data);

export const loadWeather = (at: Point, signal?: AbortSignal) =>
  getJson(`/api/weather?${q({ lat: at.lat, lng: at.lng })}`, weatherResponseSchema, { signal }).then(
    (answer) => answer.data,
  );

export const loadWeatherCities = (signal?: AbortSignal) =>
  getJson('/api/weather/cities', weatherCitiesResponseSchema, { signal }).then((answer) => answer.data);

export const loadCarbon = (at: Point, signal?: AbortSignal) =>
  postJson('/api/environmental/carbon-intensity', { lat: at.lat, lng: at.lng }, carbonResponseSchema, {
    signal,
  }).then((answer) => answer.data);

export const loadMarkets = (signal?: AbortSignal) =>
  getJson('/api/markets', marketsResponseSchema, { signal }).then((answer) => answer.data);

/** The news/social panel's sources (spec: news feed panel). */
export type FeedSource = 'news/local' | 'local-social' | 'local-music';
export const loadFeedSection = (source: FeedSource, at: Point, lang: string, signal?: AbortSignal) =>
  getJson(`/api/${source}?${q({ lat: at.lat, lng: at.lng, lang })}`, feedSectionResponseSchema, { signal }).then(
    (answer) => answer.data,
  );

export const loadPulseLocal = (at: Point, signal?: AbortSignal) =>
  getJson(`/api/pulse/local?${q({ lat: at.lat, lng: at.lng })}`, pulseLocalResponseSchema, { signal }).then(
    (answer) => answer.data,
  );

export const loadPulseInsights = (at: Point, lang: string, signal?: AbortSignal) =>
  getJson(`/api/pulse/insights?${q({ lat: at.lat, lng: at.lng, lang })}`, pulseInsightsResponseSchema, {
    signal,
  }).then((answer) => answer.data);

import { AR, peaksResponseSchema, type AiraCategoryId, type AiraPlace, type Peak } from '@swiss/contract';
import { getJson } from '../../../lib/api-client';
import { loadPlaces } from '../api/aira-api';
import { dedupeByName } from './ar-geometry';

/** The places of a category for AR: /api/enhanced-places, deduped by name (§9), up to 50 kept. */
export async function loadArPlaces(
  lat: number,
  lng: number,
  category: AiraCategoryId,
  signal?: AbortSignal,
): Promise<AiraPlace[]> {
  const response = await loadPlaces(lat, lng, category, signal);
  return dedupeByName(response.results).slice(0, AR.placesKept);
}

/** GET /api/peaks/nearby: the catalog's mountains around the visitor, with elevation and bearing. */
export async function loadPeaks(lat: number, lng: number, lang: string, signal?: AbortSignal): Promise<Peak[]> {
  const query = new URLSearchParams({ lat: String(lat), lng: String(lng) });
  if (['en', 'de', 'fr', 'it'].includes(lang)) query.set('lang', lang);
  const answer = await getJson(`/api/peaks/nearby?${query}`, peaksResponseSchema, { signal });
  return answer.results;
}

import {
  AIRA,
  airaPlacesResponseSchema,
  cityGuideResponseSchema,
  geocodeResponseSchema,
  ipLocationResponseSchema,
  reverseGeocodeResponseSchema,
  type AiraCategoryId,
  type AiraPlace,
  type AiraPlacesResponse,
  type CityGuide,
  type GeocodeResult,
} from '@swiss/contract';
import i18next from 'i18next';
import { getJson, postJson } from '../../../lib/api-client';
import { resolveLanguage } from '../../../lib/i18n';
import type { IpPoint } from '../position/detect-position';

/** How many places one list asks for: 'Places Near You' shows 10 and loads more from these. */
const PLACES_LIMIT = 50;

/** Places seen in any list this session, by id: the place page opens at once from here. */
export const seenPlaces = new Map<string, AiraPlace>();

function remember(response: AiraPlacesResponse): AiraPlacesResponse {
  for (const place of response.results) seenPlaces.set(place.place_id, place);
  return response;
}

/** GET /api/location/ip: the server's lookup of the visitor's address (DEVIATIONS 18). */
export async function lookupIp(): Promise<IpPoint | null> {
  const answer = await getJson('/api/location/ip', ipLocationResponseSchema, { timeoutMs: 8000 });
  return answer.location;
}

export async function reverseGeocode(lat: number, lng: number, signal?: AbortSignal): Promise<GeocodeResult | null> {
  const query = new URLSearchParams({ lat: String(lat), lng: String(lng) });
  const answer = await getJson(`/api/geocode/reverse?${query}`, reverseGeocodeResponseSchema, { signal });
  return answer.result;
}

export async function geocode(address: string): Promise<GeocodeResult | null> {
  const answer = await postJson('/api/geocode', { address }, geocodeResponseSchema);
  return answer.results[0] ?? null;
}

/** GET /api/enhanced-places: the places of a category around a position (spec §7), racing 10 s (§4). */
export async function loadPlaces(
  lat: number,
  lng: number,
  category: AiraCategoryId,
  signal?: AbortSignal,
): Promise<AiraPlacesResponse> {
  // Our curated places come named as their page is in the visitor's language.
  const lang = resolveLanguage(i18next.language);
  const query = new URLSearchParams({
    lat: String(lat),
    lng: String(lng),
    category,
    limit: String(PLACES_LIMIT),
    lang,
  });
  return remember(
    await getJson(`/api/enhanced-places?${query}`, airaPlacesResponseSchema, { signal, timeoutMs: AIRA.initTimeoutMs }),
  );
}

/** POST /api/places/search with the spec's 50 km radius (§7, §9). */
export async function searchPlaces(
  lat: number,
  lng: number,
  keyword: string,
  signal?: AbortSignal,
): Promise<AiraPlacesResponse> {
  const lang = resolveLanguage(i18next.language);
  const body = { latitude: lat, longitude: lng, radius: AIRA.searchRadiusM, keyword, limit: PLACES_LIMIT, lang };
  return remember(
    await postJson('/api/places/search', body, airaPlacesResponseSchema, { signal, timeoutMs: AIRA.initTimeoutMs }),
  );
}

/** POST /api/city-guide/global (spec §4 City guide: fetched on click). */
export async function loadCityGuide(lat: number, lng: number, signal?: AbortSignal): Promise<CityGuide> {
  const answer = await postJson('/api/city-guide/global', { latitude: lat, longitude: lng }, cityGuideResponseSchema, {
    signal,
  });
  return answer.data;
}

import type { GeocodeResult } from '@swiss/contract';
import { z } from 'zod';
import type { Config } from '../../config/env.js';
import { providerBudget, providerChoices } from '../../config/providers.js';
import { ProviderClient } from '../../platform/providers/client.js';
import type { ClientBase, Provider, ProviderRegistry } from '../../platform/providers/registry.js';

export const PHOTON_ATTRIBUTION = '© OpenStreetMap contributors (Photon)';
export const NOMINATIM_ATTRIBUTION = '© OpenStreetMap contributors (Nominatim)';
const OSM_LICENCE = 'https://www.openstreetmap.org/copyright';
/** Both services ask for caching; places do not move within a day. */
const DAY_MS = 24 * 3600 * 1000;

/** Forward and reverse geocoding outside Switzerland (the bundled localities cover only CH and LI). */
export interface WorldGeocoder extends Provider {
  search(text: string, limit: number): Promise<GeocodeResult[]>;
  reverse(lat: number, lng: number): Promise<GeocodeResult | null>;
}

const text = z.string().nullish();

/** Photon's GeoJSON FeatureCollection (/api and /reverse): [lon, lat] and OSM address parts. */
const photonAnswer = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]) }),
      properties: z.object({
        name: text,
        street: text,
        housenumber: text,
        postcode: text,
        city: text,
        locality: text,
        district: text,
        county: text,
        state: text,
        country: text,
        countrycode: text,
      }),
    }),
  ),
});
type PhotonFeature = z.infer<typeof photonAnswer>['features'][number];

/** One place of Nominatim's jsonv2 format with addressdetails=1: coordinates are decimal strings. */
const nominatimPlace = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  name: text,
  display_name: z.string(),
  address: z
    .object({
      road: text,
      house_number: text,
      postcode: text,
      city: text,
      town: text,
      village: text,
      hamlet: text,
      municipality: text,
      country_code: text,
    })
    .optional(),
});
type NominatimPlace = z.infer<typeof nominatimPlace>;
/** Reverse answers a place, or {error: "Unable to geocode"} where nothing is near (the sea). */
const nominatimReverse = z.union([nominatimPlace, z.object({ error: z.string() })]);

const clean = (value: string | null | undefined): string | null => value?.trim() || null;
const countryCode = (value: string | null | undefined): string | null => clean(value)?.toUpperCase() ?? null;
const roundKey = (lat: number, lng: number) => `${lat.toFixed(4)},${lng.toFixed(4)}`;

function clientFor(
  base: ClientBase,
  config: Config,
  baseUrl: string,
  attribution: string,
  perSecondCap: number,
): ProviderClient {
  const budget = providerBudget(config, 'world-geocoder');
  return new ProviderClient({
    ...base,
    baseUrl,
    timeoutMs: config.GEOCODER_TIMEOUT_MS,
    attribution,
    licenceUrl: OSM_LICENCE,
    budget: { perSecond: Math.min(budget.perSecond, perSecondCap), perDay: budget.perDay },
    cache: { ttlMs: DAY_MS, staleMs: 0, maxEntries: 5000 },
    // Nominatim's policy: no repeated calls for the same thing; a failure falls back at once.
    retry: { attempts: 0, baseDelayMs: 0 },
  });
}

/** komoot's Photon (photon.komoot.io or an own instance): OpenStreetMap search, no key. */
export class PhotonGeocoder implements WorldGeocoder {
  readonly client: ProviderClient;

  constructor(base: ClientBase, config: Config) {
    // Photon asks for fair use of the public instance: the capability's budget, as configured.
    this.client = clientFor(base, config, config.PHOTON_URL, PHOTON_ATTRIBUTION, Number.POSITIVE_INFINITY);
  }

  async search(query: string, limit: number): Promise<GeocodeResult[]> {
    const params = new URLSearchParams({ q: query, limit: String(limit) });
    const { data } = await this.client.request({
      path: `/api?${params.toString()}`,
      read: 'json',
      schema: photonAnswer,
      cacheKey: `search:${limit}:${query.toLowerCase()}`,
    });
    return data.features.slice(0, limit).map((feature) => this.toResult(feature));
  }

  async reverse(lat: number, lng: number): Promise<GeocodeResult | null> {
    const params = new URLSearchParams({ lat: lat.toFixed(5), lon: lng.toFixed(5), limit: '1' });
    const { data } = await this.client.request({
      path: `/reverse?${params.toString()}`,
      read: 'json',
      schema: photonAnswer,
      cacheKey: `reverse:${roundKey(lat, lng)}`,
    });
    const [feature] = data.features;
    return feature ? this.toResult(feature) : null;
  }

  private toResult({ geometry, properties: p }: PhotonFeature): GeocodeResult {
    const [lng, lat] = geometry.coordinates;
    const city = clean(p.city) ?? clean(p.locality) ?? clean(p.district) ?? clean(p.county);
    const street = [clean(p.street), clean(p.housenumber)].filter(Boolean).join(' ');
    const place = [clean(p.postcode), city].filter(Boolean).join(' ');
    const name = clean(p.name) ?? (street || null);
    return {
      name: [name, name === city ? null : place || null].filter(Boolean).join(', ') || `${lat}, ${lng}`,
      lat,
      lng,
      postcode: clean(p.postcode),
      municipality: city,
      canton: null,
      country: countryCode(p.countrycode),
      language: null,
      source: 'photon',
      attribution: PHOTON_ATTRIBUTION,
    };
  }
}

/** OpenStreetMap's Nominatim: at most one call a second for the whole instance, by its usage policy. */
export class NominatimGeocoder implements WorldGeocoder {
  readonly client: ProviderClient;

  constructor(base: ClientBase, config: Config) {
    this.client = clientFor(base, config, config.NOMINATIM_URL, NOMINATIM_ATTRIBUTION, 1);
  }

  async search(query: string, limit: number): Promise<GeocodeResult[]> {
    const params = new URLSearchParams({ q: query, format: 'jsonv2', addressdetails: '1', limit: String(limit) });
    const { data } = await this.client.request({
      path: `/search?${params.toString()}`,
      read: 'json',
      schema: z.array(nominatimPlace),
      cacheKey: `search:${limit}:${query.toLowerCase()}`,
    });
    return data.slice(0, limit).map((place) => this.toResult(place));
  }

  async reverse(lat: number, lng: number): Promise<GeocodeResult | null> {
    const params = new URLSearchParams({
      lat: lat.toFixed(5),
      lon: lng.toFixed(5),
      format: 'jsonv2',
      addressdetails: '1',
    });
    const { data } = await this.client.request({
      path: `/reverse?${params.toString()}`,
      read: 'json',
      schema: nominatimReverse,
      cacheKey: `reverse:${roundKey(lat, lng)}`,
    });
    return 'error' in data ? null : this.toResult(data);
  }

  private toResult(place: NominatimPlace): GeocodeResult {
    const a = place.address;
    const city = clean(a?.city) ?? clean(a?.town) ?? clean(a?.village) ?? clean(a?.hamlet) ?? clean(a?.municipality);
    const street = [clean(a?.road), clean(a?.house_number)].filter(Boolean).join(' ');
    const name = clean(place.name) ?? (street || null);
    const where = [clean(a?.postcode), city].filter(Boolean).join(' ');
    return {
      name: name ? [name, name === city ? null : where || null].filter(Boolean).join(', ') : place.display_name,
      lat: place.lat,
      lng: place.lon,
      postcode: clean(a?.postcode),
      municipality: city,
      canton: null,
      country: countryCode(a?.country_code),
      language: null,
      source: 'nominatim',
      attribution: NOMINATIM_ATTRIBUTION,
    };
  }
}

/** The world geocoder GEOCODER_WORLD_PROVIDER chooses (off unless set). */
export function worldGeocoderProvider(config: Config, registry: ProviderRegistry): WorldGeocoder | undefined {
  return registry.choose<WorldGeocoder>('world-geocoder', providerChoices(config)['world-geocoder'], {
    photon: (base) => new PhotonGeocoder(base, config),
    nominatim: (base) => new NominatimGeocoder(base, config),
  });
}

/** Country names (en, de, fr, it) that say an address is not Swiss, so the world geocoder goes first. */
const FOREIGN_COUNTRY =
  /(?:^|[\s,])(?:france|frankreich|francia|germany|deutschland|allemagne|germania|italy|italien|italie|italia|austria|österreich|osterreich|autriche|spain|spanien|espagne|spagna|españa|espana|united kingdom|england|uk|netherlands|niederlande|belgium|belgien|belgique|portugal|usa|united states)\s*$/iu;

export function namesForeignCountry(address: string): boolean {
  return FOREIGN_COUNTRY.test(address.trim());
}

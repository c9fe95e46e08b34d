import type { GeocodeResult } from '@swiss/contract';
import { z } from 'zod';
import type { Config } from '../../config/env.js';
import { providerBudget, providerChoices } from '../../config/providers.js';
import { ProviderClient } from '../../platform/providers/client.js';
import type { ClientBase, Provider, ProviderRegistry } from '../../platform/providers/registry.js';
import type { Gazetteer } from './gazetteer.js';

export const GEO_ADMIN_SOURCE = 'geo-admin';
export const GEO_ADMIN_ATTRIBUTION = '© swisstopo (geo.admin.ch)';

/** One hit of swisstopo's SearchServer (type=locations, sr=4326): lat/lon are WGS84 degrees. */
const searchAnswer = z.object({
  results: z.array(
    z.object({
      attrs: z.object({
        label: z.string(),
        lat: z.number().min(-90).max(90),
        lon: z.number().min(-180).max(180),
        origin: z.string().optional(),
        detail: z.string().optional(),
      }),
    }),
  ),
});

/**
 * One building of the federal register (GWR) as the identify service answers it (returnGeometry=false):
 * the entrance's street and number, postcode and place, municipality and canton.
 */
const identifyAnswer = z.object({
  results: z.array(
    z.object({
      layerBodId: z.string().optional(),
      attributes: z.object({
        strname_deinr: z.string().nullish(),
        label: z.string().nullish(),
        dplz4: z.union([z.number(), z.string()]).nullish(),
        dplzname: z.string().nullish(),
        ggdename: z.string().nullish(),
        gdekt: z.string().nullish(),
      }),
    }),
  ),
});

/** The building register's layer: every Swiss building with its address. */
const BUILDINGS_LAYER = 'ch.bfs.gebaeude_wohnungs_register';
/** Half the side of the pretended map, in degrees, and its size in pixels: 10 px are then ~10 m. */
const EXTENT_HALF_DEG = 0.001;
const DISPLAY_PX = 200;
const TOLERANCE_PX = 10;

/** "<b>8001 Zürich</b>" -> "8001 Zürich": the labels carry highlight markup. */
function plainLabel(label: string): string {
  return label
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * swisstopo's geo.admin.ch SearchServer: addresses, postcodes, localities and place names of
 * Switzerland. Each hit is completed (municipality, canton, language) from the nearest locality of
 * the bundled directory. Answers are cached for a day.
 */
export class GeoAdminGeocoder implements Provider {
  readonly client: ProviderClient;

  constructor(
    base: ClientBase,
    options: { baseUrl: string; timeoutMs: number; config: Config },
    private readonly gazetteer: () => Gazetteer,
  ) {
    this.client = new ProviderClient({
      ...base,
      baseUrl: options.baseUrl,
      timeoutMs: options.timeoutMs,
      attribution: GEO_ADMIN_ATTRIBUTION,
      licenceUrl: 'https://www.geo.admin.ch/en/general-terms-of-use-fsdi',
      budget: providerBudget(options.config, 'geocoder'),
      cache: { ttlMs: 24 * 3600 * 1000, staleMs: 0, maxEntries: 5000 },
      retry: { attempts: 1, baseDelayMs: 200 },
    });
  }

  /** Up to `limit` hits for a text, best first as the service ranks them. Throws a ProviderError. */
  async search(text: string, limit: number): Promise<GeocodeResult[]> {
    const params = new URLSearchParams({ searchText: text, type: 'locations', sr: '4326', limit: String(limit) });
    const { data } = await this.client.request({
      path: `/rest/services/api/SearchServer?${params.toString()}`,
      read: 'json',
      schema: searchAnswer,
      cacheKey: `${limit}:${text.toLowerCase()}`,
    });
    return data.results.slice(0, limit).map(({ attrs }) => {
      const name = plainLabel(attrs.label) || text;
      const places = this.gazetteer();
      const near = places.nearest(attrs.lat, attrs.lon);
      const locality = near?.locality;
      return {
        name,
        lat: attrs.lat,
        lng: attrs.lon,
        postcode: /(?:^|\D)(\d{4})(?!\d)/.exec(name)?.[1] ?? locality?.plz ?? null,
        municipality: locality?.municipality ?? null,
        canton: locality && locality.canton !== '' ? locality.canton : null,
        country: locality ? places.country(locality) : null,
        language: locality ? places.language(locality) : null,
        source: GEO_ADMIN_SOURCE,
        attribution: GEO_ADMIN_ATTRIBUTION,
      };
    });
  }

  /**
   * The address of the building at a Swiss point (within about 10 m), from the building register
   * through the identify service; null when no building is that close. Cached by the point rounded
   * to 4 decimals (about 10 m). Throws a ProviderError.
   */
  async reverse(lat: number, lng: number): Promise<GeocodeResult | null> {
    // The tolerance is in pixels: a map extent and display turn it into ~10 m (identify's docs).
    const extent = [lng - EXTENT_HALF_DEG, lat - EXTENT_HALF_DEG, lng + EXTENT_HALF_DEG, lat + EXTENT_HALF_DEG];
    const params = new URLSearchParams({
      geometry: `${lng},${lat}`,
      geometryType: 'esriGeometryPoint',
      sr: '4326',
      layers: `all:${BUILDINGS_LAYER}`,
      tolerance: String(TOLERANCE_PX),
      mapExtent: extent.map((value) => value.toFixed(6)).join(','),
      imageDisplay: `${DISPLAY_PX},${DISPLAY_PX},96`,
      returnGeometry: 'false',
      lang: 'en',
    });
    const { data } = await this.client.request({
      path: `/rest/services/api/MapServer/identify?${params.toString()}`,
      read: 'json',
      schema: identifyAnswer,
      cacheKey: `reverse:${lat.toFixed(4)},${lng.toFixed(4)}`,
    });
    const building = data.results.find(({ attributes }) => (attributes.strname_deinr ?? attributes.label)?.trim());
    if (!building) return null;
    const { attributes } = building;
    const street = (attributes.strname_deinr ?? attributes.label ?? '').trim();
    const postcode = attributes.dplz4 === null || attributes.dplz4 === undefined ? null : String(attributes.dplz4);
    const place = attributes.dplzname?.trim() || null;
    const places = this.gazetteer();
    const locality = places.nearest(lat, lng)?.locality;
    return {
      name: [street, [postcode, place].filter(Boolean).join(' ')].filter(Boolean).join(', '),
      lat,
      lng,
      postcode: postcode ?? locality?.plz ?? null,
      municipality: attributes.ggdename?.trim() || (locality?.municipality ?? null),
      canton: attributes.gdekt?.trim() || (locality && locality.canton !== '' ? locality.canton : null),
      country: locality ? places.country(locality) : 'CH',
      language: locality ? places.language(locality) : null,
      source: GEO_ADMIN_SOURCE,
      attribution: GEO_ADMIN_ATTRIBUTION,
    };
  }
}

/** The geocoder capability: geo.admin.ch when GEOCODER_PROVIDER says so, else none (offline only). */
export function geocoderProvider(
  config: Config,
  registry: ProviderRegistry,
  gazetteer: () => Gazetteer,
): GeoAdminGeocoder | undefined {
  return registry.choose('geocoder', providerChoices(config).geocoder, {
    'geo-admin': (base) =>
      new GeoAdminGeocoder(
        base,
        { baseUrl: config.GEOCODER_URL, timeoutMs: config.GEOCODER_TIMEOUT_MS, config },
        gazetteer,
      ),
  });
}

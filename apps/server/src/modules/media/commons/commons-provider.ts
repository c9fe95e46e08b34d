import { PHOTO_MAX_BYTES } from '@swiss/contract';
import { z } from 'zod';
import type { Config } from '../../../config/env.js';
import { providerBudget, providerChoices } from '../../../config/providers.js';
import { ProviderClient } from '../../../platform/providers/client.js';
import { ProviderError } from '../../../platform/providers/errors.js';
import type { ClientBase, Provider, ProviderRegistry } from '../../../platform/providers/registry.js';

/** One file on Commons as its imageinfo describes it (formatversion=2). */
const extValue = z.object({ value: z.unknown() }).partial();
const imageInfoSchema = z.object({
  url: z.string(),
  descriptionurl: z.string().optional(),
  thumburl: z.string().optional(),
  thumbwidth: z.number().optional(),
  thumbheight: z.number().optional(),
  width: z.number(),
  height: z.number(),
  mime: z.string(),
  extmetadata: z.record(z.string(), extValue).optional(),
});
export type CommonsImageInfo = z.infer<typeof imageInfoSchema>;

const imageInfoAnswer = z.object({
  query: z
    .object({
      pages: z.array(
        z.object({
          title: z.string(),
          missing: z.boolean().optional(),
          imageinfo: z.array(imageInfoSchema).optional(),
        }),
      ),
    })
    .optional(),
});

const geosearchAnswer = z.object({
  query: z.object({ geosearch: z.array(z.object({ title: z.string(), ns: z.number(), dist: z.number() })) }).optional(),
});

const searchEntitiesAnswer = z.object({ search: z.array(z.object({ id: z.string() })).default([]) });

const snak = z.object({ mainsnak: z.object({ datavalue: z.object({ value: z.unknown() }).optional() }) });
const entitiesAnswer = z.object({
  entities: z.record(z.string(), z.object({ claims: z.record(z.string(), z.array(snak)).optional() }).passthrough()),
});

const imageBytes = z.object({
  contentType: z.string().startsWith('image/'),
  bytes: z
    .instanceof(Buffer)
    .refine((bytes) => bytes.length > 0 && bytes.length <= PHOTO_MAX_BYTES, 'empty or larger than a photo may be'),
});

/** A file found near a place (list=geosearch). */
export interface GeoHit {
  title: string;
  distanceM: number;
}

/** A Wikidata item found by name: its image (P18) and coordinates (P625), when it has them. */
export interface WikidataItem {
  id: string;
  image: string | null;
  coordinates: { lat: number; lng: number } | null;
}

/** How wide the image we fetch is: the largest width a place photo is stored at (PHOTO_WIDTHS). */
export const COMMONS_THUMB_WIDTH = 1600;

export interface CommonsOptions {
  apiUrl: string;
  wikidataUrl: string;
  mediaUrl: string;
  timeoutMs: number;
  config: Config;
}

const query = (params: Record<string, string>) => `?${new URLSearchParams({ format: 'json', ...params }).toString()}`;

/**
 * Wikimedia Commons and Wikidata through the platform client: the Commons API (geosearch and
 * imageinfo), Wikidata's search and entities, and the image host. Answers are cached for a day;
 * the User-Agent names PROVIDER_CONTACT, as Wikimedia's policy asks.
 */
export class WikimediaCommons implements Provider {
  readonly client: ProviderClient;
  readonly wikidata: ProviderClient;
  readonly media: ProviderClient;
  private readonly mediaUrl: string;

  constructor(base: ClientBase, options: CommonsOptions) {
    const shared = {
      userAgent: base.userAgent,
      timeoutMs: options.timeoutMs,
      attribution: 'Wikimedia Commons',
      licenceUrl: 'https://commons.wikimedia.org/wiki/Commons:Reusing_content_outside_Wikimedia',
      budget: providerBudget(options.config, 'photos'),
      retry: { attempts: 1, baseDelayMs: 500 },
    };
    const cache = { ttlMs: 24 * 3600 * 1000, staleMs: 0, maxEntries: 2000 };
    this.client = new ProviderClient({ ...base, ...shared, baseUrl: options.apiUrl, cache });
    this.wikidata = new ProviderClient({
      ...shared,
      capability: `${base.capability}-wikidata`,
      implementation: 'wikidata',
      baseUrl: options.wikidataUrl,
      attribution: 'Wikidata',
      licenceUrl: 'https://creativecommons.org/publicdomain/zero/1.0/',
      cache,
    });
    this.media = new ProviderClient({
      ...shared,
      capability: `${base.capability}-media`,
      implementation: 'wikimedia-upload',
      baseUrl: options.mediaUrl,
    });
    this.mediaUrl = options.mediaUrl.replace(/\/$/, '');
  }

  /** Files (namespace 6) within radiusM of a point, nearest first. */
  async geosearch(lat: number, lng: number, radiusM: number, limit: number): Promise<GeoHit[]> {
    const coord = `${lat.toFixed(5)}|${lng.toFixed(5)}`;
    const { data } = await this.client.request({
      path: query({
        action: 'query',
        formatversion: '2',
        list: 'geosearch',
        gscoord: coord,
        gsradius: String(radiusM),
        gsnamespace: '6',
        gslimit: String(limit),
      }),
      read: 'json',
      schema: geosearchAnswer,
      cacheKey: `geo:${coord}:${radiusM}:${limit}`,
    });
    return (data.query?.geosearch ?? [])
      .filter((hit) => hit.ns === 6)
      .map((hit) => ({ title: hit.title, distanceM: Math.round(hit.dist) }));
  }

  /** Author, licence, size and URLs of up to 50 files, by title ("File:..."). */
  async imageInfo(titles: string[]): Promise<Map<string, CommonsImageInfo>> {
    const found = new Map<string, CommonsImageInfo>();
    for (let start = 0; start < titles.length; start += 50) {
      const batch = titles.slice(start, start + 50);
      const { data } = await this.client.request({
        path: query({
          action: 'query',
          formatversion: '2',
          prop: 'imageinfo',
          iiprop: 'url|extmetadata|size|mime',
          iiurlwidth: String(COMMONS_THUMB_WIDTH),
          titles: batch.join('|'),
        }),
        read: 'json',
        schema: imageInfoAnswer,
        cacheKey: `info:${batch.join('|')}`,
      });
      for (const page of data.query?.pages ?? []) {
        const info = page.imageinfo?.[0];
        if (!page.missing && info) found.set(page.title, info);
      }
    }
    return found;
  }

  /** The Wikidata items a name finds (at most `limit`), with their image and coordinates. */
  async wikidataItems(name: string, language: string, limit: number): Promise<WikidataItem[]> {
    const { data: search } = await this.wikidata.request({
      path: query({ action: 'wbsearchentities', search: name, language, type: 'item', limit: String(limit) }),
      read: 'json',
      schema: searchEntitiesAnswer,
      cacheKey: `search:${language}:${name}:${limit}`,
    });
    const ids = search.search.map((hit) => hit.id).filter((id) => /^Q\d+$/.test(id));
    if (ids.length === 0) return [];
    const { data } = await this.wikidata.request({
      path: query({ action: 'wbgetentities', ids: ids.join('|'), props: 'claims' }),
      read: 'json',
      schema: entitiesAnswer,
      cacheKey: `entities:${ids.join('|')}`,
    });
    return ids.map((id) => {
      const claims = data.entities[id]?.claims ?? {};
      const image = claims.P18?.[0]?.mainsnak.datavalue?.value;
      const point = z
        .object({ latitude: z.number(), longitude: z.number() })
        .safeParse(claims.P625?.[0]?.mainsnak.datavalue?.value);
      return {
        id,
        image: typeof image === 'string' && image.length > 0 ? image : null,
        coordinates: point.success ? { lat: point.data.latitude, lng: point.data.longitude } : null,
      };
    });
  }

  /** Whether an image URL is on the configured image host (only those are ever downloaded). */
  isMediaUrl(url: string): boolean {
    return url.startsWith(`${this.mediaUrl}/`) && !url.slice(this.mediaUrl.length).includes('/../');
  }

  /** Downloads an image from the image host. */
  async download(url: string): Promise<{ bytes: Buffer; contentType: string }> {
    if (!this.isMediaUrl(url))
      throw new ProviderError('invalid_response', this.media.name, 'the image is not on the configured image host');
    const { data } = await this.media.request({
      path: url.slice(this.mediaUrl.length),
      read: 'bytes',
      schema: imageBytes,
    });
    return data;
  }
}

/** The photos capability: Wikimedia Commons unless PHOTOS_PROVIDER=off. */
export function photosProvider(config: Config, registry: ProviderRegistry): WikimediaCommons | undefined {
  const commons = registry.choose('photos', providerChoices(config).photos, {
    'wikimedia-commons': (base) =>
      new WikimediaCommons(base, {
        apiUrl: config.COMMONS_API_URL,
        wikidataUrl: config.WIKIDATA_API_URL,
        mediaUrl: config.COMMONS_MEDIA_URL,
        timeoutMs: config.PHOTOS_TIMEOUT_MS,
        config,
      }),
  });
  if (commons) {
    registry.add({ client: commons.wikidata });
    registry.add({ client: commons.media });
  }
  return commons;
}

import { AIRA, type AiraCategoryId, type AiraPlace, type AiraPlacesResponse, type Language } from '@swiss/contract';
import { attributionsOf, toAiraPlace, type CuratedLookup } from './aira-place.js';
import { parsePlaceType, typeSpecsOf, type PoiCategory, type TypeSpec } from './place-types.js';
import type { PoiDirectory } from './poi-directory.js';
import { keywordTokens } from './text-fold.js';

/** One nearby-places question, as both endpoints ask it. */
export interface NearbyRequest {
  lat: number;
  lng: number;
  /** km; the spec's 50 km when omitted. */
  radiusKm?: number;
  /** Default 20, at most 100. */
  limit?: number;
  /** An AIRA category; 'all' or omitted: every category. */
  category?: AiraCategoryId;
  /** A comma list of types or one type (Google-style, keyword groups, our categories). */
  placeType?: string;
  keyword?: string;
  /** Curated places carry their page's title in this language; English when omitted. */
  language?: Language;
}

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

/** Nearby places over the in-memory POI index, shaped as AIRA's contract. */
export class PoiService {
  constructor(
    private readonly directory: Pick<PoiDirectory, 'index'>,
    /** The catalog's place for a curated POI (its score and licensed photo). */
    private readonly curated: CuratedLookup,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** How many POIs the index holds. */
  get size(): number {
    return this.directory.index.size;
  }

  search(request: NearbyRequest): AiraPlacesResponse {
    const types: TypeSpec[] | undefined =
      request.category && request.category !== 'all'
        ? [{ category: request.category }]
        : parsePlaceType(request.placeType);
    const hits = this.directory.index.nearby({
      lat: request.lat,
      lng: request.lng,
      radiusKm: request.radiusKm ?? AIRA.searchRadiusM / 1000,
      limit: Math.min(request.limit ?? DEFAULT_LIMIT, MAX_LIMIT),
      types,
      keyword: keywordTokens(request.keyword),
      keywordTypes: request.keyword ? typeSpecsOf(request.keyword) : undefined,
    });
    const now = this.now();
    const results = hits.map((hit) => toAiraPlace(hit, this.curated, now, request.language));
    return { status: 'success', results, attributions: attributionsOf(results) };
  }

  /** The nearest places of one category around a point, nearest first (the city guide's top attractions). */
  nearest(options: { lat: number; lng: number; category: PoiCategory; limit: number; radiusKm?: number }): AiraPlace[] {
    return this.search({
      lat: options.lat,
      lng: options.lng,
      category: options.category,
      limit: options.limit,
      radiusKm: options.radiusKm,
    }).results;
  }
}

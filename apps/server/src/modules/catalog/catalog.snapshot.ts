import { createHash } from 'node:crypto';
import {
  CATEGORY_KEYS,
  categoriesResponseSchema,
  LANGUAGES,
  type Category,
  type CategoryKey,
  type Language,
  type NearbyPlace,
  type Place,
  type PlaceSearchEntry,
  type V2QuizQuestion,
} from '@swiss/contract';
import { distanceKm } from '@swiss/content';
import { PlaceSearch, placeSearchEntries } from '@swiss/content/search';
import type { Database } from '@swiss/db';
import { listCategories } from './categories.repository.js';
import { loadInsights, type Insight } from './insights.repository.js';
import { loadQuiz, type ServerQuizQuestion } from './quiz.repository.js';
import { catalogVersion, loadAllPlaces, type PlacePhotoSource } from './places.repository.js';
import { VersionedRebuild } from '../../platform/versioned-rebuild.js';

/** A response body serialized once, with its strong ETag and compressed forms made on first use. */
export interface PrecomputedJson {
  body: string;
  etag: string;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
  /** Set once the brotli body was remade at the best quality (catalog.http.ts). */
  bestBrotli?: boolean;
}

export function precompute(value: unknown): PrecomputedJson {
  const body = JSON.stringify(value);
  // Weak: one ETag for the same JSON in every encoding, whose bytes are not fixed (catalog.http.ts).
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`, encoded: {} };
}

interface LanguageView {
  categories: PrecomputedJson;
  categoryList: Category[];
  places: Place[];
  byId: Map<string, Place>;
  byCategory: Map<CategoryKey, Place[]>;
}

const RESPONSE_CACHE_LIMIT = 500;

/**
 * The read-heavy catalog held in memory: categories and places per language, a search index, and
 * a bounded cache of serialized responses. Rebuilt from the database on start and when the catalog
 * changes, so reads never touch the database.
 */
export class CatalogSnapshot {
  private views = new Map<Language, LanguageView>();
  private searchIndex: PlaceSearch | undefined;
  /** What the index holds, also sent in the offline bundle so the app ranks the same offline. */
  private searchEntryList: PlaceSearchEntry[] = [];
  private responses = new Map<string, PrecomputedJson>();
  /** The sample list: round-robin over the categories, best known first. */
  private sampleIds: string[] = [];
  private insightsByLang = new Map<Language, Insight[]>();
  private quizByLang = new Map<Language, ServerQuizQuestion[]>();
  private v2QuizByLang = new Map<Language, V2QuizQuestion[]>();

  /** Rebuilt when the catalog version moves, one rebuild at a time. */
  private readonly rebuild = new VersionedRebuild(
    () => catalogVersion(this.db),
    () => this.load(),
  );

  constructor(
    private readonly db: Database,
    /** Where the places' uploaded photos come from (the media module's port). */
    private readonly placePhotos: PlacePhotoSource,
  ) {}

  /** Rebuild from the database now. */
  refresh(): Promise<void> {
    return this.rebuild.refresh();
  }

  /** Rebuild only when the catalog version moved since the last build; true when it did. */
  refreshIfChanged(): Promise<boolean> {
    return this.rebuild.refreshIfChanged();
  }

  private async load(): Promise<void> {
    const placesByLang = await loadAllPlaces(this.db, this.placePhotos);
    const views = new Map<Language, LanguageView>();
    for (const lang of LANGUAGES) {
      const places = placesByLang.get(lang) ?? [];
      const byCategory = new Map<CategoryKey, Place[]>(CATEGORY_KEYS.map((k) => [k, []]));
      for (const place of places) byCategory.get(place.category_key)?.push(place);
      const categories = categoriesResponseSchema.parse({
        status: 'success',
        categories: await listCategories(this.db, lang),
      });
      views.set(lang, {
        categories: precompute(categories),
        categoryList: categories.categories,
        places,
        byId: new Map(places.map((p) => [p.id, p])),
        byCategory,
      });
    }
    const english = views.get('en');
    const sample: string[] = [];
    if (english) {
      const queues = [...english.byCategory.values()].map((list) => [...list]);
      while (queues.some((q) => q.length > 0)) for (const q of queues) if (q.length) sample.push(q.shift()?.id ?? '');
    }
    this.insightsByLang = await loadInsights(this.db);
    const quiz = await loadQuiz(this.db);
    this.quizByLang = quiz.server;
    this.v2QuizByLang = quiz.v2;
    this.views = views;
    this.sampleIds = sample.filter(Boolean);
    this.searchEntryList = placeSearchEntries([...placesByLang.values()]);
    this.searchIndex = new PlaceSearch(this.searchEntryList);
    this.responses = new Map();
  }

  private view(lang: Language): LanguageView {
    const view = this.views.get(lang);
    if (!view) throw new Error('catalog snapshot not loaded');
    return view;
  }

  categoriesJson(lang: Language): PrecomputedJson {
    return this.view(lang).categories;
  }

  categoryList(lang: Language): Category[] {
    return this.view(lang).categoryList;
  }

  category(lang: Language, key: string): Category | undefined {
    return this.view(lang).categoryList.find((c) => c.key === key);
  }

  place(lang: Language, id: string): Place | undefined {
    return this.view(lang).byId.get(id);
  }

  inCategory(lang: Language, key: CategoryKey): Place[] {
    return this.view(lang).byCategory.get(key) ?? [];
  }

  all(lang: Language): Place[] {
    return this.view(lang).places;
  }

  sample(lang: Language): Place[] {
    const { byId } = this.view(lang);
    return this.sampleIds.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * The closest other places by great-circle distance (rounded to 0.1 km), nearest first, ties in
   * catalog order. One pass keeping the best `limit` (O(n x limit), no sort of the whole catalog).
   * Never an alpine place: nearby and pairings only suggest where a visitor can go (issue 17).
   */
  nearby(lang: Language, id: string, limit: number): NearbyPlace[] | undefined {
    const origin = this.place(lang, id);
    if (!origin) return undefined;
    const best: { place: Place; km: number }[] = [];
    for (const place of this.all(lang)) {
      if (place.id === id || place.access_level === 'alpine') continue;
      const km = Math.round(distanceKm(origin.coordinates, place.coordinates) * 10) / 10;
      if (best.length === limit && km >= (best[best.length - 1]?.km ?? Infinity)) continue;
      let at = best.length;
      while (at > 0 && (best[at - 1]?.km ?? 0) > km) at -= 1;
      best.splice(at, 0, { place, km });
      if (best.length > limit) best.pop();
    }
    return best.map(({ place: p, km }) => ({
      id: p.id,
      title: p.title,
      category_key: p.category_key,
      type: p.type,
      distance_km: km,
      lat: p.lat,
      lng: p.lng,
      ...(p.access_level ? { access_level: p.access_level } : {}),
    }));
  }

  v2Quiz(lang: Language): V2QuizQuestion[] {
    return this.v2QuizByLang.get(lang) ?? [];
  }

  quiz(lang: Language): ServerQuizQuestion[] {
    return this.quizByLang.get(lang) ?? [];
  }

  insights(lang: Language): Insight[] {
    return this.insightsByLang.get(lang) ?? [];
  }

  /** Every place's search entry (all languages' names), for the offline bundle. */
  searchEntries(): PlaceSearchEntry[] {
    return this.searchEntryList;
  }

  search(lang: Language, query: string): Place[] {
    const { byId } = this.view(lang);
    return (this.searchIndex?.search(query) ?? []).flatMap((id) => byId.get(id) ?? []);
  }

  /** Serialize a response once per key; the cache is dropped on refresh and bounded in size. */
  cached(key: string, build: () => unknown): PrecomputedJson {
    const hit = this.responses.get(key);
    if (hit) return hit;
    const value = precompute(build());
    if (this.responses.size >= RESPONSE_CACHE_LIMIT) {
      const oldest = this.responses.keys().next().value;
      if (oldest !== undefined) this.responses.delete(oldest);
    }
    this.responses.set(key, value);
    return value;
  }
}

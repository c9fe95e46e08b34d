/**
 * The place search, one implementation for the server (GET /api/swiss/v2/places?search=) and the
 * web app's offline search over the catalog it saved (apps/web/src/lib/offline/search.ts, a lazy
 * chunk): the same entries, tokens, accent folding, weights and exact-name rule give the same
 * ranking on both. Browser-safe: no Node APIs, no zod classic.
 */
import type { Place, PlaceSearchEntry } from '@swiss/contract';
import MiniSearch from 'minisearch';

/** Lower case, no accents, no punctuation: "Genève" and "geneve" are one term. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase();
}

/** What the search reads of a place in one language. */
export type SearchablePlace = Pick<Place, 'id' | 'title' | 'local_title' | 'region' | 'canton' | 'summary'>;

/**
 * One entry per place from the same places in each language (the first language's order, English
 * first on the server): the official name and every language's name, the canton and every
 * language's region label, and the first language's summary (the next one's when it is empty).
 */
export function placeSearchEntries(byLanguage: readonly (readonly SearchablePlace[])[]): PlaceSearchEntry[] {
  const entries = new Map<string, PlaceSearchEntry>();
  for (const places of byLanguage) {
    for (const p of places) {
      const entry = entries.get(p.id) ?? { id: p.id, names: [p.local_title], regions: [p.canton], summary: p.summary };
      entry.names.push(p.title);
      // Every language's region label, so "Waadt" finds what English calls "Vaud".
      if (!` ${entry.regions.join(' ')} `.includes(` ${p.region} `)) entry.regions.push(p.region);
      if (!entry.summary) entry.summary = p.summary;
      entries.set(p.id, entry);
    }
  }
  return [...entries.values()];
}

interface SearchDocument {
  id: string;
  names: string;
  region: string;
  summary: string;
}

/**
 * Multilingual, typo-tolerant, accent-insensitive search over the catalog: every place is found by
 * its official name and its English, German, French and Italian names ("Genf", "Lake Geneva",
 * "Matterhon" with a typo), ranked by relevance (names weigh most).
 */
export class PlaceSearch {
  private readonly index = new MiniSearch<SearchDocument>({
    fields: ['names', 'region', 'summary'],
    storeFields: [],
    processTerm: (term) => {
      const folded = foldText(term);
      return folded.length > 0 ? folded : null;
    },
    searchOptions: {
      boost: { names: 6, region: 1.5, summary: 0.5 },
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 5 ? 0.25 : term.length >= 4 ? 1 : false),
      combineWith: 'OR',
    },
  });

  /** Every name of a place (official and per language), folded, for phrase matches. */
  private readonly names = new Map<string, Set<string>>();

  constructor(entries: readonly PlaceSearchEntry[]) {
    this.index.addAll(
      entries.map((entry) => ({
        id: entry.id,
        names: entry.names.join(' '),
        region: entry.regions.join(' '),
        summary: entry.summary,
      })),
    );
    for (const entry of entries) this.names.set(entry.id, new Set(entry.names.map(foldText)));
  }

  /**
   * Ids of matching places, best first: a place named exactly as the query ("Lake Geneva") comes
   * before one that merely shares a word of it ("Geneva"), then relevance decides.
   */
  search(query: string): string[] {
    const text = query.trim();
    if (!text) return [];
    const phrase = foldText(text).replace(/\s+/g, ' ');
    const multiWord = phrase.includes(' ');
    const rank = (id: string): number => {
      const names = this.names.get(id);
      if (!names) return 2;
      if (names.has(phrase)) return 0;
      if (multiWord) for (const name of names) if (name.includes(phrase)) return 1;
      return 2;
    };
    // Names and regions forgive typos and complete prefixes; summaries count whole words only. Long
    // summaries hold most of the index's postings, and expanding every prefix and typo over them
    // made a common word ("lake") score tens of thousands of postings in a large catalog.
    const scores = new Map<string, number>();
    for (const r of this.index.search(text, { fields: ['names', 'region'] })) scores.set(String(r.id), r.score);
    for (const r of this.index.search(text, { fields: ['summary'], prefix: false, fuzzy: false })) {
      const id = String(r.id);
      scores.set(id, (scores.get(id) ?? 0) + r.score);
    }
    const ranked = Array.from(scores, ([id, score]) => ({ id, score, rank: rank(id) }));
    ranked.sort((a, b) => a.rank - b.rank || b.score - a.score);
    return ranked.map((r) => r.id);
  }
}

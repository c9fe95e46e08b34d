import type { Place } from '@swiss/contract';
import MiniSearch from 'minisearch';

/** Lower case, no accents, no punctuation: "Genève" and "geneve" are one term. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase();
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

  /** `byLanguage` holds the same places in each language; the index covers all their names. */
  constructor(byLanguage: readonly (readonly Place[])[]) {
    const docs = new Map<string, SearchDocument>();
    for (const places of byLanguage) {
      for (const p of places) {
        const doc = docs.get(p.id) ?? { id: p.id, names: p.local_title, region: '', summary: '' };
        doc.names += ` ${p.title}`;
        const names = this.names.get(p.id) ?? new Set([foldText(p.local_title)]);
        names.add(foldText(p.title));
        this.names.set(p.id, names);
        // Every language's region label, so "Waadt" finds what English calls "Vaud".
        if (!doc.region) doc.region = p.canton;
        if (!` ${doc.region} `.includes(` ${p.region} `)) doc.region += ` ${p.region}`;
        if (!doc.summary) doc.summary = p.summary;
        docs.set(p.id, doc);
      }
    }
    this.index.addAll([...docs.values()]);
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

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
        if (!doc.region) doc.region = `${p.region} ${p.canton}`;
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
    const rank = (id: string): number => {
      const names = this.names.get(id);
      if (!names) return 2;
      if (names.has(phrase)) return 0;
      return phrase.includes(' ') && [...names].some((n) => n.includes(phrase)) ? 1 : 2;
    };
    return this.index
      .search(text)
      .map((r, order) => ({ id: String(r.id), order, rank: rank(String(r.id)) }))
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .map((r) => r.id);
  }
}

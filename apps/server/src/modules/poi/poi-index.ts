import { AIRA, type PoiSource } from '@swiss/contract';
import { around, distance } from 'geokdbush';
import KDBush from 'kdbush';
import { matchesSpecs, type PoiCategory, type TypeSpec } from './place-types.js';
import { fold, WORD_SEPARATOR } from './text-fold.js';

/** One POI as the index holds it (a row of the pois table). */
export interface PoiRecord {
  id: string;
  dataset: string;
  source: PoiSource;
  name: string;
  category: PoiCategory;
  subcategory: string;
  lat: number;
  lng: number;
  canton: string | null;
  address: string | null;
  locality: string | null;
  openingHours: string | null;
  website: string | null;
  wheelchair: string | null;
  explorerPlaceId: string | null;
}

export interface NearbyQuery {
  lat: number;
  lng: number;
  radiusKm: number;
  limit: number;
  /** The kinds asked for (place_type, category); undefined: every kind. */
  types?: readonly TypeSpec[] | undefined;
  /** Folded keyword words; each must occur in the name, subcategory or locality. */
  keyword?: readonly string[] | undefined;
  /** What the keyword as a whole names (e.g. "food"): places of those kinds match it too. */
  keywordTypes?: readonly TypeSpec[] | undefined;
}

export interface NearbyHit {
  record: PoiRecord;
  /** Great-circle distance, km. */
  distanceKm: number;
  /** The spec's distance score (§9): name match 50, type match 30, 5 per rating point, 20 minus km. */
  score: number;
}

/** Above this many keyword matches, walking the kd-tree nearest first beats measuring each match. */
const DENSE_MATCHES = 2000;

interface CategoryIndex {
  kd: KDBush;
  /** Positions in the index's records, by the kd-tree's own item numbers. */
  members: Int32Array;
}

/**
 * An immutable nearest-neighbour index over all POIs: one kd-tree over everything and one per
 * category (a category filter then never walks the other categories' points), plus the folded
 * names the keyword matches against and a word index so a keyword never scans every record.
 */
export class PoiIndex {
  private readonly all: CategoryIndex;
  private readonly byCategory = new Map<PoiCategory, CategoryIndex>();
  private readonly foldedNames: string[];
  /** Every distinct word of the names, subcategories and localities, joined by newlines. */
  private readonly vocabulary: string;
  /** Where each word starts in the vocabulary (ascending), and its records in `postings`. */
  private readonly wordStarts: Int32Array;
  private readonly postingStarts: Int32Array;
  private readonly postings: Int32Array;
  /** Reused per query: how many keyword words each record matched so far. */
  private readonly counters: Uint16Array;

  constructor(readonly records: readonly PoiRecord[]) {
    this.all = PoiIndex.tree(
      records.map((_, i) => i),
      records,
    );
    const groups = new Map<PoiCategory, number[]>();
    records.forEach((r, i) => {
      const list = groups.get(r.category) ?? [];
      list.push(i);
      groups.set(r.category, list);
    });
    for (const [category, members] of groups) this.byCategory.set(category, PoiIndex.tree(members, records));
    this.foldedNames = records.map((r) => fold(r.name));
    const words = new Map<string, number[]>();
    const folded = new Map<string, string>();
    const foldOnce = (value: string) => {
      let result = folded.get(value);
      if (result === undefined) folded.set(value, (result = fold(value)));
      return result;
    };
    records.forEach((r, i) => {
      const text = `${this.foldedNames[i] ?? ''} ${foldOnce(r.subcategory)} ${foldOnce(r.locality ?? '')}`;
      for (const word of new Set(text.split(WORD_SEPARATOR))) {
        if (!word) continue;
        const list = words.get(word);
        if (list) list.push(i);
        else words.set(word, [i]);
      }
    });
    const list = [...words.keys()];
    this.vocabulary = list.join('\n');
    this.wordStarts = new Int32Array(list.length);
    this.postingStarts = new Int32Array(list.length + 1);
    this.postings = new Int32Array([...words.values()].reduce((n, l) => n + l.length, 0));
    let at = 0;
    let offset = 0;
    list.forEach((word, w) => {
      this.wordStarts[w] = offset;
      offset += word.length + 1;
      this.postingStarts[w] = at;
      for (const i of words.get(word) ?? []) this.postings[at++] = i;
    });
    this.postingStarts[list.length] = at;
    this.counters = new Uint16Array(records.length);
  }

  private static tree(members: number[], records: readonly PoiRecord[]): CategoryIndex {
    const kd = new KDBush(Math.max(members.length, 1));
    for (const i of members) {
      const r = records[i];
      if (r) kd.add(r.lng, r.lat);
    }
    // KDBush needs as many points as announced: an empty category holds one far-away dummy.
    if (members.length === 0) kd.add(-180, -90);
    kd.finish();
    return { kd, members: Int32Array.from(members) };
  }

  get size(): number {
    return this.records.length;
  }

  /**
   * The best places around a point, by the spec's score (name match 50, type match 30, 5 per
   * rating point, none here since no source has ratings, plus 20 minus km), ties by distance.
   * Without a keyword the score falls with distance, so the kd-tree's nearest-first walk is the
   * answer; with one, name matches come before other matches, each group nearest first.
   */
  nearby(query: NearbyQuery): NearbyHit[] {
    const { types, keyword } = query;
    const typeMatch = types !== undefined;
    const passesType = (i: number) => {
      if (!types) return true;
      const r = this.records[i];
      return r !== undefined && matchesSpecs(types, r.category, r.subcategory);
    };
    if (!keyword || keyword.length === 0) {
      return this.walk(query, query.limit).map((i) => this.hit(i, query, false, typeMatch));
    }
    const nameMatches = (i: number) => {
      const name = this.foldedNames[i] ?? '';
      return keyword.every((word) => name.includes(word));
    };
    const { score } = AIRA;
    const base = score.base + (typeMatch ? score.typeMatch : 0);
    // The best `limit` so far, best first; a candidate below the last one is dropped at once.
    const best: { i: number; km: number; score: number }[] = [];
    const seen = new Set<number>();
    const consider = (i: number, km: number) => {
      if (seen.has(i)) return;
      seen.add(i);
      const value = base + (nameMatches(i) ? score.nameMatch : 0) - km;
      const last = best[best.length - 1];
      if (best.length === query.limit && last && (value < last.score || (value === last.score && km >= last.km)))
        return;
      let at = best.length;
      while (at > 0) {
        const before = best[at - 1];
        if (!before || before.score > value || (before.score === value && before.km <= km)) break;
        at -= 1;
      }
      best.splice(at, 0, { i, km, score: value });
      if (best.length > query.limit) best.pop();
    };
    // Places whose name, subcategory or locality has every word. Few of them: checked one by one.
    // Many (a common word): walked nearest first, name matches before the rest, which is cheaper
    // than measuring thousands of far ones. A name match always outranks the rest (50 points,
    // more than the radius can take away), so the second walk runs only when the first falls short.
    const matches = this.textMatches(keyword);
    if (matches.length <= DENSE_MATCHES) {
      for (const i of matches) {
        const r = this.records[i];
        if (!r || !passesType(i)) continue;
        const km = distance(query.lng, query.lat, r.lng, r.lat);
        if (km <= query.radiusKm) consider(i, km);
      }
    } else {
      const full = keyword.length;
      const { counters } = this;
      const km = (i: number) => {
        const r = this.records[i] as PoiRecord;
        return distance(query.lng, query.lat, r.lng, r.lat);
      };
      for (const i of this.walk(query, query.limit, (i) => counters[i] === full && nameMatches(i))) consider(i, km(i));
      if (best.length < query.limit) {
        for (const i of this.walk(query, query.limit, (i) => counters[i] === full && !nameMatches(i)))
          consider(i, km(i));
      }
    }
    // Places of the kind the keyword names ("food", "hotel"): the nearest ones are enough, since
    // the rest rank below `limit` closer ones of their own group.
    if (query.keywordTypes) {
      const keywordTypes = query.keywordTypes;
      const ofKind = (i: number) => {
        const r = this.records[i];
        return r !== undefined && matchesSpecs(keywordTypes, r.category, r.subcategory);
      };
      for (const i of this.walk(query, query.limit, ofKind)) {
        const r = this.records[i];
        if (r) consider(i, distance(query.lng, query.lat, r.lng, r.lat));
      }
    }
    return best.map(({ i, km, score: value }) => ({
      record: this.records[i] as PoiRecord,
      distanceKm: km,
      score: value,
    }));
  }

  /**
   * Nearest first within the radius and of the kinds asked for. Each category is walked in its
   * own tree (several categories: one walk each, merged), so a rare kind never makes the walk
   * visit every other point within the radius.
   */
  private walk(query: NearbyQuery, limit: number, extra?: (i: number) => boolean): number[] {
    const { types } = query;
    if (!types) return this.walkTree(this.all, query, limit, undefined, extra);
    const found: { i: number; km: number }[] = [];
    for (const category of new Set(types.map((t) => t.category))) {
      const tree = this.byCategory.get(category);
      if (!tree) continue;
      const specs = types.filter((t) => t.category === category);
      // A whole category needs no test: its own tree holds nothing else.
      const typeTest = specs.every((t) => t.subcategories) ? specs : undefined;
      for (const i of this.walkTree(tree, query, limit, typeTest, extra)) {
        const r = this.records[i];
        if (r) found.push({ i, km: distance(query.lng, query.lat, r.lng, r.lat) });
      }
    }
    return found
      .sort((a, b) => a.km - b.km)
      .slice(0, limit)
      .map((f) => f.i);
  }

  private walkTree(
    tree: CategoryIndex,
    query: NearbyQuery,
    limit: number,
    typeTest: readonly TypeSpec[] | undefined,
    extra: ((i: number) => boolean) | undefined,
  ): number[] {
    const { members } = tree;
    const test = (item: number) => {
      const i = members[item] ?? -1;
      const r = this.records[i];
      if (!r) return false;
      return (!typeTest || matchesSpecs(typeTest, r.category, r.subcategory)) && (!extra || extra(i));
    };
    const found = around(tree.kd, query.lng, query.lat, limit, query.radiusKm, typeTest || extra ? test : undefined);
    return found.map((item) => members[item] ?? -1).filter((i) => i >= 0);
  }

  /** Records having every keyword word inside one of their words (substring, folded). */
  private textMatches(keyword: readonly string[]): number[] {
    const { counters, vocabulary, wordStarts, postingStarts, postings } = this;
    counters.fill(0);
    let result: number[] = [];
    keyword.forEach((word, position) => {
      const last = position === keyword.length - 1;
      const next: number[] = [];
      let previousWord = -1;
      // One scan of the joined vocabulary finds every word containing this one.
      for (let at = vocabulary.indexOf(word); at !== -1; at = vocabulary.indexOf(word, at + 1)) {
        const w = wordAt(wordStarts, at);
        if (w === previousWord) continue;
        previousWord = w;
        const end = postingStarts[w + 1] ?? 0;
        for (let p = postingStarts[w] ?? 0; p < end; p += 1) {
          const i = postings[p] ?? 0;
          // A record counts once per keyword word, however many of its words contain it.
          if (counters[i] === position) {
            counters[i] = position + 1;
            if (last) next.push(i);
          }
        }
      }
      if (last) result = next;
    });
    return result;
  }

  private hit(i: number, query: NearbyQuery, nameMatch: boolean, typeMatch: boolean): NearbyHit {
    const record = this.records[i] as PoiRecord;
    const distanceKm = distance(query.lng, query.lat, record.lng, record.lat);
    const { score } = AIRA;
    return {
      record,
      distanceKm,
      score: (nameMatch ? score.nameMatch : 0) + (typeMatch ? score.typeMatch : 0) + score.base - distanceKm,
    };
  }
}

/** The word whose text holds this vocabulary offset (the last start at or before it). */
function wordAt(starts: Int32Array, offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) low = mid;
    else high = mid - 1;
  }
  return low;
}

import {
  literalStrength,
  strength,
  type IndexedPassage,
  type KnowledgeIndex,
  type QueryTerm,
} from './index-knowledge.js';
import type { Concept } from './lexicon.js';
import { otherSeasonOnly } from './seasons.js';

/* Every passage scored against the question: idf-weighted matches and the share of the question covered. */

// A question term our data never uses weighs like a term found in half the passages: one stray
// word ("max", "exactly") must not sink an answer, but a question made of them is not answered.
const UNKNOWN_SHARE = 0.5;

// Concepts any number or any town name carries: matching only these is not matching the question.
// What a passage about another season than the one asked keeps of its score.
const OTHER_SEASON_SCORE = 0.5;

const BROAD = new Set<Concept>(['year', 'when', 'where', 'location']);

export interface Ranked {
  passage: IndexedPassage;
  score: number;
  coverage: number;
  /** It meets a question term itself (its word, a typo of it, the field it asks about), not only a related word. */
  direct: boolean;
  /** The share of the question it covers with the question's own words (no related word, no field). */
  exactCoverage: number;
}

/** Every passage scored against the query: idf-weighted matches, and the share of the question it covers. */
export function rank(index: KnowledgeIndex, query: QueryTerm[], asked: Concept[], quantity = false): Ranked[] {
  const total = index.passages.length;
  const weights = query.map((q) => {
    const df = index.passages.filter((p) => strength(q, p) > 0).length;
    return Math.log(1 + total / Math.max(df, df === 0 ? total * UNKNOWN_SHARE : 0.5));
  });
  // The question's own word is rarer than its meaning: a passage that uses the word itself ("grapes")
  // scores by that rarity, above the many that only share the concept ("vineyard").
  const literalWeights = query.map((q, i) => {
    const df = index.passages.filter((p) => literalStrength(q, p) >= 0.8).length;
    return df ? Math.max(weights[i] ?? 0, Math.log(1 + total / df)) : (weights[i] ?? 0);
  });
  // Coverage is of the question's own terms; a bare follow-up ("und wann?") has only borrowed ones.
  const counts = (q: QueryTerm) => q.factor === 1 || !query.some((x) => x.factor === 1);
  const ownTerms = query.filter((q) => q.factor === 1).map((q) => q.term);
  const ownWeight = query.reduce((sum, q, i) => sum + (counts(q) ? (weights[i] ?? 0) : 0), 0);
  return index.passages.map((p) => {
    let score = 0;
    let covered = 0;
    let exact = 0;
    let direct = false;
    query.forEach((q, i) => {
      const s = strength(q, p);
      const w = weights[i] ?? 0;
      // A related word counts too (architect/designed), unless it is one any number or town carries;
      // for "how high", a measure in the passage ("60 m") answers the question.
      if (
        counts(q) &&
        (s >= 0.85 ||
          (s > 0 &&
            q.concepts.some((c) => (!BROAD.has(c) && p.keys.has(`#${c}`)) || (quantity && p.keys.has(`~${c}`)))))
      )
        direct = true;
      score += s * (literalStrength(q, p) >= 0.8 ? (literalWeights[i] ?? w) : w) * q.factor;
      // A match by meaning (a concept) covers the word almost as well as the word itself; a weak
      // one (another season than the one named) only half.
      if (counts(q)) covered += (s >= 0.85 ? 1 : s >= 0.6 ? 0.85 : s > 0 ? 0.5 : 0) * w;
      if (counts(q) && literalStrength(q, p) >= 0.8) exact += w;
    });
    // "When", "where": a passage about a time or a place fits such a question better.
    for (const c of asked) if (p.keys.has(`#${c}`) || (c === 'when' && p.keys.has('#year'))) score += 0.5;
    // "When is the market?": the weekday it is held on is the most precise "when" a page has.
    if (asked.includes('when') && p.keys.has('!weekday')) score += 0.5;
    // "And in winter?": a passage about summer only speaks of another time of the year.
    if (otherSeasonOnly(ownTerms, p.keys, index.lang)) score *= OTHER_SEASON_SCORE;
    return {
      passage: p,
      score: score * p.passage.weight,
      coverage: ownWeight ? covered / ownWeight : 0,
      direct,
      exactCoverage: ownWeight ? exact / ownWeight : 0,
    };
  });
}

/** The highest-scoring passage among the ranked that `fits`, or undefined. */
export function bestFitting(ranked: Ranked[], fits: (r: Ranked) => boolean): Ranked | undefined {
  let best: Ranked | undefined;
  for (const r of ranked) if (fits(r) && (!best || r.score > best.score)) best = r;
  return best;
}

import type { Language } from '@swiss/contract';
import type { Passage } from '../knowledge.js';
import { strength, type QueryTerm } from './index-knowledge.js';
import { ASKS_POSSIBLE } from './question-patterns.js';
import type { Ranked } from './rank.js';

/*
 * "Can I camp by the lake?" and a page that only says "check local rules before swimming, fishing or
 * camping": that passage names the activity but leaves the answer to the rules on the spot. It is
 * no yes, so it is offered as what is close, after saying we do not know.
 */
const DEFERS: Record<Language, RegExp> = {
  en: /\b(check|ask about|find out about) (the )?local (rules|regulations)\b|\bask locally\b/i,
  de: /\b(prüfen|beachten|erfragen) Sie (\S+ ){0,8}die (lokalen|örtlichen) (Regeln|Vorschriften)\b|\berkundigen Sie sich vor Ort\b/i,
  fr: /(?<![\p{L}])(vérifiez|renseignez-vous sur) les (règles|réglementations) locales(?![\p{L}])/iu,
  it: /(?<![\p{L}])(verificate|informatevi sulle) (le )?(regole|norme) locali(?![\p{L}])/iu,
};

/**
 * The passages that may answer, once those leaving the activity (the first word after "can I") to
 * local rules are set aside: a passage that speaks of the activity itself answers instead; without
 * one, `refuse` is the deferring passage, to offer as what is close.
 */
export function setAsideDeferrals(
  question: string,
  candidates: Ranked[],
  ranked: Ranked[],
  own: QueryTerm[],
  lang: Language,
): { candidates: Ranked[]; refuse?: Passage } {
  const defers = (r: Ranked) => DEFERS[lang].test(r.passage.passage.text);
  const deferring = candidates.find(defers);
  const [activity] = own;
  if (!ASKS_POSSIBLE[lang].test(question.trim()) || !deferring || !activity) return { candidates };
  const speaks = ranked.filter((r) => !defers(r) && r.direct && strength(activity, r.passage) > 0);
  const kept = candidates.filter((r) => !defers(r));
  if (speaks.length === 0) return { candidates: kept, refuse: deferring.passage.passage };
  return { candidates: kept.length ? kept : speaks.slice(0, 1) };
}

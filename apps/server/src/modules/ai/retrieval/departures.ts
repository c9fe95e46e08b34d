import type { Language } from '@swiss/contract';
import type { Passage } from '../knowledge.js';
import { bestFitting, type Ranked } from './rank.js';

/*
 * "Da dove parte la funivia?", "d'où partent les téléphériques ?", "von wo nach wo führt die
 * Schlucht?": where something starts is a place's name after "from" ("from Intschi and Amsteg",
 * "ab Brülisau", "depuis Stechelberg", "da Capolago"), in a passage about what is asked.
 */

const FROM_ASKED: Record<Language, RegExp> = {
  en: /\bwhere does (the |it )?[\p{L} -]{0,30}\b(leave|start|depart|begin)s?\b|\bfrom (which|what) (village|town|station|place)\b|\bfrom where\b/iu,
  de: /\bvon wo\b|\bab wo\b|\bwo (startet|beginnt|fährt|fahren) [\p{L} -]{0,30}\b(ab|los)\b|\bwo (startet|beginnt)\b|\bin welchem (dorf|ort) (beginnt|startet)\b/iu,
  fr: /(?<![\p{L}])(d['’]o[uù] (part|partent|commence|démarre|vont|va)|part de quel|partent de quel|de quel (village|endroit|lieu))(?![\p{L}])/iu,
  it: /(?<![\p{L}])(da dove (parte|partono|inizia|comincia|va|vanno)|parte da quale|da quale (paese|villaggio|stazione|località))(?![\p{L}])/iu,
};
// A name after "from": "from Intschi", "ab Brülisau", "von Stechelberg", "depuis La Coudre" (not "la vallée du Leitschach"), "da Capolago";
// or where it starts: "starts at Blauherd", "startet in Surlej".
const FROM_NAME: Record<Language, RegExp> = {
  en: /\bfrom (the )?\p{Lu}|\b(starts|begins|leaves) (at|in) \p{Lu}/u,
  de: /\b(ab|von) (der |dem )?\p{Lu}|\b(startet|beginnt|starten|beginnen) (in|bei) \p{Lu}|\bin \p{Lu}\p{L}+ (\p{L}+ ){0,3}(startet|beginnt)\b/u,
  fr: /(?<![\p{L}])(depuis|au départ de|au départ d['’]|partent de|part de|part d['’]|démarre à|commence à) ?\p{Lu}/u,
  it: /(?<![\p{L}])(da|dal|dalla|dallo|parte a|inizia a) ?\p{Lu}/u,
};
// A month or a weekday after "from" is a date, not a place ("ab Januar", "from May").
const FROM_DATE =
  /\b(from|ab|von|depuis|dal|da) (January|February|March|April|May|June|July|August|September|October|November|December|Januar|Februar|März|Mai|Juni|Juli|Oktober|Dezember|Montag|Sonntag|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b/iu;

/** The best-ranked passage naming where it starts, when the question asks that; else undefined. */
export function departurePassage(question: string, ranked: Ranked[], lang: Language): Passage | undefined {
  if (!FROM_ASKED[lang].test(question)) return undefined;
  const fits = (r: Ranked) =>
    r.score > 0 &&
    r.direct &&
    r.exactCoverage > 0 &&
    FROM_NAME[lang].test(r.passage.passage.text.replace(FROM_DATE, ' ')) &&
    (!r.passage.passage.general || r.passage.passage.section === 'gettingThere');
  return bestFitting(ranked, fits)?.passage.passage;
}

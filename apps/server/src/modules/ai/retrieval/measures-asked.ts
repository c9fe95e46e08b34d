import type { Language } from '@swiss/contract';
import type { Passage } from '../knowledge.js';
import { conceptKey, measureKey, type IndexedPassage, type KnowledgeIndex } from './index-knowledge.js';
import { HOW_MANY, MONTHS, NUMBER_WORDS } from './question-patterns.js';

/*
 * A measure or a count asked is answered only by a passage that states one: "how deep is the lake"
 * is not answered by its elevation, "how tall is the tower" not by "it rises above the trees",
 * "how many beds" not by the pass's 2005 m, "how many people came on 1 August" not by the date.
 */

// "How high", "wie hoch", "quelle hauteur", "quanto è alto": a height in metres.
const HEIGHT_ASKED: Record<Language, RegExp> = {
  en: /\bhow (high|tall)\b|\bheight\b/i,
  de: /\bwie hoch\b|\bhöhe\b/i,
  fr: /(?<![\p{L}])(quelle (est la )?hauteur|hauteur|haute? de combien|combien de haut|mesure combien|à quelle altitude|quelle altitude)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(quanto (è )?alt[oaie]|altezza|a (che|quale) (altitudine|quota)|che quota)(?![\p{L}])/iu,
};

// "How deep", "wie tief", "profondeur", "quanto è profondo": a depth, which is always said as one.
const DEPTH_ASKED: Record<Language, RegExp> = {
  en: /\bhow deep\b|\bdepth\b/i,
  de: /\bwie tief\b|\btiefe\b/i,
  fr: /(?<![\p{L}])(profondeur|profond[e]?)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(profond(o|a|ità)|quanto (è )?profond[oa])(?![\p{L}])/iu,
};

// "How steep", "wie steil", "quelle pente", "che pendenza": a gradient in per cent ("is it steep?" asks yes or no).
const STEEP_ASKED: Record<Language, RegExp> = {
  en: /\bhow steep\b|\b(gradient|incline)\b/i,
  de: /\bwie steil\b|\b(steigung|neigung)\b/i,
  fr: /(?<![\p{L}])(quelle (est la )?pente|pente (maximale|max)|inclinaison)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(quanto (è )?ripid[oa]|pendenza)(?![\p{L}])/iu,
};

// "How heavy", "wie schwer", "combien pèse", "quanto pesa": a weight in kg or tonnes.
const WEIGHT_ASKED: Record<Language, RegExp> = {
  en: /\bhow heavy\b|\bweigh(s|t)?\b/i,
  de: /\bwie schwer\b|\bgewicht\b|\bwiegt\b/i,
  fr: /(?<![\p{L}])(combien pès\w*|pès\w* combien|poids)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(quanto pesa\w*|peso)(?![\p{L}])/iu,
};
const WEIGHT = /\d\s?(kg|kilos?|kilogram\w*|Kilogramm|chilogramm\w*|tonnes?|tons?|Tonnen|tonnellate)(?![\p{L}])/iu;

// "How big is the lake", "wie gross", "quelle superficie", "quanto è grande": an area, if the page gives one.
const AREA_ASKED: Record<Language, RegExp> = {
  en: /\bhow (big|large)\b|\b(area|surface)\b/i,
  de: /\bwie gro(ss|ß)\b|\bfläche\b/i,
  fr: /(?<![\p{L}])(quelle (est la )?(taille|superficie|surface)|superficie)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(quanto è grande|superficie|estensione)(?![\p{L}])/iu,
};

// "How long is the lake", "wie lang ist", "quelle longueur", "quanto è lungo": a length, if the page
// gives one ("how long does it take" asks a time span, elsewhere).
const LENGTH_ASKED: Record<Language, RegExp> = {
  en: /\bhow long is (the|this|it)\b(?! take)|\blength\b/i,
  de: /\bwie lang (ist|sind)\b|\blänge\b/i,
  fr: /(?<![\p{L}])(quelle (est la )?longueur|longueur|long de combien|fait combien de long)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(quanto (è )?lung[oaie]|lunghezza)(?![\p{L}])/iu,
};

// "Wie viel Prozent", "what percentage": a share in per cent.
const PERCENT_ASKED = /prozent|percent|per cent|pour cent|per cento|pourcentage|percentuale|\d?\s?%/i;
const PERCENT = /\d\s?(%|percent|per cent|Prozent|pour cent|per cento)/iu;

export type MeasureAsked = 'height' | 'depth' | 'steep' | 'weight' | 'area' | 'percent' | 'length';

/** Measures a page often gives otherwise ("100 m long and 50 m wide"): a passage stating one answers, none is no refusal. */
export const SOFT_MEASURES: ReadonlySet<MeasureAsked> = new Set(['area', 'length']);

/** The vertical measure a question asks for, if any (depth first: "how deep below the height…"). */
export function measureAsked(question: string, lang: Language): MeasureAsked | undefined {
  if (PERCENT_ASKED.test(question)) return 'percent';
  if (STEEP_ASKED[lang].test(question)) return 'steep';
  if (WEIGHT_ASKED[lang].test(question)) return 'weight';
  if (DEPTH_ASKED[lang].test(question)) return 'depth';
  if (HEIGHT_ASKED[lang].test(question)) return 'height';
  if (AREA_ASKED[lang].test(question)) return 'area';
  if (LENGTH_ASKED[lang].test(question)) return 'length';
  return undefined;
}

const metres = (text: string) =>
  [...text.matchAll(/(\d[\d'’ ]*\d|\d)\s?m\b/gu)].map((m) => (m[1] ?? '').replace(/\D/g, ''));

/**
 * Whether a passage states the measure: a number in metres; for a depth, one the passage calls a
 * depth or one that is not the place's elevation ("the lake lies at about 1408 m" is no depth).
 */
export function statesMeasure(passage: IndexedPassage, measure: MeasureAsked, index: KnowledgeIndex): boolean {
  if (measure === 'weight') return WEIGHT.test(passage.passage.text);
  if (measure === 'percent') return PERCENT.test(passage.passage.text);
  // A length in kilometres, or in metres where the passage says it is one ("1.4 km long").
  if (measure === 'length')
    return (
      /\d\s?(km|cm|mm)(?![²³\p{L}\d])/u.test(passage.passage.text) ||
      (passage.keys.has(measureKey('length')) && passage.keys.has(conceptKey('length')))
    );
  if (!passage.keys.has(measureKey(measure))) return false;
  if (measure !== 'depth' || passage.keys.has(conceptKey('depth'))) return true;
  const elevation = new Set(
    index.passages.filter((p) => p.passage.cues.includes('height')).flatMap((p) => metres(p.passage.text)),
  );
  return metres(passage.passage.text).some((n) => !elevation.has(n));
}

// After "how many", a unit or a span makes a measure the answer ("how many metres", "quanti anni").
const UNIT_AFTER =
  /^(metres?|meters?|mètres?|metri|meter|km|kilom\p{L}*|chilometri|höhenmeter|hours?|stunden|heures?|ore|minutes?|minuten|minuti|years?|jahren?|ans|années|anni|days?|tagen?|jours|giorni|steps?|stufen|marches|gradini|degrees?|grad|degrés|gradi|percent|prozent|tonnes?|tonnen|litres?|liter|litri|kilo\p{L}*|square|quadrat\p{L}*|haut|hauteur|long|longueur|large|largeur|profond|profondeur|temps)$/iu;

/** "How many beds", "wie viele Besucher": a count of things, not of metres or years. */
export function countOfThingsAsked(question: string, lang: Language): boolean {
  const match = HOW_MANY[lang].exec(question);
  if (!match) return false;
  const next = question
    .slice(match.index + match[0].length)
    .replace(/^\s*(de |d['’]|di )?/i, '')
    .split(/[^\p{L}]+/u)
    .find(Boolean);
  return next !== undefined && !UNIT_AFTER.test(next);
}

const MONTH_NAMES = Object.values(MONTHS).join('|');
const NOT_A_COUNT = [
  // A date: "1 August", "1. August", "1° agosto", "1er août".
  new RegExp(String.raw`\d{1,2}(\.|°|º|er|st|nd|rd|th)?\s?(${MONTH_NAMES})(?![\p{L}])`, 'giu'),
  // A measure: "2005 m", "3 800 m", "25 min", "36,5 °C", "12 %".
  /\d[\d'’.,\s]*\s?(m|km|m²|m³|km²|ha|%|h|min|°C?|cm|mm|kg|kW|MW|GWh|metres?|meters?|mètres?|metri|Meter|kilomet\w*|chilometri|hours?|heures?|Stunden?|ore|minutes?|Minuten|minuti)(?![\p{L}])/giu,
  // A century: "13th century", "13. Jahrhundert", "XIIIe siècle" needs no digit.
  /\d+(st|nd|rd|th|e|ème|\.)?\s?(century|centuries|jahrhunderts?|siècles?|secolo|secoli)/giu,
  // A year.
  /(?<!\d)(1\d{3}|20\d{2})(?!\d)/g,
];

/** Whether a passage holds a count: a number that is no date, measure, century or year, or a number word. */
export function statesCount(passage: Passage, lang: Language): boolean {
  const rest = NOT_A_COUNT.reduce((text, pattern) => text.replace(pattern, ' '), passage.text);
  return /\d/.test(rest) || NUMBER_WORDS[lang].test(rest);
}

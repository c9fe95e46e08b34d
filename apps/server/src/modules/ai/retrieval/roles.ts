import type { Language } from '@swiss/contract';
import { names } from './people.js';
import type { Ranked } from './rank.js';

/*
 * "Quel philosophe venait à la cascade ?", "Which painter lived here?": a person asked by what they
 * were. The page rarely uses the question's word for it ("philosophe"), but the passage naming a
 * person is the answer: the best matching of those that name one. A name's part ("Saint-Maurice",
 * "Sankt") asks for no person: a role word joined by a hyphen is left out.
 */

const ROLES: Record<Language, RegExp> = {
  en: /\b(which|what|who)\b.{0,30}\b(philosophers?|writers?|poets?|painters?|artists?|composers?|architects?|scientists?|musicians?|authors?|explorers?|inventors?|engineers?|saints?|monks?|kings?|queens?|dukes?|heroe?s?|detectives?|characters?|famous (person|people|man|woman|guest|visitor)s?)(?![\w-])/i,
  de: /\b(welche[rsmn]?|wer|was für)\b.{0,30}\b(Philosoph|Schriftsteller|Dichter|Maler|Künstler|Komponist|Architekt|Wissenschaftler|Musiker|Autor|Entdecker|Erfinder|Ingenieur|Heilige|Mönch|König|Herzog|Held|Berühmtheit|Detektiv|Figur)\w*/iu,
  fr: /(?<![\p{L}])(quel(le)?s?|qui)(?![\p{L}]).{0,30}(?<![\p{L}-])(philosophe|écrivain|poète|peintre|artiste|compositeur|architecte|savant|scientifique|musicien|auteur|explorateur|inventeur|ingénieur|saint|moine|roi|reine|duc|héros|personnage|célébrité|détective)s?(?![\p{L}-])/iu,
  it: /(?<![\p{L}])(quale|quali|che|chi)(?![\p{L}]).{0,30}(?<![\p{L}-])(filosof[oi]|scrittor[ei]|scrittrice|poet[ai]|pittor[ei]|artist[ai]|compositor[ei]|architett[oi]|scienziat[oi]|musicist[ai]|autor[ei]|esplorator[ei]|inventor[ei]|ingegner[ei]|sant[oa]|monac[oi]|re|regina|duca|eroe|eroi|personaggio|investigatore|detective)(?![\p{L}-])/iu,
};

/** The best ranked passage about this place that names a person, for a question asking for one by role. */
export function rolePassage(
  question: string,
  ranked: Ranked[],
  lang: Language,
  subject: Set<string>,
): Ranked | undefined {
  if (!ROLES[lang].test(question)) return undefined;
  return ranked.find((r) => {
    const p = r.passage.passage;
    return !p.general && !p.flag && names(p.text, lang, subject).length > 0;
  });
}

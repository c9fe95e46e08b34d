import type { Language } from '@swiss/contract';
import { replyLanguage } from '../retrieval/language.js';
import { fold } from '../text.js';

// Words of the questions asked at a position that belong to one language only (folded): a
// place name in the question ("l'Emmentaler Schaukäserei", "Zürich HB") must not decide.
const MARKERS: Record<Language, Set<string>> = {
  en: new Set(
    'the is are where what how which nearest closest near here can could i me my do does there open now get to from of weather worth see within any nearby there it outside need way far much walk'.split(
      ' ',
    ),
  ),
  de: new Set(
    "wo ist sind die der das den dem nachste nachsten nachster nachstes hier ich wie komme kommen gibt es offen jetzt wetter kann bin zum zur nach welche welcher was noch geoffnet umkreis sehenswert luft mich mochte fuss draussen heute luftqualitat grad gerade isch gits het hend gibt's am ein eine nahe liebsten chum chan cha chasch bi gsi z luege nochi nachsti wiit".split(
      ' ',
    ),
  ),
  fr: new Set(
    "ou est sont les plus proche ici je comment aller y quel quelle ouvert ouverte maintenant suis du des au aux puis c'est qu'est-ce moins voir temps fait d'ici pied voudrais aimerais veux trouve-je sommes-nous fait-il fera-t-il y a-t-il peux pouvez semaine derniere dernier confirmer".split(
      ' ',
    ),
  ),
  it: new Set(
    "dove il piu vicino vicina vicini sono come arrivo c'e quale aperto aperta adesso posso cosa del della dello ci mi trovo entro vedere che tempo fa da gli siamo qui com'e l'aria dov'e questo questa voglio vorrei andare piedi".split(
      ' ',
    ),
  ),
};

// How a question asking whether there is something opens, in one language only (folded): when its
// words mix languages ("il y a un Coop hier in der Nähe ?"), those first words say which language
// the visitor asks in.
// Only "is there" openers: "Wo ist the nearest zoo?" is English with a German "where".
const OPENERS: Record<Language, RegExp> = {
  en: /^(?:is there|are there)\b/,
  de: /^(?:gibt es|hat es)\b/,
  fr: /^(?:il y a|y a-t-il|est-ce qu'il y a)\b/,
  it: /^(?:c'e|ci sono)\b/,
};

/**
 * The reply language of a question asked at a position: its own marker words when they speak
 * clearly (two or more, at least twice any other language's), else the general detector.
 */
export function questionLanguage(question: string, uiLanguage: Language): Language {
  const words = fold(question)
    .replace(/[’`]/g, "'")
    .split(/[^\p{L}'-]+/u)
    .filter(Boolean);
  const hits = (Object.keys(MARKERS) as Language[])
    .map((lang) => ({ lang, hits: words.filter((w) => MARKERS[lang].has(w)).length }))
    .sort((a, b) => b.hits - a.hits);
  const [first, second] = hits;
  const opened = (Object.keys(OPENERS) as Language[]).find((lang) => OPENERS[lang].test(words.join(' ')));
  // Languages mixed: the opening words decide.
  if (opened && second?.hits) return opened;
  if (first && first.hits >= 2 && first.hits >= 2 * (second?.hits ?? 0)) return first.lang;
  // "Nearest chairlift?": a short question with one marker and none of another language's.
  if (first && first.hits === 1 && !second?.hits && words.length <= 3) return first.lang;
  return replyLanguage(question, uiLanguage);
}

import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as frenchStemmer } from '@orama/stemmers/french';
import { stemmer as germanStemmer } from '@orama/stemmers/german';
import { stemmer as italianStemmer } from '@orama/stemmers/italian';
import { stopwords as englishStopwords } from '@orama/stopwords/english';
import { stopwords as frenchStopwords } from '@orama/stopwords/french';
import { stopwords as germanStopwords } from '@orama/stopwords/german';
import { stopwords as italianStopwords } from '@orama/stopwords/italian';
import type { Language } from '@swiss/contract';
import { fold } from '../text.js';

/*
 * Words to search terms, per language: a maintained Snowball stemmer and stop-word list (Orama's),
 * plus the words visitors wrap a question in ("tell me", "please") that those lists leave in.
 * Both the place's texts and the question go through the same analyzer of one language, so
 * "constructed"/"construction" and "Höhe"/"Hoehe" meet.
 */

const STEMMERS: Record<Language, (word: string) => string> = {
  en: englishStemmer,
  de: germanStemmer,
  fr: frenchStemmer,
  it: italianStemmer,
};

// Question wrappers and filler the libraries' lists do not have (folded).
const EXTRA_STOPWORDS: Record<Language, string> = {
  en: 'many much well tell please know explain give want like show say something anything thing things there also just really visit one get s when where since good nice famous best take place way beautiful lovely interesting fun cool need needed still go goes going exactly precisely roughly approximately local somewhere anywhere likely without actually someone anyone everything ok okay wat worth worthwhile actual another besides teh quite already',
  de: 'viele wer wem wen warum wieso weshalb geht bitte erzahl erzahle erzahlen erklar erklare sag sage sagen mal etwas gibt gibts weisst wissen moglich eigentlich dort hier denn ja wann wo wohin woher seit doch gut gute guten berühmt berühmte beste besten bester besuchen besuche besuch finden statt stattfinden weise art schön schöne schönen interessant interessantes spannend brauche braucht brauchen müssen darf dürfen möchte möchten sollten genau ungefähr isch gsi het hät hend hesch worde wörde chunt chunnt cha chan me mer em vo uf ufe abe gits gäbs öppis ned nöd nid au scho emol en runter rauf raus rein rüber drauf dran drin jemand halt nochmal irgendwo irgendwie irgendein irgendeine lohnt lohnen lohnenswert selber selbst vielen vieler überhaupt etwa ziemlich wirklich',
  fr: 'fait svp stp dites dis dire parle parlez parlez-moi explique expliquez peux pouvez quoi est-ce y a-t-il il-y ya donc quand depuis comment quel quelle quels quelles pourquoi ici bon bonne bons célèbre meilleur meilleure meilleurs meilleures visiter visite combien lieu ont manière façon beau beaux belle belles bel faire partir intéressant intéressante besoin peut peuvent pouvons faut doit doivent dois devons trouve trouvent trouver ça ca cela prend prendre exactement précisément environ quelque chose aimerais aimerions voudrais voudrions savoir elles celle celles ceux celui vaut peine vraiment assez plutôt déjà encore alors juste',
  it: 'quanti quante quanto quanta fare dimmi dimmelo parlami spiega spiegami puoi potete per favore cosa ce c e qualcosa li la quando dove qual quale quali come perché qui buono buona buoni famoso famosa migliore migliori visitare visita svolgono svolge modo maniera bello bella belle belli interessante interessanti bisogno serve può possono posso possiamo deve devono devo bisogna conviene trova trovano trovare esattamente precisamente qualche vorrei vorremmo posto senza stato stata stati state esso essa essi esse qualcuno vale pena andarci ama amano davvero circa abbastanza proprio già ancora allora quindi giusto',
};

const STOPWORDS: Record<Language, Set<string>> = {
  en: foldedSet(englishStopwords, EXTRA_STOPWORDS.en, 'en'),
  de: foldedSet(germanStopwords, EXTRA_STOPWORDS.de, 'de'),
  fr: foldedSet(frenchStopwords, EXTRA_STOPWORDS.fr, 'fr'),
  it: foldedSet(italianStopwords, EXTRA_STOPWORDS.it, 'it'),
};

function foldedSet(words: string[], extra: string, lang: Language): Set<string> {
  return new Set([...words, ...extra.split(/\s+/)].map((w) => (lang === 'de' ? germanPlain(fold(w)) : fold(w))));
}

// A visitor may type the umlaut as a plain vowel pair ("Hoehe" for "Höhe"): fold both spellings to
// one. Applied to both sides alike, so it only has to be consistent, not linguistically right.
function germanPlain(word: string): string {
  return word.replace(/(?<=[^aeiou])(ae|oe|ue)/g, (pair) => pair[0] ?? '');
}

// Swiss German makes a small one of anything with "-li" ("Bähnli", "Städtli"): the word itself, on
// both sides alike. Short words ("Juli", "Rütli") keep theirs.
function swissDiminutive(word: string): string {
  return word.length >= 6 && word.endsWith('li') && !/[aeiou]li$/.test(word) ? word.slice(0, -2) : word;
}

/** Words of a text, lower case, apostrophe elisions split off ("l'église", "dell'anno"). */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’`´]/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .flatMap((w) => w.split("'"))
    .filter((w) => w.length > 0);
}

// Irregular forms the stemmers leave apart from the form the data uses: English past tenses and
// French passé simple ("rouvrit" for "rouvert"), each to one form of the same verb (folded).
const IRREGULAR: Partial<Record<Language, Record<string, string>>> = {
  en: {
    took: 'take',
    taken: 'take',
    rose: 'rise',
    risen: 'rise',
    fell: 'fall',
    fallen: 'fall',
    wrote: 'write',
    written: 'write',
    began: 'begin',
    begun: 'begin',
    ran: 'run',
    flew: 'fly',
    flown: 'fly',
    grew: 'grow',
    grown: 'grow',
    chose: 'choose',
    chosen: 'choose',
    froze: 'freeze',
    frozen: 'freeze',
    died: 'die',
    seen: 'see',
    saw: 'see',
    // A reservation is a booking, though it stems like a nature reserve.
    reservation: 'booking',
    reservations: 'booking',
    dies: 'die',
    dying: 'die',
  },
  // "Fing alles an" and "begann": German says beginning with two verbs (folded).
  de: {
    fing: 'beginnen',
    fingen: 'beginnen',
    fangt: 'beginnen',
    anfangen: 'beginnen',
    angefangen: 'beginnen',
    begann: 'beginnen',
    begannen: 'beginnen',
    begonnen: 'beginnen',
    beginnt: 'beginnen',
    // "Das Wasser fällt" is what a waterfall ("der Fall") does.
    fallt: 'fall',
    // Swiss German words for a meal and an inn: the standard word the pages use.
    asse: 'essen',
    zmittag: 'mittagessen',
    zmorge: 'frühstück',
    znacht: 'abendessen',
    beiz: 'restaurant',
    beizli: 'restaurant',
  },
  fr: {
    rouvrit: 'rouvert',
    ouvrit: 'ouvert',
    construisit: 'construit',
    detruisit: 'detruit',
    fit: 'fait',
    prit: 'pris',
    naquit: 'ne',
    mourut: 'mort',
    devint: 'devenu',
    vint: 'venu',
    fonda: 'fonde',
    batit: 'bati',
    acheva: 'acheve',
    inaugura: 'inaugure',
    decouvrit: 'decouvert',
  },
};

const termCache = new Map<string, string | null>();

/** A word's search term in a language: folded stem, or null for a stop word or a lone letter. */
export function term(word: string, lang: Language): string | null {
  const key = `${lang}:${word}`;
  const cached = termCache.get(key);
  if (cached !== undefined) return cached;
  let folded = fold(word);
  if (lang === 'de') {
    const plain = germanPlain(folded);
    folded = swissDiminutive(plain);
    if (folded !== plain) word = word.slice(0, -2);
  }
  const regular = IRREGULAR[lang]?.[folded];
  if (regular) {
    word = regular;
    folded = regular;
  }
  let result: string | null = null;
  if (!(folded.length < 2 && !/\d/.test(folded)) && !STOPWORDS[lang].has(folded)) {
    // Numbers stay whole ("1476", "4478"); words are stemmed before folding, as Snowball expects accents.
    const stem = /^\d/.test(word) ? folded : fold(STEMMERS[lang](word));
    result = lang === 'de' ? germanPlain(stem) : stem;
    if (result.length === 0) result = folded;
  }
  if (termCache.size > 200_000) termCache.clear(); // a bound, should edited texts pile up
  termCache.set(key, result);
  return result;
}

/** The search terms of a text in a language, in order, repeated terms kept once. */
export function terms(text: string, lang: Language): string[] {
  const out = new Set<string>();
  for (const word of words(text)) {
    const t = term(word, lang);
    if (t) out.add(t);
  }
  return [...out];
}

/** Optimal string alignment distance, stopping early above `max`: typo tolerance ("hieght"). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    const row: number[] = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((rows[i - 1]?.[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (rows[i - 1]?.[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    rows.push(row);
    if (i > 0 && best > max) return max + 1;
  }
  return rows[a.length]?.[b.length] ?? max + 1;
}

/** How many typos a word of this length may carry and still be recognised. */
export function typoAllowance(word: string): number {
  if (/\d/.test(word) || word.length < 6) return 0;
  return word.length >= 9 ? 2 : 1;
}

// The question and function words a hurried visitor misspells ("wich", "dose", "welcer", "combein").
const QUESTION_WORDS: Record<Language, string[]> = {
  en: ['which', 'where', 'what', 'when', 'does', 'there', 'their', 'this', 'that', 'have', 'from', 'with', 'into'],
  de: [
    'welche',
    'welcher',
    'welches',
    'welchen',
    'wann',
    'warum',
    'wieviel',
    'wieviele',
    'gibt',
    'kann',
    'nach',
    'dort',
  ],
  fr: ['quel', 'quelle', 'quels', 'quelles', 'quand', 'comment', 'combien', 'pourquoi', 'est-ce', 'dans', 'avec'],
  it: ['quale', 'quali', 'quando', 'quanto', 'quanti', 'dove', 'come', 'perché', 'perche', 'nella', 'dalla'],
};

/**
 * A question word typed in a hurry ("wich", "dose", "welcer"): one letter off a question word,
 * same first letter. Only asked of words the page never uses, so a real word still counts.
 */
export function isMisspeltQuestionWord(word: string, lang: Language): boolean {
  const folded = lang === 'de' ? germanPlain(fold(word)) : fold(word);
  if (folded.length < 4 || STOPWORDS[lang].has(folded)) return false;
  return QUESTION_WORDS[lang].some((q) => q[0] === folded[0] && editDistance(folded, fold(q), 1) <= 1);
}

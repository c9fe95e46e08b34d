import type { Language } from '@swiss/contract';

// Words that carry no topic: question words, articles, auxiliaries, pronouns (all four languages,
// accent-folded, since the question's language may differ from the one the visitor chose).
const STOPWORDS = new Set(
  `a an the of to in on at for from by with and or is are was were be been it its this that these those
  what which who whom whose when where why how do does did can could should would will shall may might
  i me my you your we our they their he she his her there here about tell more please some any much many
  me us give know like want explain also just than then so not no yes if into out up down over
  der die das den dem des ein eine einer einem einen und oder ist sind war waren wird werden wo wie was
  wer wann warum welche welcher welches ich du sie er es wir ihr mir mich dir uns euch mehr bitte kann
  koennen gibt gibt's es hat haben auf im am zum zur vom von mit fuer bei aus nach ueber um an zu nicht
  erzaehl erzaehle erklaere sag sage mal etwas
  le la les l un une des du de d et ou est sont etait etaient sera quel quelle quels quelles qui que quoi
  ou quand comment pourquoi combien je tu il elle nous vous ils elles me te se moi toi plus svp
  peux pouvez peut y a au aux en dans sur pour par avec sans ce cet cette ces c qu dites dis parle parlez
  il lo la i gli le un uno una di del della dei degli delle da dal dalla e ed o che chi cosa come quando
  dove perche quanto quanti quale quali io tu lui lei noi voi loro mi ti ci si piu per favore puo posso
  ha hanno sono era nel nella nei sul sulla con per tra fra dimmi parlami spiega al allo alla ai agli alle
  dal dallo dalle dai dagli dello nello negli nelle sullo sui sugli sulle c far fu furono stato stata eu lieu see sehen voir vedere
  called heisst heissen appelle appellent chiama chiamano`.split(/\s+/),
);

/** Lower case without accents: "Zürich" and "Zurich" meet, as do "Genève" and "Geneve". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').toLowerCase();
}

/** Topic words of a text, folded; German umlauts also as "ue"/"oe"/"ae" spellings meet. */
export function contentWords(text: string): string[] {
  const words = fold(text.replace(/ü/gi, 'ue').replace(/ö/gi, 'oe').replace(/ä/gi, 'ae'))
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 && !STOPWORDS.has(w));
  return [...new Set(words)];
}

/** Two words match when equal or when they share a stem: a common prefix of at least 4 letters that
 * leaves at most 2 letters of the shorter word and 3 of the longer (glacier/glaciers, founded/founding;
 * not passé/password). */
export function wordsMatch(a: string, b: string): boolean {
  if (a === b) return true;
  // A German compound names its kind last: "Gletscherzunge" is a "Zunge" (tongue).
  if (Math.min(a.length, b.length) >= 5 && (a.endsWith(b) || b.endsWith(a))) return true;
  if (a[0] !== b[0]) return false; // cheap, and true of every match below
  return stemsMatch(a, b) || stemsMatch(plainVowels(a), plainVowels(b));
}

// "gross" and "groesste" (grösste): a visitor may type the umlaut as a plain vowel.
const plainVowels = (word: string) => word.replace(/(?<=[aou])e/g, '');

function stemsMatch(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  let common = 0;
  while (common < shorter && a[common] === b[common]) common += 1;
  return common >= 4 && common >= shorter - 2 && common >= Math.max(a.length, b.length) - 3;
}

/** Sentences of a text (a fact is usually one sentence already). */
export function sentences(text: string): string[] {
  const parts = text
    .split(/(?<=[.!?])\s+/u)
    .map((s) => s.trim())
    .filter(Boolean);
  const joined: string[] = [];
  for (const part of parts) {
    const previous = joined.at(-1);
    if (previous !== undefined && !endsSentence(previous)) joined[joined.length - 1] = `${previous} ${part}`;
    else joined.push(part);
  }
  return joined.filter((s) => s.length > 1);
}

// A period after an ordinal ("14. Juli", "19. Jahrhundert"), a single letter or an abbreviation
// ("ü. M.", "s.l.m.", "St. Gallen", "ca.") does not end the sentence.
function endsSentence(text: string): boolean {
  if (!text.endsWith('.')) return true;
  const last = text.slice(0, -1).split(/\s+/).at(-1) ?? '';
  return !/^(\d{1,2}|\p{L}|[\p{L}.]*\.\p{L}+|St|Ste|ca|Nr|Mt|bzw|evtl|inkl|Dr)$/u.test(last);
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** What the engine says when our data does not answer the question (spec wording, per language). */
export const UNKNOWN_ANSWER: Record<Language, string> = {
  en: "I don't have that information from the official sources provided.",
  de: 'Diese Information habe ich in den offiziellen Quellen, die mir vorliegen, nicht.',
  fr: "Je n'ai pas cette information dans les sources officielles fournies.",
  it: 'Non ho questa informazione nelle fonti ufficiali fornite.',
};

// Short words that mark one language and (almost) no other of the four: enough to tell which
// language a reply is in. Words shared between them (la, il, des, in, si) are left out.
const MARKERS: Record<Language, Set<string>> = {
  en: new Set('the of and is are was were its from with by at on for have has that this which above sea'.split(' ')),
  de: new Set(
    'der die das und ist im von mit den dem ein eine auf zu sich seit nicht wurde bei zum zur über ü'.split(' '),
  ),
  fr: new Set('les et est du de en une dans au aux sur par pour à qui ne pas été fut ce cette qu'.split(' ')),
  it: new Set('lo gli è di del della dei nel nella per con che non sono fu da dal dalla alla ai al'.split(' ')),
};

/** The language a text is most likely in, by its marker words; undefined when none is found. */
export function detectLanguage(text: string): Language | undefined {
  // Quoted titles («Gesang der Geister») are often in another language than the sentence.
  const words = text
    .replace(/«[^»]*»|“[^”]*”|"[^"]*"/gu, ' ')
    .toLowerCase()
    .split(/[^\p{L}]+/u);
  let best: Language | undefined;
  let bestCount = 0;
  for (const [lang, markers] of Object.entries(MARKERS) as [Language, Set<string>][]) {
    const count = words.filter((w) => markers.has(w)).length;
    if (count > bestCount) {
      best = lang;
      bestCount = count;
    }
  }
  return best;
}

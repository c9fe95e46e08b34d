import { term, words } from './analyzer.js';
import { fold } from '../text.js';

/*
 * German compounds split on a known head: "Brienzersee" is a lake ("See"), "Naturzentrum" a centre
 * about nature. A passage's compound carries "^head" and "^modifier" keys, and a question word
 * meets them ("welche Seen", "Natur"), weaker than the word itself.
 */

// Heads as written (folded) and the key each stands for: "Seen" and "See" are one head.
const HEADS: [form: string, head: string][] = [
  ['mauer', 'mauer'],
  ['seen', 'see'],
  ['see', 'see'],
  ['bahn', 'bahn'],
  ['hutte', 'hutte'],
  ['turm', 'turm'],
  ['brucke', 'brucke'],
  ['kirche', 'kirche'],
  ['weg', 'weg'],
  ['landes', 'land'],
  ['land', 'land'],
  ['falle', 'fall'],
  ['fall', 'fall'],
  ['gletscher', 'gletscher'],
  ['burgunder', 'burgunder'],
  ['zentrum', 'zentrum'],
  ['verbot', 'verbot'],
];
// A modifier shorter than this is no word of its own ("Ost-", "Alt-").
const MIN_PART = 4;

const compoundKey = (part: string) => `^${part}`;

/** Which head a folded word ends with, and the part before it ("staumauer": "stau" + "mauer"). */
function split(folded: string): { modifier: string; head: string } | undefined {
  for (const [form, head] of HEADS)
    if (folded.length >= form.length + MIN_PART && folded.endsWith(form))
      return { modifier: folded.slice(0, -form.length), head };
  return undefined;
}

/** The "^head" and "^modifier" keys of a German text's compounds, but the subject's own name's. */
export function compoundKeys(text: string, subjectTerms: Set<string>): string[] {
  const keys: string[] = [];
  for (const word of words(text)) {
    // "Silsersee" on its own page is the place itself, not any lake it mentions.
    if (subjectTerms.has(term(word, 'de') ?? '')) continue;
    const folded = fold(word);
    // The head on its own is one too, in any of its forms: "Seen" meets "See".
    const alone = HEADS.find(([form]) => form === folded)?.[1];
    if (alone) keys.push(compoundKey(alone));
    const parts = split(folded);
    if (!parts) continue;
    keys.push(compoundKey(parts.head));
    const modifier = term(parts.modifier, 'de');
    if (modifier && modifier.length >= MIN_PART) keys.push(compoundKey(modifier));
  }
  return keys;
}

/** The compound key a German question term meets: itself as a head ("Seen": "^see") or as a modifier. */
export function compoundKeyOf(questionTerm: string): string {
  const head = HEADS.find(([form]) => term(form, 'de') === questionTerm)?.[1];
  return compoundKey(head ?? questionTerm);
}

/**
 * A German question's compound the page never uses, split into two words the page does use
 * ("Weinfest": "Wein" and "Fest" where the page says "Fest des neuen Weins"), or undefined.
 * A linking "s" or "n" may end the first part ("Bahnhofsplatz", "Sonnenuhr").
 */
export function splitUnknownCompound(word: string, known: Set<string>): [string, string] | undefined {
  const folded = fold(word);
  if (folded.length < 2 * MIN_PART) return undefined;
  const knownTerm = (part: string) => {
    const t = part.length >= MIN_PART - 1 ? term(part, 'de') : null;
    return t && known.has(t) ? t : undefined;
  };
  // The longest first part first: "Bergkirche" is "Berg" + "Kirche", not "Ber" + "gkirche".
  for (let at = folded.length - MIN_PART + 1; at >= MIN_PART - 1; at -= 1) {
    const tail = knownTerm(folded.slice(at));
    if (!tail) continue;
    const head = folded.slice(0, at);
    const first = knownTerm(head) ?? (/[sn]$/.test(head) ? knownTerm(head.slice(0, -1)) : undefined);
    if (first) return [first, tail];
  }
  return undefined;
}

import type { Language } from '@swiss/contract';

/** Lower case without accents: "Zürich" and "Zurich" meet, as do "Genève" and "Geneve". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').toLowerCase();
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

/** A text matched literally inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

import { loadPlaces } from '@swiss/content';
import type { Knowledge } from '../knowledge.js';
import { fold } from '../text.js';

// "4'478", "4 478" and "4,478" are one number; "3.5" keeps its point.
const NUMBER = /\d+(?:['’ ,]\d{3})*(?:\.\d+)?/g;
const normalise = (n: string) => n.replace(/['’ ,]/g, '');

const knownText = (knowledge: Knowledge, question: string) =>
  [
    ...knowledge.passages.map((p) => `${p.label ?? ''} ${p.text}`),
    ...knowledge.overview,
    knowledge.subject,
    question,
  ].join('\n');

/** Numbers in an answer that neither the knowledge nor the question contains: an invention. */
export function inventedNumbers(answer: string, knowledge: Knowledge, question = ''): string[] {
  const known = new Set((knownText(knowledge, question).match(NUMBER) ?? []).map(normalise));
  return (answer.match(NUMBER) ?? []).map(normalise).filter((n) => !known.has(n));
}

// The places we know by name, in every language: a reply naming one the facts do not mention has
// brought it in from elsewhere. A place the facts name under one name may be called by any of its
// names ("Rhine Falls" in the facts, "Rheinfall" in a German reply). Names of three letters and
// fewer match inside ordinary words.
let gazetteer: Map<string, { name: string; id: string }[]> | undefined;
/** Names by their first word, so a text is checked word by word, not name by name. */
function placesByFirstWord(): Map<string, { name: string; id: string }[]> {
  if (!gazetteer) {
    gazetteer = new Map();
    for (const place of loadPlaces())
      for (const raw of new Set([place.title, ...Object.values(place.names ?? {})])) {
        const name = wordsOf(raw).join(' ');
        if (name.length < 4) continue;
        const first = name.split(' ')[0] ?? '';
        gazetteer.set(first, [...(gazetteer.get(first) ?? []), { name, id: place.id }]);
      }
  }
  return gazetteer;
}

const wordsOf = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The places a text names: place id -> the name used. */
function placesIn(text: string): Map<string, string> {
  const words = wordsOf(text);
  const found = new Map<string, string>();
  const index = placesByFirstWord();
  words.forEach((word, i) => {
    for (const entry of index.get(word) ?? []) {
      const parts = entry.name.split(' ');
      if (parts.every((part, j) => words[i + j] === part)) found.set(entry.id, entry.name);
    }
  });
  return found;
}

/** Places an answer names that the knowledge and the question do not mention. */
export function inventedPlaces(answer: string, knowledge: Knowledge, question = ''): string[] {
  const known = placesIn(knownText(knowledge, question));
  return [...placesIn(answer)].filter(([id]) => !known.has(id)).map(([, name]) => name);
}

/** What an answer states that our facts do not hold: numbers and place names. */
export function ungrounded(answer: string, knowledge: Knowledge, question = ''): string[] {
  return [...inventedNumbers(answer, knowledge, question), ...inventedPlaces(answer, knowledge, question)];
}

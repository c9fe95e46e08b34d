import { AI_REPLY_MAX_WORDS, sanitizeAiText, type ChatIntent, type Language } from '@swiss/contract';
import type { Knowledge, Passage } from '../knowledge.js';
import { UNKNOWN_ANSWER, wordCount } from '../text.js';
import type { EngineAnswer } from './engine-types.js';
import { indexOf, isGeneral, type KnowledgeIndex, type QueryTerm } from './index-knowledge.js';
import type { Concept } from './lexicon.js';
import { fill, PHRASES, SECTION_NAMES, type SectionKey } from './phrases.js';

/* Replies: passages under the names of their sections, refusals with what is close, whole sections. */

/** A reply of passages, each group under the name of its section; under the word limit. */
export function compose(passages: Passage[], lang: Language, template = PHRASES[lang].from): string {
  const kept: Passage[] = [];
  const render = (list: Passage[]) => {
    const groups: { section: SectionKey | undefined; texts: string[] }[] = [];
    for (const p of list) {
      const last = groups.at(-1);
      const text = p.label ? `${p.label}: ${p.text}` : p.text;
      if (last && last.section === p.section) last.texts.push(text);
      else groups.push({ section: p.section, texts: [text] });
    }
    return groups
      .map((g) =>
        g.section
          ? fill(template, { section: SECTION_NAMES[lang][g.section], text: g.texts.join(' ') })
          : g.texts.join(' '),
      )
      .join(' ');
  };
  for (const p of passages) {
    if (wordCount(render([...kept, p])) >= AI_REPLY_MAX_WORDS) break;
    kept.push(p);
  }
  const text = kept.length
    ? render(kept)
    : render(passages.slice(0, 1))
        .split(/\s+/)
        .slice(0, AI_REPLY_MAX_WORDS - 1)
        .join(' ');
  return sanitizeAiText(text);
}

const sourcesOf = (passages: Passage[]) =>
  passages
    .flatMap((p) => (p.source ? [p.source] : []))
    .filter((s, i, all) => all.findIndex((x) => x.url === s.url) === i);

export function answered(passages: Passage[], lang: Language): EngineAnswer {
  return { text: compose(passages, lang), isFallback: false, sources: sourcesOf(passages) };
}

/** "I don't have that", followed by what the data does say that is closest, when something is. */
export function refusal(lang: Language, close: Passage | undefined): EngineAnswer {
  const unknown = UNKNOWN_ANSWER[lang];
  if (!close) return { text: unknown, isFallback: true, sources: [] };
  const said = close.section ? compose([close], lang, PHRASES[lang].close) : compose([close], lang);
  return { text: `${unknown} ${said}`, isFallback: true, sources: sourcesOf([close]) };
}

// A question about a whole section ("What is the history of X?", "How do I get there?"): its
// words all name the topic of one section, so the section answers it, as its chip would.
const SECTION_OF_CONCEPT: Partial<Record<Concept, { section: SectionKey; prefer?: Concept }>> = {
  transport: { section: 'gettingThere' },
  station: { section: 'gettingThere' },
  season: { section: 'events', prefer: 'season' },
  history: { section: 'history' },
  sustainable: { section: 'sustainability' },
  photo: { section: 'photos' },
  festival: { section: 'events', prefer: 'festival' },
  food: { section: 'food' },
  etiquette: { section: 'etiquette' },
  safety: { section: 'safety' },
  itinerary: { section: 'itineraries' },
  nearby: { section: 'nearby' },
};

export function wholeSection(own: QueryTerm[]): { section: SectionKey; prefer?: Concept } | undefined {
  if (own.length === 0 || own.length > 3) return undefined;
  const shared = Object.keys(SECTION_OF_CONCEPT).find((c) => own.every((q) => q.concepts.includes(c as Concept)));
  return shared ? SECTION_OF_CONCEPT[shared as Concept] : undefined;
}

/** The chip intents and the page section each answers from (events and best time share one). */
export const INTENT_SECTIONS: Record<ChatIntent, { section: SectionKey; prefer?: Concept }> = {
  gettingThere: { section: 'gettingThere' },
  bestTime: { section: 'events', prefer: 'season' },
  history: { section: 'history' },
  sustainable: { section: 'sustainability' },
  photos: { section: 'photos' },
  events: { section: 'events', prefer: 'festival' },
};

export function sectionAnswer(
  index: KnowledgeIndex,
  { section, prefer }: { section: SectionKey; prefer?: Concept | undefined },
): EngineAnswer {
  const inSection = index.passages.filter((p) => p.passage.section === section);
  const preferred = prefer ? inSection.filter((p) => p.keys.has(`#${prefer}`)) : [];
  const ordered = [...preferred, ...inSection.filter((p) => !preferred.includes(p))].map((p) => p.passage);
  if (ordered.length === 0)
    return refusal(index.lang, index.passages.find((p) => p.passage.section === 'summary')?.passage);
  return answered(ordered.slice(0, 4), index.lang);
}

/** For a topic we never cover, the closest thing the page does say. */
export function closeTo(index: KnowledgeIndex, concepts: Concept[]): Passage | undefined {
  // A passage about the topic (its field), else one that mentions it, never general advice.
  const own = index.passages.filter((p) => !isGeneral(p.passage));
  const find = (c: Concept) => (own.find((p) => p.keys.has(`!${c}`)) ?? own.find((p) => p.keys.has(`#${c}`)))?.passage;
  if (concepts.some((c) => c === 'hours' || c === 'weather')) return find('season');
  if (concepts.some((c) => c === 'parking' || c === 'lodging')) return find('transport');
  return undefined;
}

/** The page's overview, for a question that names no topic at all ("tell me more"). */
export function overviewAnswer(knowledge: Knowledge, lang: Knowledge['lang']): EngineAnswer {
  const overview = indexOf(knowledge)
    .passages.filter((p) => p.passage.section === 'summary')
    .map((p) => p.passage);
  if (overview.length) return answered(overview.slice(0, 2), lang);
  // The overview's lines are passages of their places (with their sources) where they can be.
  if (knowledge.overview.length)
    return answered(
      knowledge.overview.map(
        (text) => knowledge.passages.find((p) => p.text === text) ?? { text, cues: [], weight: 1 },
      ),
      lang,
    );
  return refusal(lang, undefined);
}

import { AI_REPLY_MAX_WORDS, sanitizeAiText, type Language } from '@swiss/contract';
import type { Knowledge, Passage } from './knowledge.js';
import type { Turn } from './sessions.js';
import { contentWords, detectLanguage, UNKNOWN_ANSWER, wordCount, wordsMatch } from './text.js';

export interface EngineInput {
  question: string;
  language: Language;
  knowledge: Knowledge;
  /** Earlier turns of the same session (engines that hold a conversation use them). */
  history?: Turn[];
}

export interface EngineAnswer {
  text: string;
  /** The engine said it does not know, or a canned text stands in for an answer. */
  isFallback: boolean;
  sources: { title: string; url: string }[];
}

/** One interface for every engine: the grounded one here, an OpenAI-compatible one later. */
export interface ChatEngine {
  readonly name: string;
  answer(input: EngineInput): Promise<EngineAnswer>;
  /** Engines that produce text gradually report it as it grows; the others answer at once. */
  stream?(input: EngineInput, onText: (textSoFar: string) => void): Promise<EngineAnswer>;
}

// A passage answers only if it covers at least this share of the question's topic words, each
// weighted by how rare it is in the knowledge (a word our data never uses weighs the most: it is
// usually what the visitor wants to know, such as "hours" or "wifi").
const MIN_COVERAGE = 0.5;

interface Scored {
  passage: Passage;
  score: number;
  coverage: number;
}

// Place knowledge is built once per catalog version and asked many times: keep each passage's words.
const wordsOfPassage = new WeakMap<Passage, string[]>();
function topicWords(passage: Passage): string[] {
  let words = wordsOfPassage.get(passage);
  if (!words) {
    words = [...contentWords(passage.text), ...passage.cues];
    wordsOfPassage.set(passage, words);
  }
  return words;
}

function score(passages: Passage[], words: string[]): Scored[] {
  const passageWords = passages.map(topicWords);
  // Rare words decide: a word found in every passage says little about which one answers.
  const documentFrequency = words.map((w) => passageWords.filter((pw) => pw.some((x) => wordsMatch(x, w))).length);
  const total = passages.length;
  const weights = documentFrequency.map((df) => Math.log(1 + total / Math.max(0.5, df)));
  const allWeight = weights.reduce((a, b) => a + b, 0);
  return passages.map((passage, i) => {
    let sum = 0;
    words.forEach((word, j) => {
      if (passageWords[i]?.some((x) => wordsMatch(x, word))) sum += weights[j] ?? 0;
    });
    return { passage, score: sum * passage.weight, coverage: allWeight ? sum / allWeight : 0 };
  });
}

/** Passages in another language (texts not yet translated) would answer in the wrong language. */
const detected = new Map<string, Language | undefined>();
function inLanguage(text: string, language: Language): boolean {
  if (!detected.has(text)) {
    if (detected.size > 50_000) detected.clear(); // a bound, should edited texts pile up
    detected.set(text, detectLanguage(text));
  }
  const lang = detected.get(text);
  return lang === undefined || lang === language;
}

function compose(parts: string[]): string {
  const kept: string[] = [];
  for (const part of parts) {
    if (wordCount([...kept, part].join(' ')) >= AI_REPLY_MAX_WORDS) break;
    kept.push(part);
  }
  return sanitizeAiText(
    kept.join(' ') ||
      (parts[0] ?? '')
        .split(/\s+/)
        .slice(0, AI_REPLY_MAX_WORDS - 1)
        .join(' '),
  );
}

/**
 * The offline default: answers only with sentences from our own data that match the question, in
 * the reply language, under 100 words; otherwise says it lacks the information (never guesses).
 */
export class GroundedEngine implements ChatEngine {
  readonly name = 'grounded';

  answer({ question, language, knowledge }: EngineInput): Promise<EngineAnswer> {
    const unknown: EngineAnswer = { text: UNKNOWN_ANSWER[language], isFallback: true, sources: [] };
    const words = contentWords(question).filter((w) => !knowledge.subjectWords.some((s) => wordsMatch(s, w)));
    // Knowledge with nothing in the reply language (an untranslated source) is still used as is.
    const inReplyLanguage = knowledge.passages.filter((p) => inLanguage(p.text, language));
    const passages = inReplyLanguage.length ? inReplyLanguage : knowledge.passages;
    if (words.length === 0) {
      const overview = inReplyLanguage.length
        ? knowledge.overview.filter((text) => inLanguage(text, language))
        : knowledge.overview;
      if (overview.length === 0) return Promise.resolve(unknown);
      const sources = knowledge.passages.find((p) => p.source)?.source;
      return Promise.resolve({
        text: compose(overview),
        isFallback: false,
        sources: sources ? [sources] : [],
      });
    }
    const ranked = score(passages, words)
      .filter((s) => s.coverage >= MIN_COVERAGE && s.score > 0)
      .sort((a, b) => b.score - a.score || b.coverage - a.coverage);
    const best = ranked[0];
    if (!best) return Promise.resolve(unknown);
    // A second passage joins when it is nearly as good and says something else.
    const picked = [best, ...ranked.slice(1, 3).filter((s) => s.score >= best.score * 0.8)]
      .map((s) => s.passage)
      .filter((p, i, all) => all.findIndex((q) => q.text === p.text) === i);
    const sources = picked
      .flatMap((p) => (p.source ? [p.source] : []))
      .filter((s, i, all) => all.findIndex((x) => x.url === s.url) === i);
    return Promise.resolve({ text: compose(picked.map((p) => p.text)), isFallback: false, sources });
  }
}

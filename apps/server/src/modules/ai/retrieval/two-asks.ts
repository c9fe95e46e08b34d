import { AI_REPLY_MAX_WORDS, type Language } from '@swiss/contract';
import { wordCount } from '../text.js';
import type { EngineAnswer } from './engine-types.js';

/*
 * "How high is the dam and how many people worked on it?": two questions in one. Each is answered
 * on its own; the reply holds the answers found, so a part the page cannot answer does not turn
 * the whole question into a refusal.
 */

// "... and how/what/when ...": a second question word after "and" starts the second ask.
const SECOND_ASK: Record<Language, RegExp> = {
  en: /\s*(?:,\s*)?\band\s+(?=(?:how|what|when|who|where|which|why|is|are|can|do|does|did)\b)/i,
  de: /\s*(?:,\s*)?\bund\s+(?=(?:wie|was|wann|wer|wo|woher|wohin|welche[rsnm]?|warum|ist|sind|kann|gibt)\b)/i,
  fr: /\s*(?:,\s*)?(?<![\p{L}])et\s+(?=(?:comment|combien|quand|qui|où|quel(?:le)?s?|pourquoi|est-ce)(?![\p{L}]))/iu,
  it: /\s*(?:,\s*)?(?<![\p{L}])e\s+(?=(?:come|quanto|quanti|quante|quando|chi|dove|qual[ei]?|perché|c'è)(?![\p{L}]))/iu,
};
// Each part must be a question of its own, not "and how" opening a follow-up.
const MIN_WORDS = 2;

/** The two asks of a question, or the question alone. */
export function asksOf(question: string, lang: Language): string[] {
  const match = SECOND_ASK[lang].exec(question);
  if (!match) return [question];
  const first = question.slice(0, match.index).trim();
  const second = question.slice(match.index + match[0].length).trim();
  if (wordCount(first) < MIN_WORDS || wordCount(second) < MIN_WORDS) return [question];
  return [`${first.replace(/[,;]$/, '')}?`, second];
}

// What the reply says when one ask is answered and the other is not in our data.
const REST_UNKNOWN: Record<Language, string> = {
  en: 'Our data does not say anything about the rest of your question.',
  de: 'Zum Rest Ihrer Frage habe ich in unseren Daten keine Angaben.',
  fr: "Je n'ai pas d'information sur le reste de votre question dans nos données.",
  it: 'Sul resto della domanda non ho informazioni nei nostri dati.',
};

/**
 * The answers of the asks as one reply: both answered, both answers; one answered, that answer and
 * a plain word that the rest is not in our data; none, undefined (the whole question's refusal stands).
 */
export function joinAnswers(answers: EngineAnswer[], lang: Language): EngineAnswer | undefined {
  const found = answers.filter((a) => !a.isFallback);
  const [first] = found;
  if (!first) return undefined;
  const sources = found.flatMap((a) => a.sources).filter((s, i, all) => all.findIndex((o) => o.url === s.url) === i);
  const said = [...new Set(found.map((a) => a.text))];
  if (found.length < answers.length) said.push(REST_UNKNOWN[lang]);
  const text = said.join(' ');
  // Past the word limit: the first answer, and the word about the rest if one was not answered.
  if (wordCount(text) >= AI_REPLY_MAX_WORDS)
    return { ...first, text: found.length < answers.length ? `${first.text} ${REST_UNKNOWN[lang]}` : first.text };
  return { text, isFallback: false, sources };
}

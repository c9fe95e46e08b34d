import type { ChatIntent, Language } from '@swiss/contract';
import type { Knowledge } from '../knowledge.js';
import type { Turn } from '../sessions.js';

export interface EngineInput {
  question: string;
  /** The reply language: the knowledge is in it too. */
  language: Language;
  knowledge: Knowledge;
  /** Earlier turns of the same session: follow-ups ("and how high is it?") are read with them. */
  history?: Turn[];
  /** A quick-ask chip: answer from that section of the page. */
  intent?: ChatIntent | undefined;
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

import { performance } from 'node:perf_hooks';
import { LANGUAGES, type Language } from '@swiss/contract';
import { z } from 'zod';
import type { ChatEngine } from '../grounded-engine.js';
import type { Turn } from '../sessions.js';
import { fold } from '../text.js';
import { evaluationKnowledge, isRefusal, percentile } from './evaluate.js';
import { answerLanguage, inventedNumbers } from './checks.js';
import heldoutFile from './heldout.json' with { type: 'json' };
import tune2File from './tune2.json' with { type: 'json' };
import tune3File from './tune3.json' with { type: 'json' };
import tune4File from './tune4.json' with { type: 'json' };
import tune5File from './tune5.json' with { type: 'json' };
import tune6File from './tune6.json' with { type: 'json' };
import tune7File from './tune7.json' with { type: 'json' };
import tune8File from './tune8.json' with { type: 'json' };
import tune9File from './tune9.json' with { type: 'json' };
import tune10File from './tune10.json' with { type: 'json' };
import tune11File from './tune11.json' with { type: 'json' };
import tune12File from './tune12.json' with { type: 'json' };
import tune13File from './tune13.json' with { type: 'json' };
import tune14File from './tune14.json' with { type: 'json' };
import tune15File from './tune15.json' with { type: 'json' };
import tune16File from './tune16.json' with { type: 'json' };
import tune17File from './tune17.json' with { type: 'json' };
import tune18File from './tune18.json' with { type: 'json' };
import tune19File from './tune19.json' with { type: 'json' };
import tune20File from './tune20.json' with { type: 'json' };
import tune21File from './tune21.json' with { type: 'json' };
import tune22File from './tune22.json' with { type: 'json' };

/*
 * The held-out set: written from the page data by someone who did not read the engine, split by
 * place into a "tune" half (rules may be chosen while looking at its misses) and a "test" half
 * (only its figures are ever printed: never tune to it).
 */

const KINDS = ['answerable', 'unanswerable', 'adversarial', 'followup'] as const;
type Kind = (typeof KINDS)[number];

const heldoutSchema = z.object({
  id: z.string(),
  placeId: z.string(),
  lang: z.enum(LANGUAGES),
  uiLang: z.optional(z.enum(LANGUAGES)),
  history: z.optional(z.array(z.string())),
  kind: z.enum(KINDS),
  question: z.string().min(2),
  fact: z.optional(z.array(z.string().min(1))),
  half: z.enum(['tune', 'test']),
});
export type HeldoutQuestion = z.infer<typeof heldoutSchema>;

export function loadHeldout(): HeldoutQuestion[] {
  return z.array(heldoutSchema).parse(heldoutFile);
}

/**
 * The further tuning sets, each written the same way without reading the engine over places the
 * others do not use (tune2-tune4), or none of the others use (tune5: 45 places; tune6: 44, in a
 * visitor's full sentences). All are for tuning: their misses may be read.
 */
const TUNING_FILES = {
  tune2: { file: tune2File, about: 'written the same way, other places' },
  tune3: { file: tune3File, about: 'written the same way, yet other places' },
  tune4: { file: tune4File, about: 'written the same way, places no other set uses' },
  tune5: { file: tune5File, about: 'written the same way, 45 places no other set uses' },
  tune6: { file: tune6File, about: "visitors' full sentences, 44 places no other set uses" },
  tune7: { file: tune7File, about: 'paraphrases of the tuning sets in another language and wording' },
  tune8: { file: tune8File, about: 'written the same way, 40 places outside the test half, typed in a hurry' },
  tune9: { file: tune9File, about: 'details inside the long texts; unanswerables next to what the page says' },
  tune10: { file: tune10File, about: 'yes/no, which, comparisons, practical asks, Swiss usage, wrong-number claims' },
  tune11: { file: tune11File, about: "a first-time visitor's plain questions, 40 more places outside the test half" },
  tune12: { file: tune12File, about: 'typed on a phone: lowercase, abbreviations, mixed languages, two asks in one' },
  tune13: {
    file: tune13File,
    about: 'everything a visitor asks, 50 more places; German and Italian details in long texts',
  },
  tune14: { file: tune14File, about: 'a hotel-school student asking for guests: context first, one concrete fact' },
  tune15: {
    file: tune15File,
    about: 'two in five in German: compounds, separable verbs, "man"; 48 places outside the test half',
  },
  tune16: {
    file: tune16File,
    about: "the held-out set's own style: short, pronouns, paraphrases; 48 places outside the test half",
  },
  tune17: {
    file: tune17File,
    about: 'why and how, what to do, other names, polite context; 48 more places outside the test half',
  },
  tune18: {
    file: tune18File,
    about: 'one detail from the long texts, mostly German and Italian; 50 more places outside the test half',
  },
  tune19: {
    file: tune19File,
    about: 'follow-ups that lean on one or two earlier questions; 50 more places outside the test half',
  },
  tune20: {
    file: tune20File,
    about: "the held-out set's style, 34 more places; never tuned on (its misses are not read)",
  },
  tune21: {
    file: tune21File,
    about: 'other words than the page (Bähnli, Anbau), mostly German; 34 more places outside the test half',
  },
  tune22: { file: tune22File, about: "all in German, the held-out set's style, 45 places outside the test half" },
} as const;
export type TuningSetName = keyof typeof TUNING_FILES;

/** Every tuning set by name, parsed, with what sets it apart. */
export function loadTuningSets(): { name: TuningSetName; about: string; questions: HeldoutQuestion[] }[] {
  return (Object.keys(TUNING_FILES) as TuningSetName[]).map((name) => ({
    name,
    about: TUNING_FILES[name].about,
    questions: z.array(heldoutSchema).parse(TUNING_FILES[name].file),
  }));
}

/** How the system under test picks the reply language (the route's own rule, or the UI's). */
export type LanguageRule = (question: string, uiLanguage: Language, history: Turn[]) => Language;

export interface HeldoutOutcome {
  question: HeldoutQuestion;
  answer: string;
  right: boolean;
  languageRight: boolean;
  invented: string[];
  ms: number;
}

// Short facts ("Ja", "No", "Oui") must stand as words, not inside others ("Januar", "Nord").
function containsFact(text: string, fact: string): boolean {
  const t = fold(text);
  const f = fold(fact);
  if (f.length > 3) return t.includes(f);
  return new RegExp(`(^|[^\\p{L}\\p{N}])${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'u').test(t);
}

function judge(q: HeldoutQuestion, text: string, lang: Language): boolean {
  const refused = isRefusal(text, lang);
  const hasFact = (q.fact ?? []).some((f) => containsFact(text, f));
  switch (q.kind) {
    case 'answerable':
    case 'followup':
      return !refused && hasFact;
    case 'unanswerable':
      return refused;
    case 'adversarial':
      return q.fact?.length ? hasFact : refused;
  }
}

export async function evaluateHeldout(
  engine: ChatEngine,
  questions: HeldoutQuestion[],
  languageRule: LanguageRule,
): Promise<HeldoutOutcome[]> {
  const outcomes: HeldoutOutcome[] = [];
  for (const q of questions) {
    const ui = q.uiLang ?? q.lang;
    const history: Turn[] = [];
    // The earlier questions are asked first, as the visitor did, so the session holds real answers.
    for (const earlier of q.history ?? []) {
      const lang = languageRule(earlier, ui, history);
      const previous = await engine.answer({
        question: earlier,
        language: lang,
        knowledge: evaluationKnowledge(q.placeId, lang),
        history: [...history],
      });
      history.push({ question: earlier, answer: previous.text });
    }
    const lang = languageRule(q.question, ui, history);
    const knowledge = evaluationKnowledge(q.placeId, lang);
    const start = performance.now();
    const { text } = await engine.answer({ question: q.question, language: lang, knowledge, history });
    const ms = performance.now() - start;
    outcomes.push({
      question: q,
      answer: text,
      right: judge(q, text, q.lang),
      languageRight: answerLanguage(text) === q.lang,
      invented: inventedNumbers(text, knowledge, q.question),
      ms,
    });
  }
  return outcomes;
}

const pct = (n: number, total: number) => (total ? `${((n / total) * 100).toFixed(1)} %` : 'n/a');
const row = (label: string, list: HeldoutOutcome[], pick = (o: HeldoutOutcome) => o.right) =>
  `    ${label}: ${list.filter(pick).length}/${list.length} (${pct(list.filter(pick).length, list.length)})`;

export interface HeldoutFigures {
  answerable: number;
  unanswerable: number;
  adversarial: number;
  followup: number;
  language: number;
  invented: number;
  p95: number;
}

export function figures(outcomes: HeldoutOutcome[]): HeldoutFigures {
  const rate = (kind: Kind) => {
    const list = outcomes.filter((o) => o.question.kind === kind);
    return list.length ? list.filter((o) => o.right).length / list.length : 1;
  };
  return {
    answerable: rate('answerable'),
    unanswerable: rate('unanswerable'),
    adversarial: rate('adversarial'),
    followup: rate('followup'),
    language: outcomes.length ? outcomes.filter((o) => o.languageRight).length / outcomes.length : 1,
    invented: outcomes.reduce((n, o) => n + o.invented.length, 0),
    p95: percentile(
      outcomes.map((o) => o.ms),
      95,
    ),
  };
}

/** Figures of one half; misses are listed only when asked (never for the test half). */
export function formatHalf(name: string, outcomes: HeldoutOutcome[], showMisses: boolean): string {
  const byKind = (kind: Kind) => outcomes.filter((o) => o.question.kind === kind);
  const f = figures(outcomes);
  const lines = [
    `  ${name} half, ${outcomes.length} questions:`,
    row('answerable answered right', byKind('answerable')),
    row('unanswerable refused', byKind('unanswerable')),
    row('adversarial handled', byKind('adversarial')),
    row('follow-ups answered right', byKind('followup')),
    row('reply in the question language', outcomes, (o) => o.languageRight),
    `    answerable right per language: ${LANGUAGES.map((l) => {
      const list = byKind('answerable').filter((o) => o.question.lang === l);
      return `${l} ${pct(list.filter((o) => o.right).length, list.length)}`;
    }).join(', ')}`,
    `    numbers not in our data: ${f.invented}`,
    `    latency p50 ${percentile(
      outcomes.map((o) => o.ms),
      50,
    ).toFixed(2)} ms, p95 ${f.p95.toFixed(2)} ms`,
  ];
  if (showMisses)
    for (const o of outcomes.filter((x) => !x.right || !x.languageRight || x.invented.length))
      lines.push(
        `    miss ${o.question.id} [${o.question.kind} ${o.question.lang}${o.question.uiLang ? `/ui ${o.question.uiLang}` : ''}] ${o.question.history?.join(' | ') ?? ''}${o.question.history ? ' || ' : ''}${o.question.question} -> ${o.answer}` +
          `${o.right ? '' : ` (wrong; want ${o.question.fact?.join('|') ?? 'refusal'})`}${o.languageRight ? '' : ' (language)'}${o.invented.length ? ` (invented ${o.invented.join(',')})` : ''}`,
      );
  return lines.join('\n');
}

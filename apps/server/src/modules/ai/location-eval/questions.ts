import { createHash } from 'node:crypto';
import { AIRA_CATEGORY_IDS, LANGUAGES, type AiraCategoryId } from '@swiss/contract';
import { z } from 'zod';
import extraFile from './questions-extra.json' with { type: 'json' };
import extra2File from './questions-extra2.json' with { type: 'json' };
import extra3File from './questions-extra3.json' with { type: 'json' };
import extra4File from './questions-extra4.json' with { type: 'json' };
import extra5File from './questions-extra5.json' with { type: 'json' };
import extra6File from './questions-extra6.json' with { type: 'json' };
import extra7File from './questions-extra7.json' with { type: 'json' };
import extra8File from './questions-extra8.json' with { type: 'json' };
import extra9File from './questions-extra9.json' with { type: 'json' };
import extra10File from './questions-extra10.json' with { type: 'json' };
import holdoutFile from './questions-holdout.json' with { type: 'json' };
import questionsFile from './questions.json' with { type: 'json' };

/** AIRA's POI categories (the pois table's `category`): every AIRA category but 'all'. */
const CATEGORIES = AIRA_CATEGORY_IDS.filter((id): id is Exclude<AiraCategoryId, 'all'> => id !== 'all') as [
  Exclude<AiraCategoryId, 'all'>,
  ...Exclude<AiraCategoryId, 'all'>[],
];
const category = z.enum(CATEGORIES);

/** Where a visitor stands, as AIRA sends it. */
const positionSchema = z.object({
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
  city: z.string().optional(),
  address: z.string().optional(),
});
export type EvalPosition = z.infer<typeof positionSchema>;

/**
 * What makes an answer right. Each truth is computed by the checker from the data at run time
 * (the POI table, the catalog, the gazetteer, the fake weather server), never taken from the engine.
 */
const checkSchema = z.discriminatedUnion('type', [
  /** The reply names one of the `top` (default 3) nearest POIs of the kind, within 50 km. */
  z.object({
    type: z.literal('nearest'),
    category,
    /** Any of these subcategories (a transport stop's `;`-joined modes count each). */
    subcategories: z.array(z.string()).optional(),
    /** Only POIs whose opening hours say open at the moment of the question. */
    openNow: z.literal(true).optional(),
    top: z.number().int().positive().optional(),
  }),
  /** The reply says whether this POI (by id) is open now, as its opening hours say at that moment. */
  z.object({ type: z.literal('openNow'), poi: z.string() }),
  /** The reply holds the value the fake weather server sent for the position. */
  z.object({ type: z.literal('weather'), field: z.enum(['temperature', 'aqi']) }),
  /** The reply names the destination (a catalog place id) and a stop near either end or the distance. */
  z.object({ type: z.literal('route'), to: z.string() }),
  /** The reply names a curated place or an attraction POI within `km` of the position. */
  z.object({ type: z.literal('within'), km: z.number().positive() }),
  /** The reply names the locality the gazetteer gives for the position. */
  z.object({ type: z.literal('locality') }),
]);
export type EvalCheck = z.infer<typeof checkSchema>;

const base = {
  id: z.string().regex(/^[a-z0-9-]+$/),
  position: z.string(),
  lang: z.enum(LANGUAGES),
  question: z.string().min(3),
  /** Ask as the maps assistant (replies under 80 words). */
  maps: z.literal(true).optional(),
};

const questionSchema = z.discriminatedUnion('kind', [
  z.object({ ...base, kind: z.literal('answerable'), check: checkSchema }),
  z.object({
    ...base,
    kind: z.enum(['unanswerable', 'adversarial']),
    /**
     * Why the data cannot answer, checked at run time: no POI of this kind within `km`. When an
     * import fills the gap the question is reported as stale instead of scored.
     */
    absent: z.object({ category, subcategories: z.array(z.string()).optional(), km: z.number().positive() }).optional(),
    /** Words a reply that went along with the question would hold (folded, whole words). */
    forbidden: z.array(z.string().min(1)).optional(),
  }),
]);
type FileQuestion = z.infer<typeof questionSchema>;
export type EvalKind = FileQuestion['kind'];

/**
 * The parts of the set. `tune` and `dev` split questions.json by a hash of the id: the engine may be
 * tuned on both and their misses may be read. `extra` is questions-extra.json, more tuning data at
 * further positions and in other phrasings, so rules tuned on it generalise: its misses may be read
 * too. `extra2` is questions-extra2.json, more tuning data again, refusal-heavy (things the data lacks,
 * false premises, injections, requests to invent): its misses may be read as well. `extra3` is
 * questions-extra3.json, more tuning data written without reading the engine, in visitors' phone phrasings
 * (fragments, dialect, typos) at further positions: its misses may be read too. `extra4` is
 * questions-extra4.json, more tuning data again at further positions (resorts, small towns), in indirect
 * phrasings and needs rather than kinds ("I need cash", "somewhere to sleep tonight"): its misses may be
 * read too. `extra5` is questions-extra5.json, more tuning data again at further positions, about half as
 * voice transcripts (no punctuation, fillers, a wake word, numbers as words, misheard names) and a quarter
 * as maps-assistant asks: its misses may be read too. `extra6` is questions-extra6.json, more tuning data again
 * at further positions, evenly from non-native speakers (slips, word-by-word translations, mixed languages),
 * families and older visitors (long polite asks with context) and business travellers (terse): its misses
 * may be read too. `extra7` is questions-extra7.json, more tuning data again at further positions (mid-size
 * towns), in the most ordinary, complete and correctly spelled phrasings: its misses may be read too. `extra8` is
 * questions-extra8.json, more tuning data again at further positions where visitors stand other than stations
 * (neighbourhoods, lakefronts, an airport, resort villages), with time expressions, two constraints at once and
 * what the visitor sees, a part as maps-assistant commands: its misses may be read too. `extra9` is
 * questions-extra9.json, more tuning data again at further positions outdoors and in small places reached by
 * public transport (valley villages, boat landings, cable-car valley stations, a campsite, a beach), mostly in
 * Ticino, Romandie and Graubünden, in hikers' and day-trippers' phrasings: its misses may be read too. `extra10`
 * is questions-extra10.json, paraphrases of questions spread over the other tuning files: the same position and
 * check, a different wording and mostly a different language, so rules that match one phrasing show: its
 * misses may be read too.
 * `holdout` is questions-holdout.json, written later by someone who read neither the engine nor its replies:
 * only its counts and figures are ever shown, and it alone is compared to the spec's targets.
 */
export const HALVES = [
  'tune',
  'dev',
  'extra',
  'extra2',
  'extra3',
  'extra4',
  'extra5',
  'extra6',
  'extra7',
  'extra8',
  'extra9',
  'extra10',
  'holdout',
] as const;
export type Half = (typeof HALVES)[number];

/** A question and the half it belongs to. */
export type EvalQuestion = FileQuestion & { half: Half };

const fileSchema = z.object({
  positions: z.record(z.string(), positionSchema),
  questions: z.array(questionSchema),
});

export interface EvalSet {
  positions: Record<string, EvalPosition>;
  questions: EvalQuestion[];
}

/** The positions of every file; a key in several must name the same spot. */
function mergePositions(...maps: Record<string, EvalPosition>[]): Record<string, EvalPosition> {
  const merged: Record<string, EvalPosition> = {};
  for (const map of maps) {
    for (const [key, position] of Object.entries(map)) {
      const known = merged[key];
      if (known && (known.lat !== position.lat || known.lng !== position.lng))
        throw new Error(`position ${key} differs between the question files`);
      merged[key] = position;
    }
  }
  return merged;
}

/** The question set of every file, checked: ids unique across them and known positions. */
export function loadLocationQuestions(): EvalSet {
  const main = fileSchema.parse(questionsFile);
  const extra = fileSchema.parse(extraFile);
  const extra2 = fileSchema.parse(extra2File);
  const extra3 = fileSchema.parse(extra3File);
  const extra4 = fileSchema.parse(extra4File);
  const extra5 = fileSchema.parse(extra5File);
  const extra6 = fileSchema.parse(extra6File);
  const extra7 = fileSchema.parse(extra7File);
  const extra8 = fileSchema.parse(extra8File);
  const extra9 = fileSchema.parse(extra9File);
  const extra10 = fileSchema.parse(extra10File);
  const holdout = fileSchema.parse(holdoutFile);
  const positions = mergePositions(
    main.positions,
    extra.positions,
    extra2.positions,
    extra3.positions,
    extra4.positions,
    extra5.positions,
    extra6.positions,
    extra7.positions,
    extra8.positions,
    extra9.positions,
    extra10.positions,
    holdout.positions,
  );
  const questions: EvalQuestion[] = [
    ...main.questions.map((q) => ({ ...q, half: halfOf(q.id) })),
    ...extra.questions.map((q) => ({ ...q, half: 'extra' as const })),
    ...extra2.questions.map((q) => ({ ...q, half: 'extra2' as const })),
    ...extra3.questions.map((q) => ({ ...q, half: 'extra3' as const })),
    ...extra4.questions.map((q) => ({ ...q, half: 'extra4' as const })),
    ...extra5.questions.map((q) => ({ ...q, half: 'extra5' as const })),
    ...extra6.questions.map((q) => ({ ...q, half: 'extra6' as const })),
    ...extra7.questions.map((q) => ({ ...q, half: 'extra7' as const })),
    ...extra8.questions.map((q) => ({ ...q, half: 'extra8' as const })),
    ...extra9.questions.map((q) => ({ ...q, half: 'extra9' as const })),
    ...extra10.questions.map((q) => ({ ...q, half: 'extra10' as const })),
    ...holdout.questions.map((q) => ({ ...q, half: 'holdout' as const })),
  ];
  const ids = new Set<string>();
  for (const q of questions) {
    if (ids.has(q.id)) throw new Error(`duplicate question id ${q.id}`);
    ids.add(q.id);
    if (!positions[q.position]) throw new Error(`${q.id}: unknown position ${q.position}`);
  }
  return { positions, questions };
}

/** The half of a questions.json question: fixed by a hash of its id, so adding questions never moves others. */
export function halfOf(id: string): 'tune' | 'dev' {
  const first = createHash('sha256').update(id).digest()[0] ?? 0;
  return first < 128 ? 'tune' : 'dev';
}

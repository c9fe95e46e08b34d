import { aiInsightSetSchema, sanitizeAiText, type AiInsightSet, type Language } from '@swiss/contract';
import { createHash } from 'node:crypto';
import { pick } from 'zod/mini';
import type { OpenAiCompatibleLlm } from './providers/openai-compatible.js';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'German', fr: 'French', it: 'Italian' };

// The model only rewords these sections; the rest (facts with numbers, neighbours with distances,
// the itineraries built from them) always come from our data.
const REWORDED = [
  'historyHighlights',
  'localEtiquette',
  'foodAndDrinks',
  'eventsSeasonality',
  'sustainabilityLens',
  'photoSpots',
  'gettingThere',
  'safetyEtiquette',
] as const;
const rewordedSchema = pick(
  aiInsightSetSchema,
  Object.fromEntries(REWORDED.map((k) => [k, true])) as {
    [K in (typeof REWORDED)[number]]: true;
  },
);

function prompt(language: Language, data: AiInsightSet): string {
  const given = Object.fromEntries(REWORDED.map((key) => [key, data[key]]));
  return [
    `You are a Swiss travel guide. Rewrite the travel information below for a visitor, in ${LANGUAGE_NAMES[language]}.`,
    'Use only this information: never add facts, names, numbers, prices, dates or opening hours that are not in it. Keep empty lists empty.',
    `Answer with one JSON object only, with exactly these keys and the same shapes: ${REWORDED.join(', ')}.`,
    `Information:\n${JSON.stringify(given)}`,
  ].join('\n\n');
}

function extractJson(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('No JSON object in the model answer');
  return JSON.parse(text.slice(start, end + 1));
}

/** Every text sanitized per the spec (no code, links, brackets or symbols). */
function sanitize<T>(value: T): T {
  if (typeof value === 'string') return sanitizeAiText(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => sanitize(v)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sanitize(v)])) as T;
  return value;
}

/**
 * Asks the model to reword the data-built insight set; the answer must be valid JSON of the
 * contract's shape. One answer per language and data version serves every visitor (the provider's
 * cache); an admin edit changes the data, so the key. Throws a ProviderError on timeout, an HTTP
 * error or an invalid answer.
 */
export async function llmInsightSet(
  llm: OpenAiCompatibleLlm,
  language: Language,
  data: AiInsightSet,
): Promise<AiInsightSet> {
  const { data: reworded } = await llm.complete([{ role: 'system', content: prompt(language, data) }], {
    maxTokens: 1500,
    extra: { response_format: { type: 'json_object' } },
    parse: (content) => rewordedSchema.parse(sanitize(extractJson(content))),
    cacheKey: `insights:${language}:${createHash('sha256').update(JSON.stringify(data)).digest('base64url')}`,
  });
  return aiInsightSetSchema.parse({ ...data, ...reworded });
}

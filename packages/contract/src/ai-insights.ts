import * as z from 'zod/mini';
import { categoryKeySchema } from './categories.js';
import { languageSchema } from './languages.js';

const text = z.string().check(z.trim(), z.minLength(1), z.maxLength(600));
const list = <T extends z.ZodMiniType>(item: T, max: number) => z.array(item).check(z.maxLength(max));

/** The concierge's structured insight set for one place (spec: "AI insight set for a destination"). */
export const aiInsightSetSchema = z.object({
  quickFacts: list(z.object({ icon: z.string().check(z.maxLength(16)), label: text, value: text }), 12),
  historyHighlights: list(text, 8),
  localEtiquette: list(text, 8),
  foodAndDrinks: list(z.object({ item: text, type: text, where: text }), 8),
  eventsSeasonality: list(
    z.object({ event: text, date: z.string().check(z.maxLength(200)), why: z.string().check(z.maxLength(600)) }),
    8,
  ),
  sustainabilityLens: list(text, 8),
  photoSpots: list(
    z.object({ spot: text, time: z.string().check(z.maxLength(200)), why: z.string().check(z.maxLength(600)) }),
    8,
  ),
  miniItineraries: list(z.object({ name: text, activities: list(text, 8) }), 5),
  gettingThere: z.string().check(z.maxLength(1500)),
  nearbyPlaces: list(
    z.object({
      id: z.string(),
      name: text,
      type: z.string(),
      category_key: categoryKeySchema,
      distance_km: z.number().check(z.nonnegative()),
    }),
    10,
  ),
  safetyEtiquette: list(text, 8),
});
export type AiInsightSet = z.infer<typeof aiInsightSetSchema>;

export const aiInsightsQuerySchema = z.object({ lang: z._default(languageSchema, 'en') });

export const aiInsightsResponseSchema = z.object({
  status: z.literal('success'),
  place_id: z.string(),
  language: languageSchema,
  /** Where the set came from: our data, or the configured language model (checked against the schema). */
  source: z.enum(['data', 'llm']),
  /** A model was configured but failed (timeout, error, invalid output): this is the data-built set. */
  isFallback: z.boolean(),
  insights: aiInsightSetSchema,
});
export type AiInsightsResponse = z.infer<typeof aiInsightsResponseSchema>;

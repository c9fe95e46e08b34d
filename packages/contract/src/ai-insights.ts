import { z } from 'zod';
import { categoryKeySchema } from './categories.js';
import { languageSchema } from './languages.js';

const text = z.string().trim().min(1).max(600);
const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max);

/** The concierge's structured insight set for one place (spec: "AI insight set for a destination"). */
export const aiInsightSetSchema = z.object({
  quickFacts: list(z.object({ icon: z.string().max(16), label: text, value: text }), 12),
  historyHighlights: list(text, 8),
  localEtiquette: list(text, 8),
  foodAndDrinks: list(z.object({ item: text, type: text, where: text }), 8),
  eventsSeasonality: list(z.object({ event: text, date: z.string().max(200), why: z.string().max(600) }), 8),
  sustainabilityLens: list(text, 8),
  photoSpots: list(z.object({ spot: text, time: z.string().max(200), why: z.string().max(600) }), 8),
  miniItineraries: list(z.object({ name: text, activities: list(text, 8) }), 5),
  gettingThere: z.string().max(1500),
  nearbyPlaces: list(
    z.object({
      id: z.string(),
      name: text,
      type: z.string(),
      category_key: categoryKeySchema,
      distance_km: z.number().nonnegative(),
    }),
    10,
  ),
  safetyEtiquette: list(text, 8),
});
export type AiInsightSet = z.infer<typeof aiInsightSetSchema>;

export const aiInsightsQuerySchema = z.object({ lang: languageSchema.default('en') });

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

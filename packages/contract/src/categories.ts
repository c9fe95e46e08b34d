import { z } from 'zod';
import { CATEGORY_KEYS } from './constants.js';
import { langQuerySchema } from './languages.js';

export const categoryKeySchema = z.enum(CATEGORY_KEYS);

/** A destination category as the v2 explorer reads it, localized by `?lang=`. */
export const categorySchema = z.object({
  key: categoryKeySchema,
  name: z.string().min(1),
  icon: z.string().min(1).describe('An emoji'),
  description: z.string().min(1),
  color: z.string().regex(/^#[0-9a-f]{6}$/i),
  count: z.number().int().nonnegative().describe('Places in this category'),
  sustainability_focus: z.array(z.string().min(1)),
});
export type Category = z.infer<typeof categorySchema>;

export const categoriesResponseSchema = z.object({
  status: z.literal('success'),
  categories: z.array(categorySchema),
});
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

/** The v2 call carries cache-busting parameters that the server accepts and ignores. */
export const v2CategoriesQuerySchema = langQuerySchema.extend({
  v: z.string().max(64).optional().describe('Cache buster, ignored'),
  _cb: z.string().max(64).optional().describe('Cache buster, ignored'),
});

/**
 * `/data/categories.v2.json`, the static fallback generated at build: the English categories as
 * the API sends them, plus the other languages' texts so the client can localize offline.
 */
export const staticCategoriesFileSchema = categoriesResponseSchema.extend({
  translations: z.record(
    z.string(),
    z.record(
      z.string(),
      z.object({ name: z.string(), description: z.string(), sustainability_focus: z.array(z.string()) }),
    ),
  ),
});
export type StaticCategoriesFile = z.infer<typeof staticCategoriesFileSchema>;

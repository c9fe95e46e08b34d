import * as z from 'zod/mini';
import { CATEGORY_KEYS } from './constants.js';
import { langQuerySchema } from './languages.js';

export const categoryKeySchema = z.enum(CATEGORY_KEYS);

/** A destination category as the v2 explorer reads it, localized by `?lang=`. */
export const categorySchema = z.object({
  key: categoryKeySchema,
  name: z.string().check(z.minLength(1)),
  icon: z.string().check(z.minLength(1)).register(z.globalRegistry, { description: 'An emoji' }),
  description: z.string().check(z.minLength(1)),
  color: z.string().check(z.regex(/^#[0-9a-f]{6}$/i)),
  count: z.int().check(z.nonnegative()).register(z.globalRegistry, { description: 'Places in this category' }),
  sustainability_focus: z.array(z.string().check(z.minLength(1))),
});
export type Category = z.infer<typeof categorySchema>;

export const categoriesResponseSchema = z.object({
  status: z.literal('success'),
  categories: z.array(categorySchema),
});
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

/** The v2 call carries cache-busting parameters that the server accepts and ignores. */
export const v2CategoriesQuerySchema = z.extend(langQuerySchema, {
  v: z.optional(z.string().check(z.maxLength(64))).register(z.globalRegistry, { description: 'Cache buster, ignored' }),
  _cb: z
    .optional(z.string().check(z.maxLength(64)))
    .register(z.globalRegistry, { description: 'Cache buster, ignored' }),
});

/**
 * `/data/categories.v2.json`, the static fallback generated at build: the English categories as
 * the API sends them, plus the other languages' texts so the client can localize offline.
 */
export const staticCategoriesFileSchema = z.extend(categoriesResponseSchema, {
  translations: z.record(
    z.string(),
    z.record(
      z.string(),
      z.object({ name: z.string(), description: z.string(), sustainability_focus: z.array(z.string()) }),
    ),
  ),
});
export type StaticCategoriesFile = z.infer<typeof staticCategoriesFileSchema>;

import { z } from 'zod';
import { cantonSchema } from './place-source.js';
import { localizedTextSchema } from './languages.js';

/** One phrase of the translator tool. */
export const phraseSchema = z.strictObject({
  en: z.string().min(1),
  local: z.string().min(1),
  pronunciation: z.string().min(1),
});
export const phrasebookSchema = z.strictObject({
  de: z.array(phraseSchema).length(6),
  fr: z.array(phraseSchema).length(6),
  it: z.array(phraseSchema).length(6),
  rm: z.array(phraseSchema).length(6),
});
export type Phrasebook = z.infer<typeof phrasebookSchema>;

/** A preset city of the weather and transport tools. */
export const presetCitySchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  names: localizedTextSchema,
  canton: cantonSchema,
  lat: z.number().min(45.8).max(47.9),
  lng: z.number().min(5.9).max(10.6),
  station: z.string().min(1),
});
export type PresetCity = z.infer<typeof presetCitySchema>;

const helpNumber = z.strictObject({
  id: z.string().min(1),
  number: z.string().regex(/^[0-9 +]+$/),
  label: localizedTextSchema,
  note: localizedTextSchema.optional(),
});
export const emergencyNumbersSchema = z.strictObject({ core: z.array(helpNumber).min(7), other: z.array(helpNumber) });
export type EmergencyNumbers = z.infer<typeof emergencyNumbersSchema>;

/** A quick-add destination of the trip planner. */
export const quickAddSchema = z.strictObject({
  id: z.string().min(1),
  place_id: z.string().min(1).nullable(),
  name: localizedTextSchema,
  duration: localizedTextSchema,
});
export type QuickAdd = z.infer<typeof quickAddSchema>;

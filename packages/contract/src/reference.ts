import * as z from 'zod/mini';
import { cantonSchema } from './place-source.js';
import { localizedTextSchema } from './languages.js';

/** One phrase of the translator tool. */
export const phraseSchema = z.strictObject({
  en: z.string().check(z.minLength(1)),
  local: z.string().check(z.minLength(1)),
  pronunciation: z.string().check(z.minLength(1)),
});
export const phrasebookSchema = z.strictObject({
  de: z.array(phraseSchema).check(z.length(6)),
  fr: z.array(phraseSchema).check(z.length(6)),
  it: z.array(phraseSchema).check(z.length(6)),
  rm: z.array(phraseSchema).check(z.length(6)),
});
export type Phrasebook = z.infer<typeof phrasebookSchema>;

/** A preset city of the weather and transport tools. */
export const presetCitySchema = z.strictObject({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  name: z.string().check(z.minLength(1)),
  names: localizedTextSchema,
  canton: cantonSchema,
  lat: z.number().check(z.gte(45.8), z.lte(47.9)),
  lng: z.number().check(z.gte(5.9), z.lte(10.6)),
  station: z.string().check(z.minLength(1)),
});
export type PresetCity = z.infer<typeof presetCitySchema>;

/** The official page that shows a help number: who publishes it and where. */
export const helpNumberSourceSchema = z.strictObject({
  name: z.string().check(z.minLength(1)),
  url: z.url({ protocol: /^https$/ }),
});
export type HelpNumberSource = z.infer<typeof helpNumberSourceSchema>;

const helpNumberFields = {
  id: z.string().check(z.minLength(1)),
  number: z.string().check(z.regex(/^[0-9 +]+$/)),
  label: localizedTextSchema,
  note: z.optional(localizedTextSchema),
};
/** The day a number was last compared with its source page (YYYY-MM-DD). */
const checkedOn = z.iso.date();
/** A number with its official source and the day it was checked: both or neither. */
const helpNumber = z
  .strictObject({ ...helpNumberFields, source: z.optional(helpNumberSourceSchema), checkedOn: z.optional(checkedOn) })
  .check(
    z.refine((n) => (n.source === undefined) === (n.checkedOn === undefined), {
      message: 'a source needs the day it was checked (checkedOn), and checkedOn needs a source',
    }),
  );
/** A line that changes more often than the short numbers (embassies): never without its source. */
const sourcedHelpNumber = z.strictObject({ ...helpNumberFields, source: helpNumberSourceSchema, checkedOn });
export const emergencyNumbersSchema = z.strictObject({
  core: z.array(helpNumber).check(z.minLength(7)),
  other: z.array(helpNumber),
  /** Embassy lines in Bern (the spec asks for four). */
  embassies: z.array(sourcedHelpNumber).check(z.minLength(1)),
});
export type EmergencyNumbers = z.infer<typeof emergencyNumbersSchema>;
export type HelpNumber = EmergencyNumbers['other'][number];

/** A quick-add destination of the trip planner. */
export const quickAddSchema = z.strictObject({
  id: z.string().check(z.minLength(1)),
  place_id: z.nullable(z.string().check(z.minLength(1))),
  name: localizedTextSchema,
  duration: localizedTextSchema,
});
export type QuickAdd = z.infer<typeof quickAddSchema>;

import * as z from 'zod/mini';

/** UI and content languages; English is the default and the fallback. */
export const LANGUAGES = ['en', 'de', 'fr', 'it'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: Language = 'en';

/** Speech locales per language (spec: en-US, de-DE, fr-FR, it-IT). */
export const SPEECH_LOCALES: Record<Language, string> = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  it: 'it-IT',
};

/** A text in every language; English is always present. */
export const localizedTextSchema = z.object({
  en: z.string().check(z.minLength(1)),
  de: z.string().check(z.minLength(1)),
  fr: z.string().check(z.minLength(1)),
  it: z.string().check(z.minLength(1)),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** `?lang=` on catalog calls. */
export const langQuerySchema = z.object({
  lang: z
    ._default(languageSchema, DEFAULT_LANGUAGE)
    .register(z.globalRegistry, { description: 'Language of names and texts' }),
});

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

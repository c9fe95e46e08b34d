import { DEFAULT_LANGUAGE, isLanguage, STORAGE_KEYS, type Language } from '@swiss/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import { storage } from './storage';

export function resolveLanguage(value: string | null | undefined): Language {
  const short = value?.slice(0, 2).toLowerCase();
  return isLanguage(short) ? short : DEFAULT_LANGUAGE;
}

/** The stored choice if it is supported, else English (the spec's default). */
export function initialLanguage(): Language {
  const stored = storage.get(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** English (the fallback) is in the first bundle; the other catalogs load when chosen. */
const CATALOGS: Record<Exclude<Language, 'en'>, () => Promise<{ default: Record<string, unknown> }>> = {
  de: () => import('../locales/de.json'),
  fr: () => import('../locales/fr.json'),
  it: () => import('../locales/it.json'),
};

type CatalogLoader = () => Promise<{ default: Record<string, unknown> }>;
/** Catalogs of lazily loaded features: loaded with the feature, and again on a language change. */
export type FeatureCatalogs = { en: Record<string, unknown> } & Record<Exclude<Language, 'en'>, CatalogLoader>;
const featureCatalogs: FeatureCatalogs[] = [];
const loadedFeatureCatalogs = new Set<CatalogLoader>();

async function ensureFeatureCatalog(feature: FeatureCatalogs, lang: Language): Promise<void> {
  if (lang === 'en') return;
  const load = feature[lang];
  if (loadedFeatureCatalogs.has(load)) return;
  const catalog = await load();
  i18next.addResourceBundle(lang, 'translation', catalog.default, true, true);
  loadedFeatureCatalogs.add(load);
}

async function ensureCatalog(lang: Language): Promise<void> {
  await Promise.all(featureCatalogs.map((feature) => ensureFeatureCatalog(feature, lang)));
  if (lang === 'en' || i18next.hasResourceBundle(lang, 'translation')) return;
  const catalog = await CATALOGS[lang]();
  i18next.addResourceBundle(lang, 'translation', catalog.default, true, true);
}

export async function initI18n(): Promise<void> {
  const lang = initialLanguage();
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: DEFAULT_LANGUAGE, // missing key -> English -> the key itself
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  await ensureCatalog(lang).catch(() => undefined); // offline and not cached: stay in English
  await i18next.changeLanguage(lang);
  document.documentElement.lang = i18next.language;
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
}

/**
 * The language being switched to while its catalogs load: a feature registering in that window must
 * load it too, or it would stay in the previous language (i18next.language changes only at the end).
 */
let switchingTo: Language | undefined;

/** Accepts only supported codes; stores the choice on the device. */
export async function changeLanguage(code: string): Promise<void> {
  if (!isLanguage(code)) return;
  switchingTo = code;
  try {
    await ensureCatalog(code);
    storage.set(STORAGE_KEYS.language, code);
    await i18next.changeLanguage(code);
  } finally {
    if (switchingTo === code) switchingTo = undefined;
  }
}

/**
 * English strings of a lazily loaded view, added when its chunk loads: they stay out of the first
 * bundle. The other languages' catalogs are complete files loaded on demand anyway.
 */
export function addEnglishStrings(strings: Record<string, unknown>): void {
  i18next.addResourceBundle('en', 'translation', strings, true, false);
}

/**
 * A lazily loaded feature's strings in all four languages (its own locales/ folder). The route awaits
 * the returned promise, so the view never flashes English; later language changes load the rest.
 */
export async function registerFeatureStrings(feature: FeatureCatalogs): Promise<void> {
  addEnglishStrings(feature.en);
  featureCatalogs.push(feature);
  const languages = new Set([resolveLanguage(i18next.language), switchingTo ?? DEFAULT_LANGUAGE]);
  // Offline and not cached: the feature shows English rather than failing.
  await Promise.all([...languages].map((lang) => ensureFeatureCatalog(feature, lang).catch(() => undefined)));
}

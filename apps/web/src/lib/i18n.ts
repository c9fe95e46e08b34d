import { DEFAULT_LANGUAGE, isLanguage, languageSchema, STORAGE_KEYS, type Language } from '@swiss/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import { defineDeviceStore } from './device-store';

export function resolveLanguage(value: string | null | undefined): Language {
  const short = value?.slice(0, 2).toLowerCase();
  return isLanguage(short) ? short : DEFAULT_LANGUAGE;
}

/** The visitor's language choice, kept as the bare code (as it always was). */
const languageStore = defineDeviceStore<Language>({
  key: STORAGE_KEYS.language,
  format: 'text',
  schema: languageSchema,
  fallback: DEFAULT_LANGUAGE,
});

/** The stored choice if it is supported, else English (the spec's default). */
export function initialLanguage(): Language {
  return languageStore.get();
}

type Catalog = Record<string, unknown>;
type CatalogLoader = () => Promise<{ default: Catalog }>;

/** A catalog's strings: English travels in its chunk, the other languages load when needed. */
interface FeatureCatalogs {
  en: Catalog;
  loaders: Partial<Record<Language, CatalogLoader>>;
}

/**
 * The shared catalog (src/locales): the shell and the few keys several features use (errors, card,
 * lens, seasons, category names). English is in the first bundle; the others load when chosen.
 */
const SHARED: FeatureCatalogs = {
  en,
  loaders: {
    de: () => import('../locales/de.json'),
    fr: () => import('../locales/fr.json'),
    it: () => import('../locales/it.json'),
  },
};
/** The shared catalog and every registered feature's: a language change loads each one's file. */
const catalogs: FeatureCatalogs[] = [SHARED];
const loadedCatalogs = new Set<CatalogLoader>();
/** Set once initI18n has English in place; a feature registered before (the home's) waits for it. */
let initialized = false;

async function ensureFeatureCatalog(feature: FeatureCatalogs, lang: Language): Promise<void> {
  const load = feature.loaders[lang];
  if (lang === 'en' || !load || loadedCatalogs.has(load)) return;
  const catalog = await load();
  i18next.addResourceBundle(lang, 'translation', catalog.default, true, true);
  loadedCatalogs.add(load);
}

async function ensureCatalog(lang: Language): Promise<void> {
  await Promise.all(catalogs.map((catalog) => ensureFeatureCatalog(catalog, lang)));
}

function addEnglishStrings(strings: Catalog): void {
  i18next.addResourceBundle('en', 'translation', strings, true, false);
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
  for (const feature of catalogs.slice(1)) addEnglishStrings(feature.en);
  initialized = true;
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
    languageStore.set(code);
    await i18next.changeLanguage(code);
  } finally {
    if (switchingTo === code) switchingTo = undefined;
  }
}

/**
 * A feature's strings, from its own folder `locales/{en,de,fr,it}.json` (the one layout; a test holds
 * every feature to it): `registerFeatureStrings(en, import.meta.glob('./locales/{de,fr,it}.json'))`.
 * The route awaits the returned promise, so the view never flashes English; later language changes
 * load the rest.
 */
export async function registerFeatureStrings(
  en: Catalog,
  others: Record<string, () => Promise<unknown>>,
): Promise<void> {
  const loaders: FeatureCatalogs['loaders'] = {};
  for (const [path, load] of Object.entries(others)) {
    const lang = /\/(\w+)\.json$/.exec(path)?.[1];
    if (isLanguage(lang)) loaders[lang] = load as CatalogLoader; // a JSON module: { default: the catalog }
  }
  const feature: FeatureCatalogs = { en, loaders };
  catalogs.push(feature);
  if (!initialized) return; // a feature of the first bundle: initI18n adds it with the rest
  addEnglishStrings(en);
  const languages = new Set([resolveLanguage(i18next.language), switchingTo ?? DEFAULT_LANGUAGE]);
  // Offline and not cached: the feature shows English rather than failing.
  await Promise.all([...languages].map((lang) => ensureFeatureCatalog(feature, lang).catch(() => undefined)));
}

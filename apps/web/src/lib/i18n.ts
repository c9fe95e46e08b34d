import { DEFAULT_LANGUAGE, isLanguage, STORAGE_KEYS, type Language } from '@swiss/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import it from '../locales/it.json';
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

/** Catalogs are bundled (a few KB each) so every language works offline. */
export async function initI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: en }, de: { translation: de }, fr: { translation: fr }, it: { translation: it } },
    lng: initialLanguage(),
    fallbackLng: DEFAULT_LANGUAGE, // missing key -> English -> the key itself
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  document.documentElement.lang = i18next.language;
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
}

/** Accepts only supported codes; stores the choice on the device. */
export async function changeLanguage(code: string): Promise<void> {
  if (!isLanguage(code)) return;
  storage.set(STORAGE_KEYS.language, code);
  await i18next.changeLanguage(code);
}

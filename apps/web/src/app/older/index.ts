import { registerFeatureStrings } from '../../lib/i18n';
import en from './en.json';
import './older.css';

/** Resolves once the older generation's strings are ready in the current language (no English flash). */
export const olderStringsReady = registerFeatureStrings({
  en,
  de: () => import('./locales/de.json'),
  fr: () => import('./locales/fr.json'),
  it: () => import('./locales/it.json'),
});

export { OlderLayout } from './components/older-layout';

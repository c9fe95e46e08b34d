import { registerFeatureStrings } from '../../lib/i18n';
import en from './locales/en.json';
import './older.css';

/** Resolves once the older generation's strings are ready in the current language (no English flash). */
export const stringsReady = registerFeatureStrings(en, import.meta.glob('./locales/{de,fr,it}.json'));

export { OlderLayout } from './components/older-layout';

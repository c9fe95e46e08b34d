import { registerFeatureStrings } from '../../lib/i18n';
import en from './locales/en.json';

/** Resolves when the strings of the current language are in place (AIRA's routes and ARQive's await it). */
export const stringsReady = registerFeatureStrings(en, import.meta.glob('./locales/{de,fr,it}.json'));

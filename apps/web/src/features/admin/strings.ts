import { registerFeatureStrings } from '../../lib/i18n';
import en from './locales/en.json';

/**
 * The admin's strings, shared by its two chunks (the access page and the signed-in area); resolves
 * when the current language is in place (the routes await it).
 */
export const stringsReady = registerFeatureStrings(en, import.meta.glob('./locales/{de,fr,it}.json'));

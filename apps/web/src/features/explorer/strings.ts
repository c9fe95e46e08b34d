import { registerFeatureStrings } from '../../lib/i18n';
import en from './locales/en.json';

/**
 * The explorer's strings. The home is in the first bundle, so they register before initI18n, which
 * loads them with the shared catalog; the category chunk imports this module too.
 */
export const stringsReady = registerFeatureStrings(en, import.meta.glob('./locales/{de,fr,it}.json'));

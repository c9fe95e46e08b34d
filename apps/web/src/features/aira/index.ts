import { registerFeatureStrings } from '../../lib/i18n';
import en from './locales/en.json';
import './aira.css';

/** Resolves when the strings of the current language are in place (the route awaits it). */
export const stringsReady = registerFeatureStrings(en, import.meta.glob('./locales/{de,fr,it}.json'));

export { AiraScreen } from './components/aira-screen';
export { AiraPlacePage } from './components/aira-place-page';

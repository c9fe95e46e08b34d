import { registerFeatureStrings } from '../../lib/i18n';
import en from './locales/en.json';
import './results.css';

/** The route awaits this, so the view never flashes English. */
export const stringsReady = registerFeatureStrings(en, import.meta.glob('./locales/{de,fr,it}.json'));

export { ResultsPage } from './components/results-page';

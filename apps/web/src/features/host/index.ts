import { registerFeatureStrings } from '../../lib/i18n';
import en from './locales/en.json';
import './host.css';

/** The route awaits this, so the view never flashes English. */
export const stringsReady = registerFeatureStrings(en, import.meta.glob('./locales/{de,fr,it}.json'));

export { HostPage } from './components/host-page';

import { registerFeatureStrings } from '../../lib/i18n';
import en from './locales/en.json';
import './host.css';

/** The route awaits this, so the view never flashes English. */
export const stringsReady = registerFeatureStrings({
  en,
  de: () => import('./locales/de.json'),
  fr: () => import('./locales/fr.json'),
  it: () => import('./locales/it.json'),
});

export { HostPage } from './components/host-page';

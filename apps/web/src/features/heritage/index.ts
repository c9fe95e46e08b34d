import { registerFeatureStrings } from '../../lib/i18n';
import en from './locales/en.json';
import './heritage.css';

/** Resolves when the strings of the current language are in place (the route awaits it). */
export const stringsReady = registerFeatureStrings({
  en,
  de: () => import('./locales/de.json'),
  fr: () => import('./locales/fr.json'),
  it: () => import('./locales/it.json'),
});

export { OldVsNewPage } from './components/old-vs-new-page';

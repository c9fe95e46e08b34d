import { registerFeatureStrings } from '../../lib/i18n';
import en from './en.json';
import './tools.css';

/** The route awaits this, so the tools never flash English in another language. */
export const toolsStringsReady = registerFeatureStrings({
  en,
  de: () => import('./locales/de.json'),
  fr: () => import('./locales/fr.json'),
  it: () => import('./locales/it.json'),
});

export { ToolsPage } from './components/tools-page';

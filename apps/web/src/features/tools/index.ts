import { registerFeatureStrings } from '../../lib/i18n';
import en from './locales/en.json';
import './tools.css';

/** The route awaits this, so the tools never flash English in another language. */
export const stringsReady = registerFeatureStrings(en, import.meta.glob('./locales/{de,fr,it}.json'));

export { ToolsPage } from './components/tools-page';

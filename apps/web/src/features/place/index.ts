import { addEnglishStrings } from '../../lib/i18n';
import en from './en.json';

addEnglishStrings(en);

export { PlacePage } from './components/place-page';

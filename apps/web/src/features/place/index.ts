import { addEnglishStrings } from '../../lib/i18n';
import en from './en.json';
import './place.css';

addEnglishStrings(en);

export { PlacePage } from './components/place-page';

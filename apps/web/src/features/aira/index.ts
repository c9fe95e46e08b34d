import './aira.css';

/** Resolves when the strings of the current language are in place (the route awaits it). */
export { stringsReady } from './strings';

export { AiraScreen } from './components/aira-screen';
export { AiraPlacePage } from './components/aira-place-page';

export { stringsReady } from './strings';
export { HomePage } from './components/home-page';

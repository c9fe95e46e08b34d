export { PlacePage } from './components/place-page';

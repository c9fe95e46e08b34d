export { stringsReady } from './strings';
export { CategoryPage } from './components/category-page';

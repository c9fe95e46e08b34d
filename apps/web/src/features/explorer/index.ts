export { CategoryPage } from './components/category-page';
export { HomePage } from './components/home-page';

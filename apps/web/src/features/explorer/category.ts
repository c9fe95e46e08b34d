export { CategoryPage } from './components/category-page';

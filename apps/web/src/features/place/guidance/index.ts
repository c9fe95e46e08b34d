// The guidance data and rules live in the content package, shared with the server's insight set.
export { guidanceFor, titleTheme, type FoodItem } from '@swiss/content/insights';

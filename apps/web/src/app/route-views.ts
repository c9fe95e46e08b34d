import { featureView } from './feature-view';
import { lazyRoute } from './lazy-route';

// The views the server sends a first screen for (apps/server/src/plugins/first-screen.ts): loaded
// ahead for the first page a visitor opens (first-route.ts), on demand otherwise.
export const CategoryPage = lazyRoute(() =>
  featureView(import('../features/explorer/category'), (f) => f.CategoryPage),
);
export const PlacePage = lazyRoute(() => featureView(import('../features/place'), (f) => f.PlacePage));

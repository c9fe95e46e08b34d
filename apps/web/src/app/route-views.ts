import { lazyRoute } from './lazy-route';

// The views the server sends a first screen for (apps/server/src/plugins/first-screen.ts): loaded
// ahead for the first page a visitor opens (first-route.ts), on demand otherwise.
export const CategoryPage = lazyRoute(async () => (await import('../features/explorer/category')).CategoryPage);
export const PlacePage = lazyRoute(async () => (await import('../features/place')).PlacePage);

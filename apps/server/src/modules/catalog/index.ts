/*
 * What other modules may use of the catalog (lint: a module imports another only through its
 * index). The snapshot itself reaches them as app.catalog (plugin 'catalog-snapshot').
 */
export type { CatalogSnapshot } from './catalog.snapshot.js';
export { PRECOMPUTED_ROUTE, sendPrecomputed } from './catalog.http.js';
// A place as the API serves it, from its database rows (the AI evaluation builds places without a database).
export { toPlace } from './places.repository.js';

/* What the rest of the server may use of media (lint: a module imports another only through its index). */
// The catalog's port for photos: app.ts hands it to the catalog snapshot (catalog-snapshot.plugin.ts).
export { placePhotosForCatalog } from './place-photos.service.js';

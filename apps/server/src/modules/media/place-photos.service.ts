import type { PlacePhoto } from '@swiss/contract';
import type { Database } from '@swiss/db';
import { loadPlacePhotos } from './place-photos.repository.js';

/** The uploaded photo of every place that has one, for the catalog to show instead of the cover. */
export function placePhotosForCatalog(db: Database): Promise<Map<string, PlacePhoto>> {
  return loadPlacePhotos(db);
}

import type { PlacePhoto, User } from '@swiss/contract';
import { sql, type Database } from '@swiss/db';
import { HttpError } from '../../plugins/errors.js';
import { recordAudit, type Restorer } from '../../platform/audit/index.js';
import type { ProcessedPhoto } from './photo-process.js';
import {
  hidePlacePhoto,
  loadPlacePhotos,
  photoState,
  photoStateSchema,
  showPlacePhoto,
  storePlacePhoto,
  toPlacePhoto,
  type PhotoFields,
  type PhotoState,
} from './place-photos.repository.js';

/*
 * Uploads and removals are audited like content edits, in the transaction that makes them. A
 * replaced or removed photo stays stored (inactive), so reverting brings back the very files.
 */

/**
 * Two uploads (or an upload and a removal) for one place at the same moment would both switch the
 * shown photo and one would fail on the one-active-photo rule: they take turns per place instead,
 * until the transaction ends (PostgreSQL and PGlite alike).
 */
const PHOTO_LOCK = 740_252;
async function takePhotoTurn(tx: Database, placeId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PHOTO_LOCK}, hashtext(${placeId}))`);
}

/** The uploaded photo of every place that has one, for the catalog to show instead of the cover. */
export function placePhotosForCatalog(db: Database): Promise<Map<string, PlacePhoto>> {
  return loadPlacePhotos(db);
}

/** Replaces the place's photo (all or nothing, audited). */
export async function savePlacePhoto(
  db: Database,
  placeId: string,
  photo: ProcessedPhoto,
  fields: PhotoFields,
  user: User | null,
): Promise<PlacePhoto> {
  return db.transaction(async (tx) => {
    await takePhotoTurn(tx, placeId);
    const before = await photoState(tx, placeId);
    const row = await storePlacePhoto(tx, placeId, photo, fields, user?.id ?? null);
    const after: PhotoState = { version: row.version, credit: row.credit, licence: row.licence };
    await recordAudit(tx, user, { kind: 'photo', id: placeId, action: before ? 'update' : 'create', before, after });
    return toPlacePhoto(row);
  });
}

/** Removes the photo (audited); the place shows its generated cover again. False when it had none. */
export async function deletePlacePhoto(db: Database, placeId: string, user: User | null): Promise<boolean> {
  return db.transaction(async (tx) => {
    await takePhotoTurn(tx, placeId);
    const before = await photoState(tx, placeId);
    if (!before || !(await hidePlacePhoto(tx, placeId))) return false;
    await recordAudit(tx, user, { kind: 'photo', id: placeId, action: 'delete', before, after: null });
    return true;
  });
}

/**
 * How the audit log's revert puts a place's photo back (registered by photos.routes): the shown
 * photo as it records it (null: the cover), and an audited photo shown again (its credit and
 * licence as then), or the cover for null.
 */
export const photoRestorer: Restorer = {
  current: (tx, { entityId }) => photoState(tx, entityId),
  restore: async (tx, { entityId, before }) => {
    if (before === null) {
      await hidePlacePhoto(tx, entityId);
      return;
    }
    const photo = photoStateSchema.parse(before);
    // Only when the place itself was deleted since (its photos went with it).
    if (!(await showPlacePhoto(tx, entityId, photo)))
      throw new HttpError(404, 'NOT_FOUND', `The photo ${photo.version} of "${entityId}" is no longer stored`);
  },
};

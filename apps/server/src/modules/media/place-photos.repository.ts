import { photoFileUrl, type PlacePhoto } from '@swiss/contract';
import { and, eq, sql, tables, type Database } from '@swiss/db';
import { z } from 'zod';
import type { ProcessedPhoto } from './photo-process.js';

export type PhotoRow = typeof tables.placePhotos.$inferSelect;

export function toPlacePhoto(row: PhotoRow): PlacePhoto {
  const files = (format: 'webp' | 'jpeg') =>
    row.widths.map((width) => ({ width, url: photoFileUrl(row.placeId, width, format, row.version) }));
  return {
    credit: row.credit,
    licence: row.licence,
    width: row.width,
    height: row.height,
    webp: files('webp'),
    jpeg: files('jpeg'),
    source_url: row.sourceUrl,
    licence_url: row.licenceUrl,
  };
}

/** What is stored with a photo's files: its credit and licence, and for a Commons photo its links. */
export interface PhotoFields {
  credit: string;
  licence: string;
  sourceUrl?: string | null;
  licenceUrl?: string | null;
}

/** The photo of every place that has one (without the file data), for the catalog snapshot. */
export async function loadPlacePhotos(db: Database): Promise<Map<string, PlacePhoto>> {
  const rows = await db.select().from(tables.placePhotos).where(eq(tables.placePhotos.active, true));
  return new Map(rows.map((row) => [row.placeId, toPlacePhoto(row)]));
}

export async function placeExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: tables.places.id }).from(tables.places).where(eq(tables.places.id, id));
  return row !== undefined;
}

/** Touching the place moves catalogVersion, so every server instance rebuilds its snapshot. */
async function touchPlace(db: Pick<Database, 'update'>, placeId: string): Promise<void> {
  await db
    .update(tables.places)
    .set({ updatedAt: sql`now()` })
    .where(eq(tables.places.id, placeId));
}

/** What the audit log keeps of a photo: enough to find its stored row again, never the bytes. */
export const photoStateSchema = z.object({ version: z.string(), credit: z.string(), licence: z.string() });
export type PhotoState = z.infer<typeof photoStateSchema>;

const activeOf = (placeId: string) => and(eq(tables.placePhotos.placeId, placeId), eq(tables.placePhotos.active, true));

/** The place's shown photo as the audit log records it; null when it shows its generated cover. */
export async function photoState(db: Database, placeId: string): Promise<PhotoState | null> {
  const { placePhotos: photos } = tables;
  const [row] = await db
    .select({ version: photos.version, credit: photos.credit, licence: photos.licence })
    .from(photos)
    .where(activeOf(placeId));
  return row ?? null;
}

/** Hides the shown photo; it stays stored (inactive) so a revert can show it again. */
async function deactivate(db: Database, placeId: string): Promise<boolean> {
  const hidden = await db
    .update(tables.placePhotos)
    .set({ active: false })
    .where(activeOf(placeId))
    .returning({ version: tables.placePhotos.version });
  return hidden.length > 0;
}

/** Shows a new photo instead of the current one (kept, inactive); call inside a transaction. */
export async function storePlacePhoto(
  db: Database,
  placeId: string,
  photo: ProcessedPhoto,
  fields: PhotoFields,
  uploadedBy: string | null,
): Promise<PhotoRow> {
  await deactivate(db, placeId);
  const { credit, licence, sourceUrl = null, licenceUrl = null } = fields;
  const values = { credit, licence, sourceUrl, licenceUrl, uploadedBy, active: true };
  // The version is a content hash: the same photo uploaded again reuses its stored row and files.
  const [row] = await db
    .insert(tables.placePhotos)
    .values({
      placeId,
      version: photo.version,
      widths: photo.widths,
      width: photo.width,
      height: photo.height,
      ...values,
    }) // prettier-ignore
    .onConflictDoUpdate({
      target: [tables.placePhotos.placeId, tables.placePhotos.version],
      set: { ...values, createdAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('photo row not written');
  await db
    .insert(tables.placePhotoFiles)
    .values(photo.files.map((file) => ({ placeId, version: photo.version, ...file })))
    .onConflictDoNothing();
  await touchPlace(db, placeId);
  return row;
}

/** Hides the shown photo, so the place shows its generated cover; false when it had none. */
export async function hidePlacePhoto(db: Database, placeId: string): Promise<boolean> {
  const hidden = await deactivate(db, placeId);
  if (hidden) await touchPlace(db, placeId);
  return hidden;
}

/** Shows a stored photo again with the given credit and licence; false when it is no longer stored. */
export async function showPlacePhoto(db: Database, placeId: string, state: PhotoState): Promise<boolean> {
  await deactivate(db, placeId);
  const shown = await db
    .update(tables.placePhotos)
    .set({ active: true, credit: state.credit, licence: state.licence })
    .where(and(eq(tables.placePhotos.placeId, placeId), eq(tables.placePhotos.version, state.version)))
    .returning({ version: tables.placePhotos.version });
  await touchPlace(db, placeId);
  return shown.length > 0;
}

export async function loadPhotoFile(
  db: Database,
  placeId: string,
  width: number,
  format: 'webp' | 'jpeg',
): Promise<{ data: Buffer; version: string } | undefined> {
  const { placePhotoFiles: files, placePhotos: photos } = tables;
  const [row] = await db
    .select({ data: files.data, version: photos.version })
    .from(files)
    .innerJoin(photos, and(eq(photos.placeId, files.placeId), eq(photos.version, files.version)))
    // Only the shown photo: a replaced or removed one is kept for a revert, not served.
    .where(and(eq(files.placeId, placeId), eq(photos.active, true), eq(files.width, width), eq(files.format, format)));
  return row;
}

import { photoFileUrl, type PlacePhoto } from '@swiss/contract';
import { and, eq, sql, tables, type Database } from '@swiss/db';
import type { ProcessedPhoto } from './photo-process.js';

type PhotoRow = typeof tables.placePhotos.$inferSelect;

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
  };
}

/** The photo of every place that has one (without the file data), for the catalog snapshot. */
export async function loadPlacePhotos(db: Database): Promise<Map<string, PlacePhoto>> {
  const rows = await db.select().from(tables.placePhotos);
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

/** Replaces the place's photo (all or nothing). */
export async function savePlacePhoto(
  db: Database,
  placeId: string,
  photo: ProcessedPhoto,
  fields: { credit: string; licence: string },
  uploadedBy: string | null,
): Promise<PlacePhoto> {
  return db.transaction(async (tx) => {
    await tx.delete(tables.placePhotos).where(eq(tables.placePhotos.placeId, placeId));
    const [row] = await tx
      .insert(tables.placePhotos)
      .values({
        placeId,
        credit: fields.credit,
        licence: fields.licence,
        version: photo.version,
        widths: photo.widths,
        width: photo.width,
        height: photo.height,
        uploadedBy,
      })
      .returning();
    await tx.insert(tables.placePhotoFiles).values(photo.files.map((file) => ({ placeId, ...file })));
    await touchPlace(tx, placeId);
    if (!row) throw new Error('photo row not written');
    return toPlacePhoto(row);
  });
}

/** Removes the photo; the place shows its generated cover again. False when it had none. */
export async function deletePlacePhoto(db: Database, placeId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(tables.placePhotos)
      .where(eq(tables.placePhotos.placeId, placeId))
      .returning({ id: tables.placePhotos.placeId });
    if (removed.length > 0) await touchPlace(tx, placeId);
    return removed.length > 0;
  });
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
    .innerJoin(photos, eq(photos.placeId, files.placeId))
    .where(and(eq(files.placeId, placeId), eq(files.width, width), eq(files.format, format)));
  return row;
}

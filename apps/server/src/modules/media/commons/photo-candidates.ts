import type { PhotoCandidate, PhotoCandidatePlace, PhotoCandidateStatus, User } from '@swiss/contract';
import { and, asc, eq, inArray, sql, tables, type Database } from '@swiss/db';
import { ProviderError } from '../../../platform/providers/errors.js';
import { HttpError } from '../../../plugins/errors.js';
import { NotAPhotoError, processPhoto } from '../photo-process.js';
import { loadPlacePhotos } from '../place-photos.repository.js';
import { savePlacePhoto } from '../place-photos.service.js';
import { toCommonsPhoto, type CommonsPhoto } from './commons-licence.js';
import type { WikimediaCommons } from './commons-provider.js';

type CandidateRow = typeof tables.photoCandidates.$inferSelect;

export function toPhotoCandidate(row: CandidateRow): PhotoCandidate {
  return {
    id: row.id,
    place_id: row.placeId,
    title: row.title,
    page_url: row.pageUrl,
    image_url: row.imageUrl,
    width: row.width,
    height: row.height,
    author: row.author,
    licence: row.licence,
    licence_url: row.licenceUrl,
    attribution: row.attribution,
    origin: row.origin,
    distance_m: row.distanceM,
    status: row.status,
  };
}

export interface ImportOptions {
  /** Only these places (all when unset). */
  placeIds?: string[];
  /** Geosearch radius around the place's coordinates. */
  radiusM?: number;
  /** Most candidates kept per place (the Wikidata image first, then the nearest files). */
  perPlace?: number;
  /** A Wikidata item found by name counts only when its coordinates are this close to the place. */
  wikidataMaxKm?: number;
  log?: (line: string) => void;
}

export interface ImportReport {
  places: number;
  added: number;
  skipped: number;
  failed: { placeId: string; reason: string }[];
}

function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

const fileTitle = (name: string) => (name.startsWith('File:') ? name : `File:${name}`).replace(/_/g, ' ');

/**
 * Finds candidate photos for places on Wikimedia Commons: files near the coordinates
 * (list=geosearch, namespace 6) and the image (P18) of the Wikidata item the place's name finds
 * (when that item lies near the place). Keeps freely licensed raster photos of a useful size with
 * their author, licence and attribution; a file already stored for the place (pending, accepted or
 * rejected) is never added again.
 */
export async function importPhotoCandidates(
  db: Database,
  commons: WikimediaCommons,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const { radiusM = 1000, perPlace = 6, wikidataMaxKm = 25, log = () => undefined } = options;
  const { places } = tables;
  const rows = await db
    .select({ id: places.id, title: places.title, lat: places.lat, lng: places.lng })
    .from(places)
    .where(options.placeIds ? inArray(places.id, options.placeIds) : undefined)
    .orderBy(asc(places.id));
  const report: ImportReport = { places: rows.length, added: 0, skipped: 0, failed: [] };
  for (const place of rows) {
    try {
      const found = new Map<string, { origin: 'geosearch' | 'wikidata'; distanceM: number | null }>();
      const items = await commons.wikidataItems(place.title, 'en', 3);
      const item = items.find((i) => i.image && i.coordinates && distanceKm(place, i.coordinates) <= wikidataMaxKm);
      if (item?.image) found.set(fileTitle(item.image), { origin: 'wikidata', distanceM: null });
      for (const hit of await commons.geosearch(place.lat, place.lng, radiusM, 30))
        if (!found.has(hit.title)) found.set(hit.title, { origin: 'geosearch', distanceM: hit.distanceM });
      const info = await commons.imageInfo([...found.keys()]);
      const kept: (CommonsPhoto & { origin: 'geosearch' | 'wikidata'; distanceM: number | null })[] = [];
      for (const [title, how] of found) {
        const details = info.get(title);
        if (!details) continue;
        const candidate = toCommonsPhoto(title, details, (url) => commons.isMediaUrl(url));
        if ('skipped' in candidate) {
          report.skipped += 1;
          log(`  ${place.id}: skipped ${title}: ${candidate.skipped}`);
          continue;
        }
        if (kept.length < perPlace) kept.push({ ...candidate.photo, ...how });
      }
      if (kept.length > 0) {
        const added = await db
          .insert(tables.photoCandidates)
          .values(kept.map((photo) => ({ placeId: place.id, ...photo })))
          .onConflictDoNothing()
          .returning({ id: tables.photoCandidates.id });
        report.added += added.length;
        log(`${place.id}: ${added.length} new candidate(s) of ${found.size} file(s) found`);
      } else log(`${place.id}: no candidate among ${found.size} file(s) found`);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      report.failed.push({ placeId: place.id, reason: error.message });
      log(`${place.id}: failed: ${error.message}`);
    }
  }
  return report;
}

/** Places with candidates of a status, each with its title, English summary and current photo. */
export async function listPhotoCandidates(db: Database, status: PhotoCandidateStatus): Promise<PhotoCandidatePlace[]> {
  const { photoCandidates: candidates, places, placeTranslations } = tables;
  const rows = await db
    .select()
    .from(candidates)
    .where(eq(candidates.status, status))
    .orderBy(asc(candidates.placeId), asc(candidates.id));
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((row) => row.placeId))];
  const details = await db
    .select({ id: places.id, title: places.title, summary: placeTranslations.summary, order: places.sortOrder })
    .from(places)
    .leftJoin(placeTranslations, and(eq(placeTranslations.placeId, places.id), eq(placeTranslations.lang, 'en')))
    .where(inArray(places.id, ids));
  const photos = await loadPlacePhotos(db);
  return details
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
    .map((place) => ({
      id: place.id,
      title: place.title,
      summary: place.summary ?? '',
      photo: photos.get(place.id) ?? null,
      candidates: rows.filter((row) => row.placeId === place.id).map(toPhotoCandidate),
    }));
}

async function pendingCandidate(db: Database, id: number): Promise<CandidateRow> {
  const [row] = await db.select().from(tables.photoCandidates).where(eq(tables.photoCandidates.id, id));
  if (!row) throw new HttpError(404, 'NOT_FOUND', `No photo candidate ${id}`);
  if (row.status !== 'pending')
    throw new HttpError(400, 'VALIDATION_ERROR', `Photo candidate ${id} is already ${row.status}`, [
      { field: 'id', message: `already ${row.status}` },
    ]);
  return row;
}

async function decide(db: Database, id: number, status: PhotoCandidateStatus, user: User | null) {
  const [row] = await db
    .update(tables.photoCandidates)
    .set({ status, decidedBy: user?.id ?? null, decidedAt: sql`now()` })
    .where(eq(tables.photoCandidates.id, id))
    .returning();
  if (!row) throw new HttpError(404, 'NOT_FOUND', `No photo candidate ${id}`);
  return row;
}

export async function rejectPhotoCandidate(db: Database, id: number, user: User | null): Promise<PhotoCandidate> {
  await pendingCandidate(db, id);
  return toPhotoCandidate(await decide(db, id, 'rejected', user));
}

/** The credit line of an accepted candidate: the attribution Commons asks for, else the author. */
export function candidateCredit(row: Pick<CandidateRow, 'author' | 'attribution'>): string {
  return row.attribution ?? row.author;
}

/**
 * Downloads the candidate's image from Commons and makes it the place's photo through the upload
 * pipeline (resized, EXIF dropped, audited), credited to its author with its licence and links.
 */
export async function acceptPhotoCandidate(
  db: Database,
  commons: WikimediaCommons | undefined,
  id: number,
  user: User | null,
) {
  const row = await pendingCandidate(db, id);
  if (!commons)
    throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'Wikimedia Commons is switched off (PHOTOS_PROVIDER=off)');
  let image: { bytes: Buffer };
  try {
    image = await commons.download(row.imageUrl);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.kind === 'timeout')
      throw new HttpError(504, 'UPSTREAM_TIMEOUT', 'Wikimedia Commons did not answer in time');
    throw new HttpError(502, 'UPSTREAM_ERROR', 'The photo could not be downloaded from Wikimedia Commons');
  }
  let processed;
  try {
    processed = await processPhoto(image.bytes);
  } catch (error) {
    if (error instanceof NotAPhotoError)
      throw new HttpError(502, 'UPSTREAM_ERROR', `Wikimedia Commons sent no usable photo: ${error.message}`);
    throw error;
  }
  const photo = await savePlacePhoto(
    db,
    row.placeId,
    processed,
    { credit: candidateCredit(row), licence: row.licence, sourceUrl: row.pageUrl, licenceUrl: row.licenceUrl },
    user,
  );
  const candidate = toPhotoCandidate(await decide(db, id, 'accepted', user));
  return { candidate, photo };
}

import * as z from 'zod/mini';

/** Widths an uploaded place photo is resized to; the web picks one through srcset. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
/** The largest photo file an admin may upload. */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** What the server accepts, checked on the decoded content rather than the file name. */
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_CREDIT_MAX = 200;
export const PHOTO_LICENCE_MAX = 200;

const photoFileSchema = z.object({ width: z.int().check(z.positive()), url: z.string() });

/** A licensed photo that replaces a place's generated cover, in WebP with a JPEG fallback. */
export const placePhotoSchema = z.object({
  credit: z.string(),
  licence: z.string(),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
  webp: z.array(photoFileSchema).check(z.minLength(1)),
  jpeg: z.array(photoFileSchema).check(z.minLength(1)),
  /** Where the photo comes from (its Wikimedia Commons file page) and the licence's text, when known. */
  source_url: z.optional(z.nullable(z.string())),
  licence_url: z.optional(z.nullable(z.string())),
});
export type PlacePhoto = z.infer<typeof placePhotoSchema>;

/** The text fields sent with the file to POST /api/admin/places/:id/photo. */
export const placePhotoFieldsSchema = z.object({
  credit: z.string().check(z.trim(), z.minLength(1, 'credit is required'), z.maxLength(PHOTO_CREDIT_MAX)),
  licence: z.string().check(z.trim(), z.minLength(1, 'licence is required'), z.maxLength(PHOTO_LICENCE_MAX)),
});

export const adminPlaceParamsSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]{1,120}$/, 'id must be kebab-case')),
});
export const placePhotoResponseSchema = z.object({
  status: z.literal('success'),
  place_id: z.string(),
  photo: z.nullable(placePhotoSchema),
});
export type PlacePhotoResponse = z.infer<typeof placePhotoResponseSchema>;

export const photoFileParamsSchema = z.object({
  placeId: z.string().check(z.regex(/^[a-z0-9-]{1,120}$/, 'placeId must be kebab-case')),
  file: z.string().check(z.regex(/^\d{2,4}\.(webp|jpg)$/, 'file must be <width>.webp or <width>.jpg')),
});
export const photoFileQuerySchema = z.object({ v: z.optional(z.string().check(z.maxLength(64))) });

/** Public URL of one stored variant; `v` changes with every upload so the URL can be cached forever. */
export function photoFileUrl(placeId: string, width: number, format: 'webp' | 'jpeg', version: string): string {
  return `/api/media/photos/${placeId}/${width}.${format === 'jpeg' ? 'jpg' : 'webp'}?v=${version}`;
}

/** The `srcset` of a photo's files; the server's preload hint and the web's <picture> must agree. */
export function photoSrcSet(files: PlacePhoto['webp']): string {
  return files.map((f) => `${f.url} ${f.width}w`).join(', ');
}

/** The `sizes` of a place page's hero photo (the full width on phones, a 28rem column beside the title from 900 px). */
export const PLACE_HERO_IMAGE_SIZES = '(min-width: 900px) 28rem, 100vw';

import { createHash } from 'node:crypto';
import { PHOTO_WIDTHS } from '@swiss/contract';
import sharp, { type OutputInfo } from 'sharp';

export interface ProcessedPhoto {
  version: string;
  width: number;
  height: number;
  widths: number[];
  files: { width: number; format: 'webp' | 'jpeg'; data: Buffer }[];
}

/** Thrown when the upload is not a JPEG, PNG or WebP image sharp can decode. */
export class NotAPhotoError extends Error {}

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
/** About 40 megapixels: larger images are refused before they are decoded in full. */
const MAX_PIXELS = 40_000_000;

/**
 * Decodes the upload (the content decides the type, never the file name), turns it upright and
 * re-encodes it at each width no larger than the original. sharp writes no metadata unless asked,
 * so EXIF (camera, GPS position), ICC and XMP data of the original are dropped.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata()).format;
  } catch {
    throw new NotAPhotoError('The file is not an image we can read');
  }
  if (!format || !ACCEPTED.has(format)) throw new NotAPhotoError(`A ${format ?? 'unknown'} file is not accepted`);

  let upright: { data: Buffer; info: OutputInfo };
  try {
    upright = await sharp(input, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .toColourspace('srgb')
      .png({ compressionLevel: 0 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new NotAPhotoError('The image is damaged or too large to decode');
  }
  const original = upright.info.width;
  const widths = [...new Set(PHOTO_WIDTHS.map((w) => Math.min(w, original)))];
  const files: ProcessedPhoto['files'] = [];
  let height = upright.info.height;
  for (const width of widths) {
    const resized = sharp(upright.data).resize({ width, withoutEnlargement: true });
    const webp = await resized.clone().webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    const jpeg = await resized
      .clone()
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    files.push({ width, format: 'webp', data: webp.data }, { width, format: 'jpeg', data: jpeg });
    height = webp.info.height;
  }
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.data);
  return { version: hash.digest('base64url').slice(0, 16), width: widths.at(-1) ?? original, height, widths, files };
}

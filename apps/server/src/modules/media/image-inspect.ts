import sharp, { type Metadata } from 'sharp';
import { ImageFetchError } from './image-fetch.js';

/** The formats the proxy decodes. SVG (a document that is rendered, at any cost) is never one. */
export type ProxyImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/**
 * The format the bytes themselves say, by their magic number; the Content-Type header is what the
 * sender claims and decides nothing (an SVG sent as image/png would otherwise reach the SVG renderer).
 */
export function sniffImageFormat(bytes: Buffer): ProxyImageFormat | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    // ISO-BMFF: the major brand, then compatible brands, up to the end of the ftyp box.
    const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
    for (let offset = 8; offset + 4 <= boxEnd; offset += 4) {
      const brand = ascii(bytes, offset, offset + 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
  }
  return undefined;
}

/** How sharp names each accepted format once it has read the header (AVIF is a HEIF with AV1 inside). */
function sharpSays(format: ProxyImageFormat, metadata: Metadata): boolean {
  if (format === 'avif') return metadata.format === 'heif' && metadata.compression === 'av1';
  return metadata.format === format;
}

/**
 * Checks an image before anything decodes it: an allowed format by its bytes, and a size within
 * `maxPixels` read from the header alone (a 150 KB PNG can declare 40 megapixels, 120 MB once
 * decoded). Throws NOT_AN_IMAGE or TOO_MANY_PIXELS.
 */
export async function inspectImage(
  bytes: Buffer,
  maxPixels: number,
): Promise<{ format: ProxyImageFormat; width: number; height: number }> {
  const format = sniffImageFormat(bytes);
  if (!format) throw new ImageFetchError('NOT_AN_IMAGE', 'The file is not a JPEG, PNG, GIF, WebP or AVIF image');
  let metadata: Metadata;
  try {
    // metadata() reads the header only; no pixel is decoded here.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new ImageFetchError('NOT_AN_IMAGE', 'The file is not an image we can read', error);
  }
  if (!sharpSays(format, metadata)) {
    throw new ImageFetchError(
      'NOT_AN_IMAGE',
      'The file is not an image we can read',
      `sniffed ${format}, read ${metadata.format}`,
    );
  }
  const width = metadata.width ?? 0;
  // An animated image is decoded one page (frame) at a time; the page height is what counts.
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (width <= 0 || height <= 0) throw new ImageFetchError('NOT_AN_IMAGE', 'The image has no size');
  if (width * height > maxPixels) {
    throw new ImageFetchError(
      'TOO_MANY_PIXELS',
      `The image is ${width} x ${height} pixels; at most ${Number((maxPixels / 1e6).toFixed(1))} megapixels are accepted`,
    );
  }
  return { format, width, height };
}

import sharp from 'sharp';
import { ImageCache } from './image-cache.js';
import { fetchImage, ImageFetchError, type ImageFetchOptions } from './image-fetch.js';
import { inspectImage } from './image-inspect.js';
import { WorkQueue } from './work-queue.js';

export type OutputFormat = 'avif' | 'webp' | 'jpeg';

/**
 * The widths the proxy renders. A requested width is rounded up to one of these, so `w=301`,
 * `w=302` ... do not each cost a decode and a cache file.
 */
export const PROXY_WIDTHS = [160, 320, 480, 640, 800, 960, 1280, 1600] as const;
const WIDEST = 1600;

export function proxyWidth(requested: number): number {
  return PROXY_WIDTHS.find((w) => w >= requested) ?? WIDEST;
}

export interface ImageProxyOptions {
  fetch: ImageFetchOptions;
  cacheDir: string;
  cacheMaxBytes: number;
  /** Largest image (width x height, read from its header) that is decoded. */
  maxPixels: number;
  /** Fetches and decodes at once, and how many may wait for a turn. */
  concurrency: number;
  queue: number;
  /** How long a request may wait for a turn before it is answered "busy". */
  queueWaitMs: number;
  onCacheError: (error: unknown) => void;
}

/**
 * Fetch, check, resize and re-encode, at most `concurrency` at once. The cache key is the
 * normalised source, a fixed width and the output format, nothing else of the query string, and
 * requests for the same key while it is being made wait for that one result.
 */
export class ImageProxy {
  private readonly cache: ImageCache;
  private readonly queue: WorkQueue;
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(private readonly options: ImageProxyOptions) {
    this.cache = new ImageCache(options.cacheDir, options.cacheMaxBytes);
    this.queue = new WorkQueue(options.concurrency, options.queue, options.queueWaitMs);
  }

  image(source: string, requestedWidth: number, format: OutputFormat): Promise<Buffer> {
    const width = proxyWidth(requestedWidth);
    const key = `${normalise(source)}|${width}|${format}`;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const job = this.produce(key, source, width, format).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, job);
    return job;
  }

  private async produce(key: string, source: string, width: number, format: OutputFormat): Promise<Buffer> {
    const cached = await this.cache.get(key);
    if (cached) return cached;
    const image = await this.queue.run(async () => {
      const fetched = await fetchImage(source, this.options.fetch);
      await inspectImage(fetched.body, this.options.maxPixels);
      return encode(fetched.body, width, format, this.options.maxPixels);
    });
    // A full or read-only disk costs the next request a fetch, never this answer.
    await this.cache.set(key, image).catch(this.options.onCacheError);
    return image;
  }
}

/** `http://Example.org:80/a.png` and `http://example.org/a.png` are one image. */
function normalise(source: string): string {
  try {
    return new URL(source).href;
  } catch {
    return source; // refused by the fetch anyway
  }
}

async function encode(body: Buffer, width: number, format: OutputFormat, maxPixels: number): Promise<Buffer> {
  try {
    const pipeline = sharp(body, { limitInputPixels: maxPixels }).rotate().resize({ width, withoutEnlargement: true });
    if (format === 'avif') return await pipeline.avif({ quality: 55, effort: 2 }).toBuffer();
    if (format === 'webp') return await pipeline.webp({ quality: 78 }).toBuffer();
    return await pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  } catch (error) {
    throw new ImageFetchError('NOT_AN_IMAGE', 'The image is damaged and cannot be read', error);
  }
}

import type { CommonsImageInfo } from './commons-provider.js';

/** What a candidate needs from a Commons file: who made it, under which free licence, and the image. */
export interface CommonsPhoto {
  title: string;
  pageUrl: string;
  imageUrl: string;
  width: number;
  height: number;
  mime: string;
  author: string;
  licence: string;
  licenceUrl: string | null;
  attribution: string | null;
}

/** Raster formats the photo pipeline takes (photo-process.ts). */
const RASTER = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Smaller originals make a poor cover (the place page shows up to 1152 px wide). */
export const MIN_WIDTH = 1000;
export const MIN_HEIGHT = 600;
const TEXT_MAX = 200;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Commons' extmetadata values are HTML: the text of it, on one line. */
export function plainText(html: unknown): string {
  if (typeof html !== 'string') return '';
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const clip = (text: string) => (text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX - 1).trimEnd()}…` : text);

/** Licence codes (extmetadata License) of CC0, CC BY, CC BY-SA and the public domain. */
const FREE_CODE = /^(cc0(-1\.0)?|pd(-[a-z0-9.-]+)?|cc-by(-sa)?-\d(\.\d)?(-[a-z]{2,})?)$/i;
/** The same by short name (extmetadata LicenseShortName), e.g. "CC BY-SA 4.0", "Public domain". */
const FREE_NAME = /^(cc0( 1\.0)?|public domain|pd|cc by(-sa)? \d(\.\d)?( [a-z]{2,})?)$/i;
/** NonCommercial and NoDerivatives are not free (nor is anything else). */
const NOT_FREE = /(^|[\s-])(nc|nd)([\s-]|$)|non-?commercial|no-?deriv|fair use/i;

/**
 * The free licence of a file (short name and URL), or null when it is not CC0, CC BY, CC BY-SA or
 * the public domain, or Commons marks it non-free.
 */
export function freeLicence(meta: Record<string, { value?: unknown }>): { name: string; url: string | null } | null {
  if (plainText(meta.NonFree?.value).toLowerCase() === 'true') return null;
  const code = plainText(meta.License?.value);
  const name = plainText(meta.LicenseShortName?.value);
  if (NOT_FREE.test(code) || NOT_FREE.test(name)) return null;
  if (!FREE_CODE.test(code) && !FREE_NAME.test(name)) return null;
  const url = plainText(meta.LicenseUrl?.value);
  const shortName = name || code.toUpperCase();
  return { name: clip(shortName), url: /^https?:\/\//.test(url) ? url : url.startsWith('//') ? `https:${url}` : null };
}

const isPublicDomain = (licence: string) => /^(cc0|public domain|pd)/i.test(licence);

/**
 * A Commons file as a candidate, or null with the reason it is not one: not a raster photo, too
 * small, not freely licensed, or no author to credit where the licence requires one.
 */
export function toCommonsPhoto(
  title: string,
  info: CommonsImageInfo,
  isMediaUrl: (url: string) => boolean,
): { photo: CommonsPhoto } | { skipped: string } {
  if (!RASTER.has(info.mime)) return { skipped: `not a raster photo (${info.mime})` };
  if (info.width < MIN_WIDTH || info.height < MIN_HEIGHT)
    return { skipped: `too small (${info.width}x${info.height})` };
  const meta = info.extmetadata ?? {};
  const licence = freeLicence(meta);
  if (!licence) return { skipped: `not a free licence (${plainText(meta.LicenseShortName?.value) || 'none given'})` };
  const author = plainText(meta.Artist?.value) || plainText(meta.Credit?.value);
  if (!author && !isPublicDomain(licence.name)) return { skipped: 'no author to credit' };
  const imageUrl = info.thumburl && info.width > (info.thumbwidth ?? 0) ? info.thumburl : info.url;
  if (!isMediaUrl(imageUrl)) return { skipped: 'the image is not on the Commons image host' };
  const width = imageUrl === info.url ? info.width : (info.thumbwidth ?? info.width);
  const height = imageUrl === info.url ? info.height : (info.thumbheight ?? info.height);
  const attribution = plainText(meta.Attribution?.value);
  return {
    photo: {
      title,
      pageUrl:
        info.descriptionurl ?? `https://commons.wikimedia.org/wiki/${encodeURIComponent(title.replace(/ /g, '_'))}`,
      imageUrl,
      width,
      height,
      mime: info.mime,
      author: clip(author || 'Unknown author'),
      licence: licence.name,
      licenceUrl: licence.url,
      attribution: attribution ? clip(attribution) : null,
    },
  };
}

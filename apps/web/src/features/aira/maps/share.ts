/** A point to share: the visitor's position, a chosen place or a marker. */
export interface SharedPoint {
  lat: number;
  lng: number;
  label: string;
}

/** A link anyone can open without our app: OpenStreetMap with a pin at the point (no key, no account). */
export function shareUrl(point: Pick<SharedPoint, 'lat' | 'lng'>, zoom: number): string {
  const lat = point.lat.toFixed(5);
  const lng = point.lng.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}

/** 'shared': the system sheet took it; 'cancelled': the visitor closed it (nothing to say); 'copied'; 'failed'. */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

export interface ShareTarget {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: Pick<Clipboard, 'writeText'>;
}

/** The visitor closed the sheet. (A DOMException is not an Error in every engine: test the name.) */
function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

/**
 * Native share when the browser has it (title, text and the link); otherwise, or when the sheet
 * fails for another reason than the visitor cancelling it, the link goes to the clipboard.
 */
export async function shareLocation(
  data: { title: string; text: string; url: string },
  target: ShareTarget = navigator,
): Promise<ShareOutcome> {
  if (typeof target.share === 'function') {
    try {
      await target.share(data);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
      // NotAllowedError, a data type the sheet refuses...: the clipboard still works.
    }
  }
  if (!target.clipboard) return 'failed';
  try {
    await target.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

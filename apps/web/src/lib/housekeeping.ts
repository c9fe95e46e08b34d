import { STORAGE_KEYS } from '@swiss/contract';
import { storage } from './storage';

/** Our own service worker's script; older apps on this origin registered others. */
export const OWN_SERVICE_WORKER = '/sw.js';

/**
 * Start-up housekeeping from the spec: drop stale per-category place caches and unregister
 * background workers that earlier versions registered, keeping our own.
 */
export async function runHousekeeping(): Promise<void> {
  for (const key of storage.keys()) {
    if (key.startsWith(STORAGE_KEYS.placesCachePrefix)) storage.remove(key);
  }
  if (!('serviceWorker' in navigator)) return;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(
      registrations
        .filter((r) => {
          const url = r.active?.scriptURL ?? r.waiting?.scriptURL ?? r.installing?.scriptURL ?? '';
          return !url.endsWith(OWN_SERVICE_WORKER);
        })
        .map((r) => r.unregister()),
    );
  } catch {
    // Service workers unavailable (private mode, insecure context): nothing to clean.
  }
}

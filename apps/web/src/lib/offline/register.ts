import type { Language } from '@swiss/contract';
import { Workbox } from 'workbox-window';
import type { setOfflineState } from './state';
import { warmCatalogIfDue, type WarmDeps } from './warm-up';

/** Everything from the first bundle arrives as options (see WarmDeps for why). */
export interface OfflineSupportOptions extends WarmDeps {
  scriptUrl: string;
  language: () => Language;
  onLanguageChange: (listener: () => void) => void;
  setState: typeof setOfflineState;
}

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers /sw.js (built from src/sw/sw.ts). A new version waits: the toast offers Reload, which
 * tells the waiting worker to take over and reloads once it controls the page. Once a worker
 * controls the page, the catalog of the current language is warmed for offline use, and again
 * after a language change.
 */
export async function registerOfflineSupport(options: OfflineSupportOptions): Promise<void> {
  const workbox = new Workbox(options.scriptUrl, { scope: '/' });
  workbox.addEventListener('waiting', () => {
    options.setState({
      updateReady: true,
      applyUpdate: () => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    });
  });
  const registration = await workbox.register();
  if (!registration) return;
  setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);

  const warm = () => void warmCatalogIfDue(options, options.language()).catch(() => undefined);
  if (navigator.serviceWorker.controller) warm();
  else navigator.serviceWorker.addEventListener('controllerchange', warm, { once: true });
  options.onLanguageChange(() => {
    if (navigator.serviceWorker.controller) warm();
  });
  window.addEventListener('online', () => {
    if (navigator.serviceWorker.controller) warm();
  });
}

import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import { getJson } from '../api-client';
import { OWN_SERVICE_WORKER } from '../housekeeping';
import { resolveLanguage } from '../i18n';
import { storage } from '../storage';

/**
 * What the offline UI shows: the connection, and whether a new version waits for Reload. Kept in
 * the first bundle (a few hundred bytes); the service worker registration itself loads later.
 */
export interface OfflineState {
  online: boolean;
  /** A new version is installed and waits; `applyUpdate` activates it and reloads. */
  updateReady: boolean;
  applyUpdate: (() => void) | undefined;
}

let state: OfflineState = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  updateReady: false,
  applyUpdate: undefined,
};
const listeners = new Set<() => void>();

export function setOfflineState(patch: Partial<OfflineState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const online = () => setOfflineState({ online: true });
  const offline = () => setOfflineState({ online: false });
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
}

export function useOfflineState(): OfflineState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

/**
 * Registers the service worker once the page has loaded and the browser is idle, so it never
 * weighs on the first screen. Production builds only (the dev server has no worker).
 */
export function scheduleOfflineSupport(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    void import('./register')
      .then((module) =>
        module.registerOfflineSupport({
          scriptUrl: OWN_SERVICE_WORKER,
          language: () => resolveLanguage(i18next.language),
          onLanguageChange: (listener) => i18next.on('languageChanged', listener),
          setState: setOfflineState,
          getJson,
          storage,
        }),
      )
      .catch(() => undefined); // no worker: the app works online as before
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5000 });
    else setTimeout(start, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

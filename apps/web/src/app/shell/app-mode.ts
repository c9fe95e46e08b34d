import { APP_MODES, DEFAULT_MODE, STORAGE_KEYS, type AppMode } from '@swiss/contract';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import * as z from 'zod/mini';
import { defineDeviceStore, useDeviceStore } from '../../lib/device-store';

/** The spec's app mode ('swiss-explorer' | 'aira-legacy'), kept on the device. */
export const modeStore = defineDeviceStore<AppMode>({
  key: STORAGE_KEYS.mode,
  format: 'text',
  schema: z.enum(APP_MODES),
  fallback: DEFAULT_MODE,
});

export const AIRA_PATH = '/aira';

/** The mode a view belongs to; undefined for the views of both (admin pages). */
export function modeOfPath(pathname: string): AppMode | undefined {
  if (pathname === AIRA_PATH || pathname.startsWith(`${AIRA_PATH}/`)) return 'aira-legacy';
  if (pathname.startsWith('/admin')) return undefined;
  return 'swiss-explorer';
}

export function useAppMode(): AppMode {
  return useDeviceStore(modeStore);
}

/**
 * The two switches are links (to /aira and back to /), so the mode follows the view a visitor opens,
 * and it survives a reload: the app opened at its start address (/) in AIRA mode goes back to AIRA.
 * Answers where the first view must go instead, if anywhere.
 */
export function useModeRouting(): string | undefined {
  const location = useLocation();
  // react-router's key of the entry the app was opened at; a reload of a later entry keeps its own key.
  const launchIntoAira = location.key === 'default' && location.pathname === '/' && modeStore.get() === 'aira-legacy';
  useEffect(() => {
    if (launchIntoAira) return;
    const mode = modeOfPath(location.pathname);
    if (mode && mode !== modeStore.get()) modeStore.set(mode);
  }, [launchIntoAira, location.pathname]);
  return launchIntoAira ? AIRA_PATH : undefined;
}

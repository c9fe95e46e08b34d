import { AIRA, POSITION_SOURCES } from '@swiss/contract';
import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { defineDeviceStore } from '../../../lib/device-store';
import { lookupIp, reverseGeocode } from '../api/aira-api';
import { detectPosition, offlineFallback, type AiraPosition } from './detect-position';

/**
 * The last position AIRA worked with, kept on the device so a place page opened again after a
 * reload can find its place around it (the list it came from is gone).
 */
export const lastPositionStore = defineDeviceStore<AiraPosition | null>({
  key: 'aira_last_position',
  schema: z.nullable(
    z.object({
      lat: z.number(),
      lng: z.number(),
      source: z.enum(POSITION_SOURCES),
      accuracyM: z.nullable(z.number()),
      name: z.nullable(z.string()),
    }),
  ),
  fallback: null,
});

export interface PositionState {
  /** True until a position (provisional or final) is known, or the 15 s start-up time-out passed. */
  starting: boolean;
  position: AiraPosition | null;
  /** True while GPS still tries and a better answer may replace this one. */
  provisional: boolean;
  /** The place name the reverse geocoder gave for the position, when it answered. */
  placeName: string | null;
}

let state: PositionState = { starting: true, position: null, provisional: false, placeName: null };
const listeners = new Set<() => void>();
let started = false;
let generation = 0;

function publish(next: Partial<PositionState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Sets the position and asks the reverse geocoder for its name; a later position wins. */
export function setPosition(position: AiraPosition, provisional = false): void {
  generation += 1;
  const mine = generation;
  publish({ starting: false, position, provisional, placeName: null });
  lastPositionStore.set(position);
  if (position.source === 'address') return; // the geocoded address already names it
  reverseGeocode(position.lat, position.lng)
    .then((found) => {
      if (mine === generation && found) publish({ placeName: found.municipality ?? found.name });
    })
    .catch(() => undefined); // the name is a nicety: the position stands without it
}

/** Spec §4 start-up: detection with a 15 s overall time-out, after which the offline fallback stands. */
export function startDetection(): void {
  if (started) return;
  started = true;
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const languages = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  const timeout = window.setTimeout(() => {
    if (state.starting) setPosition(offlineFallback(timeZone, languages), true);
  }, AIRA.totalInitTimeoutMs);
  let final = false;
  void detectPosition({
    geolocation: 'geolocation' in navigator ? navigator.geolocation : undefined,
    lookupIp,
    timeZone,
    languages,
    onProvisional: (position) => {
      // A position the visitor chose (an address) is never overwritten by detection.
      if (!final && state.position?.source !== 'address') setPosition(position, true);
    },
  }).then((position) => {
    final = true;
    window.clearTimeout(timeout);
    if (state.position?.source === 'address') return;
    const same = state.position && state.position.lat === position.lat && state.position.lng === position.lng;
    if (same) publish({ provisional: false });
    else setPosition(position);
  });
}

/** For tests: forget the session's detection. */
export function resetPositionState(): void {
  started = false;
  state = { starting: true, position: null, provisional: false, placeName: null };
}

export function usePositionState(): PositionState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}

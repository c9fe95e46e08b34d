import { STORAGE_KEYS } from '@swiss/contract';
import * as z from 'zod/mini';
import { defineDeviceStore } from './device-store';

/** 128 random bits as 32 lowercase hex digits: fits the contract's session_id characters. */
const DEVICE_ID = /^[0-9a-f]{32}$/;

const deviceIdStore = defineDeviceStore<string>({
  key: STORAGE_KEYS.deviceId,
  format: 'text',
  schema: z.string().check(z.regex(DEVICE_ID)),
  fallback: '',
});

function randomId(): string {
  // getRandomValues, not randomUUID: the latter exists only on https, and an event hall may serve http.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * This device's random id, made on first use and kept. Chat session ids carry it, so two visitors of
 * one place never share a session. A device that cannot store it keeps one id for this page's life.
 */
export function deviceId(): string {
  const known = deviceIdStore.get();
  if (known) return known;
  const made = randomId();
  deviceIdStore.set(made);
  return made;
}

import {
  DEVICE_TOKEN_HEADER,
  deviceTokenResponseSchema,
  STORAGE_KEYS,
  type DeviceTokenResponse,
} from '@swiss/contract';
import { defineDeviceStore } from './device-store';

/** Ask for a new token this long before the old one lapses. */
const RENEW_BEFORE_MS = 24 * 60 * 60 * 1000;
let pending: Promise<string | undefined> | undefined;
const tokenStore = defineDeviceStore<DeviceTokenResponse | null>({
  key: STORAGE_KEYS.deviceToken,
  schema: deviceTokenResponseSchema,
  fallback: null,
});

async function issue(): Promise<string | undefined> {
  try {
    const response = await fetch('/api/device', {
      method: 'POST',
      credentials: 'omit',
      signal: AbortSignal.timeout(5000),
    });
    const parsed = deviceTokenResponseSchema.safeParse(await response.json());
    if (!response.ok || !parsed.success) return undefined;
    tokenStore.set(parsed.data);
    return parsed.data.device_token;
  } catch {
    return undefined;
  }
}

/**
 * The anonymous device token (a random id signed by the server, nothing about the visitor), asked
 * for once and kept in localStorage. Only the costly calls send it (AI, voice, search): the server
 * then counts their limits per device rather than per address, so a hall full of visitors behind
 * one Wi-Fi address does not share one allowance. Without one (offline, refused) calls go as before.
 */
export function deviceToken(): Promise<string | undefined> {
  const stored = tokenStore.get();
  if (stored && Date.parse(stored.expires_at) - Date.now() > RENEW_BEFORE_MS)
    return Promise.resolve(stored.device_token);
  pending ??= issue().finally(() => {
    pending = undefined;
  });
  return pending;
}

/** Sets the device token header on costly calls, when there is a token. */
export async function withDeviceToken(headers: Headers): Promise<Headers> {
  const token = await deviceToken();
  if (token) headers.set(DEVICE_TOKEN_HEADER, token);
  return headers;
}

import { ARQIVE } from '@swiss/contract';
import * as z from 'zod/mini';
import { defineDeviceStore } from '../../../lib/device-store';

/** The name others see in rooms; empty means 'User' (spec §3 creator). Kept on the device. */
export const displayNameStore = defineDeviceStore<string>({
  key: 'arqive_name',
  format: 'text',
  schema: z.string().check(z.maxLength(ARQIVE.nameMax)),
  fallback: '',
});

export function displayName(): string | undefined {
  return displayNameStore.get().trim() || undefined;
}

/** The 'Welcome to ARQive' modal shows on the first visit only. */
export const welcomeSeenStore = defineDeviceStore<boolean>({
  key: 'arqive_welcome_seen',
  schema: z.boolean(),
  fallback: false,
});

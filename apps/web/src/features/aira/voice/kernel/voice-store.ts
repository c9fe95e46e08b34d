import {
  AIRA_DEFAULT_VOICE_ID,
  AIRA_STORAGE_KEYS,
  AIRA_VOICE_IDS,
  AIRA_VOICES,
  MAPS_DEFAULT_VOICE_ID,
  STORAGE_KEYS,
  VOICE_IDS,
  VOICES,
  type AiraVoice,
} from '@swiss/contract';
import * as z from 'zod/mini';
import { defineDeviceStore, type DeviceStore } from '../../../../lib/device-store';

/** A voice of a personality picker: AIRA's eight (AiraVoice) or the maps assistant's nineteen. */
export type VoiceChoice = AiraVoice;

/**
 * AIRA's voice (spec §6: `selectedVoice`, default Rachel), kept as the bare id. A name kept by the
 * older client ('Rachel') is read as its id.
 */
export const airaVoiceStore: DeviceStore<string> = defineDeviceStore<string>({
  key: AIRA_STORAGE_KEYS.voice,
  format: 'text',
  schema: z.enum(AIRA_VOICE_IDS),
  fallback: AIRA_DEFAULT_VOICE_ID,
  migrate: (stored) =>
    typeof stored === 'string'
      ? AIRA_VOICES.find((v) => v.name.toLowerCase() === stored.toLowerCase())?.voice_id
      : undefined,
});

/** The maps assistant's nineteen voices (voice.ts) as picker choices; gender stands for the description. */
export const MAPS_VOICE_CHOICES: readonly VoiceChoice[] = VOICES.map((v) => ({
  voice_id: v.id,
  name: v.name,
  accent: v.accent,
  description: v.gender,
}));

let mapsStore: DeviceStore<string> | undefined;
/**
 * The maps assistant's voice: `selectedVoiceId` (the explorer's key, §6), default Bella. Made on first
 * use so the explorer's own store of that key keeps the cross-tab listener until the maps open.
 */
export function mapsVoiceStore(): DeviceStore<string> {
  mapsStore ??= defineDeviceStore<string>({
    key: STORAGE_KEYS.voice,
    format: 'text',
    schema: z.enum(VOICE_IDS),
    fallback: MAPS_DEFAULT_VOICE_ID,
  });
  return mapsStore;
}

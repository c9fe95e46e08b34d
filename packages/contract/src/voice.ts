import * as z from 'zod/mini';
import { languageSchema } from './languages.js';

/** A voice of the server's text-to-speech provider (ElevenLabs-compatible premade voices). */
export interface VoiceOption {
  id: string;
  name: string;
  accent: string;
  gender: 'female' | 'male';
}

/** The 19 voices offered (spec); the default is an American female voice. */
export const VOICES: readonly VoiceOption[] = [
  { id: '9BWtsMINqrJLrRacOk9x', name: 'Aria', accent: 'American', gender: 'female' },
  // ElevenLabs' premade voice first published as Bella (now listed as Sarah): the maps default (spec 001 §9).
  { id: 'EXAVITQu4vr4xnSDxMaL', name: 'Bella', accent: 'American', gender: 'female' },
  { id: 'FGY2WhTYpPnrIDTdsKH5', name: 'Laura', accent: 'American', gender: 'female' },
  { id: 'XrExE9yKIg1WjnnlVkGX', name: 'Matilda', accent: 'American', gender: 'female' },
  { id: 'cgSgspJ2msm6clMCkdW9', name: 'Jessica', accent: 'American', gender: 'female' },
  { id: 'Xb7hH8MSUJpSbSDYk0k2', name: 'Alice', accent: 'British', gender: 'female' },
  { id: 'pFZP5JQG7iQjIQuC4Bku', name: 'Lily', accent: 'British', gender: 'female' },
  { id: 'XB0fDUnXU5powFXDhCwa', name: 'Charlotte', accent: 'Swedish', gender: 'female' },
  { id: 'CwhRBWXzGAHq8TQ4Fs17', name: 'Roger', accent: 'American', gender: 'male' },
  { id: 'TX3LPaxmHKxFdv7VOQHJ', name: 'Liam', accent: 'American', gender: 'male' },
  { id: 'bIHbv24MWmeRgasZH58o', name: 'Will', accent: 'American', gender: 'male' },
  { id: 'cjVigY5qzO86Huf0OWal', name: 'Eric', accent: 'American', gender: 'male' },
  { id: 'iP95p4xoKVk53GoZ742B', name: 'Chris', accent: 'American', gender: 'male' },
  { id: 'nPczCjzI2devNBz1zQrb', name: 'Brian', accent: 'American', gender: 'male' },
  { id: 'pqHfZKP75CvOlQylNhV4', name: 'Bill', accent: 'American', gender: 'male' },
  { id: 'JBFqnCBsd6RMkjVDRZzb', name: 'George', accent: 'British', gender: 'male' },
  { id: 'onwK4e9ZLuTAKqWW03F9', name: 'Daniel', accent: 'British', gender: 'male' },
  { id: 'N2lVS1w4EtoT3dr4eOWO', name: 'Callum', accent: 'Transatlantic', gender: 'male' },
  { id: 'IKne3meq5aSn9XLyUdCD', name: 'Charlie', accent: 'Australian', gender: 'male' },
];
export const DEFAULT_VOICE_ID = '9BWtsMINqrJLrRacOk9x';
export const VOICE_IDS = VOICES.map((v) => v.id) as [string, ...string[]];

/** The message the spec's clients show when the server has no speech provider. */
export const VOICE_UNAVAILABLE_MESSAGE = 'Voice service not available.';

export const voicesResponseSchema = z.object({
  status: z.literal('success'),
  voices: z.array(
    z.object({ id: z.string(), name: z.string(), accent: z.string(), gender: z.enum(['female', 'male']) }),
  ),
  default_voice_id: z.string(),
  /** False: the browser's own speech synthesis reads replies instead. */
  tts_available: z.boolean(),
  stt_available: z.boolean(),
});
export type VoicesResponse = z.infer<typeof voicesResponseSchema>;

export const TTS_MAX_CHARS = 1000;
export const ttsRequestSchema = z.strictObject({
  text: z
    .string({ error: 'text is required' })
    .check(
      z.trim(),
      z.minLength(1, 'text must not be blank'),
      z.maxLength(TTS_MAX_CHARS, `text must be at most ${TTS_MAX_CHARS} characters`),
    ),
  voice_id: z._default(
    z.enum(VOICE_IDS, { error: 'voice_id must be one of the voices of /api/tts/voices' }),
    DEFAULT_VOICE_ID,
  ),
  language: z._default(languageSchema, 'en'),
});
export type TtsRequest = z.input<typeof ttsRequestSchema>;

/** Spoken questions are short: the recorder stops at 10 s, the server refuses larger uploads. */
export const STT_MAX_SECONDS = 10;
export const STT_MAX_BYTES = 2 * 1024 * 1024;

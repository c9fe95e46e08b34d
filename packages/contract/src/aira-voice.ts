import * as z from 'zod/mini';
import { AI_CONTEXT_TYPES, aiChatResponseSchema, aiLocationSchema, aiMessageSchema, aiSessionIdSchema } from './ai.js';
import { languageSchema } from './languages.js';
import { TTS_MAX_CHARS, VOICE_IDS } from './voice.js';

/**
 * AIRA's voice conversation (spec 001 §3, §4, §7, §9): the voices, their settings and the payloads of
 * the voice endpoints, shared by server and web.
 */
export const AIRA_VOICE = {
  /** §9: stability 0.75, similarity_boost 0.75, style 0, speaker boost on; audio volume 0.8. */
  settings: { stability: 0.75, similarity_boost: 0.75, style: 0, use_speaker_boost: true },
  volume: 0.8,
  /** §4: continuous conversation listens again this long after a reply. */
  continuousRestartMs: 500,
  /** §9: the transcription call gives up after 10 s; the chat call after 30 s. */
  transcribeTimeoutMs: 10_000,
  chatTimeoutMs: 30_000,
  /** §4 recording: mono, 16 kHz. */
  sampleRate: 16_000,
  channelCount: 1,
  /** §5 Pulse sliders. */
  sliderStep: 0.1,
  /** §4 maps: the ARIA bubble shows 5 s, the follow-up prompt comes after 8 s. */
  bubbleMs: 5_000,
  followUpMs: 8_000,
  /** §1: replies of the maps assistant stay under 80 words. */
  mapsReplyMaxWords: 80,
} as const;

/** The spec's assistant status line (§3). */
export const ASSISTANT_STATUSES = ['Conversing', 'Processing', 'Speaking', 'Ready'] as const;
export type AssistantStatus = (typeof ASSISTANT_STATUSES)[number];

/** A voice of AIRA's personality picker (§3 Voice). `voice_id` is what the endpoints take. */
export interface AiraVoice {
  voice_id: string;
  name: string;
  accent: string;
  /** The spec's one word for it (friendly, professional, ...). */
  description: string;
}

/**
 * AIRA's eight default voices (§3), default Rachel. The ids are ours; the server maps each to its
 * text-to-speech provider's voice (TTS_VOICE_MAP). ElevenLabs renamed its premade voice Bella to
 * Sarah, so by default both names speak with that one voice; an operator can map Sarah elsewhere.
 */
export const AIRA_VOICES: readonly AiraVoice[] = [
  { voice_id: 'rachel', name: 'Rachel', accent: 'American', description: 'friendly' },
  { voice_id: 'brian', name: 'Brian', accent: 'British', description: 'professional' },
  { voice_id: 'domi', name: 'Domi', accent: 'American', description: 'energetic' },
  { voice_id: 'bella', name: 'Bella', accent: 'American', description: 'warm' },
  { voice_id: 'antoni', name: 'Antoni', accent: 'Polish', description: 'calm' },
  { voice_id: 'arnold', name: 'Arnold', accent: 'American', description: 'strong' },
  { voice_id: 'sarah', name: 'Sarah', accent: 'American', description: 'gentle' },
  { voice_id: 'laura', name: 'Laura', accent: 'American', description: 'professional' },
];
export const AIRA_VOICE_IDS = AIRA_VOICES.map((v) => v.voice_id) as [string, ...string[]];
export const AIRA_DEFAULT_VOICE_ID = 'rachel';
/** The maps assistant offers the 19 voices of voice.ts; its default is Bella (§9). */
export const MAPS_DEFAULT_VOICE_ID = 'EXAVITQu4vr4xnSDxMaL';

/** Every voice id an endpoint accepts: AIRA's eight and the maps assistant's nineteen. */
export const ANY_VOICE_IDS = [...AIRA_VOICE_IDS, ...VOICE_IDS] as [string, ...string[]];
const voiceIdSchema = z.enum(ANY_VOICE_IDS, {
  error: 'voice_id must be one of the voices of /api/tts/voices/enhanced',
});

const unit = z.number().check(z.gte(0), z.lte(1));
/** §3 Voice settings; each field has the spec's default. */
export const voiceSettingsSchema = z.object({
  voice_id: z.optional(voiceIdSchema),
  stability: z._default(unit, AIRA_VOICE.settings.stability),
  similarity_boost: z._default(unit, AIRA_VOICE.settings.similarity_boost),
  style: z._default(unit, AIRA_VOICE.settings.style),
  use_speaker_boost: z._default(z.boolean(), AIRA_VOICE.settings.use_speaker_boost),
});
export type VoiceSettings = z.input<typeof voiceSettingsSchema>;

/** GET /api/tts/voices/enhanced and POST /api/tts/voices (the fallback). */
export const airaVoicesResponseSchema = z.object({
  status: z.literal('success'),
  voices: z.array(z.object({ voice_id: z.string(), name: z.string(), accent: z.string(), description: z.string() })),
  default_voice_id: z.string(),
  /** False: replies are read by the browser's speech synthesis. */
  tts_available: z.boolean(),
  /** False: voice input needs a speech-to-text provider and the mic says so. */
  stt_available: z.boolean(),
});
export type AiraVoicesResponse = z.infer<typeof airaVoicesResponseSchema>;

const ttsText = z
  .string({ error: 'text is required' })
  .check(
    z.trim(),
    z.minLength(1, 'text must not be blank'),
    z.maxLength(TTS_MAX_CHARS, `text must be at most ${TTS_MAX_CHARS} characters`),
  );

/** POST /api/tts/generate: the audio comes back as base64 in JSON. */
export const ttsGenerateRequestSchema = z.strictObject({
  text: ttsText,
  voice_id: z._default(voiceIdSchema, AIRA_DEFAULT_VOICE_ID),
  voice_settings: z.optional(voiceSettingsSchema),
  language: z._default(languageSchema, 'en'),
  session_id: z.optional(aiSessionIdSchema),
});
export type TtsGenerateRequest = z.input<typeof ttsGenerateRequestSchema>;
export const ttsGenerateResponseSchema = z.object({
  status: z.literal('success'),
  audio_base64: z.string(),
  content_type: z.string(),
});
export type TtsGenerateResponse = z.infer<typeof ttsGenerateResponseSchema>;

/** POST /api/stt/realtime-transcribe (multipart audio_file): the transcript as heard. */
export const realtimeTranscribeResponseSchema = z.object({ status: z.literal('success'), transcript: z.string() });
export type RealtimeTranscribeResponse = z.infer<typeof realtimeTranscribeResponseSchema>;

/** POST /api/ai/chat/realtime-voice (§7): a spoken or typed question with the voice to answer in. */
export const realtimeVoiceRequestSchema = z.strictObject({
  message: aiMessageSchema,
  session_id: aiSessionIdSchema,
  language: z._default(languageSchema, 'en'),
  /** One of our places: answered from its page. */
  location_id: z.optional(z.string().check(z.maxLength(100))),
  /** The visitor's position: answered from what we know there. */
  location: z.optional(aiLocationSchema),
  voice_settings: z.optional(voiceSettingsSchema),
  /** Accepted for the spec's clients; the reply and its audio come whole. */
  streaming: z.optional(z.boolean()),
  /** Stops this session's earlier voice reply still being made (its audio is not sent). */
  interrupt_previous: z.optional(z.boolean()),
  maintain_session: z.optional(z.boolean()),
  context_type: z.optional(z.enum(AI_CONTEXT_TYPES)),
});
export type RealtimeVoiceRequest = z.input<typeof realtimeVoiceRequestSchema>;

export const realtimeVoiceResponseSchema = z.extend(aiChatResponseSchema, {
  /** The reply spoken by the server's voice provider (mp3), when one is configured and answered. */
  audio_base64: z.optional(z.string()),
  voice_generated: z.boolean(),
  session_id: z.string(),
});
export type RealtimeVoiceResponse = z.infer<typeof realtimeVoiceResponseSchema>;

/** POST /api/voice/session/interrupt: the client stopped the reply's audio. */
export const voiceInterruptRequestSchema = z.strictObject({
  session_id: aiSessionIdSchema,
  action: z._default(z.enum(['interrupt', 'stop']), 'interrupt'),
});
export type VoiceInterruptRequest = z.input<typeof voiceInterruptRequestSchema>;
export const voiceInterruptResponseSchema = z.object({
  status: z.literal('success'),
  /** True when a reply of this session was still being made and was stopped. */
  interrupted: z.boolean(),
});

/**
 * POST /api/ai/tts/generate (§7): the audio itself (audio/mpeg). Takes every voice of the app;
 * model_id is accepted for the spec's clients and ignored (the server's provider chooses its model).
 */
export const aiTtsGenerateRequestSchema = z.strictObject({
  text: ttsText,
  voice_id: z._default(voiceIdSchema, AIRA_DEFAULT_VOICE_ID),
  model_id: z.optional(z.string().check(z.maxLength(100))),
  session_id: z.optional(aiSessionIdSchema),
  voice_settings: z.optional(voiceSettingsSchema),
  language: z._default(languageSchema, 'en'),
});
export type AiTtsGenerateRequest = z.input<typeof aiTtsGenerateRequestSchema>;

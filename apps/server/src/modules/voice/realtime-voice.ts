import {
  AIRA_DEFAULT_VOICE_ID,
  errorEnvelopeSchema,
  realtimeVoiceRequestSchema,
  realtimeVoiceResponseSchema,
  voiceInterruptRequestSchema,
  voiceInterruptResponseSchema,
  type RealtimeVoiceResponse,
} from '@swiss/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProviderAborted } from '../../platform/providers/errors.js';
import { answerChat, type ChatDependencies } from '../ai/index.js';
import type { TtsProvider } from './providers/elevenlabs-tts.js';
import { AIRA_VOICE_SETTINGS_TTS, providerSettings } from './settings.js';
import { conversationKey, type SpokenReplies } from './spoken-replies.js';

export interface RealtimeVoiceOptions {
  tts: TtsProvider | undefined;
  chat: ChatDependencies;
  rateLimitMax: number;
  /** Shared with the TTS endpoints, so one interrupt stops every audio of the conversation. */
  replies: SpokenReplies;
}

/**
 * AIRA's voice conversation (spec 001 §7): the chat's answer, spoken by the server's provider when it
 * has one. The text is the answer; the audio is extra, so a failed or interrupted synthesis sends the
 * text alone (voice_generated false) and the browser may read it itself.
 */
export const realtimeVoice: FastifyPluginAsyncZod<RealtimeVoiceOptions> = async (app, options) => {
  const { tts, chat, rateLimitMax, replies } = options;
  const limited = { rateLimit: { max: rateLimitMax, timeWindow: '1 minute' }, addressCeiling: 'ai' as const };
  const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 429: errorEnvelopeSchema };

  app.post(
    '/api/ai/chat/realtime-voice',
    {
      schema: {
        summary: "Ask AIRA: the chat's answer, with its audio (mp3, base64) when the server has a voice provider",
        tags: ['voice'],
        body: realtimeVoiceRequestSchema,
        response: { 200: realtimeVoiceResponseSchema, ...errors },
      },
      config: limited,
    },
    async (request): Promise<RealtimeVoiceResponse> => {
      const { message, session_id, language, location_id, location, context_type, voice_settings } = request.body;
      const key = conversationKey(app, request, session_id);
      if (request.body.interrupt_previous) replies.interrupt(key);
      const reply = replies.start(key);
      try {
        const body = { message, session_id, language, location_id, location, context_type };
        const answer = await answerChat(app, chat, request, body);
        // Without a provider, or interrupted while the answer was being found: the text alone.
        if (!tts || reply.signal.aborted) return { ...answer, voice_generated: false, session_id };
        try {
          const { audio } = await tts.synthesize(
            answer.response,
            voice_settings?.voice_id ?? AIRA_DEFAULT_VOICE_ID,
            answer.language,
            {
              settings: providerSettings(voice_settings, AIRA_VOICE_SETTINGS_TTS),
              signal: reply.signal,
            },
          );
          return { ...answer, audio_base64: audio.toString('base64'), voice_generated: true, session_id };
        } catch (error) {
          if (error instanceof ProviderAborted) request.log.info('spoken reply interrupted');
          else request.log.warn({ err: error }, 'spoken reply failed; the text is sent alone');
          return { ...answer, voice_generated: false, session_id };
        }
      } finally {
        replies.finish(key, reply);
      }
    },
  );

  app.post(
    '/api/voice/session/interrupt',
    {
      schema: {
        summary: "Stop this conversation's spoken reply still being made",
        tags: ['voice'],
        body: voiceInterruptRequestSchema,
        response: { 200: voiceInterruptResponseSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
      config: limited,
    },
    async (request) => ({
      status: 'success' as const,
      interrupted: replies.interrupt(conversationKey(app, request, request.body.session_id)),
    }),
  );
};

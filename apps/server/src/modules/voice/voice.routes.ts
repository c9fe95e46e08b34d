import multipart from '@fastify/multipart';
import {
  AIRA_DEFAULT_VOICE_ID,
  AIRA_VOICE_IDS,
  AIRA_VOICES,
  aiTtsGenerateRequestSchema,
  airaVoicesResponseSchema,
  DEFAULT_VOICE_ID,
  errorEnvelopeSchema,
  languageSchema,
  type Language,
  realtimeTranscribeResponseSchema,
  STT_MAX_BYTES,
  ttsGenerateRequestSchema,
  ttsGenerateResponseSchema,
  VOICE_UNAVAILABLE_MESSAGE,
  VOICES,
  voicesResponseSchema,
} from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import { HttpError } from '../../plugins/errors.js';
import { ProviderAborted, ProviderError } from '../../platform/providers/errors.js';
import type { ChatDependencies } from '../ai/index.js';
import type { TtsProvider } from './providers/elevenlabs-tts.js';
import type { SttProvider } from './providers/whisper-stt.js';
import { realtimeVoice } from './realtime-voice.js';
import { conversationKey, SpokenReplies } from './spoken-replies.js';
import {
  AIRA_VOICE_SETTINGS_TTS,
  providerSettings,
  type ProviderVoiceSettings,
  VOICE_SETTINGS_TTS,
} from './settings.js';

export interface VoiceRoutesOptions {
  tts: TtsProvider | undefined;
  stt: SttProvider | undefined;
  rateLimitMax: number;
  /** The chat's engine and conversations, for AIRA's realtime voice. */
  chat: ChatDependencies;
}

// AIRA's voices speak with AIRA's settings; the maps assistant's 19 keep the explorer's.
const defaultSettings = (voiceId: string) =>
  AIRA_VOICE_IDS.includes(voiceId) ? AIRA_VOICE_SETTINGS_TTS : VOICE_SETTINGS_TTS;

function providerFailure(error: unknown, service: string): HttpError {
  if (error instanceof ProviderAborted)
    return new HttpError(409, 'INTERRUPTED', 'The spoken reply was interrupted before it was ready.');
  if (error instanceof ProviderError)
    return error.kind === 'timeout'
      ? new HttpError(504, 'UPSTREAM_TIMEOUT', `The ${service} service did not answer in time.`)
      : new HttpError(502, 'UPSTREAM_ERROR', `The ${service} service failed.`);
  throw error;
}

/** Voice in and out through providers configured on the server; 404 without one (the client then uses the browser). */
const routes: FastifyPluginAsyncZod<VoiceRoutesOptions> = async (app, { tts, stt, rateLimitMax, chat }) => {
  await app.register(multipart, { limits: { files: 1, fileSize: STT_MAX_BYTES, fields: 2, parts: 3 } });
  const limited = { rateLimit: { max: rateLimitMax, timeWindow: '1 minute' }, addressCeiling: 'ai' as const };
  const errors = {
    400: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    502: errorEnvelopeSchema,
    504: errorEnvelopeSchema,
  };
  const speaking = { ...errors, 409: errorEnvelopeSchema };
  // Audio asked for with a session_id can be stopped by that conversation's interrupt.
  const replies = new SpokenReplies();
  const synthesize = async (
    request: FastifyRequest,
    body: {
      text: string;
      voice_id: string;
      voice_settings?: ProviderVoiceSettings & { voice_id?: string };
      language: Language;
      session_id?: string;
    },
  ) => {
    if (!tts) throw new HttpError(404, 'NOT_FOUND', VOICE_UNAVAILABLE_MESSAGE);
    const key = body.session_id === undefined ? undefined : conversationKey(app, request, body.session_id);
    const controller = key === undefined ? undefined : replies.start(key);
    try {
      return await tts.synthesize(body.text, body.voice_id, body.language, {
        settings: providerSettings(body.voice_settings, defaultSettings(body.voice_id)),
        signal: controller?.signal,
      });
    } catch (error) {
      throw providerFailure(error, 'voice');
    } finally {
      if (key !== undefined && controller) replies.finish(key, controller);
    }
  };

  app.get(
    '/api/tts/voices',
    { schema: { summary: 'The voices for spoken replies', tags: ['voice'], response: { 200: voicesResponseSchema } } },
    async () => ({
      status: 'success' as const,
      voices: [...VOICES],
      default_voice_id: DEFAULT_VOICE_ID,
      tts_available: tts !== undefined,
      stt_available: stt !== undefined,
    }),
  );

  // AIRA's personality picker; POST is the spec's fallback for clients whose GET failed.
  const airaVoices = async () => ({
    status: 'success' as const,
    voices: [...AIRA_VOICES],
    default_voice_id: AIRA_DEFAULT_VOICE_ID,
    tts_available: tts !== undefined,
    stt_available: stt !== undefined,
  });
  const airaVoicesSchema = { summary: "AIRA's voices", tags: ['voice'], response: { 200: airaVoicesResponseSchema } };
  app.get('/api/tts/voices/enhanced', { schema: airaVoicesSchema }, airaVoices);
  app.post('/api/tts/voices', { schema: airaVoicesSchema }, airaVoices);

  app.post(
    '/api/tts/generate',
    {
      schema: {
        summary: 'Speak a text with one of the voices (mp3 as base64 in JSON)',
        tags: ['voice'],
        body: ttsGenerateRequestSchema,
        response: { 200: ttsGenerateResponseSchema, ...speaking },
      },
      config: limited,
    },
    async (request) => {
      const { audio, contentType } = await synthesize(request, request.body);
      return { status: 'success' as const, audio_base64: audio.toString('base64'), content_type: contentType };
    },
  );

  app.post(
    '/api/ai/tts/generate',
    {
      schema: {
        summary: 'Speak a text with one of the voices (audio/mpeg); model_id is accepted and not used',
        tags: ['voice'],
        body: aiTtsGenerateRequestSchema,
        response: { 200: z.any(), ...speaking },
      },
      config: limited,
    },
    async (request, reply) => {
      const { audio, contentType } = await synthesize(request, request.body);
      return reply.type(contentType).header('cache-control', 'no-store').send(audio);
    },
  );

  app.post(
    '/api/stt/realtime-transcribe',
    {
      schema: {
        summary: `Transcribe a spoken question (multipart field audio_file, at most ${STT_MAX_BYTES} bytes)`,
        tags: ['voice'],
        querystring: z.object({ language: z.optional(languageSchema) }),
        response: {
          200: realtimeTranscribeResponseSchema,
          ...errors,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
        },
      },
      config: limited,
    },
    async (request) => {
      if (!stt) throw new HttpError(404, 'NOT_FOUND', VOICE_UNAVAILABLE_MESSAGE);
      if (!request.isMultipart())
        throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the recording as multipart/form-data', [
          { field: 'audio_file', message: 'multipart/form-data with an audio_file part is required' },
        ]);
      const file = await request.file();
      if (!file || file.fieldname !== 'audio_file')
        throw new HttpError(400, 'VALIDATION_ERROR', 'audio_file is required', [
          { field: 'audio_file', message: 'attach the recording as audio_file' },
        ]);
      if (!/^(audio|video)\/[\w.+-]+/.test(file.mimetype))
        throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'audio_file must be an audio recording', [
          { field: 'audio_file', message: `unsupported type ${file.mimetype}` },
        ]);
      let audio: Buffer;
      try {
        audio = await file.toBuffer();
      } catch {
        throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `audio_file must be at most ${STT_MAX_BYTES} bytes`, [
          { field: 'audio_file', message: 'recording too long' },
        ]);
      }
      if (audio.length === 0)
        throw new HttpError(400, 'VALIDATION_ERROR', 'audio_file is empty', [
          { field: 'audio_file', message: 'empty' },
        ]);
      try {
        const transcript = await stt.transcribe(
          audio,
          file.filename || 'speech.webm',
          file.mimetype,
          request.query.language,
        );
        return { status: 'success' as const, transcript };
      } catch (error) {
        throw providerFailure(error, 'speech recognition');
      }
    },
  );

  // Registered inside the voice routes' plugin, with its providers: not a plugin of its own.
  await app.register(realtimeVoice, { tts, chat, rateLimitMax, replies });
};

export const voiceRoutes = fp(routes, {
  name: 'voice-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES, 'database', 'catalog-snapshot'],
  decorators: { fastify: ['database', 'catalog', 'deviceTokens'] },
});

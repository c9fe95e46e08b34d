import multipart from '@fastify/multipart';
import {
  DEFAULT_VOICE_ID,
  errorEnvelopeSchema,
  languageSchema,
  STT_MAX_BYTES,
  sttResponseSchema,
  ttsRequestSchema,
  VOICE_UNAVAILABLE_MESSAGE,
  VOICES,
  voicesResponseSchema,
} from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import { HttpError } from '../../plugins/errors.js';
import { ProviderError } from '../../platform/providers/errors.js';
import type { TtsProvider } from './providers/elevenlabs-tts.js';
import type { SttProvider } from './providers/whisper-stt.js';

export interface VoiceRoutesOptions {
  tts: TtsProvider | undefined;
  stt: SttProvider | undefined;
  rateLimitMax: number;
}

function providerFailure(error: unknown, service: string): HttpError {
  if (error instanceof ProviderError)
    return error.kind === 'timeout'
      ? new HttpError(504, 'UPSTREAM_TIMEOUT', `The ${service} service did not answer in time.`)
      : new HttpError(502, 'UPSTREAM_ERROR', `The ${service} service failed.`);
  throw error;
}

/** Voice in and out through providers configured on the server; 404 without one (the client then uses the browser). */
const routes: FastifyPluginAsyncZod<VoiceRoutesOptions> = async (app, { tts, stt, rateLimitMax }) => {
  await app.register(multipart, { limits: { files: 1, fileSize: STT_MAX_BYTES, fields: 2, parts: 3 } });
  const limited = { rateLimit: { max: rateLimitMax, timeWindow: '1 minute' }, addressCeiling: 'ai' as const };
  const errors = {
    400: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    502: errorEnvelopeSchema,
    504: errorEnvelopeSchema,
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

  app.post(
    '/api/ai/tts/generate',
    {
      schema: {
        summary: 'Speak a text with one of the voices (audio/mpeg)',
        tags: ['voice'],
        body: ttsRequestSchema,
        response: { 200: z.any(), ...errors },
      },
      config: limited,
    },
    async (request, reply) => {
      if (!tts) throw new HttpError(404, 'NOT_FOUND', VOICE_UNAVAILABLE_MESSAGE);
      const { text, voice_id: voiceId, language } = request.body;
      try {
        const { audio, contentType } = await tts.synthesize(text, voiceId, language);
        return reply.type(contentType).header('cache-control', 'no-store').send(audio);
      } catch (error) {
        throw providerFailure(error, 'voice');
      }
    },
  );

  app.post(
    '/api/stt/realtime-transcribe',
    {
      schema: {
        summary: `Transcribe a spoken question (multipart field audio_file, at most ${STT_MAX_BYTES} bytes)`,
        tags: ['voice'],
        querystring: z.object({ language: z.optional(languageSchema) }),
        response: { 200: sttResponseSchema, ...errors, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema },
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
        const text = await stt.transcribe(audio, file.filename || 'speech.webm', file.mimetype, request.query.language);
        return { status: 'success' as const, text };
      } catch (error) {
        throw providerFailure(error, 'speech recognition');
      }
    },
  );
};

export const voiceRoutes = fp(routes, {
  name: 'voice-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES],
});

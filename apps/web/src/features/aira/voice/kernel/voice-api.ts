import {
  AIRA_VOICE,
  aiChatResponseSchema,
  airaVoicesResponseSchema,
  errorEnvelopeSchema,
  realtimeTranscribeResponseSchema,
  realtimeVoiceResponseSchema,
  voiceInterruptResponseSchema,
  type AiChatRequest,
  type AiChatResponse,
  type AiraVoicesResponse,
  type Language,
  type RealtimeVoiceRequest,
  type RealtimeVoiceResponse,
} from '@swiss/contract';
import { useQuery } from '@tanstack/react-query';
import { getJson, postJson } from '../../../../lib/api-client';
import { withDeviceToken } from '../../../../lib/device-token';

/**
 * AIRA's voice endpoints (spec §7). `base` is the server's origin, '' in the app (same origin); the
 * tests give their loopback server's.
 */
export interface VoiceApiOptions {
  base?: string;
  signal?: AbortSignal | undefined;
}

/** Why a spoken question could not be understood (§8); each has its sentence in aira.voice.reason. */
export type VoiceFailureReason = 'format' | 'unavailable' | 'server' | 'network' | 'retry' | 'sttFailed';

export class VoiceProcessingError extends Error {
  constructor(
    readonly reason: VoiceFailureReason,
    /** The HTTP status, 0 when the server was not reached. */
    readonly status: number,
    detail: string,
  ) {
    super(detail);
    this.name = 'VoiceProcessingError';
  }
}

/** §8: 400 (and 415) the format, 404 no voice service, 5xx the server, 0 the network, else try again. */
export function voiceFailureReason(status: number): VoiceFailureReason {
  if (status === 0) return 'network';
  if (status === 400 || status === 415) return 'format';
  if (status === 404) return 'unavailable';
  if (status >= 500) return 'server';
  return 'retry';
}

/** The key of a reason's sentence; the whole text is t('aira.voice.processing', { reason }). */
export function voiceReasonKey(reason: VoiceFailureReason): `aira.voice.reason.${VoiceFailureReason}` {
  return `aira.voice.reason.${reason}`;
}

/**
 * POST /api/stt/realtime-transcribe: the recording as multipart `audio_file`, 10 s at most (§9).
 * Resolves with the transcript as heard; rejects with a VoiceProcessingError.
 */
export async function transcribe(
  audio: Blob,
  language: Language,
  { base = '', signal }: VoiceApiOptions = {},
): Promise<string> {
  const timeout = AbortSignal.timeout(AIRA_VOICE.transcribeTimeoutMs);
  const form = new FormData();
  const extension = audio.type.includes('mp4') ? 'm4a' : audio.type.includes('ogg') ? 'ogg' : 'webm';
  form.append('audio_file', audio, `speech.${extension}`);
  let response: Response;
  try {
    response = await fetch(`${base}/api/stt/realtime-transcribe?language=${language}`, {
      method: 'POST',
      headers: await withDeviceToken(new Headers({ accept: 'application/json' })),
      body: form,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new VoiceProcessingError('network', 0, timeout.aborted ? 'no transcript within the time-out' : 'not reached');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const envelope = errorEnvelopeSchema.safeParse(body);
    throw new VoiceProcessingError(
      voiceFailureReason(response.status),
      response.status,
      envelope.success ? envelope.data.message : `HTTP ${response.status}`,
    );
  }
  const parsed = realtimeTranscribeResponseSchema.safeParse(body);
  if (!parsed.success) throw new VoiceProcessingError('sttFailed', response.status, 'Speech-to-text service failed');
  return parsed.data.transcript;
}

/** POST /api/ai/chat/realtime-voice: the reply, and its audio when the server could speak it. */
export function realtimeVoice(
  request: RealtimeVoiceRequest,
  { base = '', signal }: VoiceApiOptions = {},
): Promise<RealtimeVoiceResponse> {
  return postJson(`${base}/api/ai/chat/realtime-voice`, request, realtimeVoiceResponseSchema, {
    signal,
    timeoutMs: AIRA_VOICE.chatTimeoutMs,
    device: true,
  });
}

/** POST /api/ai/chat with AIRA's 30 s time-out (§9), for questions asked with the voice off. */
export function askAira(request: AiChatRequest, { base = '', signal }: VoiceApiOptions = {}): Promise<AiChatResponse> {
  return postJson(`${base}/api/ai/chat`, request, aiChatResponseSchema, {
    signal,
    timeoutMs: AIRA_VOICE.chatTimeoutMs,
    device: true,
  });
}

/** POST /api/voice/session/interrupt: the visitor stopped the reply; the server drops what it still makes. */
export function interruptVoice(
  sessionId: string,
  action: 'interrupt' | 'stop' = 'interrupt',
  { base = '', signal }: VoiceApiOptions = {},
): Promise<boolean> {
  return postJson(
    `${base}/api/voice/session/interrupt`,
    { session_id: sessionId, action },
    voiceInterruptResponseSchema,
    { signal, timeoutMs: 5000, device: true },
  ).then((answer) => answer.interrupted);
}

/** GET /api/tts/voices/enhanced, else POST /api/tts/voices (§7): the voices and what the server can do. */
export async function loadAiraVoices({ base = '', signal }: VoiceApiOptions = {}): Promise<AiraVoicesResponse> {
  try {
    return await getJson(`${base}/api/tts/voices/enhanced`, airaVoicesResponseSchema, { signal, timeoutMs: 5000 });
  } catch (error) {
    if (signal?.aborted) throw error;
    return postJson(`${base}/api/tts/voices`, {}, airaVoicesResponseSchema, { signal, timeoutMs: 5000 });
  }
}

/** The voices query; undefined data while loading or when both calls failed (the panel then uses AIRA_VOICES). */
export function useAiraVoices(base = '') {
  return useQuery({
    queryKey: ['aira-voices', base],
    queryFn: ({ signal }) => loadAiraVoices({ base, signal }),
    staleTime: Infinity,
    retry: false,
  });
}

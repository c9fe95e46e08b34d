import type { AiChatRequest, AiChatResponse, RealtimeVoiceRequest } from '@swiss/contract';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../../lib/api-client';
import { askAira, realtimeVoice } from './voice-api';
import type { Flight, VoiceChatRefs } from './voice-chat-runtime';
import type { VoiceChatOptions } from './voice-chat-types';

/** The server answered with nothing to show: the panel says 'No response from AI' (§8). */
export class EmptyReplyError extends Error {
  constructor() {
    super('The AI answered with an empty reply');
    this.name = 'EmptyReplyError';
  }
}

/** An ApiError carrying the server's own message (its error envelope), not one of ours. */
function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status === 0 || error.code === 'INVALID_RESPONSE') return undefined;
  return error.detail.startsWith('HTTP ') ? undefined : error.detail;
}

/** The stand-in answer of a failed question (§8): 'No response from AI', the server's words or the panel's. */
export function voiceFailureText<C>(error: unknown, t: TFunction, options: VoiceChatOptions<C>): string {
  if (error instanceof EmptyReplyError) return t('aira.voice.noResponse');
  return (options.serverErrorText ? serverMessage(error) : undefined) ?? options.failureText;
}

/**
 * useChat's transport: with the voice on, POST /api/ai/chat/realtime-voice with the chosen voice and
 * its settings; off, POST /api/ai/chat. It fills in the question's Flight (audio, failure) for the
 * conversation and remembers the session for an interrupt.
 */
export async function voiceChatRequest<C>(
  { runtimeRef, latestRef, base, startedAt }: VoiceChatRefs<C> & { base: string; startedAt: number },
  request: AiChatRequest,
  signal: AbortSignal,
): Promise<AiChatResponse> {
  const { current: rt } = runtimeRef;
  const flight: Flight = rt.next ?? { isVoice: false, audio: undefined, failed: false };
  rt.next = undefined;
  rt.lastSession = request.session_id;
  const now = latestRef.current;
  try {
    let response: AiChatResponse;
    if (now.voiceOn) {
      const spoken: RealtimeVoiceRequest = {
        message: request.message,
        session_id: request.session_id ?? `aira_voice_${startedAt}`,
        language: request.language,
        voice_settings: { ...now.settings, voice_id: now.voiceId },
        interrupt_previous: true,
        maintain_session: true,
        ...(request.location_id !== undefined && { location_id: request.location_id }),
        ...(request.location !== undefined && { location: request.location }),
        ...(request.context_type !== undefined && { context_type: request.context_type }),
      };
      const answer = await (now.options.voiceTransport ?? ((r, s) => realtimeVoice(r, { base, signal: s })))(
        spoken,
        signal,
      );
      flight.audio = answer.voice_generated ? answer.audio_base64 : undefined;
      response = answer;
    } else {
      response = await (now.options.transport ?? ((r, s) => askAira(r, { base, signal: s })))(
        request,
        signal,
        undefined,
      );
    }
    if (!response.response.trim()) throw new EmptyReplyError();
    return response;
  } catch (error) {
    flight.failed = true;
    throw error;
  }
}

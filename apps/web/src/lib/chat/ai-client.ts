import {
  aiChatResponseSchema,
  aiStreamTextSchema,
  errorEnvelopeSchema,
  type AiChatRequest,
  type AiChatResponse,
} from '@swiss/contract';
import { ApiError, postJson } from '../api-client';
import { withDeviceToken } from '../device-token';

/** How long a chat waits for the server before the caller shows its fallback. */
export const AI_CHAT_TIMEOUT_MS = 20000;

/**
 * Ask POST /api/ai/chat. Throws ApiError on any failure (network, timeout, 4xx/5xx, bad shape): each
 * chat then shows its own fallback from the spec, so a failing AI degrades one panel only.
 */
export function askAi(request: AiChatRequest, signal?: AbortSignal): Promise<AiChatResponse> {
  return postJson('/api/ai/chat', request, aiChatResponseSchema, {
    signal,
    timeoutMs: AI_CHAT_TIMEOUT_MS,
    device: true,
  });
}

function parseEvent(block: string): { event: string; data: unknown } | undefined {
  let event = 'message';
  let data = '';
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data += line.slice(5).trim();
  }
  if (!data) return undefined;
  try {
    return { event, data: JSON.parse(data) as unknown };
  } catch {
    return undefined;
  }
}

/**
 * The same question through POST /api/ai/chat/stream: `onText` receives the answer so far while it
 * is written; resolves with the full response. Failures throw ApiError like askAi.
 */
export async function streamAi(
  request: AiChatRequest,
  onText: (textSoFar: string) => void,
  signal?: AbortSignal,
): Promise<AiChatResponse> {
  const timeout = AbortSignal.timeout(AI_CHAT_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch('/api/ai/chat/stream', {
      method: 'POST',
      headers: await withDeviceToken(new Headers({ accept: 'text/event-stream', 'content-type': 'application/json' })),
      body: JSON.stringify(request),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch {
    throw new ApiError(
      timeout.aborted ? `no answer within ${AI_CHAT_TIMEOUT_MS} ms` : 'the request did not reach the server',
      0,
      timeout.aborted ? 'TIMEOUT' : 'NETWORK_ERROR',
    );
  }
  if (!response.ok || !response.body) {
    const envelope = errorEnvelopeSchema.safeParse(await response.json().catch(() => null));
    throw new ApiError(
      envelope.success ? envelope.data.message : `HTTP ${response.status} without an error envelope`,
      response.status,
      envelope.success ? envelope.data.code : 'INTERNAL_ERROR',
    );
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const parsed = parseEvent(block);
        if (parsed?.event === 'text') {
          const text = aiStreamTextSchema.safeParse(parsed.data);
          if (text.success) onText(text.data.text);
        } else if (parsed?.event === 'done') {
          const full = aiChatResponseSchema.safeParse(parsed.data);
          if (full.success) return full.data;
        }
      }
    }
  } catch {
    throw new ApiError(
      timeout.aborted ? `no answer within ${AI_CHAT_TIMEOUT_MS} ms` : 'the request did not reach the server',
      0,
      timeout.aborted ? 'TIMEOUT' : 'NETWORK_ERROR',
    );
  }
  throw new ApiError('The answer stopped before it was complete', response.status, 'INVALID_RESPONSE');
}

import { aiChatResponseSchema, type AiChatRequest, type AiChatResponse } from '@swiss/contract';
import { postJson } from './api-client';

/** How long a chat waits for the server before the caller shows its fallback. */
export const AI_CHAT_TIMEOUT_MS = 20000;

/**
 * Ask POST /api/ai/chat. Throws ApiError on any failure (network, timeout, 4xx/5xx, bad shape): each
 * chat then shows its own fallback from the spec, so a failing AI degrades one panel only.
 */
export function askAi(request: AiChatRequest, signal?: AbortSignal): Promise<AiChatResponse> {
  return postJson('/api/ai/chat', request, aiChatResponseSchema, { signal, timeoutMs: AI_CHAT_TIMEOUT_MS });
}

import { DEVICE_TOKEN_HEADER } from '@swiss/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The spoken replies this instance is still making, per conversation (the realtime voice's replies
 * and the TTS endpoints' audio sent with a session_id), so a newer question
 * (interrupt_previous) or POST /api/voice/session/interrupt can stop them: the provider call is
 * aborted and its audio never sent. In memory, per instance; an entry lives only as long as its call.
 */
export class SpokenReplies {
  private readonly running = new Map<string, Set<AbortController>>();

  /** A reply being made for `key`; call finish with it when it is done either way. */
  start(key: string): AbortController {
    const controller = new AbortController();
    const set = this.running.get(key) ?? new Set();
    set.add(controller);
    this.running.set(key, set);
    return controller;
  }

  finish(key: string, controller: AbortController): void {
    const set = this.running.get(key);
    if (!set?.delete(controller)) return;
    if (set.size === 0) this.running.delete(key);
  }

  /** Stops every reply still being made for `key`; true when there was one. */
  interrupt(key: string): boolean {
    const set = this.running.get(key);
    if (!set) return false;
    this.running.delete(key);
    for (const controller of set) controller.abort();
    return set.size > 0;
  }
}

/**
 * A conversation's replies belong to the device that asks (its verified token), else to its address:
 * another visitor sending the same session id stops nothing of anyone else's.
 */
export function conversationKey(app: FastifyInstance, request: FastifyRequest, sessionId: string): string {
  return `${app.deviceTokens.verify(request.headers[DEVICE_TOKEN_HEADER]) ?? `address:${request.ip}`}\n${sessionId}`;
}

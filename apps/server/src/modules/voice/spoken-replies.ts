/**
 * The spoken replies this instance is still making, per conversation, so a newer question
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

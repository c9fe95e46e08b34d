import { hasSessionDevicePart } from '@swiss/contract';

/** One turn of a conversation, kept so follow-up questions have their context. */
export interface Turn {
  question: string;
  answer: string;
}

/**
 * One conversation: the device that asks (the id of its verified device token) and the session id
 * it chose. Conversations are kept per device, so the same session id sent by another device (guessed,
 * copied, or an older shared shape) names a different, empty conversation.
 */
export interface SessionKey {
  owner: string;
  id: string;
}

/**
 * The conversation of a request, or undefined: answered without history and nothing kept. That is
 * the case without a valid device token (no owner to bind to) and for session ids without the
 * device part (the older shapes every visitor of a place sent alike).
 */
export function sessionKey(owner: string | undefined, sessionId: string | undefined): SessionKey | undefined {
  if (!owner || !sessionId || !hasSessionDevicePart(sessionId)) return undefined;
  return { owner, id: sessionId };
}

export interface SessionStoreOptions {
  ttlMs: number;
  maxSessions: number;
  maxTurns: number;
  now?: () => number;
}

/**
 * Conversations per device and session id, in memory: each expires after `ttlMs` without use, at most
 * `maxSessions` are kept (the least recently used go first) and each keeps its last `maxTurns` turns.
 */
export class SessionStore {
  private readonly sessions = new Map<string, { turns: Turn[]; touched: number }>();
  private readonly now: () => number;

  constructor(private readonly options: SessionStoreOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Neither part holds a line break (token ids are base64url, session ids the contract's characters). */
  private static mapKey(key: SessionKey): string {
    return `${key.owner}\n${key.id}`;
  }

  history(key: SessionKey | undefined): Turn[] {
    if (!key) return [];
    const id = SessionStore.mapKey(key);
    const session = this.sessions.get(id);
    if (!session) return [];
    if (this.now() - session.touched > this.options.ttlMs) {
      this.sessions.delete(id);
      return [];
    }
    return [...session.turns];
  }

  append(key: SessionKey | undefined, turn: Turn): void {
    if (!key) return;
    const id = SessionStore.mapKey(key);
    const turns = [...this.history(key), turn].slice(-this.options.maxTurns);
    this.sessions.delete(id); // re-insert: Map order is the recency order
    this.sessions.set(id, { turns, touched: this.now() });
    while (this.sessions.size > this.options.maxSessions) {
      const oldest = this.sessions.keys().next().value;
      if (oldest === undefined) break;
      this.sessions.delete(oldest);
    }
  }

  get size(): number {
    return this.sessions.size;
  }
}

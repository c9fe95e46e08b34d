/** One turn of a conversation, kept so follow-up questions have their context. */
export interface Turn {
  question: string;
  answer: string;
}

export interface SessionStoreOptions {
  ttlMs: number;
  maxSessions: number;
  maxTurns: number;
  now?: () => number;
}

/**
 * Conversations per session id, in memory: each expires after `ttlMs` without use, at most
 * `maxSessions` are kept (the least recently used go first) and each keeps its last `maxTurns` turns.
 */
export class SessionStore {
  private readonly sessions = new Map<string, { turns: Turn[]; touched: number }>();
  private readonly now: () => number;

  constructor(private readonly options: SessionStoreOptions) {
    this.now = options.now ?? Date.now;
  }

  history(id: string | undefined): Turn[] {
    if (!id) return [];
    const session = this.sessions.get(id);
    if (!session) return [];
    if (this.now() - session.touched > this.options.ttlMs) {
      this.sessions.delete(id);
      return [];
    }
    return [...session.turns];
  }

  append(id: string | undefined, turn: Turn): void {
    if (!id) return;
    const turns = [...this.history(id), turn].slice(-this.options.maxTurns);
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

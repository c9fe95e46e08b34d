import { serverMessageSchema, type ClientMessage, type ServerMessage } from '@swiss/contract';
import type { WebSocket } from 'ws';

/**
 * A test's (or the bench's) view of one ARQive WebSocket: every frame the server sends is checked
 * against the contract and kept, and `next` waits for the first one (after those already taken)
 * that matches.
 */
export class ArqiveTestClient {
  readonly received: ServerMessage[] = [];
  private taken = 0;
  private waiters: (() => void)[] = [];
  closed = false;

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      this.received.push(serverMessageSchema.parse(JSON.parse(data.toString('utf8'))));
      for (const wake of this.waiters.splice(0)) wake();
    });
    socket.on('close', () => {
      this.closed = true;
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  send(message: ClientMessage): void {
    this.socket.send(JSON.stringify(message));
  }

  raw(frame: string | Buffer): void {
    this.socket.send(frame);
  }

  /** The next message matching `match` after the last one taken (earlier non-matching ones are skipped). */
  async next<T extends ServerMessage>(match: (m: ServerMessage) => m is T, timeoutMs?: number): Promise<T>;
  async next(match: (m: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  async next(match: (m: ServerMessage) => boolean, timeoutMs = 3000): Promise<ServerMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.taken < this.received.length) {
        const message = this.received[this.taken++];
        if (message && match(message)) return message;
      }
      if (this.closed) throw new Error('socket closed while waiting');
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(this.received.slice(-5))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Sends and waits for the ack or error answering it (by ref). */
  async request(message: ClientMessage & { ref?: string }): Promise<ServerMessage> {
    const ref = message.ref ?? Math.random().toString(36).slice(2);
    this.send({ ...message, ref } as ClientMessage);
    return this.next((m) => (m.type === 'ack' || m.type === 'error') && m.ref === ref);
  }

  close(): void {
    this.socket.close();
  }

  /** A dropped connection (no closing handshake), as when a phone loses its network. */
  drop(): void {
    this.socket.terminate();
  }
}

export const isType =
  <K extends ServerMessage['type']>(type: K) =>
  (m: ServerMessage): m is Extract<ServerMessage, { type: K }> =>
    m.type === type;

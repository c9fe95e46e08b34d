import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { TokenBucket } from './token-bucket.js';

/** The error codes the kernel itself answers with (a route's contract has these among its own). */
export type RealtimeErrorCode = 'TOO_LARGE' | 'INVALID_MESSAGE' | 'RATE_LIMITED' | 'NOT_AUTHENTICATED';

/** A zod (mini) schema, as far as the kernel needs one. */
export interface FrameSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly unknown[] } };
}

/** One open connection, after its first frame identified it. */
export class RealtimeConnection<Out, Identity> {
  /** Unique per connection (a participant may have several). */
  readonly id = randomBytes(9).toString('base64url');
  /** Frames and bytes a client may have waiting before it counts as too slow and is cut. */
  static maxBufferedBytes = 4 * 1024 * 1024;

  constructor(
    private readonly socket: WebSocket,
    readonly identity: Identity,
    readonly log: FastifyBaseLogger,
  ) {}

  get open(): boolean {
    return this.socket.readyState === this.socket.OPEN;
  }

  /** Sends one typed frame; a client that reads far slower than it is sent to is disconnected. */
  send(message: Out): void {
    this.sendRaw(JSON.stringify(message));
  }

  /**
   * Sends an already serialised frame (fan-out serialises once for every receiver). The frames
   * sent to one client within one tick (a batch of moves is ~20 ops) leave in one write: the TCP
   * socket is corked until the next tick, instead of one system call per frame.
   */
  sendRaw(frame: string): void {
    if (!this.open) return;
    if (this.socket.bufferedAmount > RealtimeConnection.maxBufferedBytes) {
      this.log.warn({ connection: this.id }, 'realtime client too slow: disconnected');
      this.socket.terminate();
      return;
    }
    const tcp = (this.socket as unknown as { _socket?: Socket })._socket;
    if (tcp && !this.corked) {
      this.corked = true;
      tcp.cork();
      process.nextTick(() => {
        this.corked = false;
        tcp.uncork();
      });
    }
    this.socket.send(frame);
  }

  private corked = false;

  close(code = 1000, reason = ''): void {
    this.socket.close(code, reason);
  }
}

export interface RealtimeRouteOptions<In extends { type: string }, Out, Identity> {
  path: string;
  /** Every incoming frame is parsed with it (a discriminated union on `type`). */
  schema: FrameSchema<In>;
  maxFrameBytes: number;
  messagesPerSecond: number;
  messagesBurst: number;
  /** Builds the route's error frame. */
  errorFrame(code: RealtimeErrorCode, message: string, ref?: string): Out;
  /**
   * The first valid frame must identify the client: the identity, or undefined (the kernel answers
   * NOT_AUTHENTICATED and keeps waiting). Also answers `welcome` itself when it wants to.
   */
  authenticate(message: In, request: FastifyRequest): Identity | undefined;
  /** Called once the connection is identified. */
  onOpen?(connection: RealtimeConnection<Out, Identity>): void;
  /** Each later valid, admitted frame; a rejection is logged and answered by the route itself. */
  onMessage(connection: RealtimeConnection<Out, Identity>, message: In): Promise<void> | void;
  onClose?(connection: RealtimeConnection<Out, Identity>): Promise<void> | void;
  /** How often the server pings; a client that has not answered the previous ping is cut (default 30 s). */
  pingIntervalMs?: number;
}

/** Refused frames (any reason) within ABUSE_WINDOW_MS after which the connection is closed. */
const ABUSE_LIMIT_FACTOR = 5;
const ABUSE_WINDOW_MS = 10_000;

function refOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const ref = (value as { ref?: unknown }).ref;
  return typeof ref === 'string' && ref.length <= 64 ? ref : undefined;
}

/**
 * Adds a WebSocket route whose every frame is checked before the route sees it: size (TOO_LARGE),
 * JSON and schema (INVALID_MESSAGE; zod rejects NaN and infinities, e.g. `1e999`), a per-connection
 * token bucket (RATE_LIMITED), and identity from the first frame (NOT_AUTHENTICATED before it).
 * A refused frame gets an error frame and the connection stays; only sustained abuse (many refused
 * frames within 10 s) closes it (1008). Frames of one connection are handled one after another.
 */
export function realtimeRoute<In extends { type: string }, Out, Identity>(
  app: FastifyInstance,
  options: RealtimeRouteOptions<In, Out, Identity>,
): void {
  app.get(options.path, { websocket: true }, (socket, request) => {
    const log = request.log;
    const bucket = new TokenBucket(options.messagesPerSecond, options.messagesBurst);
    const refusals: number[] = [];
    let connection: RealtimeConnection<Out, Identity> | undefined;
    let queue: Promise<void> = Promise.resolve();
    let alive = true;

    const sendError = (code: RealtimeErrorCode, message: string, ref?: string) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(options.errorFrame(code, message, ref)));
    };
    const refuse = (code: RealtimeErrorCode, message: string, ref?: string) => {
      sendError(code, message, ref);
      const now = performance.now();
      refusals.push(now);
      while (refusals.length > 0 && (refusals[0] ?? now) < now - ABUSE_WINDOW_MS) refusals.shift();
      if (refusals.length > options.messagesBurst * ABUSE_LIMIT_FACTOR) {
        log.warn({ path: options.path }, 'realtime client closed for sustained abuse');
        socket.close(1008, 'too many refused messages');
      }
    };

    const ping = setInterval(() => {
      if (!alive) {
        socket.terminate();
        return;
      }
      alive = false;
      socket.ping();
    }, options.pingIntervalMs ?? 30_000);
    ping.unref();
    socket.on('pong', () => {
      alive = true;
    });

    socket.on('message', (data, isBinary) => {
      alive = true;
      const size = Array.isArray(data)
        ? data.reduce((sum, part) => sum + part.length, 0)
        : data instanceof ArrayBuffer
          ? data.byteLength
          : data.length;
      if (!bucket.take()) {
        refuse('RATE_LIMITED', `Too many messages: at most ${options.messagesPerSecond} per second.`);
        return;
      }
      if (size > options.maxFrameBytes) {
        refuse('TOO_LARGE', `A message may be at most ${options.maxFrameBytes} bytes.`);
        return;
      }
      if (isBinary) {
        refuse('INVALID_MESSAGE', 'Messages are JSON text.');
        return;
      }
      const text = Array.isArray(data)
        ? Buffer.concat(data).toString('utf8')
        : Buffer.isBuffer(data)
          ? data.toString('utf8')
          : Buffer.from(data).toString('utf8');
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        refuse('INVALID_MESSAGE', 'The message is not valid JSON.');
        return;
      }
      const parsed = options.schema.safeParse(json);
      if (!parsed.success) {
        refuse('INVALID_MESSAGE', 'The message does not match any known message type.', refOf(json));
        return;
      }
      const message = parsed.data;
      if (!connection) {
        const identity = options.authenticate(message, request);
        if (identity === undefined) {
          refuse('NOT_AUTHENTICATED', 'Send hello with a valid device token first.', refOf(json));
          return;
        }
        connection = new RealtimeConnection<Out, Identity>(socket, identity, log);
        options.onOpen?.(connection);
        return;
      }
      const current = connection;
      // One after another per connection: a move never overtakes the place before it.
      queue = queue
        .then(() => options.onMessage(current, message))
        .catch((error: unknown) => {
          // Not a refusal but a failure (database unreachable...): the client reconnects and resyncs.
          log.error({ err: error, path: options.path }, 'realtime message failed');
          socket.close(1011, 'server error');
        });
    });

    socket.on('close', () => {
      clearInterval(ping);
      const current = connection;
      if (!current || !options.onClose) return;
      queue = queue
        .then(() => options.onClose?.(current))
        .catch((error: unknown) => log.error({ err: error, path: options.path }, 'realtime close failed'));
    });
    socket.on('error', (error) => log.warn({ err: error }, 'realtime socket error'));
  });
}

import { backoffDelay } from './backoff';

/** What the UI shows: the first attempt, a usable connection, a dropped one being retried, no network. */
export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'offline';

/** The part of the browser's WebSocket this client uses (a fake one in unit tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}
export type SocketFactory = (url: string) => SocketLike;

const OPEN = 1;

export interface RealtimeSocketOptions<In, Out> {
  /** ws(s):// address; asked at each attempt. */
  url: () => string;
  /** Validates one incoming frame: the typed message, or null to drop it. */
  parse: (data: unknown) => In | null;
  /** The first frame after the socket opens (e.g. hello with the device token); null gives up this attempt. */
  handshake: () => Promise<Out | null>;
  /** Whether an incoming message completes the handshake (the connection is then 'open'). */
  accepts: (message: In) => boolean;
  createSocket?: SocketFactory;
  random?: () => number;
  /** navigator.onLine, for the 'offline' status (and an immediate retry when the network is back). */
  online?: () => boolean;
}

/**
 * A WebSocket that keeps itself connected: validates every frame, reconnects with back-off and jitter,
 * and reports its status. Nothing is queued: `send` while not open answers false, so the UI can say
 * it is offline instead of pretending the action happened.
 */
export class RealtimeSocket<In, Out> {
  private socket: SocketLike | null = null;
  private status: ConnectionStatus = 'connecting';
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = true;
  private readonly statusListeners = new Set<(status: ConnectionStatus) => void>();
  private readonly messageListeners = new Set<(message: In) => void>();
  private readonly openListeners = new Set<(reconnected: boolean) => void>();
  private everOpened = false;
  private readonly createSocket: SocketFactory;
  private readonly random: () => number;
  private readonly online: () => boolean;

  constructor(private readonly options: RealtimeSocketOptions<In, Out>) {
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url));
    this.random = options.random ?? Math.random;
    this.online = options.online ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  }

  get currentStatus(): ConnectionStatus {
    return this.status;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    if (typeof window !== 'undefined') {
      window.addEventListener('online', this.onOnline);
      window.addEventListener('offline', this.onOffline);
    }
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', this.onOnline);
      window.removeEventListener('offline', this.onOffline);
    }
    this.clearTimer();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      this.detach(socket);
      socket.close(1000, 'bye');
    }
    this.everOpened = false;
    this.attempt = 0;
    this.setStatus('connecting');
  }

  /** Sends when open; false otherwise (nothing is queued). */
  send(message: Out): boolean {
    if (this.status !== 'open' || !this.socket || this.socket.readyState !== OPEN) return false;
    try {
      this.socket.send(JSON.stringify(message));
      return true;
    } catch {
      return false;
    }
  }

  onStatus(listener: (status: ConnectionStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }
  onMessage(listener: (message: In) => void): () => void {
    this.messageListeners.add(listener);
    return () => this.messageListeners.delete(listener);
  }
  /** After each completed handshake; `reconnected` is true from the second one on. */
  onOpen(listener: (reconnected: boolean) => void): () => void {
    this.openListeners.add(listener);
    return () => this.openListeners.delete(listener);
  }

  private readonly onOnline = () => {
    if (this.stopped || this.status === 'open') return;
    // The network is back: try now rather than at the end of a long back-off.
    this.clearTimer();
    this.attempt = 0;
    if (!this.socket) this.connect();
  };
  private readonly onOffline = () => {
    if (this.stopped) return;
    this.socket?.close(4000, 'offline');
  };

  private setStatus(status: ConnectionStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener(status);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private detach(socket: SocketLike): void {
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
  }

  private connect(): void {
    if (this.stopped) return;
    if (!this.online()) {
      this.setStatus('offline');
      this.scheduleRetry();
      return;
    }
    this.setStatus(this.everOpened ? 'reconnecting' : 'connecting');
    let socket: SocketLike;
    try {
      socket = this.createSocket(this.options.url());
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      void this.options.handshake().then((hello) => {
        if (this.socket !== socket) return;
        if (hello === null || socket.readyState !== OPEN) {
          socket.close(4001, 'no handshake');
          return;
        }
        socket.send(JSON.stringify(hello));
      });
    };
    socket.onmessage = (event) => this.receive(socket, event.data);
    socket.onerror = () => undefined; // onclose follows and retries
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.detach(socket);
      this.socket = null;
      this.scheduleRetry();
    };
  }

  private receive(socket: SocketLike, data: unknown): void {
    if (this.socket !== socket || typeof data !== 'string') return;
    let decoded: unknown;
    try {
      decoded = JSON.parse(data);
    } catch {
      return; // a broken frame is dropped, never thrown into the UI
    }
    const message = this.options.parse(decoded);
    if (message === null) return;
    if (this.status !== 'open' && this.options.accepts(message)) {
      const reconnected = this.everOpened;
      this.everOpened = true;
      this.attempt = 0;
      this.setStatus('open');
      for (const listener of this.openListeners) listener(reconnected);
    }
    for (const listener of this.messageListeners) listener(message);
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    this.clearTimer();
    if (this.online()) this.setStatus(this.everOpened ? 'reconnecting' : 'connecting');
    else this.setStatus('offline');
    const delay = backoffDelay(this.attempt, this.random);
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect();
    }, delay);
  }
}

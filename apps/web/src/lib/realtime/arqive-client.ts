import { serverMessageSchema, type ClientMessage, type ServerMessage } from '@swiss/contract';
import { deviceToken } from '../device-token';
import { RealtimeSocket, type ConnectionStatus, type SocketFactory } from './realtime-socket';

export type { ConnectionStatus } from './realtime-socket';

/** The ARQive endpoint on the page's own host (wss on https). */
export function arqiveSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/arqive/ws`;
}

/** The ref a join carries, so a refusal (full room, not found) can be told apart. */
export function joinRef(roomId: string): string {
  return `join:${roomId}`.slice(0, 64);
}

export interface ArqiveClientOptions {
  /** The display name sent in hello (the server answers 'User' for none). */
  name: () => string | undefined;
  token?: () => Promise<string | undefined>;
  url?: () => string;
  createSocket?: SocketFactory;
  random?: () => number;
  online?: () => boolean;
}

/**
 * The ARQive connection: hello with the signed device token, then rooms. It remembers the rooms it is
 * in and the last operation applied in each (`markApplied`), and after a reconnect joins them again
 * with that `last_seq`, so the server replays what was missed (or sends a fresh snapshot).
 */
export class ArqiveClient {
  private readonly socket: RealtimeSocket<ServerMessage, ClientMessage>;
  /** Rooms joined, with the last seq applied (undefined before the first snapshot). */
  private readonly rooms = new Map<string, number | undefined>();
  private participantId: string | null = null;

  constructor(options: ArqiveClientOptions) {
    const token = options.token ?? deviceToken;
    this.socket = new RealtimeSocket<ServerMessage, ClientMessage>({
      url: options.url ?? (() => arqiveSocketUrl()),
      parse: (data) => {
        const parsed = serverMessageSchema.safeParse(data);
        return parsed.success ? parsed.data : null;
      },
      handshake: async () => {
        const value = await token();
        if (!value) return null;
        const name = options.name()?.trim();
        return name ? { type: 'hello', token: value, name } : { type: 'hello', token: value };
      },
      accepts: (message) => message.type === 'welcome',
      ...(options.createSocket ? { createSocket: options.createSocket } : {}),
      ...(options.random ? { random: options.random } : {}),
      ...(options.online ? { online: options.online } : {}),
    });
    this.socket.onMessage((message) => {
      if (message.type === 'welcome') this.participantId = message.participant_id;
      if (message.type === 'removed') this.rooms.delete(message.room_id);
    });
    // Each handshake (the first, when join was asked while connecting, and every reconnect) joins
    // the remembered rooms again from their last applied seq.
    this.socket.onOpen(() => {
      for (const [room_id, last_seq] of this.rooms) this.sendJoin(room_id, last_seq);
    });
  }

  get status(): ConnectionStatus {
    return this.socket.currentStatus;
  }
  get me(): string | null {
    return this.participantId;
  }

  start(): void {
    this.socket.start();
  }
  stop(): void {
    this.socket.stop();
  }

  onStatus(listener: (status: ConnectionStatus) => void): () => void {
    return this.socket.onStatus(listener);
  }
  onMessage(listener: (message: ServerMessage) => void): () => void {
    return this.socket.onMessage(listener);
  }

  /**
   * Joins (or rejoins after a gap) a room. The room is remembered even when the send fails, so the
   * next connection joins it; the answer tells the UI whether it went now.
   */
  join(roomId: string, lastSeq?: number): boolean {
    this.rooms.set(roomId, lastSeq ?? this.rooms.get(roomId));
    return this.sendJoin(roomId, this.rooms.get(roomId));
  }

  leave(roomId: string): boolean {
    this.rooms.delete(roomId);
    return this.socket.send({ type: 'leave', room_id: roomId });
  }

  /** The room state applied operations up to `seq`: a rejoin asks for what follows. */
  markApplied(roomId: string, seq: number): void {
    if (this.rooms.has(roomId)) this.rooms.set(roomId, seq);
  }

  /** Any other message; false when not connected (nothing is queued). */
  send(message: ClientMessage): boolean {
    return this.socket.send(message);
  }

  private sendJoin(roomId: string, lastSeq: number | undefined): boolean {
    const ref = joinRef(roomId);
    return this.socket.send(
      lastSeq === undefined
        ? { type: 'join', room_id: roomId, ref }
        : { type: 'join', room_id: roomId, last_seq: lastSeq, ref },
    );
  }
}

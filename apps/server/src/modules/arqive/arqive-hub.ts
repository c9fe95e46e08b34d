import type { RoomLogEntry, ServerMessage } from '@swiss/contract';
import type { Database } from '@swiss/db';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeConnection } from '../../platform/realtime/index.js';
import { opsAfter, roomSeq, type Actor, type OpsNotification } from './room-store.js';

export type ArqiveConnection = RealtimeConnection<ServerMessage, Actor>;

/** One connection's place in one room: `seq` is the last operation it has (null until its snapshot). */
export interface Membership {
  connection: ArqiveConnection;
  seq: number | null;
  buffered: RoomLogEntry[];
  /** Called when the room's creator removed this participant (the hub already dropped the membership). */
  onRemoved(): void;
}

interface LocalRoom {
  members: Set<Membership>;
  /** The last seq delivered to this room's members (-1 until read from the database). */
  cursor: number;
  ready: Promise<void>;
  /** Operations after the cursor that arrived early (a gap before them): delivered once it is filled. */
  early: Map<number, RoomLogEntry>;
  /** A gap's log read, scheduled or under way. */
  filling: NodeJS.Timeout | Promise<void> | undefined;
}

const BATCH = 500;
/** How long a gap may wait for its notification before the log is read. */
const GAP_WAIT_MS = 30;

/**
 * This instance's share of the fan-out, in seq order per room. Operations reach it two ways:
 * those this instance committed, straight from memory right after the commit (`publish`); those
 * of other instances, from the LISTEN/NOTIFY payload that carries them (`notified`). Each is
 * delivered once, in order; an operation that arrives before its predecessors waits for them,
 * and a gap that is not filled within GAP_WAIT_MS (lost notification, payload too large for
 * NOTIFY) is read from the log by seq. Rooms without local members cost nothing: their
 * notifications are dropped unread. PGlite (one instance) goes through the same path.
 */
export class ArqiveHub {
  private readonly rooms = new Map<string, LocalRoom>();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Adds a membership (its seq still null: operations are buffered until `start`). */
  async enter(roomId: string, membership: Membership): Promise<void> {
    let room = this.rooms.get(roomId);
    if (!room) {
      const created: LocalRoom = {
        members: new Set(),
        cursor: -1,
        ready: Promise.resolve(),
        early: new Map(),
        filling: undefined,
      };
      // Read after the room is known here: every later operation is either above it or caught as early.
      created.ready = roomSeq(this.db, roomId).then((seq) => {
        created.cursor = Math.max(created.cursor, seq ?? 0);
        this.drain(roomId, created);
      });
      this.rooms.set(roomId, created);
      room = created;
    }
    room.members.add(membership);
    await room.ready;
  }

  /** The member has everything up to `seq`: send what was buffered after it, then go live. */
  start(membership: Membership, seq: number): void {
    membership.seq = seq;
    for (const entry of membership.buffered) this.deliver(membership, entry, JSON.stringify({ type: 'op', entry }));
    membership.buffered = [];
  }

  exit(roomId: string, membership: Membership): void {
    const room = this.rooms.get(roomId);
    if (!room) return;
    room.members.delete(membership);
    if (room.members.size === 0) {
      if (room.filling && !(room.filling instanceof Promise)) clearTimeout(room.filling);
      this.rooms.delete(roomId);
    }
  }

  /** Operations this instance has just committed (consecutive seqs of one room, or several rooms). */
  publish(entries: RoomLogEntry[]): void {
    for (const entry of entries) {
      const room = this.rooms.get(entry.room_id);
      if (room && entry.seq > room.cursor) room.early.set(entry.seq, entry);
    }
    for (const roomId of new Set(entries.map((e) => e.room_id))) {
      const room = this.rooms.get(roomId);
      if (room) this.drain(roomId, room);
    }
  }

  /** A NOTIFY payload: its operations, or (too large, or unreadable) a read of the log. */
  notified(payload: string): void {
    if (!payload) return this.wake(); // reconnected: notifications may have been lost
    let notification: OpsNotification;
    try {
      notification = JSON.parse(payload) as OpsNotification;
    } catch {
      this.log.warn({ payload: payload.slice(0, 200) }, 'arqive: unreadable notification');
      return this.wake();
    }
    const room = this.rooms.get(notification.room_id);
    if (!room || notification.seq <= room.cursor) return; // nobody here, or already delivered
    if (Array.isArray(notification.entries)) this.publish(notification.entries);
    else this.fill(notification.room_id, room);
  }

  /** A poll (or a lost connection): read what is new in every local room. */
  wake(): void {
    for (const [roomId, room] of this.rooms) this.fill(roomId, room);
  }

  /** How many local rooms have members (tests, metrics). */
  get roomCount(): number {
    return this.rooms.size;
  }

  /** Delivers the operations that follow the cursor without a gap; a remaining gap is filled soon. */
  private drain(roomId: string, room: LocalRoom): void {
    if (room.cursor < 0) return; // not ready: kept as early
    for (const seq of room.early.keys()) if (seq <= room.cursor) room.early.delete(seq);
    for (let next = room.early.get(room.cursor + 1); next; next = room.early.get(room.cursor + 1)) {
      room.early.delete(next.seq);
      room.cursor = next.seq;
      const frame = JSON.stringify({ type: 'op', entry: next });
      for (const member of [...room.members]) this.deliver(member, next, frame);
    }
    if (room.early.size > 0 && !room.filling) {
      room.filling = setTimeout(() => {
        room.filling = undefined;
        this.fill(roomId, room);
      }, GAP_WAIT_MS);
    }
  }

  /** Reads the log after the cursor (by seq) and delivers it. */
  private fill(roomId: string, room: LocalRoom): void {
    if (room.filling instanceof Promise) return;
    if (room.filling) clearTimeout(room.filling);
    room.filling = (async () => {
      await room.ready;
      for (;;) {
        const entries = await opsAfter(this.db, roomId, room.cursor, BATCH);
        for (const entry of entries) if (entry.seq > room.cursor) room.early.set(entry.seq, entry);
        this.drain(roomId, room);
        if (entries.length < BATCH || this.rooms.get(roomId) !== room) break;
      }
    })()
      .catch((error: unknown) => {
        this.log.warn({ err: error, roomId }, 'arqive fan-out read failed (retried on the next notification or poll)');
      })
      .finally(() => {
        room.filling = undefined;
        if (this.rooms.get(roomId) === room) this.drain(roomId, room); // a gap still open is filled again soon
      });
  }

  private deliver(member: Membership, entry: RoomLogEntry, frame: string): void {
    if (member.seq === null) {
      member.buffered.push(entry);
      return;
    }
    if (entry.seq <= member.seq) return;
    member.seq = entry.seq;
    member.connection.sendRaw(frame);
    const { op } = entry;
    if (op.kind === 'participant_removed' && op.participant_id === member.connection.identity.id) {
      this.exit(entry.room_id, member);
      member.onRemoved();
    }
  }
}

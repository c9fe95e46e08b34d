import type { RoomLogEntry } from '@swiss/contract';
import type { Database } from '@swiss/db';
import type { FastifyBaseLogger } from 'fastify';
import { writeMoves, type MoveOutcome, type PendingMove } from './move-store.js';

/** How long moves gather before they are written together. */
export const MOVE_BATCH_MS = 25;

/** A move's outcome, or the failure of its batch (database unreachable...): the client then resyncs. */
export type BatchOutcome = MoveOutcome | { failure: unknown };

interface Waiting extends PendingMove {
  /** Everyone waiting for this (participant, object) pair's outcome: superseded moves share the last one's. */
  settle: ((outcome: BatchOutcome) => void)[];
}

/**
 * Moves are the hot path (10 a second for each holder) and each one is superseded by the next, so
 * they are coalesced per participant and object (latest wins) and the moves of the last
 * MOVE_BATCH_MS, of every room, are written in one transaction (move-store.ts): one commit per
 * tick instead of one per move. One write at a time, so each room's seqs stay in order; a tick
 * that comes during a write starts right after it. A superseded move is answered with the outcome
 * of the move that replaced it. `flush` writes what is waiting at once: a room's other operations
 * wait for it, so a release never overtakes the move before it.
 */
export class MoveBatcher {
  private pending = new Map<string, Map<string, Waiting>>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> | undefined;
  private lastStart = 0;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly publish: (entries: RoomLogEntry[]) => void,
  ) {}

  move(roomId: string, move: PendingMove): Promise<BatchOutcome> {
    let room = this.pending.get(roomId);
    if (!room) this.pending.set(roomId, (room = new Map<string, Waiting>()));
    const key = `${move.actor.id}\u0000${move.objectId}`;
    const moves = room;
    return new Promise<BatchOutcome>((resolve) => {
      const waiting = moves.get(key);
      if (waiting) {
        waiting.position = move.position;
        waiting.settle.push(resolve);
      } else moves.set(key, { ...move, settle: [resolve] });
      this.schedule();
    });
  }

  /** Writes the waiting moves now (after a write under way). */
  async flush(roomId?: string): Promise<void> {
    if (roomId !== undefined && !this.pending.has(roomId) && !this.writing) return;
    while (this.writing || this.pending.size > 0) {
      if (this.writing) await this.writing;
      else await this.write();
    }
  }

  /** Gathering starts with the first move that waits (during a write, the write's end schedules). */
  private schedule(): void {
    if (this.timer || this.writing) return;
    this.timer = setTimeout(() => void this.write(), MOVE_BATCH_MS);
  }

  private write(): Promise<void> {
    if (this.writing) return this.writing;
    clearTimeout(this.timer);
    this.timer = undefined;
    const rooms = this.pending;
    this.pending = new Map();
    if (rooms.size === 0) return Promise.resolve();
    this.lastStart = performance.now();
    const batches = new Map([...rooms].map(([roomId, moves]) => [roomId, [...moves.values()]]));
    this.writing = (async () => {
      let results: Map<string, BatchOutcome[]>;
      try {
        const written = await writeMoves(this.db, batches);
        this.publish([...written.values()].flat().flatMap((o) => ('entry' in o ? [o.entry] : [])));
        results = written;
      } catch (error) {
        this.log.warn({ err: error }, 'arqive move batch failed');
        results = new Map([...batches].map(([roomId, moves]) => [roomId, moves.map(() => ({ failure: error }))]));
      }
      for (const [roomId, moves] of batches) {
        const outcomes = results.get(roomId) ?? [];
        moves.forEach((move, i) => {
          const outcome = outcomes[i];
          if (outcome) for (const settle of move.settle) settle(outcome);
        });
      }
    })().finally(() => {
      this.writing = undefined;
      // Moves that came in while writing: the next tick, MOVE_BATCH_MS after this one started.
      if (this.pending.size > 0) {
        const wait = this.lastStart + MOVE_BATCH_MS - performance.now();
        this.timer = setTimeout(() => void this.write(), Math.max(0, wait));
      }
    });
    return this.writing;
  }
}

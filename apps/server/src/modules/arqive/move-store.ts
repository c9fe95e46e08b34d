import type { ArqiveErrorCode, RoomLogEntry, RoomOp, Vec3 } from '@swiss/contract';
import { sql, tables, type Database } from '@swiss/db';
import { notifyPayload, OPS_CHANNEL, type Actor } from './room-store.js';

const { arqiveRooms: rooms, arqiveObjects: objects, arqiveOps: ops } = tables;

/** One participant's latest position for one object (earlier ones of the same batch are superseded). */
export interface PendingMove {
  actor: Actor;
  objectId: string;
  position: Vec3;
}

/** Per move of the batch, in order: its log entry, or why it was refused. */
export type MoveOutcome = { entry: RoomLogEntry } | { code: ArqiveErrorCode; message: string };

interface StateRow {
  room_id: string;
  seq: string | number;
  id: string | null;
  grabbed_by: string | null;
  grabbable: boolean | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The moves of every room with moves waiting, in one transaction of two statements, however many
 * rooms (one commit, one fsync on the embedded database): the rooms' rows are locked in id order
 * (two instances never deadlock) and the moved objects read, so the checks below hold until
 * commit; then one statement writes the positions, appends one object_moved operation per accepted
 * move under consecutive seqs per room, bumps the rooms' seqs and notifies every instance, one
 * notification per room. A move is accepted when its object exists, is grabbable and is free or
 * held by the mover; a refused move writes nothing.
 */
export async function writeMoves(
  db: Database,
  batches: Map<string, PendingMove[]>,
): Promise<Map<string, MoveOutcome[]>> {
  const roomIds = [...batches.keys()].sort();
  const wanted = JSON.stringify(
    roomIds.flatMap((roomId) =>
      [...new Set((batches.get(roomId) ?? []).map((m) => m.objectId))].map((id) => [roomId, id]),
    ),
  );
  return db.transaction(async (tx) => {
    // A move is superseded by the next one: its commit need not wait for the disk (a crash of the
    // machine may lose the last fraction of a second of moves, never part of a batch).
    await tx.execute(sql`set local synchronous_commit to off`);
    const state = rowsOf<StateRow>(
      await tx.execute(sql`
        with wanted as (select w ->> 0 as room_id, w ->> 1 as id from jsonb_array_elements(${wanted}::jsonb) w),
        locked as (
          select r.id, r.seq from ${rooms} r
          where r.id in (select jsonb_array_elements_text(${JSON.stringify(roomIds)}::jsonb))
          order by r.id for update
        )
        select l.id as room_id, l.seq, o.id, o.grabbed_by, (o.properties ->> 'grabbable')::boolean as grabbable
        from locked l left join ${objects} o
          on o.room_id = l.id and o.id in (select wanted.id from wanted where wanted.room_id = l.id)`),
    );
    const seqs = new Map<string, number>();
    const found = new Map<string, StateRow>();
    for (const row of state) {
      seqs.set(row.room_id, Number(row.seq));
      if (row.id !== null) found.set(`${row.room_id}\u0000${row.id}`, row);
    }
    const at = new Date().toISOString();
    const results = new Map<string, MoveOutcome[]>();
    const appended: { room_id: string; seq: number; actor_id: string; actor_name: string; op: RoomOp }[] = [];
    const positions = new Map<string, { room_id: string; id: string; position: Vec3 }>();
    const bumped: { room_id: string; seq: number }[] = [];
    const notifications: string[] = [];
    for (const roomId of roomIds) {
      const moves = batches.get(roomId) ?? [];
      let seq = seqs.get(roomId);
      if (seq === undefined) {
        results.set(
          roomId,
          moves.map(() => ({ code: 'ROOM_NOT_FOUND', message: 'This room no longer exists.' })),
        );
        continue;
      }
      const outcomes: MoveOutcome[] = [];
      const entries: RoomLogEntry[] = [];
      for (const move of moves) {
        const object = found.get(`${roomId}\u0000${move.objectId}`);
        if (!object) {
          outcomes.push({ code: 'OBJECT_NOT_FOUND', message: 'That object is no longer in the room.' });
          continue;
        }
        if (!object.grabbable || (object.grabbed_by !== null && object.grabbed_by !== move.actor.id)) {
          outcomes.push({
            code: 'NOT_ALLOWED',
            message: 'Someone else is holding that object, or it cannot be moved.',
          });
          continue;
        }
        seq += 1;
        const op: RoomOp = { kind: 'object_moved', object_id: move.objectId, position: move.position };
        const actor = { id: move.actor.id, name: move.actor.name };
        appended.push({ room_id: roomId, seq, actor_id: actor.id, actor_name: actor.name, op });
        // Two movers of one free object in one batch: the later one stays.
        positions.set(`${roomId}\u0000${move.objectId}`, {
          room_id: roomId,
          id: move.objectId,
          position: move.position,
        });
        const entry: RoomLogEntry = { room_id: roomId, seq, at, actor, op };
        entries.push(entry);
        outcomes.push({ entry });
      }
      results.set(roomId, outcomes);
      if (entries.length > 0) {
        bumped.push({ room_id: roomId, seq });
        notifications.push(notifyPayload(roomId, entries));
      }
    }
    if (appended.length === 0) return results;
    await tx.execute(sql`
      with moved as (
        update ${objects} o set position = m.position
        from jsonb_to_recordset(${JSON.stringify([...positions.values()])}::jsonb) as m(room_id text, id text, position jsonb)
        where o.room_id = m.room_id and o.id = m.id
        returning 1
      ), appended as (
        insert into ${ops} (room_id, seq, at, actor_id, actor_name, op)
        select a.room_id, a.seq, ${at}::timestamptz, a.actor_id, a.actor_name, a.op
        from jsonb_to_recordset(${JSON.stringify(appended)}::jsonb)
          as a(room_id text, seq bigint, actor_id text, actor_name text, op jsonb)
        returning 1
      ), bumped as (
        update ${rooms} r set seq = b.seq
        from jsonb_to_recordset(${JSON.stringify(bumped)}::jsonb) as b(room_id text, seq bigint)
        where r.id = b.room_id
        returning 1
      )
      select (select count(*) from moved) as moved, (select count(*) from appended) as appended,
        (select count(*) from bumped) as bumped,
        (select count(pg_notify(${OPS_CHANNEL}, n))
          from jsonb_array_elements_text(${JSON.stringify(notifications)}::jsonb) with ordinality as t(n, i)) as notified`);
    return results;
  });
}

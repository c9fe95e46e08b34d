import type {
  ArObject,
  ArObjectProperties,
  ArParticipant,
  ArqiveErrorCode,
  NewArObject,
  RealmTheme,
  RoomLogEntry,
  RoomOp,
} from '@swiss/contract';
import { ARQIVE } from '@swiss/contract';
import { and, asc, desc, eq, gt, sql, tables, type Database } from '@swiss/db';
import { findRoom, livePresence, newId } from './arqive.repository.js';
import { cleanText } from './arqive-text.js';

const { arqiveRooms: rooms, arqiveObjects: objects, arqiveOps: ops, arqivePresence: presence } = tables;

/** The PostgreSQL notification channel: `{"room_id", "seq"}` after each committed operation. */
export const OPS_CHANNEL = 'arqive_ops';

export interface Actor {
  id: string;
  name: string;
}

/** A refused request: the client gets an error frame with this code. */
export class RoomError extends Error {
  constructor(
    readonly code: ArqiveErrorCode,
    message: string,
  ) {
    super(message);
  }
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type ObjectRow = typeof objects.$inferSelect;

function toObject(row: ObjectRow): ArObject {
  return {
    id: row.id,
    room_id: row.roomId,
    type: row.type as ArObject['type'],
    emoji: row.emoji,
    color: row.color,
    position: row.position,
    rotation: row.rotation,
    scale: row.scale,
    theme: row.theme as RealmTheme,
    creator: row.creatorName,
    creator_id: row.createdBy,
    text: row.text,
    properties: row.properties,
    grabbed_by: row.grabbedBy,
    created_at: row.createdAt.toISOString(),
  };
}

function toEntry(row: typeof ops.$inferSelect): RoomLogEntry {
  return {
    room_id: row.roomId,
    seq: Number(row.seq),
    at: row.at.toISOString(),
    actor: { id: row.actorId, name: row.actorName },
    op: row.op as RoomOp,
  };
}

/**
 * The notification after a commit: the room, its new seq and, when they fit in PostgreSQL's 8000
 * byte payload, the operations themselves, so no instance has to read the log for them. Without
 * `entries` (too large) a listener reads the log after the last seq it has.
 */
export interface OpsNotification {
  room_id: string;
  seq: number;
  entries?: RoomLogEntry[];
}
const NOTIFY_MAX_BYTES = 7900;

export function notifyPayload(roomId: string, entries: RoomLogEntry[]): string {
  const seq = entries.at(-1)?.seq ?? 0;
  const full = JSON.stringify({ room_id: roomId, seq, entries } satisfies OpsNotification);
  return Buffer.byteLength(full) <= NOTIFY_MAX_BYTES ? full : JSON.stringify({ room_id: roomId, seq });
}

/**
 * Changes of a room, atomically: the room's seq is bumped first (which also locks the room row,
 * so changes of one room are serialised and every read below sees the latest state), then `change`
 * writes the objects and names the operations (none: nothing happened), which are appended to the
 * log under consecutive seqs, and every instance is told on commit. A refusal (RoomError) rolls
 * everything back: no seq is lost. The caller hands the entries to its own hub right away.
 */
export async function mutateMany(
  db: Database,
  roomId: string,
  actor: Actor,
  change: (tx: Tx) => Promise<RoomOp[]>,
): Promise<RoomLogEntry[]> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ seq: rooms.seq }).from(rooms).where(eq(rooms.id, roomId)).for('update');
    if (!locked) throw new RoomError('ROOM_NOT_FOUND', 'This room no longer exists.');
    const first = Number(locked.seq) + 1;
    const opsToAppend = await change(tx);
    if (opsToAppend.length === 0) return [];
    const last = first + opsToAppend.length - 1;
    await tx.update(rooms).set({ seq: last }).where(eq(rooms.id, roomId));
    const rows = await tx
      .insert(ops)
      .values(opsToAppend.map((op, i) => ({ roomId, seq: first + i, actorId: actor.id, actorName: actor.name, op })))
      .returning();
    const entries = rows.map(toEntry).sort((a, b) => a.seq - b.seq);
    await tx.execute(sql`select pg_notify(${OPS_CHANNEL}, ${notifyPayload(roomId, entries)})`);
    return entries;
  });
}

/** One change of a room (see mutateMany): exactly one operation. */
export async function mutate(
  db: Database,
  roomId: string,
  actor: Actor,
  change: (tx: Tx) => Promise<RoomOp>,
): Promise<RoomLogEntry> {
  const [entry] = await mutateMany(db, roomId, actor, async (tx) => [await change(tx)]);
  if (!entry) throw new Error('operation not appended');
  return entry;
}

async function objectFor(tx: Tx, roomId: string, objectId: string): Promise<ObjectRow> {
  const [row] = await tx
    .select()
    .from(objects)
    .where(and(eq(objects.roomId, roomId), eq(objects.id, objectId)));
  if (!row) throw new RoomError('OBJECT_NOT_FOUND', 'That object is no longer in the room.');
  return row;
}

async function roomCreator(tx: Tx, roomId: string): Promise<string | undefined> {
  const [row] = await tx.select({ creator: rooms.creatorDevice }).from(rooms).where(eq(rooms.id, roomId));
  return row?.creator;
}

const VALUABLE_TYPES = new Set(['gem', 'crystal', 'star']);

/** The properties of a new object: the client chooses grab/scale (and editable for text); the rest follow the type. */
function propertiesFor(object: NewArObject): ArObjectProperties {
  const asked = object.properties ?? {};
  return {
    grabbable: asked.grabbable ?? true,
    scalable: asked.scalable ?? true,
    teleport: object.type === 'portal',
    editable: object.type === 'text' && (asked.editable ?? true),
    valuable: VALUABLE_TYPES.has(object.type),
  };
}

export async function placeObject(
  db: Database,
  roomId: string,
  actor: Actor,
  object: NewArObject,
  theme: RealmTheme,
): Promise<RoomLogEntry> {
  return mutate(db, roomId, actor, async (tx) => {
    const [counts] = await tx
      .select({
        all: sql<number>`count(*)::int`,
        mine: sql<number>`count(*) filter (where ${objects.createdBy} = ${actor.id})::int`,
      })
      .from(objects)
      .where(eq(objects.roomId, roomId));
    if (Number(counts?.all ?? 0) >= ARQIVE.objectsPerRoom)
      throw new RoomError('LIMIT_REACHED', `This room already holds ${ARQIVE.objectsPerRoom} objects.`);
    if (Number(counts?.mine ?? 0) >= ARQIVE.objectsPerParticipant)
      throw new RoomError('LIMIT_REACHED', `You can place at most ${ARQIVE.objectsPerParticipant} objects in a room.`);
    const text = object.type === 'text' ? cleanText(object.text ?? '', ARQIVE.textMax) || 'Text' : null;
    const [row] = await tx
      .insert(objects)
      .values({
        roomId,
        id: newId(),
        type: object.type,
        emoji: cleanText(object.emoji, 8),
        color: object.color,
        position: object.position,
        rotation: object.rotation ?? { x: 0, y: 0, z: 0 },
        scale: object.scale ?? 1,
        theme,
        text,
        properties: propertiesFor(object),
        createdBy: actor.id,
        creatorName: actor.name,
      })
      .returning();
    if (!row) throw new Error('object not stored');
    return { kind: 'object_placed', object: toObject(row) };
  });
}

export type ObjectAction = 'grab' | 'release' | 'scale_object' | 'rotate_object' | 'activate' | 'delete_object';

/** The spec's interactions (§4) on one object, for everyone in the room. */
export async function actOnObject(
  db: Database,
  roomId: string,
  actor: Actor,
  objectId: string,
  action: ObjectAction | { editText: string },
): Promise<RoomLogEntry> {
  return mutate(db, roomId, actor, async (tx) => {
    const object = await objectFor(tx, roomId, objectId);
    const where = and(eq(objects.roomId, roomId), eq(objects.id, objectId));
    const heldByOther = object.grabbedBy !== null && object.grabbedBy !== actor.id;
    if (typeof action === 'object') {
      if (object.type !== 'text' || !object.properties.editable)
        throw new RoomError('NOT_ALLOWED', 'Only editable text objects take new text.');
      const text = cleanText(action.editText, ARQIVE.textMax);
      if (!text) throw new RoomError('INVALID_MESSAGE', 'The new text is empty.');
      await tx.update(objects).set({ text }).where(where);
      return { kind: 'object_text', object_id: objectId, text };
    }
    switch (action) {
      case 'grab':
        if (!object.properties.grabbable) throw new RoomError('NOT_ALLOWED', 'This object cannot be grabbed.');
        if (heldByOther) throw new RoomError('NOT_ALLOWED', 'Someone else is holding this object.');
        await tx.update(objects).set({ grabbedBy: actor.id }).where(where);
        return { kind: 'object_grabbed', object_id: objectId, by: actor.id };
      case 'release':
        if (heldByOther) throw new RoomError('NOT_ALLOWED', 'Someone else is holding this object.');
        await tx.update(objects).set({ grabbedBy: null }).where(where);
        return { kind: 'object_released', object_id: objectId };
      case 'scale_object': {
        if (!object.properties.scalable) throw new RoomError('NOT_ALLOWED', 'This object cannot be scaled.');
        const scale = Math.min(ARQIVE.scaleCap, Math.round(object.scale * ARQIVE.scaleFactor * 1e6) / 1e6);
        await tx.update(objects).set({ scale }).where(where);
        return { kind: 'object_scaled', object_id: objectId, scale };
      }
      case 'rotate_object': {
        const rotation = { ...object.rotation, y: (object.rotation.y + ARQIVE.rotateStepDeg) % 360 };
        await tx.update(objects).set({ rotation }).where(where);
        return { kind: 'object_rotated', object_id: objectId, rotation };
      }
      case 'activate': {
        if (object.properties.teleport)
          return { kind: 'object_activated', object_id: objectId, effect: 'portal', points: null };
        if (object.properties.valuable) {
          await tx
            .update(presence)
            .set({ points: sql`${presence.points} + ${ARQIVE.valuablePoints}` })
            .where(and(eq(presence.roomId, roomId), eq(presence.participantId, actor.id)));
          return { kind: 'object_activated', object_id: objectId, effect: 'points', points: ARQIVE.valuablePoints };
        }
        return { kind: 'object_activated', object_id: objectId, effect: 'details', points: null };
      }
      case 'delete_object': {
        if (object.createdBy !== actor.id && (await roomCreator(tx, roomId)) !== actor.id)
          throw new RoomError('NOT_ALLOWED', "Only the object's creator or the room's creator can delete it.");
        await tx.delete(objects).where(where);
        return { kind: 'object_deleted', object_id: objectId };
      }
    }
  });
}

/** Joins (or rejoins): the room must exist, not be full, and not have removed this participant. */
export async function joinRoom(db: Database, roomId: string, actor: Actor, instanceId: string): Promise<RoomLogEntry> {
  return mutate(db, roomId, actor, async (tx) => {
    const [room] = await tx
      .select({ max: rooms.maxParticipants, creator: rooms.creatorDevice })
      .from(rooms)
      .where(eq(rooms.id, roomId));
    if (!room) throw new RoomError('ROOM_NOT_FOUND', 'This room no longer exists.');
    const [mine] = await tx
      .select()
      .from(presence)
      .where(and(eq(presence.roomId, roomId), eq(presence.participantId, actor.id)));
    if (mine?.removed) throw new RoomError('REMOVED', "The room's creator removed you from this room.");
    const [live] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(presence)
      .where(and(eq(presence.roomId, roomId), sql`${presence.participantId} <> ${actor.id}`, livePresence));
    if (Number(live?.n ?? 0) >= room.max)
      throw new RoomError('ROOM_FULL', `This room is full (${room.max} of ${room.max} participants). Try again later.`);
    const [row] = await tx
      .insert(presence)
      .values({ roomId, participantId: actor.id, name: actor.name, instanceId, lastSeen: new Date() })
      .onConflictDoUpdate({
        target: [presence.roomId, presence.participantId],
        set: { name: actor.name, instanceId, lastSeen: sql`now()` },
      })
      .returning();
    const participant: ArParticipant = {
      id: actor.id,
      name: actor.name,
      points: row?.points ?? 0,
      is_creator: room.creator === actor.id,
    };
    return { kind: 'participant_joined', participant };
  });
}

/**
 * Leaves (or the connection ended): presence ends, the objects the participant held are released
 * for everyone (one object_released each, before participant_left), points stay for a later visit.
 */
export async function leaveRoom(db: Database, roomId: string, actor: Actor): Promise<RoomLogEntry[]> {
  return mutateMany(db, roomId, actor, async (tx) => {
    await tx
      .update(presence)
      .set({ instanceId: null })
      .where(and(eq(presence.roomId, roomId), eq(presence.participantId, actor.id)));
    const released = await releaseHeld(tx, roomId, actor.id);
    return [...released, { kind: 'participant_left', participant_id: actor.id }];
  });
}

/** Frees every object `participantId` holds in the room; the operations that say so. */
async function releaseHeld(tx: Tx, roomId: string, participantId: string): Promise<RoomOp[]> {
  const rows = await tx
    .update(objects)
    .set({ grabbedBy: null })
    .where(and(eq(objects.roomId, roomId), eq(objects.grabbedBy, participantId)))
    .returning({ id: objects.id });
  return rows
    .map((row) => row.id)
    .sort()
    .map((id): RoomOp => ({ kind: 'object_released', object_id: id }));
}

/**
 * Objects still held by someone whose presence expired (their instance died, so no leave ran):
 * released by whichever instance sweeps first (the release re-checks under the room lock).
 */
export async function releaseAbandoned(db: Database): Promise<RoomLogEntry[]> {
  const stale = await db
    .selectDistinct({ roomId: objects.roomId, holder: objects.grabbedBy })
    .from(objects)
    .where(
      sql`${objects.grabbedBy} is not null and not exists (select 1 from ${presence} where ${presence.roomId} = ${objects.roomId}
        and ${presence.participantId} = ${objects.grabbedBy} and ${livePresence})`,
    )
    .limit(100);
  const entries: RoomLogEntry[] = [];
  for (const { roomId, holder } of stale) {
    if (!holder) continue;
    entries.push(
      ...(await mutateMany(db, roomId, { id: holder, name: 'User' }, async (tx) => {
        const [live] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(presence)
          .where(and(eq(presence.roomId, roomId), eq(presence.participantId, holder), livePresence));
        return Number(live?.n ?? 0) > 0 ? [] : releaseHeld(tx, roomId, holder);
      })),
    );
  }
  return entries;
}

/** The room's creator removes a participant: their presence ends and they may not come back. */
export async function removeParticipant(
  db: Database,
  roomId: string,
  actor: Actor,
  participantId: string,
): Promise<RoomLogEntry[]> {
  return mutateMany(db, roomId, actor, async (tx) => {
    if ((await roomCreator(tx, roomId)) !== actor.id)
      throw new RoomError('NOT_ALLOWED', "Only the room's creator can remove participants.");
    if (participantId === actor.id) throw new RoomError('NOT_ALLOWED', 'You cannot remove yourself.');
    await tx
      .insert(presence)
      .values({ roomId, participantId, name: 'User', instanceId: null, removed: true })
      .onConflictDoUpdate({
        target: [presence.roomId, presence.participantId],
        set: { instanceId: null, removed: true },
      });
    const released = await releaseHeld(tx, roomId, participantId);
    return [...released, { kind: 'participant_removed', participant_id: participantId }];
  });
}

/** The room as it is now, read in one consistent snapshot (objects, participants and seq agree). */
export async function roomSnapshot(db: Database, roomId: string, creatorDevice?: string) {
  return db.transaction(
    async (tx) => {
      const room = await findRoom(tx, roomId);
      if (!room) throw new RoomError('ROOM_NOT_FOUND', 'This room no longer exists.');
      const objectRows = await tx
        .select()
        .from(objects)
        .where(eq(objects.roomId, roomId))
        .orderBy(asc(objects.createdAt));
      const [creator] = await tx.select({ device: rooms.creatorDevice }).from(rooms).where(eq(rooms.id, roomId));
      const people = await tx
        .select({ id: presence.participantId, name: presence.name, points: presence.points })
        .from(presence)
        .where(and(eq(presence.roomId, roomId), livePresence));
      const recent = await tx
        .select()
        .from(ops)
        .where(eq(ops.roomId, roomId))
        .orderBy(desc(ops.seq))
        .limit(ARQIVE.activityLines);
      const creatorId = creator?.device ?? creatorDevice;
      return {
        type: 'snapshot' as const,
        room,
        objects: objectRows.map(toObject),
        participants: people.map((p) => ({ ...p, is_creator: p.id === creatorId })),
        activity: recent.reverse().map(toEntry),
        seq: room.seq,
      };
    },
    { isolationLevel: 'repeatable read' },
  );
}

/** The operations after `afterSeq`, in order (at most `limit`). */
export async function opsAfter(db: Database, roomId: string, afterSeq: number, limit: number): Promise<RoomLogEntry[]> {
  const rows = await db
    .select()
    .from(ops)
    .where(and(eq(ops.roomId, roomId), gt(ops.seq, afterSeq)))
    .orderBy(asc(ops.seq))
    .limit(limit);
  return rows.map(toEntry);
}

export async function roomSeq(db: Database, roomId: string): Promise<number | undefined> {
  const [row] = await db.select({ seq: rooms.seq, theme: rooms.realmTheme }).from(rooms).where(eq(rooms.id, roomId));
  return row ? Number(row.seq) : undefined;
}

export async function roomTheme(db: Database, roomId: string): Promise<RealmTheme> {
  const [row] = await db.select({ theme: rooms.realmTheme }).from(rooms).where(eq(rooms.id, roomId));
  return (row?.theme ?? 'blueprint') as RealmTheme;
}

/** Refreshes this instance's presence rows (heartbeat), so they keep counting. */
export async function heartbeat(db: Database, instanceId: string): Promise<void> {
  await db.update(presence).set({ lastSeen: new Date() }).where(eq(presence.instanceId, instanceId));
}

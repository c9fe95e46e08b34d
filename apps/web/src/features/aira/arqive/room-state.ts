import {
  ARQIVE,
  type ArObject,
  type ArObjectType,
  type ArParticipant,
  type ArRoom,
  type RoomLogEntry,
  type ServerMessage,
} from '@swiss/contract';

/** An object in the room view; `deleting` while it fades out (0.5 s) before it goes. */
export interface RoomObject extends ArObject {
  deleting: boolean;
}

/** One activity line: the log entry, with the object's type and emoji as they were when it happened. */
export interface ActivityLine {
  entry: RoomLogEntry;
  object: { type: ArObjectType; emoji: string } | null;
}

export interface RoomState {
  room: ArRoom;
  objects: RoomObject[];
  participants: ArParticipant[];
  activity: ActivityLine[];
  /** The last operation applied. */
  seq: number;
}

export type RoomEvent =
  | Extract<ServerMessage, { type: 'snapshot' }>
  | Extract<ServerMessage, { type: 'op' }>
  /** The fade of a deleted object is over: it leaves the view. */
  | { type: 'purge'; object_id: string };

export interface RoomStep {
  state: RoomState | null;
  /** An operation arrived after a gap: join again from `state.seq` so the server replays the rest. */
  rejoin: boolean;
}

/** Moves are many and say little: they change the view but are not activity lines. */
const QUIET_KINDS = new Set(['object_moved', 'object_grabbed', 'object_released']);

function objectOf(objects: readonly RoomObject[], id: string) {
  return objects.find((object) => object.id === id);
}

function line(entry: RoomLogEntry, objects: readonly RoomObject[]): ActivityLine {
  const op = entry.op;
  const object =
    op.kind === 'object_placed' ? op.object : 'object_id' in op ? (objectOf(objects, op.object_id) ?? null) : null;
  return { entry, object: object ? { type: object.type, emoji: object.emoji } : null };
}

function withActivity(activity: readonly ActivityLine[], next: ActivityLine): ActivityLine[] {
  return [...activity, next].slice(-ARQIVE.activityLines);
}

function updateObject(objects: RoomObject[], id: string, change: (object: RoomObject) => RoomObject): RoomObject[] {
  return objects.map((object) => (object.id === id ? change(object) : object));
}

/** One operation on the room (the seq is checked by the caller). */
function applyOp(state: RoomState, entry: RoomLogEntry): RoomState {
  const op = entry.op;
  let { objects, participants, room } = state;
  switch (op.kind) {
    case 'object_placed':
      objects = [...objects.filter((o) => o.id !== op.object.id), { ...op.object, deleting: false }];
      break;
    case 'object_grabbed':
      objects = updateObject(objects, op.object_id, (o) => ({ ...o, grabbed_by: op.by }));
      break;
    case 'object_moved':
      objects = updateObject(objects, op.object_id, (o) => ({ ...o, position: op.position }));
      break;
    case 'object_released':
      objects = updateObject(objects, op.object_id, (o) => ({ ...o, grabbed_by: null }));
      break;
    case 'object_scaled':
      objects = updateObject(objects, op.object_id, (o) => ({ ...o, scale: op.scale }));
      break;
    case 'object_rotated':
      objects = updateObject(objects, op.object_id, (o) => ({ ...o, rotation: op.rotation }));
      break;
    case 'object_text':
      objects = updateObject(objects, op.object_id, (o) => ({ ...o, text: op.text }));
      break;
    case 'object_activated':
      if (op.effect === 'points' && op.points !== null) {
        const points = op.points;
        participants = participants.map((p) => (p.id === entry.actor.id ? { ...p, points: p.points + points } : p));
      }
      break;
    case 'object_deleted':
      objects = updateObject(objects, op.object_id, (o) => ({ ...o, deleting: true }));
      break;
    case 'participant_joined':
      participants = [...participants.filter((p) => p.id !== op.participant.id), op.participant];
      break;
    case 'participant_left':
    case 'participant_removed':
      participants = participants.filter((p) => p.id !== op.participant_id);
      break;
  }
  const live = objects.filter((o) => !o.deleting).length;
  room = { ...room, seq: entry.seq, participant_count: participants.length, object_count: live };
  const activity = QUIET_KINDS.has(op.kind) ? state.activity : withActivity(state.activity, line(entry, state.objects));
  return { room, objects, participants, activity, seq: entry.seq };
}

/**
 * The room as the server's log says: a snapshot replaces everything; operations apply strictly in
 * seq order. A duplicate or older seq is ignored (a replay overlapping what was applied); a seq past
 * the next one means something was missed, so nothing is applied and the caller rejoins.
 */
export function reduceRoom(state: RoomState | null, event: RoomEvent): RoomStep {
  if (event.type === 'snapshot') {
    const objects = event.objects.map((object) => ({ ...object, deleting: false }));
    // Activity lines name the objects they touched; a deleted one is no longer in the snapshot.
    const activity = event.activity.slice(-ARQIVE.activityLines).map((entry) => line(entry, objects));
    return {
      state: { room: event.room, objects, participants: event.participants, activity, seq: event.seq },
      rejoin: false,
    };
  }
  if (!state) return { state, rejoin: false };
  if (event.type === 'purge') {
    return { state: { ...state, objects: state.objects.filter((o) => o.id !== event.object_id) }, rejoin: false };
  }
  const entry = event.entry;
  if (entry.room_id !== state.room.room_id || entry.seq <= state.seq) return { state, rejoin: false };
  if (entry.seq > state.seq + 1) return { state, rejoin: true };
  return { state: applyOp(state, entry), rejoin: false };
}

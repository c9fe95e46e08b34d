import type { ArObject, ArParticipant, ArRoom, RoomLogEntry, RoomOp } from '@swiss/contract';

/** Test data in the contract's shapes. */
export const roomFixture = (patch: Partial<ArRoom> = {}): ArRoom => ({
  room_id: 'room-1',
  name: 'Lobby',
  description: 'A new AR experience',
  realm_theme: 'blueprint',
  max_participants: 10,
  participant_count: 1,
  object_count: 0,
  creator: 'Anna',
  created_at: '2026-06-01T10:00:00.000Z',
  seq: 3,
  ...patch,
});

export const participantFixture = (patch: Partial<ArParticipant> = {}): ArParticipant => ({
  id: 'p-anna',
  name: 'Anna',
  points: 0,
  is_creator: true,
  ...patch,
});

export const objectFixture = (patch: Partial<ArObject> = {}): ArObject => ({
  id: 'o-1',
  room_id: 'room-1',
  type: 'crystal',
  emoji: '💎',
  color: '#7fdbff',
  position: { x: 0, y: 1, z: -2 },
  rotation: { x: 0, y: 0, z: 0 },
  scale: 1,
  theme: 'blueprint',
  creator: 'Anna',
  creator_id: 'p-anna',
  text: null,
  properties: { grabbable: true, scalable: true, teleport: false, editable: false, valuable: true },
  grabbed_by: null,
  created_at: '2026-06-01T10:00:00.000Z',
  ...patch,
});

export const entryFixture = (seq: number, op: RoomOp, actor = { id: 'p-anna', name: 'Anna' }): RoomLogEntry => ({
  room_id: 'room-1',
  seq,
  at: '2026-06-01T10:00:00.000Z',
  actor,
  op,
});

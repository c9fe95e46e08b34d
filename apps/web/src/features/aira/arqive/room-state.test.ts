import { ARQIVE } from '@swiss/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { t } from 'i18next';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { stringsReady } from '../strings';
import { activityText } from './activity-text';
import { moveThrottle } from './move-throttle';
import { nudge, positionAt, stagePercent } from './object-kinds';
import { entryFixture, objectFixture, participantFixture, roomFixture } from './room-fixture';
import { eventBody, eventFormDefaults, roomBody, ROOM_FORM_DEFAULTS } from './room-forms';
import { reduceRoom, type RoomState } from './room-state';
import { spawnVirtualObject } from './virtual-objects';

beforeAll(async () => {
  await initI18n();
  await stringsReady;
});

const snapshot = () =>
  reduceRoom(null, {
    type: 'snapshot',
    room: roomFixture(),
    objects: [],
    participants: [participantFixture()],
    activity: [],
    seq: 3,
  }).state as RoomState;

describe('reduceRoom', () => {
  it('applies operations in seq order, ignores duplicates and older ones, and asks to rejoin after a gap', () => {
    let state = snapshot();
    const placed = entryFixture(4, { kind: 'object_placed', object: objectFixture() });
    state = reduceRoom(state, { type: 'op', entry: placed }).state as RoomState;
    expect(state.objects.map((o) => o.id)).toEqual(['o-1']);
    expect(state.seq).toBe(4);
    const again = reduceRoom(state, { type: 'op', entry: placed });
    expect(again).toEqual({ state, rejoin: false });
    const old = reduceRoom(state, { type: 'op', entry: entryFixture(2, { kind: 'object_deleted', object_id: 'o-1' }) });
    expect(old.state).toBe(state);
    const gap = reduceRoom(state, { type: 'op', entry: entryFixture(6, { kind: 'object_deleted', object_id: 'o-1' }) });
    expect(gap).toEqual({ state, rejoin: true });
  });

  it('moves, scales, rotates, edits, gives points to the actor, fades then removes a deleted object', () => {
    let state = snapshot();
    const step = (seq: number, op: Parameters<typeof entryFixture>[1]) => {
      state = reduceRoom(state, { type: 'op', entry: entryFixture(seq, op) }).state as RoomState;
    };
    step(4, { kind: 'object_placed', object: objectFixture() });
    step(5, { kind: 'object_moved', object_id: 'o-1', position: { x: 1, y: 2, z: -2 } });
    step(6, { kind: 'object_scaled', object_id: 'o-1', scale: 1.2 });
    step(7, { kind: 'object_rotated', object_id: 'o-1', rotation: { x: 0, y: 90, z: 0 } });
    step(8, { kind: 'object_activated', object_id: 'o-1', effect: 'points', points: ARQIVE.valuablePoints });
    const object = state.objects[0];
    expect(object?.position).toEqual({ x: 1, y: 2, z: -2 });
    expect(object?.scale).toBe(1.2);
    expect(object?.rotation.y).toBe(90);
    expect(state.participants[0]?.points).toBe(10);
    step(9, {
      kind: 'participant_joined',
      participant: participantFixture({ id: 'p-ben', name: 'Ben', is_creator: false }),
    });
    expect(state.room.participant_count).toBe(2);
    step(10, { kind: 'object_deleted', object_id: 'o-1' });
    expect(state.objects[0]?.deleting).toBe(true);
    expect(state.room.object_count).toBe(0);
    state = reduceRoom(state, { type: 'purge', object_id: 'o-1' }).state as RoomState;
    expect(state.objects).toEqual([]);
    step(11, { kind: 'participant_removed', participant_id: 'p-ben' });
    expect(state.participants.map((p) => p.name)).toEqual(['Anna']);
    // Moves are not activity lines; the rest are, in order.
    expect(state.activity.map((line) => line.entry.seq)).toEqual([4, 6, 7, 8, 9, 10, 11]);
  });

  it('writes activity lines from the log in the visitor language', async () => {
    let state = snapshot();
    state = reduceRoom(state, {
      type: 'op',
      entry: entryFixture(4, { kind: 'object_placed', object: objectFixture() }),
    }).state as RoomState;
    const line = state.activity[0];
    if (!line) throw new Error('no line');
    expect(activityText(line, t)).toBe('Anna placed a crystal 💎');
    await changeLanguage('de');
    expect(activityText(line, t)).toBe('Anna hat platziert: Kristall 💎');
    await changeLanguage('en');
  });

  it('keeps only the last activity lines', () => {
    let state = snapshot();
    for (let seq = 4; seq < 4 + ARQIVE.activityLines + 5; seq += 1)
      state = reduceRoom(state, {
        type: 'op',
        entry: entryFixture(seq, { kind: 'object_placed', object: objectFixture({ id: `o-${seq}` }) }),
      }).state as RoomState;
    expect(state.activity).toHaveLength(ARQIVE.activityLines);
  });
});

describe('room and event forms (spec §5)', () => {
  it('takes the defaults for blank fields', () => {
    expect(ROOM_FORM_DEFAULTS).toMatchObject({
      name: 'New AR Room',
      description: 'A new AR experience',
      maxParticipants: '10',
    });
    expect(roomBody({ ...ROOM_FORM_DEFAULTS, name: ' ', description: '', maxParticipants: '' }, undefined)).toEqual({
      ok: true,
      body: { name: 'New AR Room', description: 'A new AR experience', max_participants: 10, realm_theme: 'blueprint' },
    });
  });
  it('max participants: 2-20, non-numeric becomes 10, out of range is refused', () => {
    const max = (value: string) => roomBody({ ...ROOM_FORM_DEFAULTS, maxParticipants: value }, 'Anna');
    expect(max('2')).toMatchObject({ ok: true, body: { max_participants: 2, creator_name: 'Anna' } });
    expect(max('20')).toMatchObject({ ok: true, body: { max_participants: 20 } });
    expect(max('abc')).toMatchObject({ ok: true, body: { max_participants: 10 } });
    expect(max('1')).toMatchObject({ ok: false, error: 'participantsRange' });
    expect(max('21')).toMatchObject({ ok: false });
    expect(max('2.5')).toMatchObject({ ok: false });
  });
  it('event: title New Event, start now, description A new AR event', () => {
    const now = new Date('2026-06-01T10:30:00Z');
    const defaults = eventFormDefaults(now);
    expect(defaults.title).toBe('New Event');
    expect(defaults.description).toBe('A new AR event');
    expect(eventBody({ title: '', startTime: '', description: '' }, undefined, now)).toEqual({
      ok: true,
      body: { title: 'New Event', start_time: now.toISOString(), description: 'A new AR event', event_type: 'ar' },
    });
    expect(eventBody({ ...defaults, startTime: 'nonsense' }, undefined, now)).toMatchObject({ ok: false });
  });
});

describe('interactions', () => {
  it('throttles moves to about 10 per second and never loses the last one', () => {
    vi.useFakeTimers();
    const sent: number[] = [];
    const throttle = moveThrottle<number>((value) => sent.push(value));
    for (let i = 1; i <= 10; i += 1) {
      throttle.push(i);
      vi.advanceTimersByTime(20);
    }
    // 200 ms of pushes: the first at once, then one per 100 ms.
    expect(sent.length).toBeLessThanOrEqual(3);
    vi.advanceTimersByTime(200);
    expect(sent.at(-1)).toBe(10);
    vi.useRealTimers();
  });
  it('maps stage points and arrow keys to room positions', () => {
    const p = positionAt(0.5, 0.5, -2);
    expect(p).toEqual({ x: 0, y: 1.5, z: -2 });
    expect(stagePercent(p)).toEqual({ left: 50, top: 50 });
    expect(nudge(p, 'ArrowRight')).toEqual({ x: 0.25, y: 1.5, z: -2 });
    expect(nudge(p, 'a')).toBeNull();
  });
  it('spawns a virtual object within the spec ranges', () => {
    for (const r of [0, 0.5, 0.999]) {
      const body = spawnVirtualObject(
        { lat: 46.95, lng: 7.44 },
        { message: '', locationName: null, creatorName: undefined },
        () => r,
      );
      const distance = Math.hypot(body.position.x, body.position.z);
      expect(ARQIVE.virtualObject.emojis).toContain(body.emoji);
      expect(distance).toBeGreaterThanOrEqual(0.99);
      expect(distance).toBeLessThanOrEqual(4.01);
      expect(body.position.y).toBeGreaterThanOrEqual(0.5);
      expect(body.position.y).toBeLessThanOrEqual(2.5);
      expect(body.scale).toBeGreaterThanOrEqual(0.5);
      expect(body.scale).toBeLessThanOrEqual(1);
    }
  });
});

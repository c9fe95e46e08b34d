import {
  ARQIVE,
  errorEnvelopeSchema,
  eventResponseSchema,
  eventsResponseSchema,
  roomResponseSchema,
  roomsResponseSchema,
  virtualObjectsResponseSchema,
  type ServerMessage,
} from '@swiss/contract';
import { eq, tables } from '@swiss/db';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../test/test-database.js';
import { ArqiveTestClient, isType } from './arqive-test-client.js';
import { releaseAbandoned } from './room-store.js';

const placed = (m: ServerMessage) => m.type === 'op' && m.entry.op.kind === 'object_placed';

describe.each(TEST_DATABASE_KINDS)('ARQive (%s)', (kind) => {
  const ctx = useTestApp(kind);
  const token = () => ctx.app.deviceTokens.issue().token;
  const createRoom = async (device: string, body: Record<string, unknown> = {}) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/arqive/rooms',
      headers: { 'x-device-token': device },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return roomResponseSchema.parse(res.json()).room;
  };
  const connect = async (device: string, name?: string) => {
    const client = new ArqiveTestClient(await ctx.app.injectWS('/api/arqive/ws'));
    client.send({ type: 'hello', token: device, ...(name ? { name } : {}) });
    await client.next(isType('welcome'));
    return client;
  };
  const joined = async (client: ArqiveTestClient, roomId: string) => {
    const answer = await client.request({ type: 'join', room_id: roomId });
    expect(answer.type, JSON.stringify(answer)).toBe('ack');
    return client;
  };
  const cube = { type: 'cube' as const, emoji: '🧊', color: '#00ff88', position: { x: 1, y: 1, z: -2 } };

  it('creates rooms with the §5 defaults and refuses bad max participants', async () => {
    const device = token();
    const room = await createRoom(device);
    expect(room).toMatchObject({
      name: 'New AR Room',
      description: 'A new AR experience',
      max_participants: 10,
      creator: 'User',
      participant_count: 0,
      seq: 0,
    });
    expect((await createRoom(device, { max_participants: 'lots' })).max_participants).toBe(10);
    expect((await createRoom(device, { max_participants: null, name: '  ', creator_name: 'Ana\u0007' })).name).toBe(
      'New AR Room',
    );
    expect((await createRoom(device, { max_participants: '5' })).max_participants).toBe(5);
    for (const bad of [1, 21, 0, -3, 2.5, '25']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/arqive/rooms',
        headers: { 'x-device-token': device },
        payload: { max_participants: bad },
      });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(errorEnvelopeSchema.parse(res.json()).status).toBe('error');
    }
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/arqive/rooms', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const list = roomsResponseSchema.parse((await ctx.app.inject({ url: '/api/arqive/rooms' })).json());
    expect(list.rooms.some((r) => r.room_id === room.room_id)).toBe(true);
  });

  it('property: any max_participants gives 201 with 2-20 or a 400 envelope, never a 500', async () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const values: unknown[] = [undefined, null, true, {}, [], '', 'x', '1e1', ' 7 ', NaN, 1e308, -0];
    for (let i = 0; i < 40; i++)
      values.push(Math.floor(random() * 50) - 10, random() * 30, String(Math.floor(random() * 30)));
    let created = 0;
    for (const value of values) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/arqive/rooms',
        headers: { 'x-device-token': ctx.app.deviceTokens.issue().token, 'content-type': 'application/json' },
        payload: JSON.stringify({ max_participants: value }),
      });
      expect([201, 400], `${String(value)}: ${res.body}`).toContain(res.statusCode);
      if (res.statusCode === 201) {
        const max = roomResponseSchema.parse(res.json()).room.max_participants;
        expect(max).toBeGreaterThanOrEqual(2);
        expect(max).toBeLessThanOrEqual(20);
        created += 1;
      }
    }
    expect(created).toBeGreaterThan(0);
  });

  it('property: any event title, time and description gives 201 within the limits or a 400 envelope, never a 500', async () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pieces = ['', ' ', 'Fondue night', '<b>x</b>', '\u0000\u0007', 'é'.repeat(50), '🎉', 'x'.repeat(400)];
    const times = [
      undefined,
      '',
      'tomorrow',
      '2026-11-26T18:00:00Z',
      '2026-11-26T18:00:00+01:00',
      '2026-13-40T99:00:00Z',
      42,
    ];
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    let created = 0;
    for (let i = 0; i < 60; i++) {
      const body = {
        title: pick([...pieces, undefined, 7]),
        start_time: pick(times),
        description: pick([...pieces, undefined]),
      };
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/arqive/events',
        headers: { 'x-device-token': ctx.app.deviceTokens.issue().token, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect([201, 400], `${JSON.stringify(body)}: ${res.body}`).toContain(res.statusCode);
      if (res.statusCode !== 201) {
        expect(errorEnvelopeSchema.parse(res.json()).status).toBe('error');
        continue;
      }
      const event = eventResponseSchema.parse(res.json()).event;
      expect(event.title.length).toBeGreaterThan(0);
      expect(event.title.length).toBeLessThanOrEqual(ARQIVE.event.titleMax);
      expect(event.description.length).toBeLessThanOrEqual(ARQIVE.event.descriptionMax);
      expect([...event.title].some((c) => c.charCodeAt(0) < 32)).toBe(false); // control characters stripped
      expect(Number.isNaN(Date.parse(event.start_time))).toBe(false);
      created += 1;
    }
    expect(created).toBeGreaterThan(0);
  });

  it('hosts, lists and joins events with the defaults', async () => {
    const device = token();
    const before = Date.now();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/arqive/events',
      headers: { 'x-device-token': device },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(201);
    const { event } = eventResponseSchema.parse(res.json());
    expect(event).toMatchObject({ title: 'New Event', description: 'A new AR event', attendees: 0, joined: false });
    expect(Date.parse(event.start_time)).toBeGreaterThanOrEqual(before - 1000);
    const other = token();
    const join = await ctx.app.inject({
      method: 'POST',
      url: `/api/arqive/events/${event.id}/join`,
      headers: { 'x-device-token': other },
    });
    expect(eventResponseSchema.parse(join.json()).event).toMatchObject({ attendees: 1, joined: true });
    const list = eventsResponseSchema.parse(
      (await ctx.app.inject({ url: '/api/arqive/events', headers: { 'x-device-token': other } })).json(),
    );
    expect(list.events.find((e) => e.id === event.id)?.joined).toBe(true);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/arqive/events',
      headers: { 'x-device-token': device },
      payload: { start_time: 'tomorrow' },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/arqive/events/nope/join',
      headers: { 'x-device-token': device },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('shares virtual objects by radius', async () => {
    const device = token();
    const body = {
      emoji: '🌟',
      position: { x: 0, y: 1, z: -2 },
      coordinates: { lat: 46.948, lng: 7.4474 },
      message: 'Hi\u0000 there',
      scale: 0.7,
    };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/arqive/virtual-objects',
      headers: { 'x-device-token': device },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    const near = virtualObjectsResponseSchema.parse(
      (await ctx.app.inject({ url: '/api/arqive/virtual-objects?lat=46.9481&lng=7.4475' })).json(),
    );
    expect(near.objects.find((o) => o.message === 'Hi there')?.distance_km).toBeLessThan(0.1);
    const far = virtualObjectsResponseSchema.parse(
      (await ctx.app.inject({ url: '/api/arqive/virtual-objects?lat=47.37&lng=8.54&radius_km=5' })).json(),
    );
    expect(far.objects.some((o) => o.message === 'Hi there')).toBe(false);
    expect((await ctx.app.inject({ url: '/api/arqive/virtual-objects?lat=99&lng=7' })).statusCode).toBe(400);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/arqive/virtual-objects',
      headers: { 'x-device-token': device },
      payload: { ...body, emoji: '💩' },
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('a quick run of moves then a release: the other client ends at the last position, released', async () => {
    const ownerToken = token();
    const room = await createRoom(ownerToken, { name: 'Quick' });
    const a = await joined(await connect(ownerToken, 'Ana'), room.room_id);
    const b = await joined(await connect(token(), 'Ben'), room.room_id);
    expect((await b.request({ type: 'place_object', room_id: room.room_id, object: cube })).type).toBe('ack');
    const placedOp = await a.next(placed);
    if (placedOp.type !== 'op' || placedOp.entry.op.kind !== 'object_placed') throw new Error('not placed');
    const objectId = placedOp.entry.op.object.id;
    expect((await b.request({ type: 'grab', room_id: room.room_id, object_id: objectId })).type).toBe('ack');
    // As a browser sends them: a move, a few at 30-100 ms, then the release right after the last one.
    for (const [i, pause] of [0, 30, 100, 30].entries()) {
      await new Promise((resolve) => setTimeout(resolve, pause));
      b.send({ type: 'move_object', room_id: room.room_id, object_id: objectId, position: { x: i + 1, y: 0, z: 0 } });
    }
    b.send({ type: 'release', room_id: room.room_id, object_id: objectId });
    await a.next((m) => m.type === 'op' && m.entry.op.kind === 'object_released');
    const moves = a.received.flatMap((m) =>
      m.type === 'op' && m.entry.op.kind === 'object_moved' ? [m.entry.op.position.x] : [],
    );
    expect(moves.at(-1)).toBe(4);
    const kinds = a.received.flatMap((m) => (m.type === 'op' ? [m.entry.op.kind] : []));
    expect(kinds.lastIndexOf('object_moved')).toBeLessThan(kinds.lastIndexOf('object_released'));
    a.close();
    b.close();
  });

  it('two clients in one room see each other place, move, scale, rotate and delete', async () => {
    const ownerToken = token();
    const room = await createRoom(ownerToken, { name: 'Lab' });
    const a = await joined(await connect(ownerToken, 'Ana'), room.room_id);
    const b = await joined(await connect(token(), 'Ben'), room.room_id);
    const snapshot = b.received.find(isType('snapshot'));
    expect(snapshot?.participants.map((p) => p.name).sort()).toEqual(['Ana', 'Ben']);
    const seen = await a.next(
      (m) => m.type === 'op' && m.entry.op.kind === 'participant_joined' && m.entry.actor.name === 'Ben',
    );
    expect(seen.type).toBe('op');

    expect((await b.request({ type: 'place_object', room_id: room.room_id, object: cube })).type).toBe('ack');
    const placedOp = await a.next(placed);
    if (placedOp.type !== 'op' || placedOp.entry.op.kind !== 'object_placed') throw new Error('not placed');
    const object = placedOp.entry.op.object;
    expect(object).toMatchObject({ creator: 'Ben', type: 'cube', scale: 1 });

    const started = performance.now();
    await b.request({
      type: 'move_object',
      room_id: room.room_id,
      object_id: object.id,
      position: { x: 2, y: 0, z: 3 },
    });
    await a.next((m) => m.type === 'op' && m.entry.op.kind === 'object_moved');
    expect(performance.now() - started).toBeLessThan(1000);

    for (let i = 0; i < 8; i++) await a.request({ type: 'scale_object', room_id: room.room_id, object_id: object.id });
    const scales = b.received.flatMap((m) =>
      m.type === 'op' && m.entry.op.kind === 'object_scaled' ? [m.entry.op.scale] : [],
    );
    await b.next((m) => m.type === 'op' && m.entry.op.kind === 'object_scaled' && m.entry.op.scale === ARQIVE.scaleCap);
    void scales;
    await a.request({ type: 'rotate_object', room_id: room.room_id, object_id: object.id });
    await b.next((m) => m.type === 'op' && m.entry.op.kind === 'object_rotated' && m.entry.op.rotation.y === 90);

    const gem = await b.request({
      type: 'place_object',
      room_id: room.room_id,
      object: { ...cube, type: 'gem', emoji: '💎' },
    });
    expect(gem.type).toBe('ack');
    const gemOp = await a.next(placed);
    const gemId = gemOp.type === 'op' && gemOp.entry.op.kind === 'object_placed' ? gemOp.entry.op.object.id : '';
    await a.request({ type: 'activate', room_id: room.room_id, object_id: gemId });
    await b.next(
      (m) =>
        m.type === 'op' &&
        m.entry.op.kind === 'object_activated' &&
        m.entry.op.effect === 'points' &&
        m.entry.op.points === 10,
    );
    const refused = await a.request({ type: 'edit_text', room_id: room.room_id, object_id: gemId, text: 'x' });
    expect(refused).toMatchObject({ type: 'error', code: 'NOT_ALLOWED' });

    // Ana created the room: she may delete Ben's object and remove Ben.
    await a.request({ type: 'delete_object', room_id: room.room_id, object_id: object.id });
    await b.next((m) => m.type === 'op' && m.entry.op.kind === 'object_deleted');
    const notOwner = await b.request({
      type: 'remove_participant',
      room_id: room.room_id,
      participant_id: 'abcdefghijklmnop',
    });
    expect(notOwner).toMatchObject({ type: 'error', code: 'NOT_ALLOWED' });
    const benId = b.received.find(isType('welcome'))?.participant_id ?? '';
    await a.request({ type: 'remove_participant', room_id: room.room_id, participant_id: benId });
    await b.next(isType('removed'));
    expect(await b.request({ type: 'place_object', room_id: room.room_id, object: cube })).toMatchObject({
      code: 'NOT_IN_ROOM',
    });
    expect(await b.request({ type: 'join', room_id: room.room_id })).toMatchObject({ code: 'REMOVED' });
    const counts = roomsResponseSchema.parse((await ctx.app.inject({ url: '/api/arqive/rooms' })).json());
    expect(counts.rooms.find((r) => r.room_id === room.room_id)?.participant_count).toBe(1);
    a.close();
    b.close();
  });

  it('refuses a full room with a clear message, and anything before hello or without joining', async () => {
    const room = await createRoom(token(), { max_participants: 2 });
    const a = await joined(await connect(token()), room.room_id);
    const b = await joined(await connect(token()), room.room_id);
    const c = await connect(token());
    const full = await c.request({ type: 'join', room_id: room.room_id });
    expect(full).toMatchObject({ type: 'error', code: 'ROOM_FULL' });
    if (full.type === 'error') expect(full.message).toMatch(/full/);
    expect(
      await c.request({ type: 'move_object', room_id: room.room_id, object_id: 'x', position: { x: 0, y: 0, z: 0 } }),
    ).toMatchObject({ code: 'NOT_IN_ROOM' });
    b.drop();
    await a.next((m) => m.type === 'op' && m.entry.op.kind === 'participant_left');
    expect((await c.request({ type: 'join', room_id: room.room_id })).type).toBe('ack');

    const stranger = new ArqiveTestClient(await ctx.app.injectWS('/api/arqive/ws'));
    stranger.send({ type: 'join', room_id: room.room_id, ref: 'r1' });
    expect(await stranger.next(isType('error'))).toMatchObject({ code: 'NOT_AUTHENTICATED' });
    stranger.send({ type: 'hello', token: 'forged.token.value' });
    expect(await stranger.next(isType('error'))).toMatchObject({ code: 'NOT_AUTHENTICATED' });
    for (const client of [a, c, stranger]) client.close();
  });

  it('replays exactly the missed operations on a rejoin with last_seq, else a snapshot', async () => {
    const room = await createRoom(token());
    const aToken = token();
    const a = await joined(await connect(aToken), room.room_id);
    const b = await joined(await connect(token()), room.room_id);
    await b.request({ type: 'place_object', room_id: room.room_id, object: cube });
    const op = await a.next(placed);
    const objectId = op.type === 'op' && op.entry.op.kind === 'object_placed' ? op.entry.op.object.id : '';
    const lastSeq = op.type === 'op' ? op.entry.seq : 0;
    a.drop();
    await b.next((m) => m.type === 'op' && m.entry.op.kind === 'participant_left');
    for (let i = 0; i < 5; i++)
      await b.request({
        type: 'move_object',
        room_id: room.room_id,
        object_id: objectId,
        position: { x: i, y: 0, z: 0 },
      });
    const again = await connect(aToken);
    expect((await again.request({ type: 'join', room_id: room.room_id, last_seq: lastSeq })).type).toBe('ack');
    const seqs = again.received.flatMap((m) => (m.type === 'op' ? [m.entry.seq] : []));
    expect(again.received.some((m) => m.type === 'snapshot')).toBe(false);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => lastSeq + 1 + i));
    expect(seqs.length).toBe(7); // left + 5 moves + joined
    const stale = await connect(token());
    await stale.request({ type: 'join', room_id: room.room_id, last_seq: 999_999 });
    expect(stale.received.some((m) => m.type === 'snapshot')).toBe(true);
    for (const client of [again, b, stale]) client.close();
  });

  it('a dropped connection ends presence and releases the objects it held, for everyone', async () => {
    const room = await createRoom(token());
    const holder = await joined(await connect(token(), 'Hal'), room.room_id);
    const watcher = await joined(await connect(token(), 'Wes'), room.room_id);
    await holder.request({ type: 'place_object', room_id: room.room_id, object: cube });
    const placedOp = await watcher.next(placed);
    const objectId =
      placedOp.type === 'op' && placedOp.entry.op.kind === 'object_placed' ? placedOp.entry.op.object.id : '';
    expect((await holder.request({ type: 'grab', room_id: room.room_id, object_id: objectId })).type).toBe('ack');
    await watcher.next((m) => m.type === 'op' && m.entry.op.kind === 'object_grabbed');
    // Held by Hal: Wes may not move it.
    expect(
      await watcher.request({
        type: 'move_object',
        room_id: room.room_id,
        object_id: objectId,
        position: { x: 1, y: 0, z: 0 },
      }),
    ).toMatchObject({ type: 'error', code: 'NOT_ALLOWED' });
    holder.send({ type: 'move_object', room_id: room.room_id, object_id: objectId, position: { x: 4, y: 0, z: 0 } });
    holder.drop();
    const released = await watcher.next((m) => m.type === 'op' && m.entry.op.kind === 'object_released');
    const left = await watcher.next((m) => m.type === 'op' && m.entry.op.kind === 'participant_left');
    if (released.type !== 'op' || left.type !== 'op') throw new Error('not ops');
    expect(released.entry.op).toEqual({ kind: 'object_released', object_id: objectId });
    expect(left.entry.seq).toBe(released.entry.seq + 1);
    // The move sent just before the drop was written first, then the release.
    const moved = watcher.received.find((m) => m.type === 'op' && m.entry.op.kind === 'object_moved');
    expect(moved?.type === 'op' && moved.entry.seq < released.entry.seq).toBe(true);
    const list = roomsResponseSchema.parse((await ctx.app.inject({ url: '/api/arqive/rooms' })).json());
    expect(list.rooms.find((r) => r.room_id === room.room_id)?.participant_count).toBe(1);
    // Now free: Wes moves it, and a newcomer's snapshot shows it free where Wes put it.
    expect(
      await watcher.request({
        type: 'move_object',
        room_id: room.room_id,
        object_id: objectId,
        position: { x: 2, y: 0, z: 0 },
      }),
    ).toMatchObject({ type: 'ack' });
    const late = await joined(await connect(token()), room.room_id);
    const snapshot = late.received.find(isType('snapshot'));
    expect(snapshot?.objects.find((o) => o.id === objectId)).toMatchObject({
      grabbed_by: null,
      position: { x: 2, y: 0, z: 0 },
    });
    expect(snapshot?.participants.map((p) => p.name).sort()).toEqual(['User', 'Wes']);
    watcher.close();
    late.close();
  });

  it('releases objects held by a participant whose presence expired (their instance died)', async () => {
    const room = await createRoom(token());
    const holder = await joined(await connect(token(), 'Gone'), room.room_id);
    const watcher = await joined(await connect(token(), 'Stay'), room.room_id);
    await holder.request({ type: 'place_object', room_id: room.room_id, object: cube });
    const placedOp = await watcher.next(placed);
    const objectId =
      placedOp.type === 'op' && placedOp.entry.op.kind === 'object_placed' ? placedOp.entry.op.object.id : '';
    await holder.request({ type: 'grab', room_id: room.room_id, object_id: objectId });
    const holderId = holder.received.find(isType('welcome'))?.participant_id ?? '';
    // As if Gone's instance had stopped its heartbeat long ago.
    await ctx.database.db
      .update(tables.arqivePresence)
      .set({ lastSeen: new Date(Date.now() - 3_600_000) })
      .where(eq(tables.arqivePresence.participantId, holderId));
    const entries = await releaseAbandoned(ctx.database.db);
    expect(entries.map((e) => e.op)).toEqual([{ kind: 'object_released', object_id: objectId }]);
    // Not published by this test: Stay gets it through the notification, as from another instance.
    await watcher.next((m) => m.type === 'op' && m.entry.op.kind === 'object_released', 1000);
    expect(await releaseAbandoned(ctx.database.db)).toEqual([]);
    holder.close();
    watcher.close();
  });

  it('answers fuzzed frames with error frames, never disturbing another client', async () => {
    const room = await createRoom(token());
    const fuzzer = await joined(await connect(token()), room.room_id);
    const calm = await joined(await connect(token()), room.room_id);
    const frames = [
      'garbage',
      '{',
      '[]',
      'null',
      '{"type":"nope"}',
      '{"type":"move_object","room_id":"r","object_id":"o","position":{"x":1e999,"y":0,"z":0}}',
      '{"type":"move_object","room_id":"r","object_id":"o","position":{"x":"1","y":0,"z":0}}',
      `{"type":"place_object","room_id":"${room.room_id}","object":{"type":"cube","emoji":"x","color":"red","position":{"x":0,"y":0,"z":0}}}`,
      '{"type":"join","room_id":"../../etc"}',
      JSON.stringify({ type: 'edit_text', room_id: room.room_id, object_id: 'a', text: 'x'.repeat(5000) }),
      '{"__proto__":{"type":"ping"}}',
    ];
    for (const frame of frames) fuzzer.raw(frame);
    fuzzer.raw(Buffer.alloc(10));
    const errors = [];
    for (let i = 0; i < frames.length + 1; i++) errors.push(await fuzzer.next(isType('error')));
    expect(errors.map((e) => e.code)).toContain('TOO_LARGE');
    expect(errors.every((e) => ['INVALID_MESSAGE', 'TOO_LARGE'].includes(e.code))).toBe(true);
    // Both still work.
    expect((await calm.request({ type: 'place_object', room_id: room.room_id, object: cube })).type).toBe('ack');
    await fuzzer.next(placed);
    fuzzer.send({ type: 'ping' });
    await fuzzer.next(isType('pong'));
    expect(calm.received.some((m) => m.type === 'error')).toBe(false);
    fuzzer.close();
    calm.close();
  });

  it('rate-limits a flood with error frames and keeps the connection', async () => {
    const client = await connect(token());
    for (let i = 0; i < ARQIVE.messagesBurst + 20; i++) client.send({ type: 'ping' });
    await client.next((m) => m.type === 'error' && m.code === 'RATE_LIMITED');
    await new Promise((resolve) => setTimeout(resolve, 300));
    client.send({ type: 'ping' });
    const pongs = client.received.filter((m) => m.type === 'pong').length;
    await client.next(isType('pong'));
    expect(pongs).toBeLessThanOrEqual(ARQIVE.messagesBurst + 2);
    expect(client.closed).toBe(false);
    client.close();
  });

  it('caps the objects one participant may place in a room', async () => {
    const room = await createRoom(token());
    const client = await joined(await connect(token()), room.room_id);
    let last: ServerMessage | undefined;
    for (let i = 0; i <= ARQIVE.objectsPerParticipant; i++) {
      last = await client.request({ type: 'place_object', room_id: room.room_id, object: cube });
      if (last.type === 'error') break;
      await new Promise((resolve) => setTimeout(resolve, 40)); // stay under the rate limit
    }
    expect(last).toMatchObject({ type: 'error', code: 'LIMIT_REACHED' });
    client.close();
  }, 20_000);
});

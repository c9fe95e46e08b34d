import { roomResponseSchema, roomsResponseSchema, type ServerMessage } from '@swiss/contract';
import { createScratchDatabase, openDatabase, type DatabaseHandle } from '@swiss/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp } from '../../test/test-app.js';
import { ArqiveTestClient, isType } from './arqive-test-client.js';

const baseUrl = process.env.TEST_DATABASE_URL;

/**
 * Two server instances on one PostgreSQL database, each on its own port, as in production behind a
 * load balancer without sticky sessions: what one instance's client does reaches the other's
 * clients through the database (LISTEN/NOTIFY), and presence adds up across instances.
 */
describe.skipIf(!baseUrl)('ARQive across two instances (postgres)', () => {
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  const urls: string[] = [];
  let drop: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const scratch = await createScratchDatabase(baseUrl ?? '', `se_test_arqive_w${process.env.VITEST_POOL_ID ?? '0'}`);
    drop = () => scratch.drop();
    for (let i = 0; i < 2; i++) {
      const handle = await openDatabase({ url: scratch.url, poolSize: 4 });
      if (i === 0) await handle.migrate();
      handles.push(handle);
      const app = await buildTestApp(handle);
      apps.push(app);
      urls.push((await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws'));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await drop();
  });

  const connect = async (instance: number, name: string) => {
    const socket = new WebSocket(`${urls[instance]}/api/arqive/ws`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const client = new ArqiveTestClient(socket);
    client.send({ type: 'hello', token: apps[instance]?.deviceTokens.issue().token ?? '', name });
    await client.next(isType('welcome'));
    return client;
  };
  const participants = async (instance: number, roomId: string) => {
    const res = await apps[instance]?.inject({ url: '/api/arqive/rooms' });
    return roomsResponseSchema.parse(res?.json()).rooms.find((r) => r.room_id === roomId)?.participant_count;
  };

  it('a client on A sees objects placed and moved on B within 1 s; the participant count is the sum', async () => {
    const created = await apps[0]?.inject({
      method: 'POST',
      url: '/api/arqive/rooms',
      headers: { 'x-device-token': apps[0]?.deviceTokens.issue().token ?? '' },
      payload: { name: 'Two instances' },
    });
    const roomId = roomResponseSchema.parse(created?.json()).room.room_id;
    const a = await connect(0, 'Ana');
    const b = await connect(1, 'Ben');
    expect((await a.request({ type: 'join', room_id: roomId })).type).toBe('ack');
    expect((await b.request({ type: 'join', room_id: roomId })).type).toBe('ack');
    await a.next((m) => m.type === 'op' && m.entry.op.kind === 'participant_joined' && m.entry.actor.name === 'Ben');
    expect(await participants(0, roomId)).toBe(2);
    expect(await participants(1, roomId)).toBe(2);

    let started = performance.now();
    expect(
      (
        await b.request({
          type: 'place_object',
          room_id: roomId,
          object: { type: 'star', emoji: '⭐', color: '#ffcc00', position: { x: 0, y: 1, z: -2 } },
        })
      ).type,
    ).toBe('ack');
    const placed = await a.next(
      (m): m is Extract<ServerMessage, { type: 'op' }> => m.type === 'op' && m.entry.op.kind === 'object_placed',
      1000,
    );
    expect(performance.now() - started).toBeLessThan(1000);
    const objectId = placed.entry.op.kind === 'object_placed' ? placed.entry.op.object.id : '';

    started = performance.now();
    for (let x = 1; x <= 5; x++)
      b.send({ type: 'move_object', room_id: roomId, object_id: objectId, position: { x, y: 1, z: -2 } });
    await a.next((m) => m.type === 'op' && m.entry.op.kind === 'object_moved' && m.entry.op.position.x === 5, 1000);
    expect(performance.now() - started).toBeLessThan(1000);
    // A's seqs are gap-free and in order, whichever instance wrote them.
    const seqs = a.received.flatMap((m) => (m.type === 'op' ? [m.entry.seq] : []));
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(seqs.at(-1)! - seqs[0]! + 1).toBe(seqs.length);

    // And back: A's moves reach B.
    await a.request({ type: 'move_object', room_id: roomId, object_id: objectId, position: { x: -3, y: 1, z: 0 } });
    await b.next((m) => m.type === 'op' && m.entry.op.kind === 'object_moved' && m.entry.op.position.x === -3, 1000);

    b.close();
    await a.next((m) => m.type === 'op' && m.entry.op.kind === 'participant_left', 2000);
    expect(await participants(0, roomId)).toBe(1);
    a.close();
  });
});

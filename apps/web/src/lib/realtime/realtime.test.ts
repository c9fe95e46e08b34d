import type { ClientMessage } from '@swiss/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ArqiveClient, arqiveSocketUrl } from './arqive-client';
import { BACKOFF_MAX_MS, BACKOFF_MIN_MS, backoffDelay } from './backoff';
import type { SocketLike } from './realtime-socket';

/** A stand-in for the browser's WebSocket: the test opens, answers and drops it. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: ClientMessage[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data) as ClientMessage);
  }
  close() {
    this.drop();
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(frame: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: typeof frame === 'string' ? frame : JSON.stringify(frame) }));
  }
  drop() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close'));
  }
}

const flush = () => vi.advanceTimersByTimeAsync(0);
const room = {
  room_id: 'r1',
  name: 'Lobby',
  description: 'A new AR experience',
  realm_theme: 'blueprint',
  max_participants: 10,
  participant_count: 1,
  object_count: 0,
  creator: 'Anna',
  created_at: '2026-06-01T10:00:00.000Z',
  seq: 4,
} as const;

function setup(options: { token?: string | undefined; online?: () => boolean } = {}) {
  const sockets: FakeSocket[] = [];
  const client = new ArqiveClient({
    name: () => 'Anna',
    token: () => Promise.resolve('token' in options ? options.token : 'signed-token'),
    url: () => 'ws://test/api/arqive/ws',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 0.5,
    online: options.online ?? (() => true),
  });
  const statuses: string[] = [];
  client.onStatus((status) => statuses.push(status));
  const messages: unknown[] = [];
  client.onMessage((message) => messages.push(message));
  const last = () => sockets.at(-1) as FakeSocket;
  return { client, sockets, last, statuses, messages };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('backoffDelay', () => {
  it('starts at 0.5 s, doubles, and stops at 10 s', () => {
    const mid = () => 0.5; // no jitter
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, mid))).toEqual([500, 1000, 2000, 4000, 8000, 10000, 10000]);
  });
  it('adds jitter within the bounds', () => {
    for (const r of [0, 0.25, 0.99]) {
      for (let n = 0; n < 8; n += 1) {
        const delay = backoffDelay(n, () => r);
        expect(delay).toBeGreaterThanOrEqual(BACKOFF_MIN_MS);
        expect(delay).toBeLessThanOrEqual(BACKOFF_MAX_MS);
      }
    }
    expect(backoffDelay(2, () => 0)).toBeLessThan(backoffDelay(2, () => 0.99));
  });
});

describe('arqiveSocketUrl', () => {
  it('uses wss on https and the same host', () => {
    expect(arqiveSocketUrl({ protocol: 'https:', host: 'example.ch' })).toBe('wss://example.ch/api/arqive/ws');
    expect(arqiveSocketUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe('ws://127.0.0.1:3000/api/arqive/ws');
  });
});

describe('ArqiveClient', () => {
  it('says hello with the device token and name, and is open after the welcome', async () => {
    const { client, last, statuses } = setup();
    client.start();
    expect(client.status).toBe('connecting');
    last().open();
    await flush();
    expect(last().sent).toEqual([{ type: 'hello', token: 'signed-token', name: 'Anna' }]);
    expect(client.send({ type: 'ping' })).toBe(false); // not before the welcome
    last().receive({ type: 'welcome', participant_id: 'p1', name: 'Anna' });
    expect(client.status).toBe('open');
    expect(client.me).toBe('p1');
    expect(statuses).toEqual(['open']);
    expect(client.send({ type: 'ping' })).toBe(true);
  });

  it('drops frames that are not valid server messages', async () => {
    const { client, last, messages } = setup();
    client.start();
    last().open();
    await flush();
    last().receive('not json');
    last().receive({ type: 'welcome' });
    last().receive({ type: 'shout', text: 'hi' });
    last().receive({ type: 'op', entry: { room_id: 'r1', seq: 'x' } });
    expect(messages).toEqual([]);
    last().receive({ type: 'pong' });
    expect(messages).toEqual([{ type: 'pong' }]);
  });

  it('queues nothing: a send while disconnected answers false and is not sent later', async () => {
    const { client, last } = setup();
    client.start();
    expect(client.send({ type: 'ping' })).toBe(false);
    last().open();
    await flush();
    last().receive({ type: 'welcome', participant_id: 'p1', name: 'Anna' });
    expect(last().sent.map((m) => m.type)).toEqual(['hello']);
  });

  it('reconnects with back-off and rejoins its rooms from the last applied seq', async () => {
    const { client, sockets, last, statuses } = setup();
    client.start();
    expect(client.join('r1')).toBe(false); // remembered, joined once connected
    last().open();
    await flush();
    last().receive({ type: 'welcome', participant_id: 'p1', name: 'Anna' });
    expect(last().sent.at(-1)).toEqual({ type: 'join', room_id: 'r1', ref: 'join:r1' });
    last().receive({ type: 'snapshot', room, objects: [], participants: [], activity: [], seq: 4 });
    client.markApplied('r1', 7);

    last().drop();
    expect(client.status).toBe('reconnecting');
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    // The second attempt fails too: the next wait doubles.
    last().drop();
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);
    last().open();
    await flush();
    last().receive({ type: 'welcome', participant_id: 'p1', name: 'Anna' });
    expect(last().sent).toEqual([
      { type: 'hello', token: 'signed-token', name: 'Anna' },
      { type: 'join', room_id: 'r1', last_seq: 7, ref: 'join:r1' },
    ]);
    expect(statuses).toEqual(['open', 'reconnecting', 'open']);
    // After a leave the room is no longer rejoined.
    expect(client.leave('r1')).toBe(true);
    last().drop();
    await vi.advanceTimersByTimeAsync(500);
    last().open();
    await flush();
    last().receive({ type: 'welcome', participant_id: 'p1', name: 'Anna' });
    expect(last().sent.map((m) => m.type)).toEqual(['hello']);
  });

  it('a gap rejoins with the given seq at once', async () => {
    const { client, last } = setup();
    client.start();
    last().open();
    await flush();
    last().receive({ type: 'welcome', participant_id: 'p1', name: 'Anna' });
    client.join('r1');
    expect(client.join('r1', 12)).toBe(true);
    expect(last().sent.at(-1)).toEqual({ type: 'join', room_id: 'r1', last_seq: 12, ref: 'join:r1' });
  });

  it('is offline without a network and tries again when it returns', async () => {
    let online = false;
    const { client, sockets, statuses } = setup({ online: () => online });
    client.start();
    expect(client.status).toBe('offline');
    expect(sockets).toHaveLength(0);
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(1);
    expect(statuses).toEqual(['offline', 'connecting']);
    client.stop();
  });

  it('without a device token it closes and retries', async () => {
    const { client, sockets, last } = setup({ token: undefined });
    client.start();
    last().open();
    await flush();
    expect(last().sent).toEqual([]);
    expect(last().readyState).toBe(3);
    await vi.advanceTimersByTimeAsync(500);
    expect(sockets).toHaveLength(2);
    client.stop();
  });

  it('stop closes the socket and does not reconnect', async () => {
    const { client, sockets, last } = setup();
    client.start();
    last().open();
    await flush();
    client.stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sockets).toHaveLength(1);
  });
});

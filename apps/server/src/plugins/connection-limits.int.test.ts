import type { Socket } from 'node:net';
import { errorEnvelopeSchema } from '@swiss/contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listenLocally } from '../test/instances.js';
import { openSocket, parseRawResponse, portOf, readOneResponse, readUntilClosed } from '../test/raw-http.js';
import { useTestApp } from '../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../test/test-database.js';

const SLOW = 20;

/** A slowloris connection: a request line, then one header byte every 100 ms, never the end of the headers. */
async function slowConnection(port: number): Promise<{ socket: Socket; closed: Promise<string> }> {
  const socket = await openSocket(port);
  const closed = readUntilClosed(socket, 5000);
  socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ');
  const trickle = setInterval(() => socket.write('a'), 100);
  socket.once('close', () => clearInterval(trickle));
  return { socket, closed };
}

describe.each(TEST_DATABASE_KINDS)('slow connections from one address (%s)', (kind) => {
  const ctx = useTestApp(kind, {
    env: { HEADERS_TIMEOUT_MS: '600', REQUEST_TIMEOUT_MS: '1000', MAX_CONNECTIONS_PER_ADDRESS: String(SLOW) },
  });
  let port: number;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    port = portOf(await listenLocally(ctx.app));
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.destroy();
  });

  async function healthz(localAddress: string) {
    const socket = await openSocket(port, localAddress);
    sockets.push(socket);
    const response = readOneResponse(socket, 2000);
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    return response;
  }

  it('refuses their connections beyond the per-address cap, serves others, and times the slow ones out', async () => {
    const slow = await Promise.all(Array.from({ length: SLOW }, () => slowConnection(port)));
    sockets.push(...slow.map((s) => s.socket));

    // One more from the same address is closed at once, unanswered (a 408 would mean it was accepted).
    const extra = await openSocket(port);
    sockets.push(extra);
    const refusedAt = performance.now();
    expect(await readUntilClosed(extra, 2000)).toBe('');
    expect(performance.now() - refusedAt).toBeLessThan(400);

    // Another address is served while the slow ones hold their sockets.
    expect((await healthz('127.0.0.2')).status).toBe(200);

    // Every slow connection gets the 408 envelope and is closed once HEADERS_TIMEOUT_MS has passed.
    const started = performance.now();
    for (const raw of await Promise.all(slow.map((s) => s.closed))) {
      const response = parseRawResponse(raw);
      expect(response.status).toBe(408);
      expect(errorEnvelopeSchema.parse(JSON.parse(response.body)).code).toBe('REQUEST_TIMEOUT');
    }
    expect(performance.now() - started).toBeLessThan(2500);

    // Their address may connect again.
    expect((await healthz('127.0.0.1')).status).toBe(200);
  });
});

describe.each(TEST_DATABASE_KINDS)('connections from a trusted proxy (%s)', (kind) => {
  const ctx = useTestApp(kind, { env: { TRUST_PROXY: '127.0.0.1', MAX_CONNECTIONS_PER_ADDRESS: '2' } });

  it('are not capped per address: the proxy carries every visitor', async () => {
    const port = portOf(await listenLocally(ctx.app));
    const sockets = await Promise.all(Array.from({ length: 4 }, () => openSocket(port)));
    try {
      const responses = await Promise.all(
        sockets.map((socket) => {
          const response = readOneResponse(socket, 2000);
          socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
          return response;
        }),
      );
      expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });
});

import { mkdtempSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyticsAcceptedSchema, errorEnvelopeSchema } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/env.js';
import { listenLocally, within } from '../test/instances.js';
import { openSocket, portOf, readOneResponse, readUntilClosed } from '../test/raw-http.js';
import { openTestDatabase } from '../test/test-database.js';
import { TEST_DATABASE_KINDS } from '../test/test-database.js';

const BODY = JSON.stringify({ events: [{ type: 'page_view', screen: 'home', lang: 'en' }] });

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe: Socket = connect({ host: '127.0.0.1', port });
    probe.once('connect', () => {
      probe.destroy();
      resolve(false);
    });
    probe.once('error', () => resolve(true));
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(TEST_DATABASE_KINDS)('graceful shutdown (%s)', (kind) => {
  it('stops accepting, finishes the request in flight, answers late ones with the 503 envelope, then closes', async () => {
    const database = await openTestDatabase(kind);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'se-drain-')),
    });
    const app = await buildApp({ config, database });
    let postArrived: () => void = () => undefined;
    const postStarted = new Promise<void>((resolve) => (postArrived = resolve));
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.method === 'POST') postArrived();
      done();
    });
    let closing: Promise<void> | undefined;
    try {
      const port = portOf(await listenLocally(app));

      // An idle keep-alive connection.
      const idle = await openSocket(port);
      const first = readOneResponse(idle, 2000);
      idle.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
      expect((await first).status).toBe(200);
      const idleClosed = readUntilClosed(idle, 3000);

      // A request in flight: its headers arrived, half its body is still on the way.
      const inFlight = await openSocket(port);
      const inFlightClosed = readUntilClosed(inFlight, 5000);
      const head = `POST /api/analytics/events HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(BODY)}\r\n\r\n`;
      inFlight.write(head + BODY.slice(0, 10));
      await postStarted;

      // A request that has begun (part of its headers) but reaches the app only during the shutdown.
      const late = await openSocket(port);
      const lateClosed = readUntilClosed(late, 5000);
      late.write('GET /api/swiss/v2/categories HTTP/1.1\r\nHost: x\r\n');
      await pause(100); // in-process server: its next poll has read these bytes

      closing = app.close();
      await within(2000, () => refused(port));
      await idleClosed;

      late.write('\r\n');
      const lateResponse = await readOneResponse(late, 2000);
      expect(lateResponse.status).toBe(503);
      expect(lateResponse.headers.connection).toBe('close');
      expect(errorEnvelopeSchema.parse(JSON.parse(lateResponse.body)).code).toBe('SERVICE_UNAVAILABLE');
      await lateClosed;

      inFlight.write(BODY.slice(10));
      const done = await readOneResponse(inFlight, 2000);
      expect(done.status).toBe(202);
      expect(analyticsAcceptedSchema.parse(JSON.parse(done.body)).accepted).toBe(1);
      // Its socket ends with it instead of idling for the keep-alive timeout and holding up the exit.
      expect(done.headers.connection).toBe('close');
      await inFlightClosed;

      await closing;
    } finally {
      await (closing ?? app.close());
      await database.close();
    }
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@swiss/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openTestDatabase } from '../test/test-database.js';
import { loadConfig } from './env.js';

/** Documentation addresses (RFC 5737): a visitor behind a proxy, and the proxy itself. */
const VISITOR_IP = '203.0.113.77';
const PROXY_IP = '198.51.100.23';

interface LogLine {
  msg?: string;
  req?: Record<string, unknown>;
  res?: { statusCode?: number };
  responseTime?: number;
}

// Logging does not depend on the database kind: PGlite is enough.
describe('request logs at the default level', () => {
  const lines: string[] = [];
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      // Behind a proxy, Fastify's default serializer would log the forwarded address.
      TRUST_PROXY: PROXY_IP,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'se-log-')),
    });
    app = await buildApp({ config, database, logStream: { write: (line) => lines.push(line) } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const request = (url: string) =>
    app.inject({
      method: 'GET',
      url,
      remoteAddress: PROXY_IP,
      headers: { 'x-forwarded-for': VISITOR_IP, 'user-agent': 'Visitor Browser/1.0' },
    });

  it('keep method, path, status and response time, and no address, header or query string', async () => {
    const start = lines.length;
    expect((await request('/api/swiss/v2/places?search=Anna%20Muster&lang=de')).statusCode).toBe(200);
    expect((await request('/api/no-such-route?email=anna@example.org')).statusCode).toBe(404);

    const output = lines.slice(start).join('');
    for (const secret of [VISITOR_IP, PROXY_IP, 'Visitor Browser', 'Anna', 'anna@example.org'])
      expect(output, secret).not.toContain(secret);

    const logged = lines.slice(start).map((line) => JSON.parse(line) as LogLine);
    const incoming = logged.filter((l) => l.msg === 'incoming request').map((l) => l.req);
    expect(incoming).toEqual([
      { method: 'GET', url: '/api/swiss/v2/places' },
      { method: 'GET', url: '/api/no-such-route' },
    ]);
    const completed = logged.filter((l) => l.msg === 'request completed');
    expect(completed.map((l) => l.res?.statusCode)).toEqual([200, 404]);
    for (const line of completed) expect(line.responseTime).toEqual(expect.any(Number));
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AUTH_MESSAGES,
  LOGIN_DELAY_MAX_MINUTES,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_WINDOW_MINUTES,
} from '@swiss/contract';
import { createScratchDatabase, tables, type DatabaseHandle, type ScratchDatabase } from '@swiss/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config/env.js';
import { buildInstance, listenLocally } from '../../test/instances.js';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../../test/test-database.js';
import { upsertUser } from './auth.repository.js';
import { hashPassword } from './passwords.js';

const MINUTE = 60_000;
const ADMIN = { email: 'chief@example.org', password: 'the real admin passphrase' };
const WRONG = { email: ADMIN.email, password: 'an attacker guess' };

describe.each(TEST_DATABASE_KINDS)('sign-in limits over time on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  // The app's clock: each test sets `start` and moves the clock with `at(offset)`.
  let start = Date.parse('2030-01-01T08:00:00Z');
  let clock = start;
  const at = (offsetMs: number) => {
    clock = start + offsetMs;
  };
  let ip = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      RATE_LIMIT_MAX: '100000',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'se-app-')),
    });
    app = await buildApp({ config, database, now: () => new Date(clock) });
    await app.ready();
    await upsertUser(database.db, ADMIN.email, await hashPassword(ADMIN.password), 'admin');
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  // Every attempt from another address: the attacker has many, so only the account limit counts.
  const login = (body: { email: string; password: string }) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: body,
      remoteAddress: `10.2.${ip >> 8}.${ip++ & 255}`,
    });
  const retryAfter = async (body: { email: string; password: string }) => {
    const res = await login(body);
    expect(res.statusCode).toBe(429);
    return Number(res.headers['retry-after']);
  };

  it('makes the wait grow up to a cap, never extends it for refused attempts, and lets the admin in', async () => {
    start = clock;
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) expect((await login(WRONG)).statusCode).toBe(401);
    // Past the limit: a wait, also for the right password, and the 429 says how long.
    const refused = await login(ADMIN);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: AUTH_MESSAGES.tooManyAttempts(1) });
    // Refused attempts do not move the slot.
    at(30_000);
    expect(await retryAfter(WRONG)).toBe(30);

    // Each attempt in an open slot doubles the wait: 2, 4, 8 minutes, then the 15-minute cap.
    let now = MINUTE;
    for (const waitMinutes of [2, 4, 8, LOGIN_DELAY_MAX_MINUTES, LOGIN_DELAY_MAX_MINUTES]) {
      at(now);
      expect((await login(WRONG)).statusCode).toBe(401);
      expect(await retryAfter(WRONG)).toBe(waitMinutes * 60);
      now += waitMinutes * MINUTE;
    }
    // The attacker keeps trying through the whole wait; it never grows past the cap.
    for (let t = now - LOGIN_DELAY_MAX_MINUTES * MINUTE + MINUTE; t < now; t += MINUTE) {
      at(t);
      expect(await retryAfter(WRONG)).toBe((now - t) / 1000);
    }
    // At the end of the wait the real admin gets in, and the account starts afresh.
    at(now);
    expect((await login(ADMIN)).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) expect((await login(WRONG)).statusCode).toBe(401);
    expect((await login(WRONG)).statusCode).toBe(429);
  });

  it('starts afresh once a whole window passes after the slot opened', async () => {
    const account = { email: 'patient@example.org', password: 'some guess' };
    start = clock + LOGIN_WINDOW_MINUTES * 24 * MINUTE;
    at(0);
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) expect((await login(account)).statusCode).toBe(401);
    at(MINUTE + LOGIN_WINDOW_MINUTES * MINUTE - 1000);
    expect((await login(account)).statusCode).toBe(401); // the one open slot, not a fresh window
    expect((await login(account)).statusCode).toBe(429);

    start = clock + 2 * MINUTE + LOGIN_WINDOW_MINUTES * MINUTE;
    at(0);
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) expect((await login(account)).statusCode).toBe(401);
    expect((await login(account)).statusCode).toBe(429);
  });

  it('drops expired attempt records, and a good sign-in leaves no record of its own', async () => {
    expect(await database.db.select().from(tables.loginAttempts)).not.toEqual([]);
    start = clock + 24 * 60 * MINUTE;
    at(0);
    expect((await login(ADMIN)).statusCode).toBe(200);
    // The records of the earlier tests, a day old, are gone; neither the account nor the address is kept.
    expect(await database.db.select().from(tables.loginAttempts)).toEqual([]);
  });
});

/** Two instances on one PostgreSQL database, as behind a load balancer: the limit holds across both. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('sign-in limits across two server instances', () => {
  let scratch: ScratchDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let urls: string[];

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '', 'se_test_login_instances');
    a = await buildInstance(scratch.url); // migrates and seeds
    b = await buildInstance(scratch.url);
    urls = [await listenLocally(a), await listenLocally(b)];
    await upsertUser(a.database.db, ADMIN.email, await hashPassword(ADMIN.password), 'admin');
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await scratch?.drop();
  });

  it('checks no more passwords than the account limit under a burst spread over both', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetch(`${urls[i % 2]}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: ADMIN.email, password: `guess ${i}` }),
        }),
      ),
    );
    const codes = answers.map((res) => res.status);
    expect(codes.filter((code) => code === 401)).toHaveLength(LOGIN_MAX_FAILURES_PER_ACCOUNT);
    expect(codes.filter((code) => code === 429)).toHaveLength(50 - LOGIN_MAX_FAILURES_PER_ACCOUNT);
  });
});

import {
  adminFlagResponseSchema,
  adminFlagsResponseSchema,
  AUTH_MESSAGES,
  errorEnvelopeSchema,
  featureFlagsResponseSchema,
  LOGIN_DELAY_FIRST_MINUTES,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_IP,
  loginResponseSchema,
  meResponseSchema,
} from '@swiss/contract';
import { eq, tables } from '@swiss/db';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../test/test-database.js';
import { insertToken, upsertUser } from './auth.repository.js';
import { hashPassword } from './passwords.js';
import { hashToken, newToken } from './tokens.js';

const ADMIN = { email: 'Admin@Example.org', password: 'correct horse battery staple' };
const USER = { email: 'guest@example.org', password: 'a long guest passphrase' };

describe.each(TEST_DATABASE_KINDS)('accounts on %s', (kind) => {
  const ctx = useTestApp(kind);
  let ip = 0;
  // Each test signs in from its own address so that the per-address limit of one does not hit another.
  const from = () => `10.0.0.${++ip}`;

  async function login(body: unknown, remoteAddress = from()) {
    return ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: body as object, remoteAddress });
  }
  async function tokenOf(account: { email: string; password: string }): Promise<string> {
    const res = await login(account);
    expect(res.statusCode).toBe(200);
    return loginResponseSchema.parse(res.json()).access_token;
  }
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('signs an admin in (email in any case), answers the user on /me and revokes on logout', async () => {
    await upsertUser(ctx.database.db, ADMIN.email, await hashPassword(ADMIN.password), 'admin');
    await upsertUser(ctx.database.db, USER.email, await hashPassword(USER.password), 'user');
    const res = await login({ email: 'ADMIN@example.org', password: ADMIN.password });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = loginResponseSchema.parse(res.json());
    expect(body.user).toMatchObject({ email: 'admin@example.org', role: 'admin' });
    const hours = (Date.parse(body.expires_at) - Date.now()) / 3600000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);

    const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(body.access_token) });
    expect(me.statusCode).toBe(200);
    expect(meResponseSchema.parse(me.json()).user.email).toBe('admin@example.org');

    // Only the hash of the token is stored.
    const stored = await ctx.database.db.select().from(tables.authTokens);
    expect(stored.some((t) => t.tokenHash === body.access_token)).toBe(false);
    expect(stored.some((t) => t.tokenHash === hashToken(body.access_token))).toBe(true);

    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(body.access_token) });
    expect(out.statusCode).toBe(200);
    const after = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(body.access_token) });
    expect(after.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(after.json())).toMatchObject({
      code: 'UNAUTHORIZED',
      message: AUTH_MESSAGES.signInRequired,
    });
  });

  it('sends the admin paths of the spec to the dashboard routes of the web app', async () => {
    for (const [from, to] of [
      ['/api/admin/', '/admin'],
      ['/api/admin/login', '/admin/login'],
    ]) {
      const res = await ctx.app.inject(from!);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(to);
    }
  });

  it('rejects a wrong password and an unknown account with the same 401', async () => {
    const wrong = await login({ email: ADMIN.email, password: 'not the password' });
    const unknown = await login({ email: 'nobody@example.org', password: 'not the password' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 'error', message: AUTH_MESSAGES.invalidCredentials });
    }
  });

  it('answers 400 naming the field for a malformed sign-in', async () => {
    const res = await login({ email: 'not-an-email', password: '' });
    expect(res.statusCode).toBe(400);
    const fields = errorEnvelopeSchema.parse(res.json()).details?.map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('treats an expired token as expired and a made-up one as signed out', async () => {
    const [admin] = await ctx.database.db.select().from(tables.users).where(eq(tables.users.role, 'admin'));
    const token = newToken();
    await insertToken(ctx.database.db, hashToken(token), admin!.id, new Date(Date.now() - 1000));
    const expired = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ message: AUTH_MESSAGES.sessionExpired });
    const madeUp = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(newToken()) });
    expect(madeUp.statusCode).toBe(401);
    const none = await ctx.app.inject({ url: '/api/auth/me' });
    expect(none.statusCode).toBe(401);
  });

  it('makes an account wait after repeated failures, even for the right password, with a clear 429', async () => {
    const account = 'locked@example.org';
    await upsertUser(ctx.database.db, account, await hashPassword(USER.password), 'user');
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++)
      expect((await login({ email: account, password: 'wrong password' })).statusCode).toBe(401);
    const res = await login({ email: 'LOCKED@example.org', password: USER.password });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_DELAY_FIRST_MINUTES * 60);
    expect(res.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: AUTH_MESSAGES.tooManyAttempts(LOGIN_DELAY_FIRST_MINUTES),
    });
  });

  it('checks no more passwords than the account limit under a burst of parallel sign-ins', async () => {
    const account = 'burst@example.org';
    await upsertUser(ctx.database.db, account, await hashPassword(USER.password), 'user');
    // Each from its own address: only the account limit applies. A 401 means a password was checked.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login({ email: account, password: `guess ${i}` }, `10.1.0.${i}`)),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(LOGIN_MAX_FAILURES_PER_ACCOUNT);
    expect(codes.filter((code) => code === 429)).toHaveLength(50 - LOGIN_MAX_FAILURES_PER_ACCOUNT);
  });

  it('checks no more passwords than the address limit under a burst of parallel sign-ins', async () => {
    const address = '192.0.2.50';
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login({ email: `spray${i}@example.org`, password: 'guess' }, address)),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(LOGIN_MAX_FAILURES_PER_IP);
    expect(codes.filter((code) => code === 429)).toHaveLength(50 - LOGIN_MAX_FAILURES_PER_IP);
  });

  it('signs the account out everywhere when its password is reset', async () => {
    const account = { email: 'reset@example.org', password: 'the first passphrase' };
    await upsertUser(ctx.database.db, account.email, await hashPassword(account.password), 'user');
    const first = await tokenOf(account);
    const second = await tokenOf(account);
    // Setting the same hash again (no new password) keeps the sessions.
    const [stored] = await ctx.database.db.select().from(tables.users).where(eq(tables.users.email, account.email));
    await upsertUser(ctx.database.db, account.email, stored!.passwordHash, 'user');
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: bearer(first) })).statusCode).toBe(200);

    await upsertUser(ctx.database.db, account.email, await hashPassword('the second passphrase'), 'admin');
    for (const token of [first, second]) {
      const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) });
      expect(me.statusCode).toBe(401);
    }
    const fresh = await tokenOf({ email: account.email, password: 'the second passphrase' });
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: bearer(fresh) })).statusCode).toBe(200);
  });

  it('limits failures per address across accounts', async () => {
    const address = '192.0.2.7';
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_IP; i++)
      expect((await login({ email: `probe${i}@example.org`, password: 'guess' }, address)).statusCode).toBe(401);
    expect((await login({ email: 'another@example.org', password: 'guess' }, address)).statusCode).toBe(429);
    expect((await login(USER, '192.0.2.8')).statusCode).toBe(200);
  });

  it('lets only admins list and switch feature flags; the public flags follow at once', async () => {
    const adminToken = await tokenOf(ADMIN);
    const userToken = await tokenOf(USER);
    const calls = [
      { method: 'GET' as const, url: '/api/admin/flags' },
      { method: 'PATCH' as const, url: '/api/admin/flags/bhms_explorer_v2', payload: { enabled: false } },
    ];
    for (const call of calls) {
      expect((await ctx.app.inject(call)).statusCode).toBe(401);
      const forbidden = await ctx.app.inject({ ...call, headers: bearer(userToken) });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN', message: AUTH_MESSAGES.adminOnly });
    }
    const list = await ctx.app.inject({ url: '/api/admin/flags', headers: bearer(adminToken) });
    expect(adminFlagsResponseSchema.parse(list.json()).flags.map((f) => f.key)).toContain('bhms_explorer_v2');

    const off = await ctx.app.inject({ ...calls[1]!, headers: bearer(adminToken) });
    expect(adminFlagResponseSchema.parse(off.json()).flag.enabled).toBe(false);
    const publicFlags = featureFlagsResponseSchema.parse((await ctx.app.inject('/api/feature-flags')).json());
    expect(publicFlags.flags.bhms_explorer_v2).toBe(false);

    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/flags/bhms_explorer_v2',
      payload: { enabled: 'yes' },
      headers: bearer(adminToken),
    });
    expect(bad.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(bad.json()).details?.[0]?.field).toBe('enabled');
    const unknown = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/flags/no_such_flag',
      payload: { enabled: true },
      headers: bearer(adminToken),
    });
    expect(unknown.statusCode).toBe(404);
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/flags/bhms_explorer_v2',
      payload: { enabled: true },
      headers: bearer(adminToken),
    });
  });
});

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin, HttpError } from './errors.js';
import { RecentErrors } from './recent-errors.js';

describe('RecentErrors', () => {
  it('keeps the newest entries up to its capacity, newest first', () => {
    const recent = new RecentErrors(3);
    for (let i = 1; i <= 5; i++) recent.add({ method: 'GET', route: `/api/r${i}`, status: 500, message: `boom ${i}` });
    expect(recent.list().map((e) => e.route)).toEqual(['/api/r5', '/api/r4', '/api/r3']);
  });

  it('masks emails and addresses and shortens long messages', () => {
    const recent = new RecentErrors();
    recent.add({
      method: 'POST',
      route: '/api/auth/login',
      status: 500,
      message: `duplicate key for anna@example.org from 192.168.1.20 ${'x'.repeat(400)}`,
    });
    const [entry] = recent.list();
    expect(entry?.message).toContain('[email]');
    expect(entry?.message).toContain('[address]');
    expect(entry?.message).not.toMatch(/anna|192\.168/);
    expect(entry?.message.length).toBeLessThanOrEqual(200);
    expect(Date.parse(entry?.time ?? '')).not.toBeNaN();
  });
});

describe('the error handler', () => {
  it('records server errors (5xx) by route pattern, not client errors', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/boom/:id', async () => {
      throw new Error('database went away');
    });
    app.get('/missing/:id', async () => {
      throw new HttpError(404, 'NOT_FOUND', 'No such thing');
    });
    await app.ready();
    expect((await app.inject('/boom/42?email=a@b.ch')).statusCode).toBe(500);
    expect((await app.inject('/missing/1')).statusCode).toBe(404);
    expect(app.recentErrors.list()).toEqual([
      expect.objectContaining({ method: 'GET', route: '/boom/:id', status: 500, message: 'database went away' }),
    ]);
    await app.close();
  });
});

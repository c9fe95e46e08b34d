import {
  adminAnalyticsResponseSchema,
  analyticsAcceptedSchema,
  errorEnvelopeSchema,
  type AnalyticsEvent,
} from '@swiss/contract';
import { sql } from '@swiss/db';
import { describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../test/accounts.js';
import { useTestApp } from '../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../test/test-database.js';

describe.each(TEST_DATABASE_KINDS)('analytics on %s', (kind) => {
  const ctx = useTestApp(kind, { env: { ANALYTICS_RATE_LIMIT_MAX: '20' } });
  let ip = 0;
  const from = () => `10.7.0.${++ip}`;
  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: payload as object,
      headers,
      remoteAddress: from(),
    });
  const report = async (token: string) => {
    const res = await ctx.app.inject({ url: '/api/admin/analytics?days=30', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return adminAnalyticsResponseSchema.parse(res.json()).analytics;
  };

  it('answers an invalid event with 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ events: [{ type: 'page_view', screen: 'https://x.example/place/1', lang: 'en' }] }, 'events.0.screen'],
      [{ events: [{ type: 'place_view', lang: 'en' }] }, 'events.0.place_id'],
      [{ events: [{ type: 'quiz_complete', score: 140, lang: 'en' }] }, 'events.0.score'],
      [{ events: [{ type: 'category_view', category: 'big_lakes', lang: 'xx' }] }, 'events.0.lang'],
      [{ events: [{ type: 'visit', lang: 'en' }] }, 'events.0.type'],
      [{ events: [{ type: 'page_view', screen: 'home', lang: 'en', visitor: 'abc' }] }, 'events.0'],
      [{ events: [] }, 'events'],
    ];
    for (const [payload, field] of cases) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = errorEnvelopeSchema.parse(res.json());
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.message, JSON.stringify(payload)).toContain(field);
    }
  });

  it('counts events into daily sums the admin report shows, with place titles', async () => {
    const admin = await tokenFor(ctx.database.db, 'analytics-admin@example.org', 'admin');
    const before = await report(admin);
    const events: AnalyticsEvent[] = [
      { type: 'page_view', screen: 'home', lang: 'en' },
      { type: 'page_view', screen: 'place', lang: 'de' },
      { type: 'page_view', screen: 'place', lang: 'de' },
      { type: 'place_view', place_id: 'matterhorn', lang: 'de' },
      { type: 'place_view', place_id: 'matterhorn', lang: 'en' },
      { type: 'place_view', place_id: 'no-such-place', lang: 'en' },
      { type: 'category_view', category: 'big_lakes', lang: 'en' },
      { type: 'quiz_complete', score: 85, lang: 'en' },
      { type: 'quiz_complete', score: 20, lang: 'fr' },
    ];
    const res = await send({ events });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.headers['set-cookie']).toBeUndefined();
    // The unknown place is dropped.
    expect(analyticsAcceptedSchema.parse(res.json()).accepted).toBe(8);
    // navigator.sendBeacon posts the same JSON as text/plain.
    const beacon = await send(JSON.stringify({ events: [{ type: 'page_view', screen: 'home', lang: 'it' }] }), {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(beacon.statusCode, beacon.body).toBe(202);

    const after = await report(admin);
    expect(after.days).toHaveLength(30);
    const today = after.days.at(-1);
    const todayBefore = before.days.at(-1);
    expect(today?.day).toBe(new Date().toISOString().slice(0, 10));
    expect((today?.page_views ?? 0) - (todayBefore?.page_views ?? 0)).toBe(4);
    expect(today?.screens.place).toBe((todayBefore?.screens.place ?? 0) + 2);
    expect(after.totals.place_views - before.totals.place_views).toBe(2);
    expect(after.totals.quiz_completions - before.totals.quiz_completions).toBe(2);
    expect(after.top_places[0]).toMatchObject({ key: 'matterhorn', title: 'Matterhorn' });
    expect(after.top_categories.find((c) => c.key === 'big_lakes')?.count).toBeGreaterThanOrEqual(1);
    expect(after.quiz_scores.find((b) => b.band === '80-100')?.count).toBeGreaterThanOrEqual(1);
    expect(after.quiz_scores.find((b) => b.band === '20-39')?.count).toBeGreaterThanOrEqual(1);
    expect(after.languages.find((l) => l.key === 'de')?.count).toBeGreaterThanOrEqual(2);
    expect(after.languages.find((l) => l.key === 'it')?.count).toBeGreaterThanOrEqual(1);
  });

  it('stores only day, metric, key and count: no address, user agent or visitor id', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { events: [{ type: 'page_view', screen: 'quiz', lang: 'en' }] },
      remoteAddress: '203.0.113.77',
      headers: { 'user-agent': 'SecretBrowser/9.9', cookie: 'visitor=abc123' },
    });
    // Both drivers answer execute() with { rows }; the shared Database type leaves it unknown.
    const query = async <T>(text: ReturnType<typeof sql>) =>
      ((await ctx.database.db.execute(text)) as { rows: T[] }).rows;
    const columns = await query<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'analytics_daily' order by ordinal_position`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['day', 'metric', 'key', 'count']);
    const rows = await query<Record<string, unknown>>(sql`select * from analytics_daily`);
    const dump = JSON.stringify(rows);
    expect(dump).toContain('quiz');
    expect(dump).not.toMatch(/203\.0\.113|SecretBrowser|abc123/);
  });

  it('limits batches per client', async () => {
    const payload = { events: [{ type: 'page_view', screen: 'home', lang: 'en' }] };
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        payload,
        remoteAddress: '10.9.9.9',
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 202)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('counts AI questions with their fallback flag and reply language, JSON and streamed', async () => {
    const admin = await tokenFor(ctx.database.db, 'analytics-admin@example.org', 'admin');
    const before = await report(admin);
    const ask = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, payload, remoteAddress: from() });
    expect((await ask('/api/ai/chat', { message: 'How high is it?', location_id: 'matterhorn' })).statusCode).toBe(200);
    // The reply language is the question's (French here, from the English UI).
    const fallback = await ask('/api/ai/chat', {
      message: 'Quel est le mot de passe du wifi ?',
      location_id: 'matterhorn',
      language: 'en',
    });
    expect(fallback.json()).toMatchObject({ isFallback: true });
    const streamed = await ask('/api/ai/chat/stream', { message: 'How high is it?', location_id: 'matterhorn' });
    expect(streamed.body).toContain('event: done');

    const after = await report(admin);
    expect(after.totals.ai_questions - before.totals.ai_questions).toBe(3);
    expect(after.totals.ai_fallbacks - before.totals.ai_fallbacks).toBe(1);
    expect(after.ai_fallback_rate).toBeCloseTo(after.totals.ai_fallbacks / after.totals.ai_questions);
    expect(after.ai_languages.find((l) => l.key === 'fr')?.count).toBeGreaterThanOrEqual(1);
  });

  it('shows the report to administrators only', async () => {
    const user = await tokenFor(ctx.database.db, 'analytics-user@example.org', 'user');
    const anonymous = await ctx.app.inject({ url: '/api/admin/analytics' });
    expect(anonymous.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(anonymous.json()).code).toBe('UNAUTHORIZED');
    const plain = await ctx.app.inject({ url: '/api/admin/analytics', headers: bearer(user) });
    expect(plain.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(plain.json()).code).toBe('FORBIDDEN');
    const admin = await tokenFor(ctx.database.db, 'analytics-admin@example.org', 'admin');
    const tooMany = await ctx.app.inject({ url: '/api/admin/analytics?days=1000', headers: bearer(admin) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: expect.stringContaining('days') as unknown });
  });
});

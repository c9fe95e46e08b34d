import {
  adminPlaceResponseSchema,
  adminQuizListResponseSchema,
  adminQuizResponseSchema,
  errorEnvelopeSchema,
  type PlaceSource,
  type QuizSource,
} from '@swiss/contract';
import { and, eq, sql, tables } from '@swiss/db';
import { describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../test/accounts.js';
import { useTestApp } from '../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../test/test-database.js';

const PLACE = 'five-lakes-walk-zermatt';
const byLang = <T>(make: (lang: string) => T) => ({ en: make('en'), de: make('de'), fr: make('fr'), it: make('it') });

const newQuestion = (tag: string): Omit<QuizSource, 'id'> => ({
  category: 'Nature',
  place_id: PLACE,
  question: byLang((lang) => `Retried question ${tag} (${lang}): how many lakes does the walk pass?`),
  options: byLang((lang) => ['Three', 'Four', 'Five', `Six ${lang}`]),
  correct: 2,
  insight: byLang((lang) => `The walk is named after them (${lang}). It starts at Sunnegga.`),
  funFact: byLang((lang) => `Fun fact (${lang}).`),
});

/** A create whose answer got lost is sent again: with the same Idempotency-Key it creates nothing more. */
describe.each(TEST_DATABASE_KINDS)('idempotent admin creates on %s', (kind) => {
  const ctx = useTestApp(kind);
  const admin = async () => bearer(await tokenFor(ctx.database.db, 'idem-admin@example.org', 'admin'));
  const post = async (url: string, payload: unknown, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const quizCount = async () =>
    adminQuizListResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/quiz', headers: await admin() })).json(),
    ).questions.length;
  const audited = async (kind: string, id: string) =>
    (
      await ctx.database.db
        .select()
        .from(tables.auditLog)
        .where(and(eq(tables.auditLog.entityKind, kind), eq(tables.auditLog.entityId, id)))
    ).length;

  it('answers a retried quiz create with the first answer and creates one question', async () => {
    const headers = { ...(await admin()), 'idempotency-key': `quiz-${kind}-${crypto.randomUUID()}` };
    const before = await quizCount();
    const first = await post('/api/admin/quiz', newQuestion('A'), headers);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const created = adminQuizResponseSchema.parse(first.json()).question;

    const again = await post('/api/admin/quiz', newQuestion('A'), headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(adminQuizResponseSchema.parse(again.json()).question).toEqual(created);
    expect(await quizCount()).toBe(before + 1);
    expect(await audited('quiz', created.id)).toBe(1);
  });

  it('answers a retried place create with the first answer, not "already exists"', async () => {
    const auth = await admin();
    const template = adminPlaceResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/admin/places/${PLACE}`, headers: auth })).json(),
    ).place;
    const place: PlaceSource = { ...template, id: `idem-place-${kind}`, title: `Idemsee ${kind}` };
    const headers = { ...auth, 'idempotency-key': crypto.randomUUID() };
    const first = await post('/api/admin/places', place, headers);
    expect(first.statusCode).toBe(201);
    const again = await post('/api/admin/places', place, headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await audited('place', place.id)).toBe(1);
    // Without the key, the same body is a second create: refused as a duplicate id.
    expect((await post('/api/admin/places', place, auth)).statusCode).toBe(400);
  });

  it('lets parallel retries with one key create one record', async () => {
    const headers = { ...(await admin()), 'idempotency-key': crypto.randomUUID() };
    const before = await quizCount();
    const answers = await Promise.all([1, 2, 3].map(() => post('/api/admin/quiz', newQuestion('B'), headers)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await quizCount()).toBe(before + 1);
  });

  it('refuses the same key with another body (422) and a malformed key (400), creating nothing', async () => {
    const auth = await admin();
    const key = crypto.randomUUID();
    expect((await post('/api/admin/quiz', newQuestion('C'), { ...auth, 'idempotency-key': key })).statusCode).toBe(201);
    const before = await quizCount();

    const other = await post('/api/admin/quiz', newQuestion('D'), { ...auth, 'idempotency-key': key });
    expect(other.statusCode).toBe(422);
    const error = errorEnvelopeSchema.parse(other.json());
    expect(error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(error.details?.[0]?.field).toBe('idempotency-key');
    // Another endpoint is another request too.
    const insight = {
      place_id: PLACE,
      title: byLang((l) => `Key test (${l})`),
      description: byLang((l) => `About ${l}.`),
    };
    const elsewhere = await post('/api/admin/insights', insight, { ...auth, 'idempotency-key': key });
    expect(elsewhere.statusCode).toBe(422);

    for (const bad of ['short', 'has spaces in it', 'x'.repeat(129), 'semi;colon-key']) {
      const res = await post('/api/admin/quiz', newQuestion('E'), { ...auth, 'idempotency-key': bad });
      expect(res.statusCode, bad).toBe(400);
      expect(errorEnvelopeSchema.parse(res.json()).details?.[0]?.field).toBe('idempotency-key');
    }
    expect(await quizCount()).toBe(before);
  });

  it('documents the Idempotency-Key header of every create in the OpenAPI document', async () => {
    type Operation = { parameters?: { in: string; name: string; required?: boolean }[] };
    const doc = (await ctx.app.inject('/api/docs')).json<{ paths: Record<string, Record<string, Operation>> }>();
    for (const path of ['/api/admin/places', '/api/admin/quiz', '/api/admin/insights'])
      expect(doc.paths[path]?.post?.parameters, path).toEqual(
        expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false })]),
      );
  });

  it('forgets keys after a day: the next keyed create prunes them', async () => {
    const auth = await admin();
    const key = crypto.randomUUID();
    expect((await post('/api/admin/quiz', newQuestion('F'), { ...auth, 'idempotency-key': key })).statusCode).toBe(201);
    const keys = tables.idempotencyKeys;
    await ctx.database.db
      .update(keys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(keys.key, key));
    expect((await post('/api/admin/quiz', newQuestion('G'), { ...auth, 'idempotency-key': crypto.randomUUID() })).statusCode).toBe(201); // prettier-ignore
    expect(await ctx.database.db.select().from(keys).where(eq(keys.key, key))).toEqual([]);
  });
});

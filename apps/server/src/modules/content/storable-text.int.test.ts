import { adminQuizListResponseSchema, errorEnvelopeSchema, type QuizSource } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { tables } from '@swiss/db';
import { bearer, tokenFor } from '../../test/accounts.js';
import { photoForm } from '../../test/instances.js';
import { useTestApp } from '../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../test/test-database.js';

const PLACE = 'five-lakes-walk-zermatt';
const NUL = '\u0000';
const LONE_SURROGATE = '\uD800';

/** Texts no column can hold are refused as bad input naming the field, never a 500, and nothing is saved. */
describe.each(TEST_DATABASE_KINDS)('admin texts with NUL or a lone surrogate on %s', (kind) => {
  const ctx = useTestApp(kind);
  const admin = async () => bearer(await tokenFor(ctx.database.db, 'text-admin@example.org', 'admin'));
  const auditCount = async () => (await ctx.database.db.select().from(tables.auditLog)).length;
  const quiz = async (): Promise<QuizSource[]> =>
    adminQuizListResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/quiz', headers: await admin() })).json(),
    ).questions;
  const expectRefused = (res: { statusCode: number; json: () => unknown }, field: string) => {
    expect(res.statusCode, field).toBe(400);
    const error = errorEnvelopeSchema.parse(res.json());
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details?.[0]?.field).toBe(field);
  };

  it.each([
    ['NUL', NUL],
    ['a lone surrogate', LONE_SURROGATE],
  ])('refuses %s in an edit, a create and an import', async (_name, bad) => {
    const headers = await admin();
    const [first] = await quiz();
    if (!first) throw new Error('no quiz question seeded');
    const audits = await auditCount();

    const edited = { ...first, question: { ...first.question, de: `Wie viele${bad} Seen?` } };
    expectRefused(
      await ctx.app.inject({ method: 'PUT', url: `/api/admin/quiz/${first.id}`, payload: edited, headers }),
      'question.de',
    );
    const created = { ...first, id: undefined, options: { ...first.options, fr: ['a', 'b', `c${bad}`, 'd'] } };
    expectRefused(
      await ctx.app.inject({ method: 'POST', url: '/api/admin/quiz', payload: created, headers }),
      'options.fr.2',
    );
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/admin/content/export', headers })).json<{
      places: { title: string }[];
    }>();
    const place = doc.places[3];
    if (!place) throw new Error('no place exported');
    place.title = `Broken${bad}`;
    expectRefused(
      await ctx.app.inject({ method: 'POST', url: '/api/admin/content/import', payload: doc, headers }),
      'places.3.title',
    );

    expect((await quiz()).find((q) => q.id === first.id)).toEqual(first);
    expect(await auditCount()).toBe(audits);
  });

  it('refuses NUL in an admin search', async () => {
    const res = await ctx.app.inject({ url: '/api/admin/places?search=Zer%00matt', headers: await admin() });
    expectRefused(res, 'search');
  });

  it('refuses NUL in a photo credit', async () => {
    const form = await photoForm();
    form.set('credit', `Someone${NUL}`);
    const encoded = new Response(form);
    const audits = await auditCount();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/places/${PLACE}/photo`,
      headers: { ...(await admin()), 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expectRefused(res, 'credit');
    expect(await auditCount()).toBe(audits);
  });
});

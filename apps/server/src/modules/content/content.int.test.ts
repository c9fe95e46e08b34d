import {
  adminCategoriesResponseSchema,
  adminInsightsResponseSchema,
  adminPlaceResponseSchema,
  adminPlacesResponseSchema,
  adminQuizListResponseSchema,
  auditResponseSchema,
  auditRevertResponseSchema,
  contentDocumentSchema,
  contentImportResponseSchema,
  errorEnvelopeSchema,
  placeResponseSchema,
  type ContentDocument,
  type PlaceSource,
} from '@swiss/contract';
import { loadPlaces } from '@swiss/content';
import { eq, seedCatalog, tables } from '@swiss/db';
import { describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../test/accounts.js';
import { useTestApp } from '../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../test/test-database.js';

const PLACE = 'five-lakes-walk-zermatt';

describe.each(TEST_DATABASE_KINDS)('content editing on %s', (kind) => {
  const ctx = useTestApp(kind);
  const admin = async () => bearer(await tokenFor(ctx.database.db, 'content-admin@example.org', 'admin'));
  const user = async () => bearer(await tokenFor(ctx.database.db, 'content-user@example.org', 'user'));

  const get = async (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const send = async (method: 'PUT' | 'POST', url: string, payload: unknown, headers: Record<string, string>) =>
    ctx.app.inject({ method, url, payload: payload as object, headers });
  const adminPlace = async (id: string): Promise<PlaceSource> => {
    const res = await get(`/api/admin/places/${id}`, await admin());
    expect(res.statusCode).toBe(200);
    return adminPlaceResponseSchema.parse(res.json()).place;
  };
  const publicTitle = async (id: string, lang: string) => {
    const res = await get(`/api/swiss/places/${id}?lang=${lang}`);
    return placeResponseSchema.parse(res.json()).place.title;
  };

  it('lets only admins in: anonymous 401, a signed-in user 403, on every endpoint', async () => {
    const place = loadPlaces()[0];
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/places'],
      ['GET', `/api/admin/places/${PLACE}`],
      ['PUT', `/api/admin/places/${PLACE}`, place],
      ['POST', '/api/admin/places', place],
      ['GET', '/api/admin/categories'],
      ['GET', '/api/admin/quiz'],
      ['GET', '/api/admin/insights'],
      ['PUT', '/api/admin/categories/rivers', {}],
      ['PUT', '/api/admin/quiz/q01', {}],
      ['PUT', '/api/admin/insights/insight-01', {}],
      ['GET', '/api/admin/audit'],
      ['POST', '/api/admin/audit/1/revert'],
      ['GET', '/api/admin/content/export'],
      ['POST', '/api/admin/content/import', {}],
    ];
    const userHeaders = await user();
    for (const [method, url, payload] of calls) {
      for (const [headers, status] of [
        [{}, 401],
        [userHeaders, 403],
      ] as const) {
        const res = await ctx.app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(status);
        expect(errorEnvelopeSchema.parse(res.json()).status).toBe('error');
      }
    }
  });

  it('reads a place back exactly as the dataset holds it, and lists and searches places', async () => {
    const source = loadPlaces().find((p) => p.id === PLACE);
    expect(await adminPlace(PLACE)).toEqual(source);

    const headers = await admin();
    const all = adminPlacesResponseSchema.parse((await get('/api/admin/places', headers)).json());
    expect(all.total).toBe(loadPlaces().length);
    expect(all.places).toHaveLength(all.page_size);
    const found = adminPlacesResponseSchema.parse(
      (await get('/api/admin/places?search=Fünf&category=mountain_lakes', headers)).json(),
    );
    const byId = adminPlacesResponseSchema.parse((await get('/api/admin/places?search=five-lakes', headers)).json());
    expect(byId.places.map((p) => p.id)).toContain(PLACE);
    expect(found.places.every((p) => p.category_key === 'mountain_lakes')).toBe(true);
  });

  it('shows an edit in the public API at once, audits it, and a revert restores the previous version', async () => {
    const headers = await admin();
    const before = await adminPlace(PLACE);
    const oldTitle = await publicTitle(PLACE, 'de');
    const edited = { ...before, names: { ...before.names, de: 'Fünfseenweg (bearbeitet)' } };

    const res = await send('PUT', `/api/admin/places/${PLACE}`, edited, headers);
    expect(res.statusCode).toBe(200);
    expect(adminPlaceResponseSchema.parse(res.json()).admin_edited).toBe(true);
    expect(await publicTitle(PLACE, 'de')).toBe('Fünfseenweg (bearbeitet)');
    // Browsers revalidate every time (a 304 while unchanged), so nobody keeps the old title.
    const publicPlace = await get(`/api/swiss/places/${PLACE}?lang=de`);
    expect(publicPlace.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = String(publicPlace.headers.etag);
    expect((await get(`/api/swiss/places/${PLACE}?lang=de`, { 'if-none-match': etag })).statusCode).toBe(304);
    expect(await publicTitle(PLACE, 'en')).toBe(before.names.en);

    const audit = auditResponseSchema.parse((await get('/api/admin/audit', headers)).json());
    const entry = audit.entries[0];
    expect(entry).toMatchObject({ entity_kind: 'place', entity_id: PLACE, action: 'update' });
    expect(entry?.user_email).toBe('content-admin@example.org');
    expect(entry?.changes).toEqual(['names.de']);
    // The list shows the old and new value, not only which field changed.
    expect(entry?.values).toEqual([{ field: 'names.de', before: before.names.de, after: 'Fünfseenweg (bearbeitet)' }]);

    const reverted = await send('POST', `/api/admin/audit/${entry?.id}/revert`, undefined, headers);
    expect(reverted.statusCode).toBe(200);
    expect(auditRevertResponseSchema.parse(reverted.json()).entry).toMatchObject({
      action: 'revert',
      reverts: entry?.id,
    });
    expect(await publicTitle(PLACE, 'de')).toBe(oldTitle);
    expect(await adminPlace(PLACE)).toEqual(before);
  });

  it('rejects an invalid edit with 400 naming the field, and changes nothing', async () => {
    const headers = await admin();
    const before = await adminPlace(PLACE);
    const auditBefore = auditResponseSchema.parse((await get('/api/admin/audit', headers)).json()).total;
    const bad = { ...before, names: { ...before.names, de: '' }, summary: { ...before.summary, de: 'Neu' } };
    const res = await send('PUT', `/api/admin/places/${PLACE}`, bad, headers);
    expect(res.statusCode).toBe(400);
    const error = errorEnvelopeSchema.parse(res.json());
    expect(error.message).toContain('names.de');
    expect(error.details?.map((d) => d.field)).toContain('names.de');

    const otherId = await send('PUT', `/api/admin/places/${PLACE}`, { ...before, id: 'lake-geneva' }, headers);
    expect(otherId.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(otherId.json()).details?.[0]?.field).toBe('id');

    expect(await adminPlace(PLACE)).toEqual(before);
    expect(auditResponseSchema.parse((await get('/api/admin/audit', headers)).json()).total).toBe(auditBefore);
  });

  it('edits the region per language, and requires all four labels', async () => {
    const headers = await admin();
    const before = await adminPlace(PLACE);
    const publicRegion = async (lang: string) =>
      placeResponseSchema.parse((await get(`/api/swiss/places/${PLACE}?lang=${lang}`)).json()).place.region;
    expect(await publicRegion('fr')).toBe(before.region.fr);

    const withoutItalian: Partial<PlaceSource['region']> = { ...before.region };
    delete withoutItalian.it;
    const bad = await send('PUT', `/api/admin/places/${PLACE}`, { ...before, region: withoutItalian }, headers);
    expect(bad.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(bad.json()).details?.map((d) => d.field)).toContain('region.it');

    const region = { ...before.region, fr: 'Zermatt, Valais (modifié)' };
    expect((await send('PUT', `/api/admin/places/${PLACE}`, { ...before, region }, headers)).statusCode).toBe(200);
    expect(await publicRegion('fr')).toBe('Zermatt, Valais (modifié)');
    expect(await publicRegion('en')).toBe(before.region.en);
    expect((await adminPlace(PLACE)).region).toEqual(region);
  });

  it('reverts an audit entry written before regions were translated (region a plain string)', async () => {
    const headers = await admin();
    const current = await adminPlace(PLACE);
    const legacy = { ...current, region: 'Zermatt (old label)' };
    const [entry] = await ctx.database.db
      .insert(tables.auditLog)
      .values({ entityKind: 'place', entityId: PLACE, action: 'update', before: legacy, after: current })
      .returning({ id: tables.auditLog.id });
    const reverted = await send('POST', `/api/admin/audit/${entry?.id}/revert`, undefined, headers);
    expect(reverted.statusCode, reverted.body).toBe(200);
    const label = 'Zermatt (old label)';
    expect((await adminPlace(PLACE)).region).toEqual({ en: label, de: label, fr: label, it: label });
  });

  it('creates a place that the catalog and its category count show, and a revert removes it', async () => {
    const headers = await admin();
    const template = await adminPlace(PLACE);
    const created = { ...template, id: 'test-created-place', title: 'Testsee', names: { ...template.names, de: 'Testsee' } }; // prettier-ignore
    const count = async () => {
      const res = await get('/api/swiss/categories?lang=en');
      const list = res.json<{ categories: { key: string; count: number }[] }>().categories;
      return list.find((c) => c.key === template.category_key)?.count;
    };
    const countBefore = await count();
    const res = await send('POST', '/api/admin/places', created, headers);
    expect(res.statusCode).toBe(201);
    expect(await publicTitle('test-created-place', 'de')).toBe('Testsee');
    expect(await count()).toBe((countBefore ?? 0) + 1);
    expect((await send('POST', '/api/admin/places', created, headers)).statusCode).toBe(400);

    const entry = auditResponseSchema.parse((await get('/api/admin/audit', headers)).json()).entries[0];
    expect(entry).toMatchObject({ action: 'create', entity_id: 'test-created-place' });
    expect((await send('POST', `/api/admin/audit/${entry?.id}/revert`, undefined, headers)).statusCode).toBe(200);
    expect((await get('/api/swiss/places/test-created-place?lang=de')).statusCode).toBe(404);
    expect(await count()).toBe(countBefore);
  });

  it('edits categories, quiz questions and insights in four languages', async () => {
    const headers = await admin();
    const doc = contentDocumentSchema.parse((await get('/api/admin/content/export', headers)).json());
    const category = doc.categories.find((c) => c.key === 'rivers');
    const question = doc.quiz[0];
    const insight = doc.insights[0];
    if (!category || !question || !insight) throw new Error('content missing');

    const cat = await send('PUT', '/api/admin/categories/rivers', { ...category, name: { ...category.name, it: 'Fiumi!' } }, headers); // prettier-ignore
    expect(cat.statusCode).toBe(200);
    const categories = (await get('/api/swiss/categories?lang=it')).json<{ categories: { key: string; name: string }[] }>(); // prettier-ignore
    expect(categories.categories.find((c) => c.key === 'rivers')?.name).toBe('Fiumi!');

    const quiz = await send('PUT', `/api/admin/quiz/${question.id}`, { ...question, correct: (question.correct + 1) % 4 }, headers); // prettier-ignore
    expect(quiz.statusCode).toBe(200);
    const badQuiz = await send('PUT', `/api/admin/quiz/${question.id}`, { ...question, place_id: 'no-such-place' }, headers); // prettier-ignore
    expect(badQuiz.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(badQuiz.json()).details?.[0]?.field).toBe('place_id');
    const twinOptions = ['A', 'B', 'A', 'C'];
    const sameOptions = await send('PUT', `/api/admin/quiz/${question.id}`, { ...question, options: { ...question.options, de: twinOptions } }, headers); // prettier-ignore
    expect(sameOptions.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(sameOptions.json()).details?.[0]?.field).toBe('options.de');

    const ins = await send('PUT', `/api/admin/insights/${insight.id}`, { ...insight, title: { ...insight.title, fr: 'Titre neuf' } }, headers); // prettier-ignore
    expect(ins.statusCode).toBe(200);
    const after = contentDocumentSchema.parse((await get('/api/admin/content/export', headers)).json());
    expect(after.insights[0]?.title.fr).toBe('Titre neuf');
    expect(after.quiz[0]?.correct).toBe((question.correct + 1) % 4);

    // The seed, run again, leaves every edited record alone.
    await seedCatalog(ctx.database.db, { force: true });
    const reseeded = contentDocumentSchema.parse((await get('/api/admin/content/export', headers)).json());
    expect(reseeded.categories.find((c) => c.key === 'rivers')?.name.it).toBe('Fiumi!');
    expect(reseeded.insights[0]?.title.fr).toBe('Titre neuf');
    expect(reseeded.quiz[0]?.correct).toBe((question.correct + 1) % 4);

    // Put everything back for the tests that follow.
    for (const [url, body] of [
      ['/api/admin/categories/rivers', category],
      [`/api/admin/quiz/${question.id}`, question],
      [`/api/admin/insights/${insight.id}`, insight],
    ] as const)
      expect((await send('PUT', url, body, headers)).statusCode).toBe(200);
  });

  it('lists categories, quiz questions and insights for the editors, uncached, and shows an edit at once', async () => {
    const headers = await admin();
    const doc = contentDocumentSchema.parse((await get('/api/admin/content/export', headers)).json());
    const listed = async () => {
      const responses = await Promise.all(
        ['/api/admin/categories', '/api/admin/quiz', '/api/admin/insights'].map(async (url) => {
          const res = await get(url, headers);
          expect(res.statusCode, url).toBe(200);
          expect(res.headers['cache-control'], url).toBe('no-store');
          return res.json<unknown>();
        }),
      );
      return {
        categories: adminCategoriesResponseSchema.parse(responses[0]).categories,
        quiz: adminQuizListResponseSchema.parse(responses[1]).questions,
        insights: adminInsightsResponseSchema.parse(responses[2]).insights,
      };
    };
    const before = await listed();
    // The same records, in the same order, as the export (which an import reads back unchanged).
    expect(before).toEqual({ categories: doc.categories, quiz: doc.quiz, insights: doc.insights });
    expect(before.categories).toHaveLength(11);
    expect(before.quiz.length).toBeGreaterThan(0);
    expect(before.insights.length).toBeGreaterThan(0);

    const [category, question, insight] = [before.categories[2], before.quiz[1], before.insights[1]];
    if (!category || !question || !insight) throw new Error('content missing');
    const edits = [
      [`/api/admin/categories/${category.key}`, { ...category, name: { ...category.name, de: 'Neuer Name' } }],
      [`/api/admin/quiz/${question.id}`, { ...question, question: { ...question.question, de: 'Neue Frage?' } }],
      [`/api/admin/insights/${insight.id}`, { ...insight, description: { ...insight.description, it: 'Nuovo.' } }],
    ] as const;
    for (const [url, body] of edits) expect((await send('PUT', url, body, headers)).statusCode, url).toBe(200);
    const after = await listed();
    expect(after.categories[2]?.name.de).toBe('Neuer Name');
    expect(after.quiz[1]?.question.de).toBe('Neue Frage?');
    expect(after.insights[1]?.description.it).toBe('Nuovo.');

    for (const [url, body] of [
      [`/api/admin/categories/${category.key}`, category],
      [`/api/admin/quiz/${question.id}`, question],
      [`/api/admin/insights/${insight.id}`, insight],
    ] as const)
      expect((await send('PUT', url, body, headers)).statusCode).toBe(200);
    expect(await listed()).toEqual(before);
  });

  it('keeps an edited place through a new seed', async () => {
    const headers = await admin();
    const before = await adminPlace(PLACE);
    const edited = { ...before, summary: { ...before.summary, de: 'Eine Zusammenfassung der Redaktion.' } };
    expect((await send('PUT', `/api/admin/places/${PLACE}`, edited, headers)).statusCode).toBe(200);
    await seedCatalog(ctx.database.db, { force: true });
    expect((await adminPlace(PLACE)).summary.de).toBe('Eine Zusammenfassung der Redaktion.');
    expect((await send('PUT', `/api/admin/places/${PLACE}`, before, headers)).statusCode).toBe(200);
  });

  it('imports nothing from a broken file, and round-trips export -> import', async () => {
    const headers = await admin();
    const exported = contentDocumentSchema.parse((await get('/api/admin/content/export', headers)).json());
    const auditBefore = auditResponseSchema.parse((await get('/api/admin/audit', headers)).json()).total;

    const changed: ContentDocument = structuredClone(exported);
    const target = changed.places.find((p) => p.id === PLACE);
    if (!target) throw new Error('place missing');
    target.names.de = 'Importierter Titel';
    // A broken record later in the file: the whole import must be refused.
    const broken = structuredClone(changed);
    (broken.places[5] as { canton: string }).canton = 'XX';
    const refused = await send('POST', '/api/admin/content/import', broken, headers);
    expect(refused.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(refused.json()).message).toContain('places.5.canton');
    const dangling = structuredClone(changed);
    (dangling.insights[2] as { place_id: string }).place_id = 'nowhere';
    const refused2 = await send('POST', '/api/admin/content/import', dangling, headers);
    expect(refused2.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(refused2.json()).details?.[0]?.field).toBe('insights.2.place_id');
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/content/import',
      payload: '{"format": "swiss-explorer-content", "places": [',
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(await publicTitle(PLACE, 'de')).toBe(exported.places.find((p) => p.id === PLACE)?.names.de);
    expect(auditResponseSchema.parse((await get('/api/admin/audit', headers)).json()).total).toBe(auditBefore);

    const imported = await send('POST', '/api/admin/content/import', changed, headers);
    expect(imported.statusCode).toBe(200);
    const result = contentImportResponseSchema.parse(imported.json());
    expect(result.counts.places).toBe(exported.places.length);
    expect(await publicTitle(PLACE, 'de')).toBe('Importierter Titel');
    const again = contentDocumentSchema.parse((await get('/api/admin/content/export', headers)).json());
    expect({ ...again, exported_at: undefined }).toEqual({ ...changed, exported_at: undefined });

    const audit = auditResponseSchema.parse((await get('/api/admin/audit', headers)).json());
    expect(audit.total).toBe(auditBefore + 1);
    expect(audit.entries[0]).toMatchObject({ id: result.audit_id, entity_kind: 'content', action: 'import' });

    // Reverting the import brings the exported state back.
    expect((await send('POST', `/api/admin/audit/${result.audit_id}/revert`, undefined, headers)).statusCode).toBe(200);
    const restored = contentDocumentSchema.parse((await get('/api/admin/content/export', headers)).json());
    expect({ ...restored, exported_at: undefined }).toEqual({ ...exported, exported_at: undefined });
    const [row] = await ctx.database.db
      .select({ edited: tables.places.adminEdited })
      .from(tables.places)
      .where(eq(tables.places.id, PLACE));
    expect(row?.edited).toBe(true);
  });
});

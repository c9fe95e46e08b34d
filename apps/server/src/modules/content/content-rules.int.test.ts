import {
  adminPlaceResponseSchema,
  auditResponseSchema,
  contentDocumentSchema,
  errorEnvelopeSchema,
  type PlaceSource,
} from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../test/accounts.js';
import { useTestApp } from '../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../test/test-database.js';

/** A Valais trail, and a point in the middle of Geneva (another canton, still in Switzerland). */
const PLACE = 'five-lakes-walk-zermatt';
const GENEVA = { lat: 46.2044, lng: 6.1432 };

/*
 * The dataset's rules beyond the schema (packages/content checkPlaces) hold for admin writes too:
 * a broken rule is a 400 naming the field and the rule, and nothing is written or audited.
 */
describe.each(TEST_DATABASE_KINDS)("the dataset's rules on admin writes on %s", (kind) => {
  const ctx = useTestApp(kind);
  const admin = async () => bearer(await tokenFor(ctx.database.db, 'rules-admin@example.org', 'admin'));

  const get = async (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const send = async (method: 'PUT' | 'POST', url: string, payload: unknown, headers: Record<string, string>) =>
    ctx.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers });
  const adminPlace = async (id: string): Promise<PlaceSource> =>
    adminPlaceResponseSchema.parse((await get(`/api/admin/places/${id}`, await admin())).json()).place;
  const auditTotal = async () => auditResponseSchema.parse((await get('/api/admin/audit', await admin())).json()).total;
  const exported = async () => {
    const doc = contentDocumentSchema.parse((await get('/api/admin/content/export', await admin())).json());
    return { ...doc, exported_at: undefined };
  };
  /** The 400 envelope's code, message and the fields it names. */
  const refusal = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(400);
    const error = errorEnvelopeSchema.parse(res.json());
    return { code: error.code, message: error.message, fields: error.details?.map((d) => d.field) ?? [] };
  };

  it('refuses a place moved to another canton, naming the field and the rule; nothing changes', async () => {
    const headers = await admin();
    const before = await adminPlace(PLACE);
    const publicBefore: unknown = (await get(`/api/swiss/places/${PLACE}?lang=en`)).json();
    const audit = await auditTotal();

    const res = await send('PUT', `/api/admin/places/${PLACE}`, { ...before, coordinates: GENEVA }, headers);
    const error = refusal(res);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields).toEqual(['coordinates']);
    expect(error.message).toMatch(/^coordinates: point is [\d.]+ km outside canton VS$/);

    expect((await get(`/api/swiss/places/${PLACE}?lang=en`)).json()).toEqual(publicBefore);
    expect(await adminPlace(PLACE)).toEqual(before);
    expect(await auditTotal()).toBe(audit);
  });

  it('names every broken rule of an edit: a lost past/present marker, "ß", a placeholder title', async () => {
    const before = await adminPlace(PLACE);
    const bad = structuredClone(before);
    bad.insights_old_vs_new.fr = 'Un sentier au-dessus de Zermatt.';
    bad.summary.de = 'Fünf Seen an einer Straße.';
    bad.title = 'Untitled trail';
    const error = refusal(await send('PUT', `/api/admin/places/${PLACE}`, bad, await admin()));
    expect(error.fields).toEqual(['title', 'summary.de', 'insights_old_vs_new.fr']);
    expect(error.message).toBe('title: placeholder title "Untitled trail"');
    expect(await adminPlace(PLACE)).toEqual(before);
  });

  it('refuses a text left without one of its four languages, naming the field; nothing changes', async () => {
    const before = await adminPlace(PLACE);
    const audit = await auditTotal();
    const bad = structuredClone(before);
    delete bad.full_description.it;
    const error = refusal(await send('PUT', `/api/admin/places/${PLACE}`, bad, await admin()));
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields).toEqual(['full_description.it']);
    expect(error.message).toBe('full_description.it: missing translation: full_description.it');
    expect(await adminPlace(PLACE)).toEqual(before);
    expect(await auditTotal()).toBe(audit);
  });

  it('refuses a new place whose title another place has (any case), and creates nothing', async () => {
    const template = await adminPlace(PLACE);
    const audit = await auditTotal();
    const twin = { ...template, id: 'test-twin-place', title: template.title.toUpperCase() };
    const error = refusal(await send('POST', '/api/admin/places', twin, await admin()));
    expect(error.fields).toEqual(['title']);
    expect(error.message).toContain(`(also ${PLACE})`);
    expect((await get('/api/swiss/places/test-twin-place?lang=en')).statusCode).toBe(404);
    expect(await auditTotal()).toBe(audit);
  });

  it('refuses an import with one bad record, naming it; nothing changes', async () => {
    const headers = await admin();
    const before = await exported();
    const audit = await auditTotal();

    const doc = structuredClone(before);
    const first = doc.places[0];
    const bad = doc.places[7];
    if (!first || !bad) throw new Error('fixture');
    first.names.de = 'Soll nicht ankommen';
    bad.coordinates = { lat: 47.7508, lng: 7.3359 }; // Mulhouse, inside the schema's box
    const error = refusal(await send('POST', '/api/admin/content/import', doc, headers));
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields).toContain('places.7.coordinates');
    expect(error.message).toMatch(/^places\.7\.coordinates: point 47\.7508,7\.3359 is outside Switzerland/);

    // Two records of the file with one title: the later one is named.
    const twins = structuredClone(before);
    const [a, b] = twins.places;
    if (!a || !b) throw new Error('fixture');
    b.title = a.title;
    expect(refusal(await send('POST', '/api/admin/content/import', twins, headers)).fields).toEqual(['places.1.title']);

    expect(await exported()).toEqual(before);
    expect(await auditTotal()).toBe(audit);
  });

  it('refuses a revert that would give two places one title, and leaves both as they are', async () => {
    const headers = await admin();
    const [mine, other] = (await exported()).places.filter((p) => p.id !== PLACE);
    if (!mine || !other) throw new Error('fixture');
    // Rename one place, give its old title to another, then try to bring the first one back.
    const renamed = await send('PUT', `/api/admin/places/${mine.id}`, { ...mine, title: `${mine.title} Neu` }, headers);
    expect(renamed.statusCode).toBe(200);
    const entry = auditResponseSchema.parse((await get('/api/admin/audit', headers)).json()).entries[0];
    expect(entry).toMatchObject({ entity_id: mine.id, action: 'update' });
    const taken = await send('PUT', `/api/admin/places/${other.id}`, { ...other, title: mine.title }, headers);
    expect(taken.statusCode).toBe(200);
    const audit = await auditTotal();

    const error = refusal(await send('POST', `/api/admin/audit/${entry?.id}/revert`, undefined, headers));
    expect(error.fields).toEqual(['title']);
    expect(error.message).toContain(`(also ${other.id})`);
    expect((await adminPlace(mine.id)).title).toBe(`${mine.title} Neu`);
    expect(await auditTotal()).toBe(audit);

    // Once the title is free again, the revert goes through.
    expect((await send('PUT', `/api/admin/places/${other.id}`, other, headers)).statusCode).toBe(200);
    expect((await send('POST', `/api/admin/audit/${entry?.id}/revert`, undefined, headers)).statusCode).toBe(200);
    expect(await adminPlace(mine.id)).toEqual(mine);
  });
});

import {
  adminPlaceResponseSchema,
  adminPlacesResponseSchema,
  errorEnvelopeSchema,
  type PlaceSource,
} from '@swiss/contract';
import { loadPlaces } from '@swiss/content';
import { and, eq, tables } from '@swiss/db';
import { describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../test/accounts.js';
import { useTestApp } from '../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../test/test-database.js';

const TRAIL = 'five-lakes-walk-zermatt';
const VILLAGE = 'lutry';

/*
 * The admin list's "missing translation" filter (issue 17). The API refuses to store a text without
 * its four languages, so a gap can only come from a place stored before that rule: the test makes
 * such places by writing to the tables directly.
 */
describe.each(TEST_DATABASE_KINDS)('the missing-translation filter of the admin places on %s', (kind) => {
  const ctx = useTestApp(kind);
  const admin = async () => bearer(await tokenFor(ctx.database.db, 'translations-admin@example.org', 'admin'));
  const list = async (query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/places?${query}`, headers: await admin() });
    expect(res.statusCode).toBe(200);
    return adminPlacesResponseSchema.parse(res.json());
  };

  /** Changes one language's stored texts of a place, as an older version of the app could have left them. */
  async function damage(
    placeId: string,
    lang: string,
    change: (
      row: typeof tables.placeTranslations.$inferSelect,
    ) => Partial<typeof tables.placeTranslations.$inferSelect>,
  ) {
    const { placeTranslations } = tables;
    const where = and(eq(placeTranslations.placeId, placeId), eq(placeTranslations.lang, lang));
    const [row] = await ctx.database.db.select().from(placeTranslations).where(where);
    if (!row) throw new Error(`no ${lang} texts of ${placeId}`);
    await ctx.database.db.update(placeTranslations).set(change(row)).where(where);
  }

  it('finds no place while the dataset is complete, and refuses an unknown filter', async () => {
    const all = await list('missing_translation=any');
    expect(all.total).toBe(0);
    expect(all.places).toEqual([]);
    // Without the filter, the list carries no translation details.
    const plain = await list('search=five-lakes');
    expect(plain.places[0]?.missing_translations).toBeUndefined();

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/places?missing_translation=en',
      headers: await admin(),
    });
    expect(res.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(res.json()).code).toBe('VALIDATION_ERROR');
  });

  it('lists the places lacking a translation, in dataset order, with what each lacks; by language too', async () => {
    await damage(TRAIL, 'fr', () => ({ fullDescription: null }));
    // JSON leaves an undefined key out.
    await damage(TRAIL, 'it', (row) => ({ extras: { ...row.extras, final_transport: undefined } }));
    await damage(VILLAGE, 'de', (row) => ({ extras: { ...row.extras, annual_festival: undefined } }));
    const order = loadPlaces().map((p) => p.id);
    const expected = [TRAIL, VILLAGE].sort((a, b) => order.indexOf(a) - order.indexOf(b));

    const any = await list('missing_translation=any');
    expect(any.total).toBe(2);
    expect(any.places.map((p) => p.id)).toEqual(expected);
    const byId = new Map(any.places.map((p) => [p.id, p.missing_translations]));
    expect(byId.get(TRAIL)).toEqual([
      { field: 'full_description', lang: 'fr' },
      { field: 'final_transport', lang: 'it' },
    ]);
    expect(byId.get(VILLAGE)).toEqual([{ field: 'annual_festival', lang: 'de' }]);

    const french = await list('missing_translation=fr');
    expect(french.places.map((p) => [p.id, p.missing_translations])).toEqual([
      [TRAIL, [{ field: 'full_description', lang: 'fr' }]],
    ]);
    expect((await list('missing_translation=de')).places.map((p) => p.id)).toEqual([VILLAGE]);
    // With the other filters, and paged like the whole list.
    expect((await list('missing_translation=any&search=lutry')).places.map((p) => p.id)).toEqual([VILLAGE]);
    expect((await list('missing_translation=any&category=wine_regions')).total).toBe(1);
    const second = await list('missing_translation=any&page=2');
    expect(second).toMatchObject({ total: 2, places: [] });
  });

  it('drops a place from the filter once an admin gives it the missing translations', async () => {
    const headers = await admin();
    const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/places/${VILLAGE}`, headers });
    const place: PlaceSource = adminPlaceResponseSchema.parse(res.json()).place;
    expect(place.annual_festival?.de).toBeUndefined();
    const fixed = { ...place, annual_festival: { ...place.annual_festival, en: place.annual_festival?.en ?? '', de: 'Winzerfest von Lutry' } }; // prettier-ignore
    const put = await ctx.app.inject({ method: 'PUT', url: `/api/admin/places/${VILLAGE}`, headers, payload: fixed });
    expect(put.statusCode).toBe(200);
    expect((await list('missing_translation=any')).places.map((p) => p.id)).toEqual([TRAIL]);
  });
});

import {
  adminPlaceResponseSchema,
  aiInsightsResponseSchema,
  errorEnvelopeSchema,
  nearbyResponseSchema,
  placeResponseSchema,
  v2PlacesResponseSchema,
  type PlaceSource,
} from '@swiss/contract';
import { eq, seedCatalog, tables } from '@swiss/db';
import { describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../test/accounts.js';
import { useTestApp } from '../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../test/test-database.js';

/*
 * Issue 17, "Safe by design": every place says how it is reached; nearby lists, pairings and the
 * itineraries never send a visitor to an alpine summit, and directions lead to the access point.
 */
describe.each(TEST_DATABASE_KINDS)('access levels on %s', (kind) => {
  const ctx = useTestApp(kind);
  const getJson = async (url: string, headers: Record<string, string> = {}): Promise<unknown> => {
    const res = await ctx.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const alpineTitles = async (lang: string) => {
    const mountains = v2PlacesResponseSchema.parse(
      await getJson(`/api/swiss/v2/places?type=mountains_glaciers&per_page=50&page=1&lang=${lang}`),
    ).places;
    const more = v2PlacesResponseSchema.parse(
      await getJson(`/api/swiss/v2/places?type=mountains_glaciers&per_page=50&page=2&lang=${lang}`),
    ).places;
    return [...mountains, ...more].filter((p) => p.access_level === 'alpine').map((p) => p.title);
  };
  const itineraries = async (id: string, lang = 'en') =>
    aiInsightsResponseSchema
      .parse(await getJson(`/api/swiss/v2/places/${id}/insights?lang=${lang}`))
      .insights.miniItineraries.flatMap((i) => i.activities);

  it('serves the access level and the access point (Matterhorn: alpine, Zermatt station)', async () => {
    const { place } = placeResponseSchema.parse(await getJson('/api/swiss/places/matterhorn?lang=en'));
    expect(place.access_level).toBe('alpine');
    expect(place.access_point).toEqual({ name: 'Zermatt', lat: 46.024, lng: 7.747838, ref: 'didok:8501689' });
    const joch = placeResponseSchema.parse(await getJson('/api/swiss/places/jungfraujoch?lang=de')).place;
    expect(joch.access_level).toBe('walk');
  });

  it('never lists an alpine place as nearby (Jungfraujoch: no Mönch, Jungfrau or Eiger)', async () => {
    const body = nearbyResponseSchema.parse(await getJson('/api/swiss/v2/places/jungfraujoch/nearby?limit=20'));
    expect(body.nearby).toHaveLength(20);
    for (const id of ['moench', 'jungfrau', 'eiger', 'aletschhorn'])
      expect(body.nearby.map((n) => n.id)).not.toContain(id);
    expect(body.nearby.every((n) => n.access_level !== undefined && n.access_level !== 'alpine')).toBe(true);
  });

  it('the Jungfraujoch itineraries name no summit', async () => {
    const activities = await itineraries('jungfraujoch');
    const text = activities.join('\n');
    expect(text).not.toMatch(/Mönch|Dent Blanche|Continue to Jungfrau \(|Continue to Eiger \(/);
    for (const title of await alpineTitles('en')) expect(text).not.toContain(`Continue to ${title} (`);
    expect(activities).toContain('Arrive at Jungfraujoch by public transport.');
  });

  it('the Matterhorn itineraries name no summit: the visitor arrives at Zermatt', async () => {
    for (const [lang, continueTo] of [
      ['en', 'Continue to'],
      ['de', 'Weiter nach'],
      ['fr', 'Continuer vers'],
      ['it', 'Proseguire verso'],
    ] as const) {
      const activities = await itineraries('matterhorn', lang);
      const text = activities.join('\n');
      expect(text).not.toContain('Dent Blanche');
      for (const title of await alpineTitles(lang)) expect(text, lang).not.toContain(`${continueTo} ${title} (`);
    }
    const activities = await itineraries('matterhorn');
    for (const title of await alpineTitles('en'))
      expect(activities.join('\n')).not.toMatch(new RegExp(`(Arrive at|Explore) ${title}\\b`));
    expect(activities).toContain('Arrive at Zermatt by public transport.');
    expect(activities).not.toContain('Explore Matterhorn at your own pace.');
    expect(activities.join(' ')).toContain('roped parties with a mountain guide');
  });

  it("puts the access level first in the concierge's safety advice, in four languages", async () => {
    const safety = async (id: string, lang: string) =>
      aiInsightsResponseSchema.parse(await getJson(`/api/swiss/v2/places/${id}/insights?lang=${lang}`)).insights
        .safetyEtiquette;
    expect((await safety('matterhorn', 'en'))[0]).toMatch(/^Access: alpine terrain; the summit is only for roped/);
    expect((await safety('matterhorn', 'en'))[1]).toContain('SLF avalanche bulletin');
    expect((await safety('matterhorn', 'de'))[0]).toMatch(/^Zugang: alpines Gelände/);
    expect((await safety('matterhorn', 'fr'))[0]).toMatch(/^Accès : terrain alpin/);
    expect((await safety('matterhorn', 'it'))[0]).toMatch(/^Accesso: terreno alpino/);
    const city = await safety('bern', 'en');
    expect(city[0]).toBe('Access: an easy visit, no hiking needed.');
    expect(city.join(' ')).not.toContain('avalanche');
  });

  describe('admin writes', () => {
    const admin = async () => bearer(await tokenFor(ctx.database.db, 'access-admin@example.org', 'admin'));
    const adminPlace = async (id: string): Promise<PlaceSource> =>
      adminPlaceResponseSchema.parse(await getJson(`/api/admin/places/${id}`, await admin())).place;
    const put = async (place: unknown) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/places/grosser-mythen',
        payload: place as object,
        headers: await admin(),
      });

    it('reads, accepts and validates the access fields', async () => {
      const before = await adminPlace('grosser-mythen');
      expect(before.access_level).toBe('mountain_hike');
      expect(before.access_point?.name).toBe('Schwyz');

      const bad = await put({ ...before, access_level: 'scramble' });
      expect(bad.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(bad.json()).code).toBe('VALIDATION_ERROR');
      const badPoint = await put({ ...before, access_point: { ...before.access_point, ref: '8501689' } });
      expect(badPoint.statusCode).toBe(400);

      const edited = { ...before, access_level: 'easy_hike', access_note: 'Marked trail from Holzegg' };
      expect((await put(edited)).statusCode).toBe(200);
      expect(await adminPlace('grosser-mythen')).toEqual(edited);
      const served = placeResponseSchema.parse(await getJson('/api/swiss/places/grosser-mythen?lang=en')).place;
      expect(served.access_level).toBe('easy_hike');

      expect((await put(before)).statusCode).toBe(200);
      expect(await adminPlace('grosser-mythen')).toEqual(before);
    });

    it('keeps the stored level when a write gives none (a record from before levels existed)', async () => {
      const before = await adminPlace('grosser-mythen');
      const old = structuredClone(before);
      delete old.access_level;
      delete old.access_note;
      delete old.access_point;
      expect((await put(old)).statusCode).toBe(200);
      expect(await adminPlace('grosser-mythen')).toEqual(before);
    });

    it('the seed gives a place an admin edited before levels existed the dataset level', async () => {
      const { db } = ctx.database;
      const { places } = tables;
      const cleared = { accessLevel: null, accessNote: null, accessPoint: null };
      await db
        .update(places)
        .set({ ...cleared, adminEdited: true })
        .where(eq(places.id, 'dent-blanche'));
      await seedCatalog(db, { force: true });
      const [row] = await db.select().from(places).where(eq(places.id, 'dent-blanche'));
      expect(row).toMatchObject({ adminEdited: true, accessLevel: 'alpine', accessPoint: { name: 'Sion' } });
    });

    it('refuses an access note or point without a level', async () => {
      const before = await adminPlace('grosser-mythen');
      const noLevel = structuredClone(before);
      delete noLevel.access_level;
      const res = await put(noLevel);
      expect(res.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(res.json()).details?.map((d) => d.field)).toEqual(['access_level']);
    });
  });
});

import { CATEGORY_COUNTS, TOTAL_DESTINATIONS } from '@swiss/contract';
import { sql, tables, type DatabaseHandle } from '@swiss/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../../test/test-database.js';

describe.each(TEST_DATABASE_KINDS)('the seeded catalog on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database.close());

  it('holds every place, per category, with a translation in each language', async () => {
    const { places, placeTranslations } = tables;
    const perCategory = await database.db
      .select({ key: places.categoryKey, n: sql<number>`count(*)::int` })
      .from(places)
      .groupBy(places.categoryKey);
    expect(Object.fromEntries(perCategory.map((r) => [r.key, r.n]))).toEqual(CATEGORY_COUNTS);

    const languages = await database.db
      .select({ lang: placeTranslations.lang, n: sql<number>`count(*)::int` })
      .from(placeTranslations)
      .groupBy(placeTranslations.lang);
    expect(Object.fromEntries(languages.map((r) => [r.lang, r.n]))).toEqual({
      en: TOTAL_DESTINATIONS,
      de: TOTAL_DESTINATIONS,
      fr: TOTAL_DESTINATIONS,
      it: TOTAL_DESTINATIONS,
    });
  });

  it('stores the computed sustainability score and the German texts of a place', async () => {
    const { places, placeTranslations } = tables;
    const [row] = await database.db
      .select({ score: places.sustainabilityScore, name: placeTranslations.name, facts: placeTranslations.facts })
      .from(places)
      .innerJoin(
        placeTranslations,
        sql`${placeTranslations.placeId} = ${places.id} and ${placeTranslations.lang} = 'de'`,
      )
      .where(sql`${places.id} = 'lac-leman'`);
    expect(row?.name).toBe('Genfersee');
    expect(row?.facts.length).toBeGreaterThanOrEqual(3);
    expect(row?.score).toBeGreaterThanOrEqual(0);
    expect(row?.score).toBeLessThanOrEqual(100);
  });

  it('links every insight to a seeded place', async () => {
    const { insights, places } = tables;
    const orphans = await database.db
      .select({ id: insights.id })
      .from(insights)
      .leftJoin(places, sql`${places.id} = ${insights.placeId}`)
      .where(sql`${places.id} is null`);
    const [{ n } = { n: 0 }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(tables.insights);
    expect(n).toBeGreaterThanOrEqual(30);
    expect(orphans).toEqual([]);
  });
});

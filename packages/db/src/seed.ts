import { createHash } from 'node:crypto';
import { EXTRA_PLACE_TEXTS, LANGUAGES, type Language, type PlaceSource } from '@swiss/contract';
import {
  CATEGORY_DEFINITIONS,
  DEFAULT_FLAGS,
  loadInsights,
  loadPlaces,
  loadQuiz,
  sustainabilityScore,
} from '@swiss/content';
import { eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from './client.js';
import {
  auditLog,
  categories,
  categoryTranslations,
  featureFlags,
  insights,
  places,
  placeTranslations,
  quizQuestions,
  seedState,
  type PlaceExtras,
} from './schema.js';

/** Bump when the mapping below changes, so existing databases are re-seeded once. */
const SEED_VERSION = 5;

function extrasFor(place: PlaceSource, lang: Language): PlaceExtras {
  const extras: PlaceExtras = { region: place.region[lang] };
  for (const key of EXTRA_PLACE_TEXTS) {
    const value = place[key]?.[lang];
    if (value) extras[key] = value;
  }
  const spots = place.photo_spots?.[lang];
  if (spots) extras.photo_spots = spots;
  return extras;
}

export function placeRow(place: PlaceSource, sortOrder: number) {
  return {
    id: place.id,
    sortOrder,
    categoryKey: place.category_key,
    title: place.title,
    type: place.type,
    region: place.region.en,
    canton: place.canton,
    lat: place.coordinates.lat,
    lng: place.coordinates.lng,
    elevation: place.elevation,
    foundedYear: place.founded_year,
    bestSeasons: place.bestSeasons,
    unescoSite: place.sustainability.unesco_site,
    protectedArea: place.sustainability.protected_area,
    transitAccess: place.sustainability.transit_access,
    seasonalityPressure: place.sustainability.seasonality_pressure,
    sustainabilityScore: sustainabilityScore(place),
    nearestStation: place.nearest_station ?? null,
    accessLevel: place.access_level ?? null,
    accessNote: place.access_note ?? null,
    accessPoint: place.access_point ?? null,
    officialUrl: place.official_url ?? null,
    imageUrl: place.image_url ?? null,
    imageCredit: place.image_credit ?? null,
    sources: place.sources,
    updatedAt: new Date(),
  };
}

export function translationRows(place: PlaceSource) {
  return LANGUAGES.map((lang) => ({
    placeId: place.id,
    lang,
    name: place.names[lang],
    summary: place.summary[lang],
    fullDescription: place.full_description[lang] ?? null,
    facts: place.facts[lang],
    insightsOldVsNew: place.insights_old_vs_new[lang],
    publicTransitTip: place.sustainability.public_transit_tip[lang],
    seasonalityNote: place.sustainability.seasonality_note[lang],
    lowImpactActivity: place.sustainability.low_impact_activity[lang],
    extras: extrasFor(place, lang),
  }));
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Where each kind of record sits in an imported content document, and its id field. */
const DOCUMENT_LISTS = { place: ['places', 'id'], category: ['categories', 'key'], quiz: ['quiz', 'id'], insight: ['insights', 'id'] } as const; // prettier-ignore

/**
 * Ids of the records of one kind an admin changed, edited one by one or through an import: the
 * seed must not overwrite them (the audit log is the record of what an admin touched).
 */
async function auditedIds(tx: Transaction, kind: keyof typeof DOCUMENT_LISTS): Promise<Set<string>> {
  const [list, field] = DOCUMENT_LISTS[kind];
  const direct = await tx.select({ id: auditLog.entityId }).from(auditLog).where(eq(auditLog.entityKind, kind));
  // Constant names, not input: inlined because `jsonb -> $1` is ambiguous for PostgreSQL.
  const items = sql.raw(`coalesce(after -> '${list}', '[]') || coalesce(before -> '${list}', '[]')`);
  const imported = await tx
    .select({ id: sql<string>`jsonb_array_elements(${items}) ->> ${sql.raw(`'${field}'`)}` })
    .from(auditLog)
    .where(eq(auditLog.entityKind, 'content'));
  return new Set([...direct, ...imported].map((r) => r.id));
}

/** Hash of everything the seed writes: unchanged content is not written again on start. */
export function contentHash(): string {
  return createHash('sha256')
    .update(
      JSON.stringify({
        SEED_VERSION,
        CATEGORY_DEFINITIONS,
        DEFAULT_FLAGS,
        places: loadPlaces(),
        insights: loadInsights(),
      }),
    )
    .digest('hex');
}

/**
 * Seed the catalog from the content package. Idempotent: rows are upserted by id; feature flags
 * are only inserted when missing, and places, categories, quiz questions and insights an admin
 * edited (admin_edited, audit_log) are left alone, so their changes survive restarts. Returns false when the content was already seeded.
 */
export async function seedCatalog(db: Database, options: { force?: boolean } = {}): Promise<boolean> {
  const hash = contentHash();
  const [state] = await db.select().from(seedState).where(eq(seedState.key, 'catalog'));
  if (state?.contentHash === hash && !options.force) return false;

  const allPlaces = loadPlaces();
  await db.transaction(async (tx) => {
    await tx
      .insert(featureFlags)
      .values([...DEFAULT_FLAGS])
      .onConflictDoNothing();

    const edited = {
      category: await auditedIds(tx, 'category'),
      quiz: await auditedIds(tx, 'quiz'),
      insight: await auditedIds(tx, 'insight'),
    };
    const seededCategories = CATEGORY_DEFINITIONS.filter((c) => !edited.category.has(c.key));

    await tx
      .insert(categories)
      .values(
        seededCategories.map((c) => ({
          key: c.key,
          icon: c.icon,
          color: c.color,
          count: allPlaces.filter((p) => p.category_key === c.key).length,
          sortOrder: CATEGORY_DEFINITIONS.indexOf(c),
          sustainabilityFocus: c.sustainabilityFocus,
        })),
      )
      .onConflictDoUpdate({
        target: categories.key,
        set: {
          icon: excluded('icon'),
          color: excluded('color'),
          count: excluded('count'),
          sortOrder: excluded('sort_order'),
          sustainabilityFocus: excluded('sustainability_focus'),
          updatedAt: sql`now()`,
        },
      });
    await tx
      .insert(categoryTranslations)
      .values(
        seededCategories.flatMap((c) =>
          LANGUAGES.map((lang) => ({ categoryKey: c.key, lang, name: c.name[lang], description: c.description[lang] })),
        ),
      )
      .onConflictDoUpdate({
        target: [categoryTranslations.categoryKey, categoryTranslations.lang],
        set: { name: excluded('name'), description: excluded('description') },
      });

    const editedPlaces = new Set([
      ...(await tx.select({ id: places.id }).from(places).where(eq(places.adminEdited, true))).map((r) => r.id),
      ...(await auditedIds(tx, 'place')),
    ]);
    const seeded = allPlaces.filter((p) => !editedPlaces.has(p.id));
    // A place an admin edited before access levels existed has none: it takes the dataset's (safety:
    // an alpine summit must never lack its level). A level an admin set is left alone.
    for (const place of allPlaces) {
      if (!editedPlaces.has(place.id) || !place.access_level) continue;
      await tx
        .update(places)
        .set({
          accessLevel: place.access_level,
          accessNote: place.access_note ?? null,
          accessPoint: place.access_point ?? null,
        })
        .where(sql`${eq(places.id, place.id)} and ${places.accessLevel} is null`);
    }
    const keep = allPlaces.map((p) => p.id);
    // Places removed from the content leave the catalog, unless an admin edited them.
    await tx.delete(places).where(sql`${notInArray(places.id, keep)} and ${eq(places.adminEdited, false)}`);
    for (let i = 0; i < seeded.length; i += 100) {
      const batch = seeded.slice(i, i + 100);
      await tx
        .insert(places)
        .values(batch.map((place) => placeRow(place, allPlaces.indexOf(place))))
        .onConflictDoUpdate({
          target: places.id,
          set: Object.fromEntries(
            [
              'category_key', 'title', 'type', 'region', 'canton', 'lat', 'lng', 'elevation', 'founded_year',
              'best_seasons', 'unesco_site', 'protected_area', 'transit_access', 'seasonality_pressure',
              'sustainability_score', 'sort_order', 'nearest_station', 'access_level', 'access_note', 'access_point',
              'official_url', 'image_url', 'image_credit', 'sources', 'updated_at',
            ].map((column) => [toCamel(column), excluded(column)]), // prettier-ignore
          ),
        });
      await tx
        .insert(placeTranslations)
        .values(batch.flatMap(translationRows))
        .onConflictDoUpdate({
          target: [placeTranslations.placeId, placeTranslations.lang],
          set: Object.fromEntries(
            [
              'name', 'summary', 'full_description', 'facts', 'insights_old_vs_new', 'public_transit_tip',
              'seasonality_note', 'low_impact_activity', 'extras',
            ].map((column) => [toCamel(column), excluded(column)]), // prettier-ignore
          ),
        });
    }

    const allInsights = loadInsights();
    // Insights and questions an admin changed or added stay as they are.
    await tx.delete(insights).where(notInArray(insights.id, [...allInsights.map((i) => i.id), ...edited.insight, '']));
    await tx
      .insert(insights)
      .values(
        allInsights.flatMap((insight, index) =>
          edited.insight.has(insight.id)
            ? []
            : [
                {
                  id: insight.id,
                  placeId: insight.place_id,
                  sortOrder: index,
                  texts: Object.fromEntries(
                    LANGUAGES.map((lang) => [
                      lang,
                      { title: insight.title[lang], description: insight.description[lang] },
                    ]),
                  ),
                },
              ],
        ),
      )
      .onConflictDoUpdate({
        target: insights.id,
        set: { placeId: excluded('place_id'), sortOrder: excluded('sort_order'), texts: excluded('texts') },
      });

    const quiz = loadQuiz();
    await tx.delete(quizQuestions).where(notInArray(quizQuestions.id, [...quiz.map((q) => q.id), ...edited.quiz, '']));
    await tx
      .insert(quizQuestions)
      .values(
        quiz.flatMap((q, index) =>
          edited.quiz.has(q.id)
            ? []
            : [
                {
                  id: q.id,
                  category: q.category,
                  placeId: q.place_id,
                  correct: q.correct,
                  sortOrder: index,
                  texts: Object.fromEntries(
                    LANGUAGES.map((lang) => [
                      lang,
                      {
                        question: q.question[lang],
                        options: q.options[lang],
                        insight: q.insight[lang],
                        funFact: q.funFact[lang],
                      },
                    ]),
                  ),
                },
              ],
        ),
      )
      .onConflictDoUpdate({
        target: quizQuestions.id,
        set: {
          category: excluded('category'),
          placeId: excluded('place_id'),
          correct: excluded('correct'),
          sortOrder: excluded('sort_order'),
          texts: excluded('texts'),
        },
      });

    // Counts include the places an admin added or moved to another category.
    await tx.update(categories).set({
      count: sql`(select count(*)::int from ${places} where ${places.categoryKey} = ${categories.key})`,
    });

    await tx
      .insert(seedState)
      .values({ key: 'catalog', contentHash: hash })
      .onConflictDoUpdate({ target: seedState.key, set: { contentHash: hash, appliedAt: sql`now()` } });
  });
  return true;
}

function toCamel(column: string): string {
  return column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

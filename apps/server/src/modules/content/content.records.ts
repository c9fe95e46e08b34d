import {
  ADMIN_PAGE_SIZE,
  EXTRA_PLACE_TEXTS,
  gapsFor,
  LANGUAGES,
  placeTranslationGaps,
  type AdminPlaceSummary,
  type CategorySource,
  type InsightSource,
  type Language,
  type MissingTranslationFilter,
  type PlaceSource,
  type QuizSource,
  type TranslationGap,
} from '@swiss/contract';
import { and, asc, eq, ilike, inArray, or, placeRow, sql, tables, translationRows, type Database } from '@swiss/db';

/*
 * The content tables read and written in the shape the dataset is authored in (PlaceSource, ...),
 * so an admin edits, exports and imports exactly what packages/content validates, and the audit
 * log keeps whole records that a revert can write back as they were.
 */

type PlaceRow = typeof tables.places.$inferSelect;
type TranslationRow = typeof tables.placeTranslations.$inferSelect;

const byLang = <T>(pick: (lang: Language) => T) =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, pick(lang)])) as Record<Language, T>;

/** Only the languages that have a value (the dataset's optional translations). */
function partial<T>(pick: (lang: Language) => T | null | undefined): Partial<Record<Language, T>> {
  const result: Partial<Record<Language, T>> = {};
  for (const lang of LANGUAGES) {
    const value = pick(lang);
    if (value !== null && value !== undefined) result[lang] = value;
  }
  return result;
}

function toPlaceSource(row: PlaceRow, texts: Map<string, TranslationRow>): PlaceSource | undefined {
  const t = (lang: Language) => texts.get(lang);
  if (!LANGUAGES.every((lang) => t(lang))) return undefined;
  const text = (lang: Language) => t(lang) as TranslationRow;
  const place: Record<string, unknown> = {
    id: row.id,
    title: row.title,
    names: byLang((lang) => text(lang).name),
    category_key: row.categoryKey,
    type: row.type,
    // English in places.region; the other languages in extras (the English label where none was stored yet).
    region: byLang((lang) => (lang === 'en' ? row.region : (text(lang).extras.region ?? row.region))),
    canton: row.canton,
    coordinates: { lat: row.lat, lng: row.lng },
    elevation: row.elevation,
    founded_year: row.foundedYear,
    bestSeasons: row.bestSeasons,
    summary: byLang((lang) => text(lang).summary),
    full_description: partial((lang) => text(lang).fullDescription),
    facts: byLang((lang) => text(lang).facts),
    insights_old_vs_new: byLang((lang) => text(lang).insightsOldVsNew),
    sustainability: {
      unesco_site: row.unescoSite,
      protected_area: row.protectedArea,
      transit_access: row.transitAccess,
      seasonality_pressure: row.seasonalityPressure,
      public_transit_tip: byLang((lang) => text(lang).publicTransitTip),
      seasonality_note: byLang((lang) => text(lang).seasonalityNote),
      low_impact_activity: byLang((lang) => text(lang).lowImpactActivity),
    },
    sources: row.sources,
  };
  const spots = partial((lang) => text(lang).extras.photo_spots);
  if (spots.en) place.photo_spots = spots;
  for (const key of EXTRA_PLACE_TEXTS) {
    const value = partial((lang) => text(lang).extras[key]);
    if (value.en) place[key] = value;
  }
  if (row.nearestStation !== null) place.nearest_station = row.nearestStation;
  if (row.accessLevel !== null) place.access_level = row.accessLevel;
  if (row.accessNote !== null) place.access_note = row.accessNote;
  if (row.accessPoint !== null) place.access_point = row.accessPoint;
  if (row.officialUrl !== null) place.official_url = row.officialUrl;
  if (row.imageUrl !== null) place.image_url = row.imageUrl;
  if (row.imageCredit !== null) place.image_credit = row.imageCredit;
  return place as PlaceSource;
}

/**
 * A place record as audit entries from before regions were translated hold it (region a plain
 * English string), in today's shape: the English label in every language, as the public API shows it.
 */
export function withLocalizedRegion<T>(record: T): T {
  if (typeof record !== 'object' || record === null) return record;
  const region: unknown = (record as { region?: unknown }).region;
  return typeof region === 'string' ? { ...record, region: byLang(() => region) } : record;
}

/** The same for every place of a stored content document (an import's audit entry). */
export function withLocalizedRegions<T>(document: T): T {
  const places: unknown = (document as { places?: unknown } | null)?.places;
  return Array.isArray(places) ? { ...document, places: places.map(withLocalizedRegion) } : document;
}

/** Places in the dataset shape (all of them when ids is undefined), in dataset order. */
export async function readPlaces(db: Database, ids?: string[]): Promise<PlaceSource[]> {
  if (ids?.length === 0) return [];
  const { places, placeTranslations } = tables;
  const rows = await db
    .select()
    .from(places)
    .where(ids ? inArray(places.id, ids) : undefined)
    .orderBy(asc(places.sortOrder), asc(places.id));
  const translations = await db
    .select()
    .from(placeTranslations)
    .where(ids ? inArray(placeTranslations.placeId, ids) : undefined);
  const texts = new Map<string, Map<string, TranslationRow>>();
  for (const t of translations) {
    const forPlace = texts.get(t.placeId) ?? new Map<string, TranslationRow>();
    forPlace.set(t.lang, t);
    texts.set(t.placeId, forPlace);
  }
  return rows.flatMap((row) => toPlaceSource(row, texts.get(row.id) ?? new Map<string, TranslationRow>()) ?? []);
}

export async function readPlace(db: Database, id: string): Promise<PlaceSource | undefined> {
  return (await readPlaces(db, [id]))[0];
}

/** Rows per insert: far below PostgreSQL's limit of 65535 parameters per statement. */
const BATCH = 100;

/**
 * Writes whole places (created when new, replaced otherwise) and marks them edited, so that the
 * seed leaves them alone from now on. Touching updated_at moves the catalog version.
 */
export async function writePlaces(db: Database, list: PlaceSource[]): Promise<void> {
  if (list.length === 0) return;
  const { places, placeTranslations } = tables;
  const ids = list.map((p) => p.id);
  const existing = new Map(
    (await db.select({ id: places.id, sortOrder: places.sortOrder }).from(places).where(inArray(places.id, ids))).map(
      (r) => [r.id, r.sortOrder],
    ),
  );
  // New places go last in the dataset order.
  const [last] = await db.select({ max: sql<number | null>`max(${places.sortOrder})` }).from(places);
  let next = (last?.max ?? -1) + 1;
  const rows = list.map((place) => ({ ...placeRow(place, existing.get(place.id) ?? next++), adminEdited: true }));
  const columns = Object.keys(rows[0] ?? {}).filter((key) => key !== 'id');
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insert(places)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoUpdate({
        target: places.id,
        set: {
          ...Object.fromEntries(columns.map((key) => [key, sql.raw(`excluded.${toSnake(key)}`)])),
          ...KEEP_ACCESS,
        },
      });
  }
  // Replacing the translations also drops an optional text an edit removed.
  await db.delete(placeTranslations).where(inArray(placeTranslations.placeId, ids));
  const translations = list.flatMap(translationRows);
  for (let i = 0; i < translations.length; i += BATCH)
    await db.insert(placeTranslations).values(translations.slice(i, i + BATCH));
}

const toSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * A write without an access level (a record from before levels existed, e.g. a revert to an old audit
 * entry) keeps the stored level, note and access point: a summit must not lose its "alpine" that way.
 */
const keepUnlessGiven = (column: string) =>
  sql.raw(`case when excluded.access_level is null then places.${column} else excluded.${column} end`);
const KEEP_ACCESS = {
  accessLevel: keepUnlessGiven('access_level'),
  accessNote: keepUnlessGiven('access_note'),
  accessPoint: keepUnlessGiven('access_point'),
};

export const writePlace = (db: Database, place: PlaceSource) => writePlaces(db, [place]);

/** Removes a place an admin created (used when that creation is reverted). */
export async function deletePlace(db: Database, id: string): Promise<void> {
  await db.delete(tables.places).where(eq(tables.places.id, id));
}

/** Keeps each category's place count true after places were created, moved or removed. */
export async function recountCategories(db: Database): Promise<void> {
  const { categories, places } = tables;
  await db.update(categories).set({
    count: sql`(select count(*)::int from ${places} where ${places.categoryKey} = ${categories.key})`,
    updatedAt: sql`now()`,
  });
}

export async function readCategories(db: Database, keys?: string[]): Promise<CategorySource[]> {
  if (keys?.length === 0) return [];
  const { categories, categoryTranslations } = tables;
  const rows = await db
    .select()
    .from(categories)
    .where(keys ? inArray(categories.key, keys) : undefined)
    .orderBy(asc(categories.sortOrder));
  const translations = await db.select().from(categoryTranslations);
  return rows.flatMap((row) => {
    const text = (lang: Language) => translations.find((t) => t.categoryKey === row.key && t.lang === lang);
    if (!LANGUAGES.every(text)) return [];
    return [
      {
        key: row.key as CategorySource['key'],
        icon: row.icon,
        color: row.color,
        name: byLang((lang) => text(lang)?.name ?? ''),
        description: byLang((lang) => text(lang)?.description ?? ''),
        sustainabilityFocus: byLang((lang) => row.sustainabilityFocus[lang] ?? []),
      },
    ];
  });
}

export async function writeCategory(db: Database, category: CategorySource): Promise<void> {
  const { categories, categoryTranslations } = tables;
  await db
    .update(categories)
    .set({
      icon: category.icon,
      color: category.color,
      sustainabilityFocus: category.sustainabilityFocus,
      updatedAt: sql`now()`,
    })
    .where(eq(categories.key, category.key));
  await db.delete(categoryTranslations).where(eq(categoryTranslations.categoryKey, category.key));
  await db.insert(categoryTranslations).values(
    LANGUAGES.map((lang) => ({
      categoryKey: category.key,
      lang,
      name: category.name[lang],
      description: category.description[lang],
    })),
  );
}

export async function readQuiz(db: Database, ids?: string[]): Promise<QuizSource[]> {
  if (ids?.length === 0) return [];
  const { quizQuestions } = tables;
  const rows = await db
    .select()
    .from(quizQuestions)
    .where(ids ? inArray(quizQuestions.id, ids) : undefined)
    .orderBy(asc(quizQuestions.sortOrder));
  return rows.map((row) => {
    const text = (lang: Language) => row.texts[lang] ?? row.texts.en;
    return {
      id: row.id,
      category: row.category as QuizSource['category'],
      place_id: row.placeId,
      question: byLang((lang) => text(lang)?.question ?? ''),
      options: byLang((lang) => text(lang)?.options ?? []),
      correct: row.correct,
      insight: byLang((lang) => text(lang)?.insight ?? ''),
      funFact: byLang((lang) => text(lang)?.funFact ?? ''),
    };
  });
}

async function nextSortOrder(db: Database, table: typeof tables.quizQuestions | typeof tables.insights) {
  const [last] = await db.select({ max: sql<number | null>`max(${table.sortOrder})` }).from(table);
  return (last?.max ?? -1) + 1;
}

export async function writeQuiz(db: Database, question: QuizSource): Promise<void> {
  const { quizQuestions } = tables;
  const values = {
    category: question.category,
    placeId: question.place_id,
    correct: question.correct,
    texts: byLang((lang) => ({
      question: question.question[lang],
      options: question.options[lang],
      insight: question.insight[lang],
      funFact: question.funFact[lang],
    })),
  };
  const updated = await db
    .update(quizQuestions)
    .set(values)
    .where(eq(quizQuestions.id, question.id))
    .returning({ id: quizQuestions.id });
  if (updated.length === 0)
    await db
      .insert(quizQuestions)
      .values({ id: question.id, sortOrder: await nextSortOrder(db, quizQuestions), ...values });
}

export async function readInsights(db: Database, ids?: string[]): Promise<InsightSource[]> {
  if (ids?.length === 0) return [];
  const rows = await db
    .select()
    .from(tables.insights)
    .where(ids ? inArray(tables.insights.id, ids) : undefined)
    .orderBy(asc(tables.insights.sortOrder));
  return rows.map((row) => {
    const text = (lang: Language) => row.texts[lang] ?? row.texts.en;
    return {
      id: row.id,
      place_id: row.placeId,
      title: byLang((lang) => text(lang)?.title ?? ''),
      description: byLang((lang) => text(lang)?.description ?? ''),
    };
  });
}

export async function writeInsight(db: Database, insight: InsightSource): Promise<void> {
  const { insights } = tables;
  const values = {
    placeId: insight.place_id,
    texts: byLang((lang) => ({ title: insight.title[lang], description: insight.description[lang] })),
  };
  const updated = await db
    .update(insights)
    .set(values)
    .where(eq(insights.id, insight.id))
    .returning({ id: insights.id });
  if (updated.length === 0)
    await db.insert(insights).values({ id: insight.id, sortOrder: await nextSortOrder(db, insights), ...values });
}

export async function deleteQuiz(db: Database, id: string): Promise<void> {
  await db.delete(tables.quizQuestions).where(eq(tables.quizQuestions.id, id));
}

export async function deleteInsight(db: Database, id: string): Promise<void> {
  await db.delete(tables.insights).where(eq(tables.insights.id, id));
}

/** Ids among these that name no place, to reject a reference before the database does. */
export async function missingPlaceIds(db: Database, ids: string[]): Promise<string[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const found = await db.select({ id: tables.places.id }).from(tables.places).where(inArray(tables.places.id, wanted));
  const known = new Set(found.map((r) => r.id));
  return wanted.filter((id) => !known.has(id));
}

/** The ids and titles of every place but the given ones: what the dataset's uniqueness rules compare with. */
export async function otherPlaceIdentities(
  db: Database,
  exceptIds: string[],
): Promise<{ id: string; title: string }[]> {
  const except = new Set(exceptIds);
  const rows = await db.select({ id: tables.places.id, title: tables.places.title }).from(tables.places);
  return rows.filter((row) => !except.has(row.id));
}

/**
 * One page of places for the admin list: search matches the id, local title or any language's name;
 * with missing_translation, only places whose present texts lack a translation (in that language, or
 * any), each with what it lacks. That check is the dataset's own (placeTranslationGaps), run on the
 * records: it reads the matching places whole, which the unfiltered list does not need to.
 */
export async function listPlaceSummaries(
  db: Database,
  query: {
    search?: string | undefined;
    category?: string | undefined;
    missing_translation?: MissingTranslationFilter | undefined;
    page: number;
  },
): Promise<{ places: AdminPlaceSummary[]; total: number }> {
  const { places, placeTranslations } = tables;
  const conditions = [];
  if (query.category) conditions.push(eq(places.categoryKey, query.category));
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(places.id, pattern),
        ilike(places.title, pattern),
        sql`exists (select 1 from ${placeTranslations} where ${placeTranslations.placeId} = ${places.id} and ${placeTranslations.name} ilike ${pattern})`,
      ),
    );
  }
  const offset = (query.page - 1) * ADMIN_PAGE_SIZE;
  let where = conditions.length ? and(...conditions) : undefined;
  let total: number;
  let missing: Map<string, TranslationGap[]> | undefined;
  const filter = query.missing_translation;
  if (filter) {
    const matching = await db.select({ id: places.id }).from(places).where(where);
    const lacking = (
      await readPlaces(
        db,
        matching.map((r) => r.id),
      )
    )
      .map((place) => [place.id, gapsFor(placeTranslationGaps(place), filter)] as const)
      .filter(([, gaps]) => gaps.length > 0);
    missing = new Map(lacking);
    total = lacking.length;
    // readPlaces keeps the list's order: this page's places are a slice of it.
    const pageIds = lacking.slice(offset, offset + ADMIN_PAGE_SIZE).map(([id]) => id);
    if (pageIds.length === 0) return { places: [], total };
    where = inArray(places.id, pageIds);
  } else {
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(places)
      .where(where);
    total = count?.n ?? 0;
  }
  const rows = await db
    .select({
      id: places.id,
      title: places.title,
      name: placeTranslations.name,
      categoryKey: places.categoryKey,
      adminEdited: places.adminEdited,
      updatedAt: places.updatedAt,
    })
    .from(places)
    .leftJoin(placeTranslations, and(eq(placeTranslations.placeId, places.id), eq(placeTranslations.lang, 'en')))
    .where(where)
    .orderBy(asc(places.sortOrder), asc(places.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(missing ? 0 : offset);
  return {
    places: rows.map((r) => {
      const gaps = missing?.get(r.id);
      return {
        id: r.id,
        title: r.title,
        name: r.name ?? r.title,
        category_key: r.categoryKey as AdminPlaceSummary['category_key'],
        admin_edited: r.adminEdited,
        updated_at: r.updatedAt.toISOString(),
        ...(gaps ? { missing_translations: gaps } : {}),
      };
    }),
    total,
  };
}

import { LANGUAGES, type Language, type Place, type PlacePhoto } from '@swiss/contract';
import { scoreBreakdown } from '@swiss/content';
import { asc, sql, tables, type Database } from '@swiss/db';

type PlaceRow = typeof tables.places.$inferSelect;
type TranslationRow = typeof tables.placeTranslations.$inferSelect;

export function toPlace(row: PlaceRow, text: TranslationRow, english: TranslationRow, photo?: PlacePhoto): Place {
  // The region label of the language sits in extras (places.region holds the English one); places
  // seeded before it was translated have none, and show the English label.
  const { region, ...extras } = { ...english.extras, ...text.extras };
  // An uploaded photo replaces the dataset image and its credit.
  const image = photo ? (photo.jpeg.find((f) => f.width >= 960) ?? photo.jpeg.at(-1)) : undefined;
  return {
    id: row.id,
    slug: row.id,
    title: text.name,
    local_title: row.title,
    summary: text.summary,
    short_description: text.summary,
    full_description: text.fullDescription ?? english.fullDescription ?? text.summary,
    image_url: image?.url ?? row.imageUrl,
    image_credit: photo?.credit ?? row.imageCredit,
    ...(photo ? { photo } : {}),
    facts: text.facts,
    category: [row.categoryKey],
    category_key: row.categoryKey as Place['category_key'],
    insights_old_vs_new: text.insightsOldVsNew,
    sustainability: {
      unesco_site: row.unescoSite,
      protected_area: row.protectedArea,
      sustainability_score: row.sustainabilityScore,
      transit_access: row.transitAccess as Place['sustainability']['transit_access'],
      seasonality_pressure: row.seasonalityPressure as Place['sustainability']['seasonality_pressure'],
      public_transit_tip: text.publicTransitTip,
      seasonality_note: text.seasonalityNote,
      low_impact_activity: text.lowImpactActivity,
      score_breakdown: scoreBreakdown(
        {
          unesco_site: row.unescoSite,
          protected_area: row.protectedArea,
          transit_access: row.transitAccess as Place['sustainability']['transit_access'],
          seasonality_pressure: row.seasonalityPressure as Place['sustainability']['seasonality_pressure'],
        },
        row.bestSeasons,
      ).parts,
    },
    type: row.type as Place['type'],
    region: region ?? row.region,
    canton: row.canton as Place['canton'],
    elevation: row.elevation,
    bestSeasons: row.bestSeasons as Place['bestSeasons'],
    founded_year: row.foundedYear,
    coordinates: { lat: row.lat, lng: row.lng },
    lat: row.lat,
    lng: row.lng,
    ...extras,
    ...(row.nearestStation ? { nearest_station: row.nearestStation } : {}),
    ...(row.accessLevel ? { access_level: row.accessLevel as NonNullable<Place['access_level']> } : {}),
    ...(row.accessPoint ? { access_point: row.accessPoint } : {}),
    official_url: row.officialUrl,
    source_url: null,
  };
}

/**
 * The uploaded photo of every place that has one. The media module owns photos: it hands this in
 * (app.ts), so the catalog reads no other module's tables and calls no other module's code.
 */
export type PlacePhotoSource = (db: Database) => Promise<ReadonlyMap<string, PlacePhoto>>;

/** Every place in every language, in dataset order (best known first within a category). */
export async function loadAllPlaces(db: Database, placePhotos: PlacePhotoSource): Promise<Map<Language, Place[]>> {
  const rows = await db.select().from(tables.places).orderBy(asc(tables.places.sortOrder));
  const translations = await db.select().from(tables.placeTranslations);
  const photos = await placePhotos(db);
  const byPlace = new Map<string, Map<string, TranslationRow>>();
  for (const t of translations) {
    const forPlace = byPlace.get(t.placeId) ?? new Map<string, TranslationRow>();
    forPlace.set(t.lang, t);
    byPlace.set(t.placeId, forPlace);
  }
  const result = new Map<Language, Place[]>();
  for (const lang of LANGUAGES) {
    result.set(
      lang,
      rows.flatMap((row) => {
        const texts = byPlace.get(row.id);
        const english = texts?.get('en');
        if (!english) return [];
        return [toPlace(row, texts?.get(lang) ?? english, english, photos.get(row.id))];
      }),
    );
  }
  return result;
}

/** The newest change to the catalog tables, to notice edits made by other server instances. */
export async function catalogVersion(db: Database): Promise<string> {
  const { places, categories, auditLog } = tables;
  const [p] = await db
    .select({ n: sql<number>`count(*)::int`, v: sql<string>`max(${places.updatedAt})::text` })
    .from(places);
  const [c] = await db.select({ v: sql<string>`max(${categories.updatedAt})::text` }).from(categories);
  // Quiz and insights carry no timestamp; every admin change to them is audited, so the newest
  // audit entry moves the version for them (and for reverts that delete a place).
  const [a] = await db.select({ v: sql<string>`max(${auditLog.id})::text` }).from(auditLog);
  return `${p?.n ?? 0}:${p?.v ?? ''}:${c?.v ?? ''}:${a?.v ?? ''}`;
}

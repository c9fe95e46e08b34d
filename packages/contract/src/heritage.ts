import * as z from 'zod/mini';
import { heritageFilterSchema, HERITAGE_FILTERS, type HeritageFilter } from './ai.js';
import { categoryKeySchema } from './categories.js';
import { SUSTAINABILITY } from './constants.js';
import { languageSchema } from './languages.js';
import { placeTypeSchema } from './place-source.js';
import type { Place } from './places.js';

type PlaceType = z.infer<typeof placeTypeSchema>;

/** What the filters read of a place: structured fields only, so every language filters alike. */
export type HeritagePlaceFacts = Pick<Place, 'id' | 'type'> & {
  sustainability: Pick<Place['sustainability'], 'unesco_site' | 'sustainability_score' | 'transit_access'>;
};

/** Where a traditional craft is made, shown or traded: cheese, chocolate, confectionery, markets. */
const CRAFT_TYPES: ReadonlySet<PlaceType> = new Set([
  'cheese_dairy',
  'chocolate_factory',
  'food_specialty',
  'food_museum',
  'market',
]);
/** Museums whose subject is a craft (watchmaking; rural building and trades). */
const CRAFT_PLACE_IDS: ReadonlySet<string> = new Set([
  'musee-international-d-horlogerie',
  'freilichtmuseum-ballenberg',
]);

/** Built heritage: castles, abbeys, churches, monuments and the historic centres of cities and towns. */
const ARCHITECTURE_TYPES: ReadonlySet<PlaceType> = new Set([
  'castle',
  'monastery',
  'church',
  'heritage_site',
  'city',
  'town',
]);
/** A heritage site that is a meadow, not a building. */
const NOT_BUILT_IDS: ReadonlySet<string> = new Set(['ruetli']);

/** Transport heritage: alpine passes, places reached by mountain railways and cable cars, railway sites. */
const TRANSPORT_PLACE_IDS: ReadonlySet<string> = new Set(['verkehrshaus-der-schweiz', 'bahnerlebnisweg-albula']);

/** Whether a place belongs under an Old vs New filter chip (green leader = score above 75, spec). */
export function matchesHeritageFilter(place: HeritagePlaceFacts, filter: HeritageFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'unesco':
      return place.sustainability.unesco_site;
    case 'green':
      return place.sustainability.sustainability_score > SUSTAINABILITY.greenLeaderAbove;
    case 'crafts':
      return CRAFT_TYPES.has(place.type) || CRAFT_PLACE_IDS.has(place.id);
    case 'architecture':
      return ARCHITECTURE_TYPES.has(place.type) && !NOT_BUILT_IDS.has(place.id);
    case 'transport':
      return (
        place.type === 'mountain_pass' ||
        place.sustainability.transit_access === 'mountain_railway' ||
        TRANSPORT_PLACE_IDS.has(place.id)
      );
  }
}

/** The places of a filter, in the order given. */
export function heritagePlaces<P extends HeritagePlaceFacts>(places: readonly P[], filter: HeritageFilter): P[] {
  return places.filter((place) => matchesHeritageFilter(place, filter));
}

/** How many places each filter chip holds. */
export function heritageCounts(places: readonly HeritagePlaceFacts[]): Record<HeritageFilter, number> {
  const counts = Object.fromEntries(HERITAGE_FILTERS.map((f) => [f, 0])) as Record<HeritageFilter, number>;
  for (const place of places) for (const f of HERITAGE_FILTERS) if (matchesHeritageFilter(place, f)) counts[f] += 1;
  return counts;
}

/** GET /api/swiss/v2/heritage */
export const heritageQuerySchema = z.object({
  filter: z._default(heritageFilterSchema, 'all'),
  lang: z._default(languageSchema, 'en'),
});

/** A place on the Old vs New and Sustainability screens: just what a card shows. */
export const heritagePlaceSchema = z.object({
  id: z.string(),
  title: z.string(),
  local_title: z.string(),
  category_key: categoryKeySchema,
  type: placeTypeSchema,
  region: z.string(),
  /** The place's old-versus-new text (Past: ... Present: ...). */
  insights_old_vs_new: z.string(),
  unesco_site: z.boolean(),
  sustainability_score: z.int().check(z.gte(0), z.lte(100)),
});
export type HeritagePlace = z.infer<typeof heritagePlaceSchema>;

export const heritageResponseSchema = z.object({
  status: z.literal('success'),
  filter: heritageFilterSchema,
  places: z.array(heritagePlaceSchema),
  /** Places per filter chip, over the whole catalog. */
  counts: z.object(
    Object.fromEntries(HERITAGE_FILTERS.map((f) => [f, z.int().check(z.nonnegative())])) as Record<
      HeritageFilter,
      z.ZodMiniInt
    >,
  ),
});
export type HeritageResponse = z.infer<typeof heritageResponseSchema>;

/** The compact card of a place. */
export function toHeritagePlace(place: Place): HeritagePlace {
  return {
    id: place.id,
    title: place.title,
    local_title: place.local_title,
    category_key: place.category_key,
    type: place.type,
    region: place.region,
    insights_old_vs_new: place.insights_old_vs_new,
    unesco_site: place.sustainability.unesco_site,
    sustainability_score: place.sustainability.sustainability_score,
  };
}

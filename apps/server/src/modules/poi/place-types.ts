import type { AiraCategoryId } from '@swiss/contract';
import { fold } from './text-fold.js';

export type PoiCategory = Exclude<AiraCategoryId, 'all'>;

/** A requested kind: a category, optionally narrowed to some subcategories (OSM-style values). */
export interface TypeSpec {
  category: PoiCategory;
  subcategories?: readonly string[];
}

const spec = (category: PoiCategory, ...subcategories: string[]): TypeSpec[] => [
  subcategories.length ? { category, subcategories } : { category },
];

/**
 * What a place_type or keyword names: the spec's Google-style type map (restaurant, hospital,
 * store, transit_station, amusement_park, bank, church, lodging), its keyword groups (finance,
 * health, entertainment, food, shopping), AIRA's own category ids and the data's subcategories.
 */
const TYPES: Record<string, TypeSpec[]> = {
  // The spec's type map.
  restaurant: spec('restaurants'),
  hospital: spec('healthcare', 'hospital', 'clinic', 'rehabilitation'),
  store: spec('shopping'),
  transit_station: spec('transport'),
  amusement_park: spec('attractions', 'amusement_park', 'theme_park', 'zoo', 'park'),
  bank: spec('finance', 'bank'),
  church: spec('attractions', 'church', 'cathedral', 'chapel', 'monastery', 'convent', 'shrine', 'temple'),
  lodging: spec('hotels'),
  // The spec's keyword groups.
  finance: spec('finance'),
  health: spec('healthcare'),
  entertainment: [...spec('attractions'), ...spec('restaurants', 'nightclub', 'bar', 'pub')],
  food: spec('restaurants'),
  shopping: spec('shopping'),
  // AIRA's categories.
  restaurants: spec('restaurants'),
  hotels: spec('hotels'),
  attractions: spec('attractions'),
  healthcare: spec('healthcare'),
  gas_stations: spec('gas_stations'),
  transport: spec('transport'),
  // Other Google types and the data's subcategories.
  cafe: spec('restaurants'),
  bar: spec('restaurants'),
  meal_takeaway: spec('restaurants', 'fast_food'),
  fast_food: spec('restaurants', 'fast_food'),
  night_club: spec('restaurants', 'nightclub'),
  nightclub: spec('restaurants', 'nightclub'),
  hotel: spec('hotels'),
  campground: spec('hotels', 'camp_site'),
  camp_site: spec('hotels', 'camp_site'),
  alpine_hut: spec('hotels', 'alpine_hut'),
  tourist_attraction: spec('attractions'),
  museum: spec('attractions', 'museum'),
  zoo: spec('attractions', 'zoo'),
  park: spec('attractions', 'park'),
  castle: spec('attractions', 'castle'),
  castle_or_ruins: spec('attractions', 'castle', 'ruins', 'palace'),
  // The catalog's curated waterfalls (subcategory = their category key) are waterfalls too.
  waterfall: spec('attractions', 'waterfall', 'waterfalls'),
  spa: spec('attractions', 'spa'),
  supermarket: spec('shopping', 'supermarket'),
  grocery_or_supermarket: spec('shopping', 'supermarket'),
  shopping_mall: spec('shopping', 'mall'),
  mall: spec('shopping', 'mall'),
  pharmacy: spec('healthcare', 'pharmacy'),
  drugstore: spec('healthcare', 'pharmacy'),
  clinic: spec('healthcare', 'clinic'),
  doctor: spec('healthcare', 'clinic'),
  atm: spec('finance', 'atm'),
  gas_station: spec('gas_stations'),
  fuel: spec('gas_stations'),
  train_station: spec('transport', 'train', 'rack_railway'),
  rack_railway: spec('transport', 'rack_railway'),
  train: spec('transport', 'train', 'rack_railway'),
  bus_station: spec('transport', 'bus'),
  bus: spec('transport', 'bus'),
  tram: spec('transport', 'tram'),
  subway_station: spec('transport', 'metro'),
  light_rail_station: spec('transport', 'tram', 'metro'),
  airport: spec('transport', 'airport'),
  ferry: spec('transport', 'ferry'),
  cable_car: spec('transport', 'cable_car', 'funicular', 'chair_lift'),
};

/** The kinds one place_type token or keyword names (case and accents ignored), or undefined. */
export function typeSpecsOf(name: string): TypeSpec[] | undefined {
  const key = fold(name.trim()).replace(/[\s-]+/g, '_');
  return Object.hasOwn(TYPES, key) ? TYPES[key] : undefined;
}

/**
 * The kinds a place_type asks for: a comma list, or one type (spec §7). Tokens we do not know
 * (establishment, point_of_interest and Google's other generic types) ask for nothing; undefined
 * when no token names a kind, i.e. no type filter.
 */
export function parsePlaceType(placeType: string | undefined): TypeSpec[] | undefined {
  if (!placeType) return undefined;
  const specs = placeType.split(',').flatMap((token) => typeSpecsOf(token) ?? []);
  return specs.length ? specs : undefined;
}

/** Whether a POI of this category and subcategory (`;`-joined for transport) is of one of the kinds. */
export function matchesSpecs(specs: readonly TypeSpec[], category: string, subcategory: string): boolean {
  for (const s of specs) {
    if (s.category !== category) continue;
    if (!s.subcategories) return true;
    const kinds = subcategory.split(';');
    if (s.subcategories.some((k) => kinds.includes(k))) return true;
  }
  return false;
}

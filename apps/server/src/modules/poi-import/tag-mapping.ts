/** OSM tags -> the POI store's category, subcategory and the fields it keeps. Pure. */

export type OsmTags = Readonly<Record<string, string>>;

export const POI_CATEGORIES = [
  'restaurants',
  'hotels',
  'attractions',
  'shopping',
  'healthcare',
  'finance',
  'gas_stations',
  'transport',
] as const;
export type PoiCategory = (typeof POI_CATEGORIES)[number];

export interface PoiClass {
  category: PoiCategory;
  /** The OSM value (e.g. 'restaurant', 'pharmacy', 'bus_stop'). */
  subcategory: string;
}

/** The tag fields of a row; the id, coordinates and canton come from the geometry. */
export interface PoiFields extends PoiClass {
  name: string;
  address: string | null;
  locality: string | null;
  opening_hours: string | null;
  website: string | null;
  phone: string | null;
  wheelchair: string | null;
  cuisine: string | null;
  stars: string | null;
  brand: string | null;
}

const set = (...values: string[]): ReadonlySet<string> => new Set(values);

const RESTAURANTS = set('restaurant', 'cafe', 'fast_food', 'bar', 'pub', 'biergarten', 'food_court', 'ice_cream');
const HOTELS = set('hotel', 'hostel', 'guest_house', 'motel', 'alpine_hut', 'camp_site', 'chalet', 'apartment');
const HEALTH_AMENITIES = set('pharmacy', 'hospital', 'clinic', 'doctors', 'dentist');
const FINANCE = set('bank', 'atm', 'bureau_de_change');
const FUEL = set('fuel', 'charging_station');
// The main sights only: artwork (thousands of small sculptures) is left out.
const TOURISM_SIGHTS = set('attraction', 'museum', 'viewpoint', 'zoo', 'theme_park', 'gallery', 'aquarium');
const HISTORIC_SIGHTS = set('castle', 'monument', 'ruins', 'fort', 'city_gate', 'archaeological_site');
const CULTURE_AMENITIES = set('theatre', 'arts_centre');
// Shops that are not shops (any more) or say nothing.
const NOT_SHOPS = set('yes', 'no', 'vacant', 'disused', 'closed');
const TRANSPORT_PT = set('stop_position', 'platform', 'station');
const RAILWAY_STOPS = set('station', 'halt', 'tram_stop');

/**
 * A feature may carry several of these tags (a hotel with a restaurant): the first rule wins, in the
 * order below (lodging and food before the generic shop, named sights last among the amenities).
 */
export function classify(tags: OsmTags): PoiClass | undefined {
  const { amenity, tourism, historic, shop, healthcare } = tags;
  if (tourism && HOTELS.has(tourism)) return { category: 'hotels', subcategory: tourism };
  if (amenity && RESTAURANTS.has(amenity)) return { category: 'restaurants', subcategory: amenity };
  if (amenity && HEALTH_AMENITIES.has(amenity)) return { category: 'healthcare', subcategory: amenity };
  if (healthcare && healthcare !== 'yes' && healthcare !== 'no')
    return { category: 'healthcare', subcategory: healthcare };
  if (amenity && FINANCE.has(amenity)) return { category: 'finance', subcategory: amenity };
  if (amenity && FUEL.has(amenity)) return { category: 'gas_stations', subcategory: amenity };
  if (shop && !NOT_SHOPS.has(shop)) return { category: 'shopping', subcategory: shop };
  if (tourism && TOURISM_SIGHTS.has(tourism)) return { category: 'attractions', subcategory: tourism };
  if (historic && HISTORIC_SIGHTS.has(historic)) return { category: 'attractions', subcategory: historic };
  if (amenity && CULTURE_AMENITIES.has(amenity)) return { category: 'attractions', subcategory: amenity };
  // Conservative: churches and memorials only when notable enough to have a Wikidata/Wikipedia entry.
  const notable = Boolean(tags.wikidata ?? tags.wikipedia);
  if (notable && amenity === 'place_of_worship') return { category: 'attractions', subcategory: amenity };
  if (notable && historic === 'memorial') return { category: 'attractions', subcategory: historic };
  return transport(tags);
}

function transport(tags: OsmTags): PoiClass | undefined {
  const { highway, railway, aerialway, amenity } = tags;
  const pt = tags.public_transport;
  if (highway === 'bus_stop') return { category: 'transport', subcategory: 'bus_stop' };
  if (railway && RAILWAY_STOPS.has(railway)) return { category: 'transport', subcategory: railway };
  if (amenity === 'ferry_terminal') return { category: 'transport', subcategory: amenity };
  // 'station' alone would not tell a cable-car station from a railway station.
  if (aerialway === 'station') return { category: 'transport', subcategory: 'aerialway_station' };
  if (pt && TRANSPORT_PT.has(pt)) return { category: 'transport', subcategory: pt };
  return undefined;
}

function text(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** "Bahnhofstrasse 1, 8001 Zürich" from the addr:* tags; null without a street or place. */
function address(tags: OsmTags): string | null {
  const street = text(tags['addr:street']) ?? text(tags['addr:place']);
  if (!street) return null;
  const line1 = [street, text(tags['addr:housenumber'])].filter(Boolean).join(' ');
  const line2 = [text(tags['addr:postcode']), text(tags['addr:city'])].filter(Boolean).join(' ');
  return line2 ? `${line1}, ${line2}` : line1;
}

/**
 * The row's fields, or undefined when the feature is not a POI or has no name. Unnamed fuel and
 * charging stations and ATMs are kept under their brand (or operator): travellers look for "a
 * Migrol" or "a UBS ATM", and most of them carry no name tag.
 */
export function poiFields(tags: OsmTags): PoiFields | undefined {
  const kind = classify(tags);
  if (!kind) return undefined;
  const brandNamed = kind.category === 'gas_stations' || kind.subcategory === 'atm';
  const name = text(tags.name) ?? (brandNamed ? (text(tags.brand) ?? text(tags.operator)) : null);
  if (!name) return undefined;
  return {
    ...kind,
    name,
    address: address(tags),
    locality: text(tags['addr:city']),
    opening_hours: text(tags.opening_hours),
    website: text(tags.website) ?? text(tags['contact:website']) ?? text(tags.url),
    phone: text(tags.phone) ?? text(tags['contact:phone']),
    wheelchair: text(tags.wheelchair),
    cuisine: text(tags.cuisine),
    stars: text(tags.stars),
    brand: text(tags.brand),
  };
}

/**
 * Overpass QL tag filters that select a category's features, from the same tag sets classify()
 * reads (the live Overpass provider asks with them, then classifies what comes back like an import).
 */
export function overpassFilters(category: PoiCategory): string[] {
  const any = (key: string, values: ReadonlySet<string>) => `[${key}~"^(${[...values].join('|')})$"]`;
  switch (category) {
    case 'restaurants':
      return [any('amenity', RESTAURANTS)];
    case 'hotels':
      return [any('tourism', HOTELS)];
    case 'healthcare':
      return [any('amenity', HEALTH_AMENITIES), '[healthcare]'];
    case 'finance':
      return [any('amenity', FINANCE)];
    case 'gas_stations':
      return [any('amenity', FUEL)];
    case 'shopping':
      return ['[shop]'];
    case 'attractions':
      return [any('tourism', TOURISM_SIGHTS), any('historic', HISTORIC_SIGHTS), any('amenity', CULTURE_AMENITIES)];
    case 'transport':
      return ['[highway=bus_stop]', any('railway', RAILWAY_STOPS), '[amenity=ferry_terminal]', '[aerialway=station]'];
  }
}

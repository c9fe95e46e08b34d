import { AIRA, AIRA_POI_ATTRIBUTION, type AiraPlace, type CityGuide, type Place } from '@swiss/contract';
import { loadEmergencyNumbers } from '@swiss/content';
import { GAZETTEER_CREDITS, GEONAMES_POPULATION_YEAR, distanceKm, type Locality } from '@swiss/content/geo';
import tzlookup from 'tz-lookup';
import { countryOfZone, currencyOf, inEuropeBox } from './countries.js';
import { normalizeName, type Gazetteer } from './gazetteer.js';

type EmergencyNumbers = NonNullable<CityGuide['emergencyNumbers']>;

/** Past this, no locality names the place; the nearest one's municipality does, up to FALLBACK_KM. */
const FALLBACK_KM = 50;
/** Curated places further than this are not "top attractions" of the position. */
const ATTRACTION_MAX_KM = AIRA.searchRadiusM / 1000;
/** Tips come from the curated place of the city itself, or the nearest curated place this close. */
const TIPS_MAX_KM = 5;
/** Attractions of the POI store count as the city's within this distance. */
const POI_ATTRACTION_MAX_KM = 10;
const TZ_CREDIT = 'Time zones: timezone-boundary-builder (© OpenStreetMap contributors, ODbL)';

/** The numbers of Switzerland (and Liechtenstein, which shares them) from the bundled emergency.json. */
function swissNumbers(): EmergencyNumbers {
  const core = new Map(loadEmergencyNumbers().core.map((entry) => [entry.id, entry.number]));
  const number = (id: string) => {
    const found = core.get(id);
    if (!found) throw new Error(`emergency.json has no "${id}" number`);
    return found;
  };
  return {
    police: number('police'),
    fire: number('fire'),
    medical: number('ambulance'),
    general: number('european-emergency'),
    mountain_rescue: number('rega'),
  };
}

/** 112 reaches police, fire and ambulance everywhere in the EU and most of Europe. */
const EUROPEAN_NUMBERS: EmergencyNumbers = {
  police: '112',
  fire: '112',
  medical: '112',
  general: '112',
  mountain_rescue: null,
};

/**
 * The POI store's attractions near a point, nearest first (modules/poi's nearestPois, passed in by
 * app.ts: the geo module does not import the POI module).
 */
export type AttractionsNear = (options: { lat: number; lng: number; radiusKm: number; limit: number }) => AiraPlace[];

export interface CityGuideInput {
  lat: number;
  lng: number;
  gazetteer: Gazetteer;
  /** The curated catalog in English (app.catalog.all('en')). */
  places: readonly Place[];
  /** Unset: the curated places only. */
  attractionsNear?: AttractionsNear | undefined;
  /** The position's current weather from the weather provider (passed in by app.ts), or none. */
  weather?: CityGuide['weather'];
  now?: Date;
}

/** Where the position is: its locality (when the bundled directory has one) and country. */
function whereabouts({ lat, lng, gazetteer }: CityGuideInput): {
  locality: Locality | null;
  name: string | null;
  country: string | null;
  zone: string;
} {
  const { country, near } = gazetteer.whereIs(lat, lng);
  if (country === 'CH' || country === 'LI') {
    const zone = country === 'CH' ? 'Europe/Zurich' : 'Europe/Vaduz';
    const town = near ? gazetteer.town(lat, lng) : null;
    if (town) return { locality: town.locality, name: town.locality.name, country, zone };
    const far = gazetteer.nearest(lat, lng, FALLBACK_KM);
    return { locality: far?.locality ?? null, name: far?.locality.municipality ?? null, country, zone };
  }
  const zone = tzlookup(lat, lng);
  return { locality: null, name: null, country: countryOfZone(zone), zone };
}

function emergencyFor(country: string | null, zone: string, lat: number, lng: number): EmergencyNumbers | null {
  if (country === 'CH' || country === 'LI') return swissNumbers();
  if (inEuropeBox(lat, lng) && (country !== null || zone.startsWith('Europe/'))) return EUROPEAN_NUMBERS;
  return null;
}

/** The curated places nearest the position (never an alpine one: only where a visitor can simply go). */
function nearestPlaces(places: readonly Place[], lat: number, lng: number): { place: Place; km: number }[] {
  return places
    .filter((place) => place.access_level !== 'alpine')
    .map((place) => ({ place, km: distanceKm({ lat, lng }, place.coordinates) }))
    .filter(({ km }) => km <= ATTRACTION_MAX_KM)
    .sort((a, b) => a.km - b.km);
}

/** The curated entry of the city itself (its local name, within 10 km), if we have one. */
function cityPlace(near: { place: Place; km: number }[], cityName: string | null) {
  if (cityName === null) return undefined;
  const wanted = normalizeName(cityName);
  return near.find(({ place, km }) => km <= 10 && normalizeName(place.local_title) === wanted);
}

/**
 * Tips only from our own content: the public-transport and season notes of the curated entry for
 * the city itself, else of the nearest curated place within 5 km. None when nothing is that close.
 */
function localTips(near: { place: Place; km: number }[], cityName: string | null): string[] {
  const own = cityPlace(near, cityName) ?? near.find(({ km }) => km <= TIPS_MAX_KM);
  if (!own) return [];
  const { public_transit_tip, seasonality_note } = own.place.sustainability;
  return [public_transit_tip, seasonality_note].map((tip) => tip.trim()).filter((tip) => tip.length > 0);
}

/**
 * Fills the attractions after the curated ones, up to 6, from the POI store's attractions within
 * 10 km (nearest first), skipping names already listed and the store's copies of curated places
 * (those were weighed above). Returns the credits of the sources it used.
 */
function storeAttractions(input: CityGuideInput, attractions: CityGuide['topAttractions']): string[] {
  const room = AIRA.cityGuideAttractions - attractions.length;
  if (!input.attractionsNear || room <= 0) return [];
  const seen = new Set(attractions.map((attraction) => normalizeName(attraction.name)));
  const credits: string[] = [];
  // More than the room: some will be duplicates or curated.
  const found = input.attractionsNear({
    lat: input.lat,
    lng: input.lng,
    radiusKm: POI_ATTRACTION_MAX_KM,
    limit: AIRA.cityGuideAttractions * 4,
  });
  for (const poi of found) {
    if (attractions.length >= AIRA.cityGuideAttractions) break;
    const key = normalizeName(poi.name);
    if (poi.source === 'curated' || seen.has(key)) continue;
    seen.add(key);
    attractions.push({
      name: poi.name,
      category: poi.types[0] ?? poi.category,
      rating: null,
      distance: Math.round(poi.distance * 10) / 10,
      explorer_place_id: null,
    });
    const credit = AIRA_POI_ATTRIBUTION[poi.source].text;
    if (!credits.includes(credit)) credits.push(credit);
  }
  return credits;
}

/** The city guide of a position, from bundled data, and the weather when the provider gave it. */
export function buildCityGuide(input: CityGuideInput): CityGuide {
  const { lat, lng } = input;
  const { locality, name, country, zone } = whereabouts(input);
  const attributions: string[] = [];
  if (locality) attributions.push(GAZETTEER_CREDITS.localities);
  if (country !== 'CH' && country !== 'LI') attributions.push(TZ_CREDIT);

  const populated = locality ? input.gazetteer.population(locality) : null;
  if (populated) attributions.push(GAZETTEER_CREDITS.geonames);

  const near = nearestPlaces(input.places, lat, lng);
  const attractions: CityGuide['topAttractions'] = near.slice(0, AIRA.cityGuideAttractions).map(({ place, km }) => ({
    name: place.title,
    category: place.category_key,
    rating: null,
    distance: Math.round(km * 10) / 10,
    explorer_place_id: place.id,
  }));
  const tips = localTips(near, name);
  if (attractions.length > 0 || tips.length > 0) attributions.push(AIRA_POI_ATTRIBUTION.curated.text);
  for (const credit of storeAttractions(input, attractions))
    if (!attributions.includes(credit)) attributions.push(credit);
  if (input.weather?.provenance.attribution) attributions.push(input.weather.provenance.attribution);

  return {
    // Without a gazetteer entry the position itself is the most honest name.
    cityName: name ?? `${lat.toFixed(4)}, ${lng.toFixed(4)}`,
    country,
    canton: locality && locality.canton !== '' ? locality.canton : null,
    population: populated
      ? { value: populated.population, year: GEONAMES_POPULATION_YEAR, source: GAZETTEER_CREDITS.geonames }
      : null,
    timezone: zone,
    language: locality ? input.gazetteer.language(locality) : null,
    currency: currencyOf(country),
    emergencyNumbers: emergencyFor(country, zone, lat, lng),
    topAttractions: attractions,
    localTips: tips,
    cityPlaceId: cityPlace(near, name)?.place.id ?? null,
    weather: input.weather ?? null,
    lastUpdated: (input.now ?? new Date()).toISOString(),
    attributions,
  };
}

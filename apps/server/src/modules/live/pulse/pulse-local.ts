import { AIRA_POI_ATTRIBUTION, type AiraPlace, type PulseLocalResponse } from '@swiss/contract';
import { GAZETTEER_CREDITS, GEONAMES_POPULATION_YEAR, loadMunicipalities, type Municipality } from '@swiss/content/geo';
import type { Gazetteer } from '../../geo/index.js';
import type { PoiCategory, PoiService } from '../../poi/index.js';
import tzlookup from 'tz-lookup';

type PulseLocal = PulseLocalResponse['data'];

/** Stops counted for the transportation list: those within 1 km (§2 local tab). */
const TRANSPORT_RADIUS_KM = 1;
/** Nearby places come from this far at most, two per category, eight in all. */
const NEARBY_RADIUS_KM = 5;
const NEARBY_PER_CATEGORY = 2;
const NEARBY_MAX = 8;
const NEARBY_CATEGORIES: PoiCategory[] = [
  'attractions',
  'restaurants',
  'hotels',
  'shopping',
  'healthcare',
  'finance',
  'gas_stations',
  'transport',
];
export const MUNICIPAL_AREA_CREDIT = 'Municipal areas: © FSO, swisstopo (municipal boundaries)';

let byBfs: Map<number, Municipality> | undefined;
function municipality(bfs: number): Municipality | undefined {
  byBfs ??= new Map(loadMunicipalities().map((m) => [m.bfs, m]));
  return byBfs.get(bfs);
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Up to eight places within 5 km across the categories (two of each at most), nearest first, from
 * the POI store; their sources' credit lines go into attributions.
 */
export function nearbyPois(
  pois: PoiService,
  lat: number,
  lng: number,
  attributions: Set<string>,
): { name: string; category: string; distance: number }[] {
  const nearby: AiraPlace[] = [];
  for (const category of NEARBY_CATEGORIES) {
    const found = pois.search({ lat, lng, category, radiusKm: NEARBY_RADIUS_KM, limit: NEARBY_PER_CATEGORY });
    nearby.push(...found.results);
  }
  nearby.sort((a, b) => a.distance - b.distance);
  const kept = nearby.slice(0, NEARBY_MAX);
  for (const place of kept) attributions.add(AIRA_POI_ATTRIBUTION[place.source].text);
  return kept.map((p) => ({ name: p.name, category: p.category, distance: round(p.distance, 2) }));
}

/**
 * The Pulse local tab from bundled official data only. Municipality, canton and area come from the
 * directory; the population is GeoNames' figure (2015) of the populated place matched to the
 * nearest locality, which is a town's figure and not its municipality's (a municipality can hold
 * several localities, and a town's figure can cover more than one municipality): it is given with
 * its year and source, and no density is derived from it, since that would divide one unit's
 * people by another's area. Safety, cost of living, income and average age have no cited table
 * bundled: null.
 */
export function pulseLocal(gazetteer: Gazetteer, pois: PoiService, lat: number, lng: number): PulseLocal {
  const attributions = new Set<string>();
  const { country, near } = gazetteer.whereIs(lat, lng);
  // The position's own zone, not the server's or the browser's.
  const timezone = country === 'CH' ? 'Europe/Zurich' : country === 'LI' ? 'Europe/Vaduz' : tzlookup(lat, lng);
  const locality = near?.locality;
  const place = locality ? municipality(locality.bfs) : undefined;
  if (locality) attributions.add(GAZETTEER_CREDITS.localities);
  if (place?.area_km2 !== undefined) attributions.add(MUNICIPAL_AREA_CREDIT);
  const populated = locality ? gazetteer.population(locality) : null;
  if (populated) attributions.add(GAZETTEER_CREDITS.geonames);

  const stops = pois.search({ lat, lng, category: 'transport', radiusKm: TRANSPORT_RADIUS_KM, limit: 100 });
  const modes = new Map<string, { count: number; nearest: string }>();
  for (const stop of stops.results) {
    // A stop serving several modes (train;bus) counts once for each.
    for (const mode of stop.types.length > 0 ? stop.types : ['other']) {
      const seen = modes.get(mode);
      if (seen) seen.count += 1;
      else modes.set(mode, { count: 1, nearest: stop.name });
    }
  }
  for (const line of stops.attributions) attributions.add(line.text);

  const nearby = nearbyPois(pois, lat, lng, attributions);

  return {
    municipality: locality?.municipality ?? null,
    canton: locality && locality.canton !== '' ? locality.canton : null,
    timezone,
    population: populated
      ? {
          value: populated.population,
          year: GEONAMES_POPULATION_YEAR,
          source: `${GAZETTEER_CREDITS.geonames}: populated place ${populated.name}`,
        }
      : null,
    areaKm2: place?.area_km2 ?? null,
    densityPerKm2: null,
    transportation: [...modes].map(([type, { count, nearest }]) => ({
      type,
      stopsWithin1Km: count,
      nearestStop: nearest,
    })),
    nearbyPlaces: nearby,
    safety: null,
    costOfLiving: null,
    medianIncome: null,
    averageAge: null,
    attributions: [...attributions],
  };
}

import type { PlaceSource } from '@swiss/contract';
import { distanceKm, loadPlaces } from '@swiss/content';
import { sql, type Database } from '@swiss/db';
import { gazetteer } from '../../geo/index.js';
import { openingHoursOf } from '../../poi/index.js';
import { fold } from '../text.js';

/** One row of the pois table, as the checker reads it (its own read, not the engine's index). */
export interface TruthPoi {
  id: string;
  name: string;
  category: string;
  subcategory: string;
  lat: number;
  lng: number;
  canton: string | null;
  openingHours: string | null;
  /** The catalog place a curated POI stands for: its names in every language name the POI too. */
  placeId: string | null;
}

/** A POI kind: a category, optionally narrowed to subcategories (transport's `;`-joined modes each count). */
export interface PoiKind {
  category: string;
  subcategories?: readonly string[] | undefined;
}

/** How far "nearest" looks (AIRA's search radius). */
export const NEAREST_MAX_KM = 50;

type Row = [string, string, string, string, number, number, string | null, string | null, string | null];

/**
 * What the data holds, for computing each question's truth: every POI of the database the app
 * serves from, the catalog's places and the gazetteer. Distances by the catalog's own great-circle
 * function, not the engine's index.
 */
export class LocationTruth {
  private readonly byId: Map<string, TruthPoi>;
  /** Every folded POI and place name, for telling a real name from an invented one. */
  readonly knownNames: string[];

  private constructor(
    readonly pois: readonly TruthPoi[],
    readonly places: readonly PlaceSource[],
  ) {
    this.byId = new Map(pois.map((p) => [p.id, p]));
    this.knownNames = [
      ...pois.map((p) => fold(p.name)),
      ...places.flatMap((p) => [p.title, ...Object.values(p.names)].map(fold)),
    ];
  }

  static async load(db: Database): Promise<LocationTruth> {
    const result: unknown = await db.execute(sql`
      select coalesce(json_agg(json_build_array(id, name, category, subcategory, lat, lng, canton, opening_hours, explorer_place_id)), '[]') as rows
      from pois`);
    const [first] = (result as { rows: { rows: Row[] | string }[] }).rows;
    const rows = typeof first?.rows === 'string' ? (JSON.parse(first.rows) as Row[]) : (first?.rows ?? []);
    const pois = rows.map(([id, name, category, subcategory, lat, lng, canton, openingHours, placeId]) => ({
      id,
      name,
      category,
      subcategory,
      lat,
      lng,
      canton,
      openingHours,
      placeId: placeId ?? null,
    }));
    return new LocationTruth(pois, loadPlaces());
  }

  poi(id: string): TruthPoi | undefined {
    return this.byId.get(id);
  }

  place(id: string): PlaceSource | undefined {
    return this.places.find((p) => p.id === id);
  }

  /** The names a reply may call a POI by: its own, and for a curated one its place's in every language ("Engstligenfälle"). */
  poiNames(poi: TruthPoi): string[] {
    const place = poi.placeId ? this.place(poi.placeId) : undefined;
    return place ? [...new Set([poi.name, ...placeNames(place)])] : [poi.name];
  }

  /** The POIs of a kind around a point, nearest first, within maxKm. */
  nearest(
    at: { lat: number; lng: number },
    kind: PoiKind,
    options: { limit: number; maxKm?: number; openAt?: Date },
  ): { poi: TruthPoi; km: number }[] {
    const maxKm = options.maxKm ?? NEAREST_MAX_KM;
    const found: { poi: TruthPoi; km: number }[] = [];
    for (const poi of this.pois) {
      if (!isOfKind(poi, kind)) continue;
      const km = distanceKm(at, poi);
      if (km > maxKm) continue;
      if (options.openAt && this.openNow(poi, options.openAt) !== true) continue;
      found.push({ poi, km });
    }
    return found.sort((a, b) => a.km - b.km).slice(0, options.limit);
  }

  /** Whether the POI's opening hours say open at that moment (Europe/Zurich, the canton's holidays); null: unknown. */
  openNow(poi: TruthPoi, at: Date): boolean | null {
    return openingHoursOf(poi.openingHours, poi, at)?.open_now ?? null;
  }

  /**
   * Curated places and attraction POIs within km. Towns and villages are left out, also as attraction
   * POIs named like a town ("Winterthur", "Sion"): a reply names the town anyway, and that is no sight.
   */
  sightsWithin(at: { lat: number; lng: number }, km: number): string[][] {
    const towns = new Set(
      this.places.filter((p) => p.category_key === 'cities_villages').flatMap((p) => placeNames(p).map(fold)),
    );
    const places = this.places
      .filter((p) => p.category_key !== 'cities_villages' && distanceKm(at, p.coordinates) <= km)
      .map(placeNames);
    const attractions = this.pois
      .filter((p) => p.category === 'attractions' && !towns.has(fold(p.name)) && distanceKm(at, p) <= km)
      .map((p) => [p.name]);
    return [...places, ...attractions];
  }

  /**
   * The names of every POI and curated place within km (towns and villages left out: a reply may
   * say where it is before what it names), for finding the place a reply names first.
   */
  namesAround(at: { lat: number; lng: number }, km: number): string[] {
    const towns = new Set(this.localityNames(at).map(fold));
    const names = [
      ...this.pois.filter((p) => Math.abs(p.lat - at.lat) < km / 100 && distanceKm(at, p) <= km).map((p) => p.name),
      ...this.places
        .filter((p) => p.category_key !== 'cities_villages' && distanceKm(at, p.coordinates) <= km)
        .flatMap(placeNames),
    ];
    return names.filter((n) => !towns.has(fold(n)));
  }

  /** The names a visitor would call the town at the position: the gazetteer's, and the catalog's town there in every language. */
  localityNames(at: { lat: number; lng: number }): string[] {
    const town = gazetteer().town(at.lat, at.lng)?.locality;
    if (!town) return [];
    const names = new Set([town.name, town.municipality]);
    for (const place of this.places) {
      if (place.category_key !== 'cities_villages') continue;
      const same = placeNames(place).some((n) => fold(n) === fold(town.name) || fold(n) === fold(town.municipality));
      if (same && distanceKm(place.coordinates, town) < 5) for (const n of placeNames(place)) names.add(n);
    }
    return [...names];
  }
}

export function placeNames(place: PlaceSource): string[] {
  return [...new Set([place.title, ...Object.values(place.names)])];
}

export function isOfKind(poi: TruthPoi, kind: PoiKind): boolean {
  if (poi.category !== kind.category) return false;
  if (!kind.subcategories) return true;
  const own = poi.subcategory.split(';');
  return kind.subcategories.some((s) => own.includes(s));
}

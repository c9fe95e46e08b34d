import type { GeocodeResult } from '@swiss/contract';
import {
  GAZETTEER_CREDITS,
  inMultiPolygon,
  loadLocalities,
  loadMunicipalities,
  loadPopulatedPlaces,
  swissBoundaries,
  type Locality,
  type PopulatedPlace,
} from '@swiss/content/geo';
import tzlookup from 'tz-lookup';

/** Reverse geocoding answers only within this distance of a locality's point. */
export const REVERSE_MAX_KM = 15;
/** How much further than the nearest locality a town's own point may be and still name the place. */
const TOWN_SLACK_KM = 1.5;
/** A GeoNames place counts as the same place as a locality only this close to it. */
const POPULATION_MATCH_KM = 10;
/** A GeoNames place of a locality's own name and canton this close to its point is taken as its centre. */
const CENTRE_MATCH_KM = 10;
/** This close to a village's centre, the visitor is in that village. */
const IN_VILLAGE_KM = 1;
const MAX_RESULTS = 10;
const LANGUAGES = new Set(['de', 'fr', 'it', 'rm']);
const KM_PER_DEG = 111.32;

export const LOCALITIES_SOURCE = 'swisstopo-localities';

/** Lower case, without accents or punctuation: "Zürich" = "zurich", "St. Gallen" = "st gallen". */
export function normalizeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Equirectangular distance: accurate to well under 1 % at Swiss distances, and cheap for a scan. */
function quickKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const x = (lng2 - lng1) * Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180);
  return Math.hypot(x, lat2 - lat1) * KM_PER_DEG;
}

export interface NearestLocality {
  locality: Locality;
  km: number;
}

interface IndexedLocality {
  locality: Locality;
  name: string;
  municipality: string;
  isMain: boolean;
  /** The village's own centre (GeoNames), when known: the directory's point is the postcode area's. */
  centre?: { lat: number; lng: number };
}

/**
 * The Swiss localities, municipalities and populations held in memory: the nearest locality to a
 * point (a scan of ~5 800 points takes well under a millisecond), names found by postcode and name.
 */
export class Gazetteer {
  private readonly localities: IndexedLocality[];
  private readonly languageByBfs = new Map<number, string | null>();
  private readonly populated: { place: PopulatedPlace; names: Set<string> }[];

  constructor() {
    this.localities = loadLocalities().map((locality) => ({
      locality,
      name: normalizeName(locality.name),
      municipality: normalizeName(locality.municipality),
      isMain: locality.name === locality.municipality,
    }));
    for (const m of loadMunicipalities()) this.languageByBfs.set(m.bfs, m.lang);
    this.populated = loadPopulatedPlaces().map((place) => ({
      place,
      names: new Set([place.name, ...place.alt_names].map(normalizeName)),
    }));
    this.addCentres();
  }

  /**
   * A locality's point is the middle of its postcode area, which in a long valley lies in the
   * mountains: Sonogno's is nearer Frasco's village than Sonogno's own. A populated place of the
   * same name and canton close to that point marks where the village itself is.
   */
  private addCentres(): void {
    const byName = new Map<string, PopulatedPlace[]>();
    for (const { place } of this.populated) {
      const key = normalizeName(place.name);
      byName.set(key, [...(byName.get(key) ?? []), place]);
    }
    for (const indexed of this.localities) {
      const { locality } = indexed;
      const centre = (byName.get(indexed.name) ?? [])
        .filter((place) => place.canton === locality.canton)
        .map((place) => ({ place, km: quickKm(locality.lat, locality.lng, place.lat, place.lng) }))
        .filter(({ km }) => km <= CENTRE_MATCH_KM)
        .sort((a, b) => a.km - b.km)[0];
      if (centre) indexed.centre = { lat: centre.place.lat, lng: centre.place.lng };
    }
  }

  /** How far a point is from a locality: from its point or from its village centre, whichever is nearer. */
  private distance({ locality, centre }: IndexedLocality, lat: number, lng: number): number {
    const km = quickKm(lat, lng, locality.lat, locality.lng);
    return centre ? Math.min(km, quickKm(lat, lng, centre.lat, centre.lng)) : km;
  }

  /** Inside Switzerland's outline (generalized; Liechtenstein is not in it). */
  inSwitzerland(lat: number, lng: number): boolean {
    return inMultiPolygon(lng, lat, swissBoundaries().country);
  }

  /**
   * Whether a position is in Switzerland or Liechtenstein (the countries the directory covers) and
   * its nearest locality there. The generalized outline is off by up to a kilometre or two along the
   * Rhine, so near a locality its country decides; Liechtenstein is known by its time zone.
   */
  whereIs(lat: number, lng: number): { country: 'CH' | 'LI' | null; near: NearestLocality | null } {
    const inSwitzerland = this.inSwitzerland(lat, lng);
    if (!inSwitzerland && tzlookup(lat, lng) !== 'Europe/Vaduz') return { country: null, near: null };
    const near = this.nearest(lat, lng);
    if (near) return { country: this.country(near.locality), near };
    return { country: inSwitzerland ? 'CH' : 'LI', near: null };
  }

  /** The nearest locality within maxKm of a point (of Switzerland or Liechtenstein, which the directory covers). */
  nearest(lat: number, lng: number, maxKm = REVERSE_MAX_KM): NearestLocality | null {
    let best: NearestLocality | null = null;
    for (const indexed of this.localities) {
      const { locality, centre } = indexed;
      if (Math.abs(locality.lat - lat) * KM_PER_DEG > maxKm && (!centre || Math.abs(centre.lat - lat) * KM_PER_DEG > maxKm)) continue; // prettier-ignore
      const km = this.distance(indexed, lat, lng);
      if (km <= maxKm && (!best || km < best.km)) best = { locality, km };
    }
    return best;
  }

  /**
   * The locality a visitor would call the town they are in: a locality's point is not its centre,
   * so a suburb's can be nearer than the town's own (Lugano's centre is nearer Sorengo's point).
   * Among the localities within TOWN_SLACK_KM of the nearest one, the municipality's namesake wins,
   * the most populous first; else the nearest.
   */
  town(lat: number, lng: number, maxKm = REVERSE_MAX_KM): NearestLocality | null {
    const nearest = this.nearest(lat, lng, maxKm);
    if (!nearest) return null;
    // Within a village's own centre, that village is where the visitor is, whatever town is bigger.
    const village = this.localities.find((indexed) => indexed.locality === nearest.locality)?.centre;
    if (village && quickKm(lat, lng, village.lat, village.lng) <= IN_VILLAGE_KM) return nearest;
    let best: { near: NearestLocality; people: number } | null = null;
    for (const indexed of this.localities) {
      const { locality, isMain } = indexed;
      if (!isMain) continue;
      const km = this.distance(indexed, lat, lng);
      if (km > nearest.km + TOWN_SLACK_KM) continue;
      const people = this.population(locality)?.population ?? 0;
      if (!best || people > best.people) best = { near: { locality, km }, people };
    }
    return best?.near ?? nearest;
  }

  /**
   * The main language of a locality's municipality (de, fr, it, rm); for a bilingual one, the
   * locality's own; null when neither says one.
   */
  language(locality: Locality): string | null {
    const municipal = this.languageByBfs.get(locality.bfs);
    if (municipal && LANGUAGES.has(municipal)) return municipal;
    return locality.lang && LANGUAGES.has(locality.lang) ? locality.lang : null;
  }

  /** Country of a locality: the directory's only non-Swiss entries (no canton) are Liechtenstein's. */
  country(locality: Locality): 'CH' | 'LI' {
    return locality.canton === '' ? 'LI' : 'CH';
  }

  /**
   * The GeoNames population of the place a locality names: a populated place with the locality's
   * (else its municipality's) name, within 10 km; the nearest such. Null when there is none.
   */
  population(locality: Locality): PopulatedPlace | null {
    for (const wanted of [locality.name, locality.municipality]) {
      const name = normalizeName(wanted);
      let best: { place: PopulatedPlace; km: number } | null = null;
      for (const { place, names } of this.populated) {
        if (!names.has(name)) continue;
        const km = quickKm(locality.lat, locality.lng, place.lat, place.lng);
        if (km <= POPULATION_MATCH_KM && (!best || km < best.km)) best = { place, km };
      }
      if (best) return best.place;
    }
    return null;
  }

  /** A locality as a geocoder result. */
  toResult(locality: Locality): GeocodeResult {
    return {
      name: locality.name,
      lat: locality.lat,
      lng: locality.lng,
      postcode: locality.plz,
      municipality: locality.municipality,
      canton: locality.canton === '' ? null : locality.canton,
      country: this.country(locality),
      language: this.language(locality),
      source: LOCALITIES_SOURCE,
      attribution: GAZETTEER_CREDITS.localities,
    };
  }

  /** The town's own name for another language's name of it ("Berthoud": "Burgdorf"), or undefined. */
  standardName(name: string): string | undefined {
    const wanted = normalizeName(name);
    return this.populated.find(({ names }) => names.has(wanted))?.place.name;
  }

  /**
   * Localities an address names, best first, at most 10: a postcode (4 digits, also "CH-8001"),
   * a locality or municipality name (case and accents ignored), or both ("8001 Zürich",
   * "Bahnhofstrasse 1, 8001 Zürich"). A name equal to the locality's scores above one it starts.
   */
  search(address: string, viaOtherName = false): GeocodeResult[] {
    const postcode = /(?:^|[^\d])(\d{4})(?!\d)/.exec(address)?.[1];
    const parts = address
      .split(/[,;\n]/)
      .map((part) => normalizeName(part.replace(/\b(?:CH|FL)-(?=\d{4})/gi, '').replace(/\d+/g, ' ')))
      .map((part) => part.replace(/\b(?:schweiz|suisse|svizzera|switzerland|svizra)\b/g, '').trim())
      .filter((part) => part.length > 0);
    const scored: { entry: IndexedLocality; score: number }[] = [];
    for (const entry of this.localities) {
      let score = 0;
      if (postcode && entry.locality.plz === postcode) score += 50;
      let nameScore = 0;
      for (const part of parts) {
        if (entry.name === part) nameScore = Math.max(nameScore, 100);
        else if (entry.municipality === part) nameScore = Math.max(nameScore, 80);
        else if (part.length >= 2 && entry.name.startsWith(part)) nameScore = Math.max(nameScore, 40);
        else if (part.length >= 3 && entry.municipality.startsWith(part)) nameScore = Math.max(nameScore, 30);
      }
      // With a postcode given, a name alone matching elsewhere in the country is a weaker answer.
      if (postcode && nameScore > 0 && entry.locality.plz !== postcode) nameScore -= 30;
      score += nameScore;
      if (score <= 0) continue;
      if (entry.isMain) score += 5;
      scored.push({ entry, score });
    }
    // "Berthoud", "Schwytz", "Ginevra": another language's name of a town, as GeoNames lists it.
    if (!scored.length && !viaOtherName) {
      const other = parts
        .map((part) => this.standardName(part))
        .find((name) => name !== undefined && !parts.includes(normalizeName(name)));
      if (other) return this.search(postcode ? `${postcode} ${other}` : other, true);
    }
    scored.sort(
      (a, b) =>
        b.score - a.score ||
        a.entry.locality.plz.localeCompare(b.entry.locality.plz) ||
        a.entry.locality.name.localeCompare(b.entry.locality.name),
    );
    return scored.slice(0, MAX_RESULTS).map(({ entry }) => this.toResult(entry.locality));
  }
}

let shared: Gazetteer | undefined;

/** One gazetteer per process, built at first use (parsing the files takes a few tens of ms). */
export function gazetteer(): Gazetteer {
  shared ??= new Gazetteer();
  return shared;
}

import {
  AIRA,
  AIRA_POI_ATTRIBUTION,
  type AiraPlace,
  type Language,
  type Place,
  type PoiAttribution,
  type PoiSource,
} from '@swiss/contract';
import { openingHoursOf } from './opening-hours.js';
import type { NearbyHit, PoiRecord } from './poi-index.js';

/** What the catalog adds to a curated POI: its name in the visitor's language, own score and licensed photo (live, not copied). */
export type CuratedLookup = (explorerPlaceId: string, language: Language) => Place | undefined;

const PHOTO_WIDTH = 480;

function photosOf(place: Place | undefined): AiraPlace['photos'] {
  const photo = place?.photo;
  const file = photo?.jpeg.find((f) => f.width >= PHOTO_WIDTH) ?? photo?.jpeg.at(-1);
  if (!photo || !file) return [];
  return [
    {
      url: file.url,
      width: file.width,
      height: Math.round((file.width * photo.height) / photo.width),
      credit: photo.credit,
      licence: photo.licence,
    },
  ];
}

function vicinityOf(record: PoiRecord, place: Place | undefined): string {
  if (record.address) return record.address;
  const area = [place?.region ?? record.locality, record.canton].filter((part): part is string => Boolean(part));
  return area.length ? [...new Set(area)].join(', ') : 'Address not available';
}

/** A POI as AIRA's contract sends it (airaPlaceSchema); ratings stay null (DEVIATIONS 21). */
export function toAiraPlace(hit: NearbyHit, curated: CuratedLookup, now: Date, language: Language = 'en'): AiraPlace {
  const { record } = hit;
  const place = record.explorerPlaceId ? curated(record.explorerPlaceId, language) : undefined;
  const score = place?.sustainability.sustainability_score;
  return {
    place_id: record.id,
    name: place?.title ?? record.name,
    category: record.category,
    types: record.subcategory.split(';').filter(Boolean),
    vicinity: vicinityOf(record, place),
    lat: record.lat,
    lng: record.lng,
    distance: Math.round(hit.distanceKm * 1000) / 1000,
    rating: null,
    user_ratings_total: null,
    price_level: null,
    photos: photosOf(place),
    opening_hours: openingHoursOf(record.openingHours, record, now),
    sustainability_score:
      score === undefined
        ? { value: AIRA.defaultSustainabilityScore, is_default: true }
        : { value: score, is_default: false },
    source: record.source,
    explorer_place_id: record.explorerPlaceId,
    website: record.website ?? place?.official_url ?? null,
    wheelchair: record.wheelchair,
    canton: record.canton,
  };
}

/** One credit line per source present in the results, in a fixed order. */
export function attributionsOf(places: readonly AiraPlace[]): PoiAttribution[] {
  const present = new Set<PoiSource>(places.map((p) => p.source));
  return (Object.keys(AIRA_POI_ATTRIBUTION) as PoiSource[])
    .filter((source) => present.has(source))
    .map((source) => ({
      source,
      text: AIRA_POI_ATTRIBUTION[source].text,
      licence_url: AIRA_POI_ATTRIBUTION[source].licenceUrl,
    }));
}

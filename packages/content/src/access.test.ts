import { ACCESS_LEVELS, type NearbyPlace, type Place, type PlaceSource } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { distanceKm } from './geo/polygons.js';
import { accessSafety, buildItineraries, fillText, INSIGHT_TEXTS, needsMountainSafety } from './insights/index.js';
import { loadPlaces, PLACE_FILES } from './places.js';
import { checkPlaces, validateDataset } from './validate.js';

const places = loadPlaces();
const byId = (id: string): PlaceSource => {
  const place = places.find((p) => p.id === id);
  if (!place) throw new Error(`no place ${id}`);
  return place;
};

/** The served shape (English) of a dataset place, as the catalog builds it. */
function served(source: PlaceSource): Place {
  return {
    id: source.id,
    slug: source.id,
    title: source.names.en,
    local_title: source.title,
    summary: source.summary.en,
    short_description: source.summary.en,
    full_description: source.full_description.en,
    image_url: null,
    image_credit: null,
    facts: source.facts.en,
    category: [source.category_key],
    category_key: source.category_key,
    insights_old_vs_new: source.insights_old_vs_new.en,
    sustainability: {
      ...source.sustainability,
      sustainability_score: 50,
      public_transit_tip: source.sustainability.public_transit_tip.en,
      seasonality_note: source.sustainability.seasonality_note.en,
      low_impact_activity: source.sustainability.low_impact_activity.en,
      score_breakdown: [],
    },
    type: source.type,
    region: source.region.en,
    canton: source.canton,
    elevation: source.elevation,
    bestSeasons: source.bestSeasons,
    founded_year: source.founded_year,
    coordinates: source.coordinates,
    lat: source.coordinates.lat,
    lng: source.coordinates.lng,
    ...(source.photo_spots ? { photo_spots: source.photo_spots.en } : {}),
    ...(source.nearest_station ? { nearest_station: source.nearest_station } : {}),
    ...(source.access_level ? { access_level: source.access_level } : {}),
    ...(source.access_point ? { access_point: source.access_point } : {}),
    official_url: null,
    source_url: null,
  };
}

/** Every other place by distance, alpine ones included: the itinerary rules must leave them out. */
function neighbours(source: PlaceSource, limit = 20): NearbyPlace[] {
  return places
    .filter((p) => p.id !== source.id)
    .map((p) => ({
      id: p.id,
      title: p.names.en,
      category_key: p.category_key,
      type: p.type,
      distance_km: Math.round(distanceKm(source.coordinates, p.coordinates) * 10) / 10,
      lat: p.coordinates.lat,
      lng: p.coordinates.lng,
      ...(p.access_level ? { access_level: p.access_level } : {}),
    }))
    .sort((a, b) => a.distance_km - b.distance_km)
    .slice(0, limit);
}

const say = (key: Parameters<Parameters<typeof buildItineraries>[2]>[0], values?: Record<string, string | number>) =>
  fillText(INSIGHT_TEXTS.en.itinerary[key], values);
const activities = (id: string) =>
  buildItineraries(served(byId(id)), neighbours(byId(id)), say).flatMap((itinerary) => itinerary.activities);

describe('access levels in the dataset (issue 17, safe by design)', () => {
  it('gives every place a level and a note', () => {
    for (const place of places) {
      expect(ACCESS_LEVELS, place.id).toContain(place.access_level);
      expect(place.access_note?.length, place.id).toBeGreaterThan(10);
    }
  });

  it('marks the summits reached only by mountaineering alpine, and the railway summits not', () => {
    for (const id of ['matterhorn', 'moench', 'jungfrau', 'eiger', 'dent-blanche', 'dufourspitze', 'weisshorn'])
      expect(byId(id).access_level, id).toBe('alpine');
    for (const id of ['jungfraujoch', 'gornergrat', 'titlis', 'pilatus', 'klein-matterhorn', 'schilthorn'])
      expect(['walk', 'easy_hike'], id).toContain(byId(id).access_level);
    // Only mountains and glaciers can be alpine.
    for (const place of places.filter((p) => p.access_level === 'alpine'))
      expect(place.category_key, place.id).toBe('mountains_glaciers');
  });

  it('matches access points to the DiDok stop of the nearest station (Matterhorn: Zermatt)', () => {
    expect(byId('matterhorn').access_point).toEqual({
      name: 'Zermatt',
      lat: 46.024,
      lng: 7.747838,
      ref: 'didok:8501689',
    });
    expect(byId('jungfrau').access_point?.name).toBe('Jungfraujoch');
    for (const place of places.filter((p) => p.access_point)) {
      // A stop of the place's own station, within reach of the place.
      expect(place.nearest_station, place.id).toBeDefined();
      expect(distanceKm(place.coordinates, place.access_point ?? place.coordinates), place.id).toBeLessThan(40);
    }
    // Every alpine place has somewhere to go instead of the summit.
    for (const place of places.filter((p) => p.access_level === 'alpine'))
      expect(place.access_point, place.id).toBeDefined();
  });

  it('refuses a dataset place without a level or a note, and a note without a level anywhere', () => {
    const copy = structuredClone(Object.values(PLACE_FILES).flatMap((f) => f.records as PlaceSource[]));
    const matterhorn = copy.find((p) => p.id === 'matterhorn');
    if (!matterhorn) throw new Error('fixture');
    delete matterhorn.access_level;
    expect(validateDataset(copy)).toEqual([
      'matterhorn: access_level is required in the dataset',
      'matterhorn: access_note or access_point given without an access_level',
    ]);
    const place = structuredClone(byId('bern'));
    delete place.access_level;
    expect(checkPlaces([place], []).map((p) => p.field)).toEqual(['access_level']);
  });
});

describe('itineraries never send a visitor to an alpine place', () => {
  it('Jungfraujoch: no Mönch, no Jungfrau summit, no Eiger summit', () => {
    const lines = activities('jungfraujoch');
    const text = lines.join('\n');
    expect(text).not.toMatch(/Mönch|Continue to Jungfrau \(|Continue to Eiger \(/);
    for (const place of places.filter((p) => p.access_level === 'alpine'))
      expect(text).not.toContain(`Continue to ${place.names.en} (`);
    expect(lines).toContain('Arrive at Jungfraujoch by public transport.');
  });

  it('Matterhorn: arrives at Zermatt, names no summit to go to (no Dent Blanche)', () => {
    const lines = activities('matterhorn');
    expect(lines.join('\n')).not.toContain('Dent Blanche');
    expect(lines).toContain('Arrive at Zermatt by public transport.');
    expect(lines).not.toContain('Arrive at Matterhorn by public transport.');
    expect(lines).not.toContain('Explore Matterhorn at your own pace.');
    expect(lines).toContain(INSIGHT_TEXTS.en.itinerary.viewOnly);
  });

  it('keeps the neighbours a visitor can go to', () => {
    // Zermatt's closest neighbours include the Gornergrat (walk) but not the Matterhorn (alpine).
    const lines = activities('zermatt');
    expect(lines.join('\n')).not.toContain('Continue to Matterhorn (');
    expect(lines.some((line) => line.startsWith('Continue to '))).toBe(true);
  });
});

describe('access safety advice', () => {
  it('says the level first and links the mountain sources for mountain hikes, alpine and winter mountains', () => {
    expect(accessSafety(served(byId('bern')), 'en')).toEqual(['Access: an easy visit, no hiking needed.']);
    const alpine = accessSafety(served(byId('matterhorn')), 'de');
    expect(alpine[0]).toMatch(/^Zugang: alpines Gelände/);
    expect(alpine[1]).toContain('1414');
    expect(needsMountainSafety(served(byId('five-lakes-walk-zermatt')))).toBe(true);
    expect(needsMountainSafety(served(byId('jungfraujoch')))).toBe(byId('jungfraujoch').bestSeasons.includes('winter'));
    expect(needsMountainSafety(served(byId('rheinfall')))).toBe(false);
    expect(accessSafety({ ...served(byId('bern')), access_level: undefined }, 'en')).toEqual([]);
  });
});

import type { Place } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { directionsTarget, nearestMainStation, routeUrl, searchUrl, timetableUrl } from './links';

const ZERMATT = { name: 'Zermatt', lat: 46.024, lng: 7.747838, ref: 'didok:8501689' };

/** A served place with only what the link builders read filled in meaningfully. */
function place(overrides: Partial<Place>): Place {
  return {
    id: 'x',
    slug: 'x',
    title: 'X',
    local_title: 'X',
    summary: '',
    short_description: '',
    full_description: '',
    image_url: null,
    image_credit: null,
    facts: [],
    category: ['mountains_glaciers'],
    category_key: 'mountains_glaciers',
    insights_old_vs_new: '',
    sustainability: {
      unesco_site: false,
      protected_area: false,
      sustainability_score: 0,
      transit_access: 'rail',
      seasonality_pressure: 'low',
      public_transit_tip: '',
      seasonality_note: '',
      low_impact_activity: '',
      score_breakdown: [],
    },
    type: 'peak',
    region: '',
    canton: 'VS',
    elevation: null,
    bestSeasons: ['summer'],
    founded_year: null,
    coordinates: { lat: 46, lng: 7 },
    lat: 46,
    lng: 7,
    official_url: null,
    source_url: null,
    ...overrides,
  };
}

const matterhorn = place({
  id: 'matterhorn',
  title: 'Matterhorn',
  local_title: 'Matterhorn',
  coordinates: { lat: 45.978, lng: 7.657 },
  lat: 45.978,
  lng: 7.657,
  access_level: 'alpine',
  access_point: ZERMATT,
  nearest_station: 'Zermatt',
  final_transport: 'Gornergrat railway or cable cars to Schwarzsee',
});

describe('directions to where a visitor can go', () => {
  it('lead to the Matterhorn access point, Zermatt station, never the summit', () => {
    expect(directionsTarget(matterhorn)).toEqual({ name: 'Zermatt', lat: 46.024, lng: 7.747838, accessPoint: true });
    const walk = new URL(routeUrl(directionsTarget(matterhorn) ?? matterhorn, 'foot'));
    expect(walk.origin + walk.pathname).toBe('https://www.openstreetmap.org/directions');
    expect(walk.searchParams.get('engine')).toBe('fossgis_osrm_foot');
    expect(walk.searchParams.get('route')).toBe(';46.024,7.747838');
    const drive = new URL(routeUrl(directionsTarget(matterhorn) ?? matterhorn, 'car', { lat: 47.3779, lng: 8.5403 }));
    expect(drive.searchParams.get('engine')).toBe('fossgis_osrm_car');
    expect(drive.searchParams.get('route')).toBe('47.3779,8.5403;46.024,7.747838');
    expect(drive.toString()).not.toContain('45.978');
  });

  it('give the SBB timetable to the access point station, from a chosen start or none', () => {
    const chosen = new URL(timetableUrl(matterhorn, 'de', 'Zürich HB') ?? '');
    expect(chosen.origin + chosen.pathname).toBe('https://www.sbb.ch/de/timetable.html');
    expect(chosen.searchParams.get('von')).toBe('Zürich HB');
    expect(chosen.searchParams.get('nach')).toBe('Zermatt');
    expect(new URL(timetableUrl(matterhorn, 'en') ?? '').searchParams.get('von')).toBe('');
    // Without an access point, the place's nearest station; without any station, no link.
    expect(timetableUrl(place({ nearest_station: 'Fiesch' }), 'fr')).toBe(
      'https://www.sbb.ch/fr/timetable.html?von=&nach=Fiesch',
    );
    expect(timetableUrl(place({}), 'en')).toBeNull();
  });

  it('fall back to the place itself only when it is not alpine', () => {
    const lake = place({ local_title: 'Lac Léman', lat: 46.45, lng: 6.55, access_level: 'walk' });
    expect(directionsTarget(lake)).toEqual({ name: 'Lac Léman', lat: 46.45, lng: 6.55, accessPoint: false });
    expect(directionsTarget(place({ access_level: 'alpine', nearest_station: 'Randa' }))).toBeNull();
    expect(searchUrl(lake)).toBe('https://www.openstreetmap.org/search?query=Lac%20L%C3%A9man#map=14/46.45/6.55');
  });

  it('start the timetable at the main station nearest to the visitor', () => {
    expect(nearestMainStation({ lat: 47.37, lng: 8.54 })).toBe('Zürich HB');
    expect(nearestMainStation({ lat: 46.02, lng: 7.75 })).toBe('Zermatt');
    expect(nearestMainStation({ lat: 46.2, lng: 6.15 })).toBe('Genève');
  });
});

import type { NearbyPlace, Place } from '@swiss/contract';

export interface Itinerary {
  name: string;
  activities: string[];
}

export type ItineraryKey =
  'loop' | 'family' | 'budget' | 'arrive' | 'explore' | 'viewOnly' | 'visit' | 'photo' | 'budgetTransit';
/** Looks up a text by key and fills in {{name}}, {{km}}, {{spot}} (i18next's t, or a fixed table). */
export type ItineraryText = (key: ItineraryKey, values?: Record<string, string | number>) => string;

/** Whether a visitor may be sent there: never to an alpine summit or glacier (guide needed). */
export const isSuggestible = (place: Pick<Place | NearbyPlace, 'access_level'>): boolean =>
  place.access_level !== 'alpine';

/**
 * The three mini itineraries, composed only from the place's own data and its real neighbours
 * (never invented): a 3-hour loop, a family-friendly outing and a budget day. They never send a
 * visitor to an alpine place: such neighbours are left out, and for an alpine place itself the
 * visitor arrives at its access point (the station in the data) and enjoys the mountain from there.
 */
export function buildItineraries(place: Place, nearby: NearbyPlace[], say: ItineraryText): Itinerary[] {
  const reachable = nearby.filter(isSuggestible);
  const close = reachable.filter((n) => n.distance_km <= 5);
  const day = reachable.filter((n) => n.distance_km <= 20);
  const visit = (n: NearbyPlace) => say('visit', { name: n.title, km: n.distance_km });
  const alpine = !isSuggestible(place);
  const arrival = alpine ? (place.access_point?.name ?? place.nearest_station) : place.title;
  const arrive = arrival ? [say('arrive', { name: arrival })] : [];
  const explore = alpine ? say('viewOnly') : say('explore', { name: place.title });
  return [
    {
      name: say('loop'),
      activities: [...arrive, place.sustainability.low_impact_activity, ...close.slice(0, 1).map(visit)],
    },
    {
      name: say('family'),
      activities: [
        place.sustainability.public_transit_tip,
        explore,
        ...(place.photo_spots?.slice(0, 1).map((spot) => say('photo', { spot })) ?? []),
      ],
    },
    {
      name: say('budget'),
      activities: [say('budgetTransit'), explore, ...day.slice(0, 2).map(visit)],
    },
  ];
}

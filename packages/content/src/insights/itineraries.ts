import type { NearbyPlace, Place } from '@swiss/contract';

export interface Itinerary {
  name: string;
  activities: string[];
}

export type ItineraryKey = 'loop' | 'family' | 'budget' | 'arrive' | 'explore' | 'visit' | 'photo' | 'budgetTransit';
/** Looks up a text by key and fills in {{name}}, {{km}}, {{spot}} (i18next's t, or a fixed table). */
export type ItineraryText = (key: ItineraryKey, values?: Record<string, string | number>) => string;

/**
 * The three mini itineraries, composed only from the place's own data and its real neighbours
 * (never invented): a 3-hour loop, a family-friendly outing and a budget day.
 */
export function buildItineraries(place: Place, nearby: NearbyPlace[], say: ItineraryText): Itinerary[] {
  const close = nearby.filter((n) => n.distance_km <= 5);
  const day = nearby.filter((n) => n.distance_km <= 20);
  const visit = (n: NearbyPlace) => say('visit', { name: n.title, km: n.distance_km });
  return [
    {
      name: say('loop'),
      activities: [
        say('arrive', { name: place.title }),
        place.sustainability.low_impact_activity,
        ...close.slice(0, 1).map(visit),
      ],
    },
    {
      name: say('family'),
      activities: [
        place.sustainability.public_transit_tip,
        say('explore', { name: place.title }),
        ...(place.photo_spots?.slice(0, 1).map((spot) => say('photo', { spot })) ?? []),
      ],
    },
    {
      name: say('budget'),
      activities: [say('budgetTransit'), say('explore', { name: place.title }), ...day.slice(0, 2).map(visit)],
    },
  ];
}

import type { NearbyPlace, Place } from '@swiss/contract';
import type { TFunction } from 'i18next';

export interface Itinerary {
  name: string;
  activities: string[];
}

/**
 * The three mini itineraries, composed only from the place's own data and its real neighbours
 * (never invented): a 3-hour loop, a family-friendly outing and a budget day.
 */
export function buildItineraries(place: Place, nearby: NearbyPlace[], t: TFunction): Itinerary[] {
  const close = nearby.filter((n) => n.distance_km <= 5);
  const day = nearby.filter((n) => n.distance_km <= 20);
  const visit = (n: NearbyPlace) => t('place.itinerary.visit', { name: n.title, km: n.distance_km });
  return [
    {
      name: t('place.itinerary.loop'),
      activities: [
        t('place.itinerary.arrive', { name: place.title }),
        place.sustainability.low_impact_activity,
        ...close.slice(0, 1).map(visit),
      ],
    },
    {
      name: t('place.itinerary.family'),
      activities: [
        place.sustainability.public_transit_tip,
        t('place.itinerary.explore', { name: place.title }),
        ...(place.photo_spots?.slice(0, 1).map((spot) => t('place.itinerary.photo', { spot })) ?? []),
      ],
    },
    {
      name: t('place.itinerary.budget'),
      activities: [
        t('place.itinerary.budgetTransit'),
        t('place.itinerary.explore', { name: place.title }),
        ...day.slice(0, 2).map(visit),
      ],
    },
  ];
}

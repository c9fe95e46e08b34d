import type { AiraPlace } from '@swiss/contract';
import type { ChatSubject } from '../../../lib/chat/use-chat';

/**
 * What the server answers a question about a place from (the question goes as typed): our place
 * itself when it is in our catalog, else the place's position (the server answers from what we know
 * there and cites it).
 */
export function placeSubject(place: Pick<AiraPlace, 'explorer_place_id' | 'lat' | 'lng'>): ChatSubject {
  if (place.explorer_place_id) return { location_id: place.explorer_place_id };
  return { location: { lat: place.lat, lng: place.lng } };
}

/** Session ids allow letters, digits and _ : . - only. */
export const sessionPart = (id: string): string => id.replace(/[^A-Za-z0-9_:.-]/g, '_').slice(0, 100);

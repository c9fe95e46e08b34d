import type { AiLocation } from '@swiss/contract';
import type { AiraPosition } from '../position/detect-position';

/**
 * The visitor's position as AIRA's chats send it (spec §7: lat, lng, city, address): the city is the
 * reverse geocoder's place name (else the name the detection gave); the address only when the visitor
 * entered one.
 */
export function airaLocation(position: AiraPosition, placeName: string | null): AiLocation {
  const entered = position.source === 'address' ? position.name : null;
  const city = placeName ?? (entered ? null : position.name);
  return {
    lat: position.lat,
    lng: position.lng,
    ...(city ? { city: city.slice(0, 200) } : {}),
    ...(entered ? { address: entered.slice(0, 300) } : {}),
  };
}

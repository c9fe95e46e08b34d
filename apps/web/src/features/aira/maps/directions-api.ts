import { directionsResponseSchema, type Directions } from '@swiss/contract';
import { getJson } from '../../../lib/api-client';

export interface DirectionsEnds {
  from: { lat: number; lng: number };
  to: { lat: number; lng: number; name?: string };
}

/** GET /api/transport/directions: connections, or the nearest stops and links when there are none. */
export async function loadDirections({ from, to }: DirectionsEnds, signal?: AbortSignal): Promise<Directions> {
  const query = new URLSearchParams({
    from_lat: String(from.lat),
    from_lng: String(from.lng),
    to_lat: String(to.lat),
    to_lng: String(to.lng),
  });
  if (to.name) query.set('to_name', to.name.slice(0, 200));
  const answer = await getJson(`/api/transport/directions?${query}`, directionsResponseSchema, {
    signal,
    timeoutMs: 15000,
  });
  return answer.data;
}

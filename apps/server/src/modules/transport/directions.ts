import {
  AIRA_POI_ATTRIBUTION,
  MAPS,
  POI_SOURCES,
  sbbTimetableUrl,
  type AiraPlace,
  type Directions,
  type DirectionsQuery,
  type TransportStop,
} from '@swiss/contract';
import { bearingDeg, distanceM, type LatLng } from '../../platform/geodesy.js';
import { ProviderError } from '../../platform/providers/errors.js';
import type { OpendataTransport, StopRef } from './providers/opendata.js';

/** How far a stop may be from an end of the trip to count as its stop (a walk of about 25 minutes). */
export const STOP_RADIUS_KM = 2;

/** The nearest public-transport stops around a point, nearest first (the POI store's 'transport'). */
export type NearestStops = (at: LatLng, limit: number, radiusKm: number) => AiraPlace[];

/** A DiDok stop's number ("didok:8503000" -> "8503000"): what transport.opendata.ch takes as a station id. */
function didokNumber(place: AiraPlace): string | null {
  if (place.source !== 'didok') return null;
  const match = /^didok:(\d+)$/.exec(place.place_id);
  return match?.[1] ?? null;
}

function toStop(place: AiraPlace, from: LatLng): TransportStop {
  return {
    id: didokNumber(place),
    name: place.name,
    lat: place.lat,
    lng: place.lng,
    distance_m: Math.round(distanceM(from, place)),
    bearing_deg: bearingDeg(from, place),
  };
}

/** What a failed provider call means to the visitor: no connection, too many calls, or the provider's fault. */
function unavailableReason(error: unknown): 'needs_connection' | 'rate_limited' | 'provider_error' | 'not_configured' {
  if (!(error instanceof ProviderError)) return 'provider_error';
  if (error.kind === 'not_configured') return 'not_configured';
  if (error.kind === 'rate_limited') return 'rate_limited';
  if (error.kind === 'timeout' || (error.kind === 'http' && error.status === null)) return 'needs_connection';
  return 'provider_error';
}

/**
 * An OpenStreetMap directions page from start to destination: open data, no key, works in any
 * browser; the visitor picks walking, cycling or driving there (public transport is SBB's link).
 */
export function osmDirectionsUrl(from: LatLng, to: LatLng): string {
  const point = (p: LatLng) => `${p.lat.toFixed(5)},${p.lng.toFixed(5)}`;
  return `https://www.openstreetmap.org/directions?route=${encodeURIComponent(`${point(from)};${point(to)}`)}`;
}

export interface DirectionsDeps {
  nearestStops: NearestStops;
  /** undefined: TRANSPORT_PROVIDER is off. */
  transport: OpendataTransport | undefined;
}

/**
 * Directions from a start to a destination: what is always known (straight-line distance and
 * bearing, the nearest stops from our own store, links that work without us) and, when the provider
 * answers, the next connections between the nearest stops. Never throws for a provider's failure.
 */
export async function directions(deps: DirectionsDeps, query: DirectionsQuery): Promise<Directions> {
  const from = { lat: query.from_lat, lng: query.from_lng };
  const to = { lat: query.to_lat, lng: query.to_lng };
  const fromPlaces = deps.nearestStops(from, MAPS.nearestStops, STOP_RADIUS_KM);
  const toPlaces = deps.nearestStops(to, MAPS.nearestStops, STOP_RADIUS_KM);
  const fromStops = fromPlaces.map((p) => toStop(p, from));
  const toStops = toPlaces.map((p) => toStop(p, to));

  const [firstFrom] = fromStops;
  const [firstTo] = toStops;
  let connections: Directions['connections'];
  if (!deps.transport) connections = { status: 'unavailable', reason: 'not_configured' };
  else if (!firstFrom || !firstTo) connections = { status: 'unavailable', reason: 'no_stops' };
  else {
    try {
      const ref = (stop: TransportStop): StopRef => ({ id: stop.id, name: stop.name });
      const { items, provenance } = await deps.transport.connections(ref(firstFrom), ref(firstTo));
      connections = { status: 'ok', items, provenance };
    } catch (error) {
      connections = { status: 'unavailable', reason: unavailableReason(error) };
    }
  }

  // SBB's page finds a stop by name: the destination's nearest stop, else the name the visitor gave.
  const destination = firstTo?.name ?? query.to_name ?? '';
  const present = new Set([...fromPlaces, ...toPlaces].map((p) => p.source));
  return {
    distance_m: Math.round(distanceM(from, to)),
    bearing_deg: bearingDeg(from, to),
    from_stops: fromStops,
    to_stops: toStops,
    connections,
    links: {
      sbb: sbbTimetableUrl(firstFrom?.name ?? '', destination, query.lang ?? 'en'),
      maps: osmDirectionsUrl(from, to),
    },
    stops_attribution: POI_SOURCES.filter((source) => present.has(source))
      .map((source) => AIRA_POI_ATTRIBUTION[source].text)
      .join('; '),
  };
}

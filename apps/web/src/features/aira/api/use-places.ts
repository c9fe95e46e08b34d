import type { AiraCategoryId, AiraPlacesResponse } from '@swiss/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadPlaces, searchPlaces } from './aira-api';

/** What the list shows: a category's places or a keyword search's. */
export type PlacesRequest = { kind: 'category'; category: AiraCategoryId } | { kind: 'search'; keyword: string };

export type PlacesState =
  | { status: 'loading'; request: PlacesRequest }
  | { status: 'ready'; request: PlacesRequest; response: AiraPlacesResponse }
  | { status: 'error'; request: PlacesRequest; error: unknown };

interface Point {
  lat: number;
  lng: number;
}

const INITIAL: PlacesRequest = { kind: 'category', category: 'all' };

/**
 * The places around a position (spec §4 Places search): one request at a time, a search in progress
 * blocks a new one (`run` answers false then), and a new position reloads the current request.
 */
export function usePlaces(position: Point | null) {
  const [state, setState] = useState<PlacesState>({ status: 'loading', request: INITIAL });
  const busy = useRef(false);
  const current = useRef<PlacesRequest>(INITIAL);
  const controller = useRef<AbortController | null>(null);

  const fetchFor = useCallback(async (request: PlacesRequest, at: Point) => {
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    busy.current = true;
    current.current = request;
    setState({ status: 'loading', request });
    try {
      const response =
        request.kind === 'search'
          ? await searchPlaces(at.lat, at.lng, request.keyword, mine.signal)
          : await loadPlaces(at.lat, at.lng, request.category, mine.signal);
      if (!mine.signal.aborted) setState({ status: 'ready', request, response });
    } catch (error) {
      if (!mine.signal.aborted) setState({ status: 'error', request, error });
    } finally {
      if (controller.current === mine) busy.current = false;
    }
  }, []);

  const lat = position?.lat;
  const lng = position?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    void fetchFor(current.current, { lat, lng });
  }, [fetchFor, lat, lng]);

  useEffect(() => () => controller.current?.abort(), []);

  /** Starts a request unless one is running; a retry (force) replaces a running one. */
  const run = useCallback(
    (request: PlacesRequest, options: { force?: boolean; at?: Point } = {}): boolean => {
      const at = options.at ?? (lat !== undefined && lng !== undefined ? { lat, lng } : undefined);
      if (busy.current && !options.force) return false;
      if (!at) {
        current.current = request;
        return true;
      }
      void fetchFor(request, at);
      return true;
    },
    [fetchFor, lat, lng],
  );

  /** The next fetch (on a new position) asks for this request; used before moving to an address. */
  const prepare = useCallback((request: PlacesRequest) => {
    current.current = request;
  }, []);

  return { state, run, prepare, busy: () => busy.current };
}

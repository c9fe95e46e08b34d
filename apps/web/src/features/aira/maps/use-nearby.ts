import type { AiraCategoryId, AiraPlacesResponse } from '@swiss/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadPlaces } from '../api/aira-api';

export type NearbyState =
  | { status: 'idle' }
  | { status: 'loading'; category: AiraCategoryId }
  | { status: 'ready'; category: AiraCategoryId; response: AiraPlacesResponse }
  | { status: 'error'; category: AiraCategoryId; error: unknown };

export type PlacesLoader = typeof loadPlaces;

/** The nearby endpoint (/api/enhanced-places) for one category around a point, loaded on demand. */
export function useNearby(at: { lat: number; lng: number }, load: PlacesLoader = loadPlaces) {
  const [state, setState] = useState<NearbyState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const { lat, lng } = at;
  const run = useCallback(
    async (category: AiraCategoryId) => {
      controller.current?.abort();
      const mine = new AbortController();
      controller.current = mine;
      setState({ status: 'loading', category });
      try {
        const response = await load(lat, lng, category, mine.signal);
        if (!mine.signal.aborted) setState({ status: 'ready', category, response });
      } catch (error) {
        if (!mine.signal.aborted) setState({ status: 'error', category, error });
      }
    },
    [lat, lng, load],
  );
  return { state, run };
}

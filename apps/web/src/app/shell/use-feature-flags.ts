import { FEATURE_FLAGS, featureFlagsResponseSchema } from '@swiss/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client';

const featureFlagsQuery = {
  queryKey: ['feature-flags'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    getJson('/api/feature-flags', featureFlagsResponseSchema, { signal, timeoutMs: 5000 }),
  retry: false,
  staleTime: Infinity,
} as const;

/**
 * Asked for before the first render (index.html preloads the same URL), so the app's first render is
 * already the right explorer: no loader between the server's first screen and the app.
 */
export function prefetchFeatureFlags(client: QueryClient): Promise<void> {
  return client.prefetchQuery(featureFlagsQuery);
}

/** Flags loaded at start; when the call fails the v2 explorer stays on (spec). */
export function useFeatureFlags() {
  const query = useQuery(featureFlagsQuery);
  const flags = query.data?.flags ?? {};
  return {
    isLoading: query.isPending,
    explorerV2: flags[FEATURE_FLAGS.explorerV2] ?? true,
  };
}

import { FEATURE_FLAGS, featureFlagsResponseSchema } from '@swiss/contract';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client';

/** Flags loaded at start; when the call fails the v2 explorer stays on (spec). */
export function useFeatureFlags() {
  const query = useQuery({
    queryKey: ['feature-flags'],
    queryFn: ({ signal }) => getJson('/api/feature-flags', featureFlagsResponseSchema, { signal, timeoutMs: 5000 }),
    retry: false,
    staleTime: Infinity,
  });
  const flags = query.data?.flags ?? {};
  return {
    isLoading: query.isPending,
    explorerV2: flags[FEATURE_FLAGS.explorerV2] ?? true,
  };
}

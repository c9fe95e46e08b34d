import { statsResponseSchema } from '@swiss/contract';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

export function useStats() {
  return useQuery({
    queryKey: ['v2-stats'],
    queryFn: ({ signal }) => getJson('/api/swiss/v2/stats', statsResponseSchema, { signal }),
    select: (data) => data.stats,
  });
}

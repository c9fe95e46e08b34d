import { clientConfigResponseSchema, type ClientConfigResponse, type MapTiles } from '@swiss/contract';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../api-client';

/** The deployment's settings for the maps (GET /api/config), read once per session. */
export function useClientConfig(): ClientConfigResponse | undefined {
  const query = useQuery({
    queryKey: ['client-config'],
    queryFn: ({ signal }) => getJson('/api/config', clientConfigResponseSchema, { signal, timeoutMs: 5000 }),
    staleTime: Infinity,
    retry: false,
  });
  return query.data;
}

/** The deployment's tile server, or null: none configured, or the setting could not be read. */
export function useMapTiles(): MapTiles | null {
  return useClientConfig()?.map_tiles ?? null;
}

/** The address of one tile of a `{z}/{x}/{y}` template. */
export function tileUrl(template: string, z: number, x: number, y: number): string {
  return template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
}

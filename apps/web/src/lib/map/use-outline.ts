import { cantonBordersSchema, switzerlandOutlineSchema } from '@swiss/contract';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../api-client';

/** The offline basemap, a static file of the build (cached by the browser and the service worker). */
export function useSwitzerlandOutline() {
  return useQuery({
    queryKey: ['switzerland-outline'],
    queryFn: ({ signal }) => getJson('/data/switzerland.json', switzerlandOutlineSchema, { signal }),
    staleTime: Infinity,
  });
}

/** The canton borders for the interactive map, another static file of the build. */
export function useCantonBorders() {
  return useQuery({
    queryKey: ['canton-borders'],
    queryFn: ({ signal }) => getJson('/data/cantons.json', cantonBordersSchema, { signal }),
    staleTime: Infinity,
    retry: false,
  });
}

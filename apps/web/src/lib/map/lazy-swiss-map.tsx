import { lazy, Suspense } from 'react';
import { MapPlaceholder } from './map-placeholder';
import type { SwissMapProps } from './swiss-map';

const SwissMap = lazy(async () => ({ default: (await import('./swiss-map')).SwissMap }));

/** The map loads after the first screen, so it never delays the page it is on. */
export function LazySwissMap(props: SwissMapProps) {
  return (
    <Suspense fallback={<MapPlaceholder fit={props.fit} />}>
      <SwissMap {...props} />
    </Suspense>
  );
}

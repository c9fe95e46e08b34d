import type { Place } from '@swiss/contract';
import { lazy, Suspense } from 'react';

const SwissMap = lazy(async () => ({ default: (await import('./swiss-map')).SwissMap }));

/** The map loads after the first screen, so it never delays the home page. */
export function LazySwissMap({ places }: { places: Place[] }) {
  return (
    <Suspense fallback={<div className="swiss-map swiss-map--loading" aria-hidden="true" />}>
      <SwissMap places={places} />
    </Suspense>
  );
}

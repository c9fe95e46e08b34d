import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPlaceholder } from './map-placeholder';
import type { SwissMapProps } from './swiss-map';

/** What shows when the map's code cannot be loaded (offline before it ever loaded): one panel says so. */
function MapUnavailable({ fit }: Pick<SwissMapProps, 'fit'>) {
  const { t } = useTranslation();
  return (
    <div className="swiss-map__unavailable">
      <MapPlaceholder fit={fit} />
      <p className="muted" role="status">
        {t('map.unavailable')}
      </p>
    </div>
  );
}

// A failed import must not take the page down with it (the route's error view would replace it):
// it resolves to the notice instead (until the app is reloaded).
const SwissMap = lazy(async () => {
  try {
    return { default: (await import('./swiss-map')).SwissMap };
  } catch {
    return { default: MapUnavailable };
  }
});

/** The map loads after the first screen, so it never delays the page it is on. */
export function LazySwissMap(props: SwissMapProps) {
  return (
    <Suspense fallback={<MapPlaceholder fit={props.fit} />}>
      <SwissMap {...props} />
    </Suspense>
  );
}

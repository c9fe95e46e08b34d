import type { Place } from '@swiss/contract';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { tileUrl, useMapTiles } from '../api/use-map-tiles';
import { useSwitzerlandOutline } from '../api/use-outline';

/** Web Mercator at zoom 7, where Switzerland is about 420 x 300 px: standard tiles line up exactly. */
const ZOOM = 7;
const WORLD = 256 * 2 ** ZOOM;
const project = (lng: number, lat: number): [number, number] => {
  const rad = (lat * Math.PI) / 180;
  return [((lng + 180) / 360) * WORLD, ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * WORLD];
};
const [LEFT, TOP] = project(5.85, 47.9);
const [RIGHT, BOTTOM] = project(10.6, 45.75);
const TILES = (() => {
  const tiles: { x: number; y: number }[] = [];
  for (let x = Math.floor(LEFT / 256); x <= Math.floor(RIGHT / 256); x += 1)
    for (let y = Math.floor(TOP / 256); y <= Math.floor(BOTTOM / 256); y += 1) tiles.push({ x, y });
  return tiles;
})();

const path = (rings: [number, number][][]) =>
  rings
    .map(
      (ring) =>
        `M${ring
          .map(([lng, lat]) =>
            project(lng, lat)
              .map((v) => v.toFixed(1))
              .join(' '),
          )
          .join('L')}Z`,
    )
    .join('');

const subscribeOnline = (notify: () => void) => {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
};

/**
 * Switzerland with the places of the current view. The outline comes with the app, so the map works
 * offline; the deployment's map tiles (MAP_TILES_URL on the server, e.g. OpenStreetMap) are drawn
 * underneath when one is configured, the device is online and they load.
 */
export function SwissMap({ places }: { places: Place[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const outline = useSwitzerlandOutline();
  const tiles = useMapTiles();
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const [failedTiles, setFailedTiles] = useState(0);
  const showTiles = tiles !== null && online && failedTiles === 0;

  if (outline.isError) return <p className="muted">{t('map.unavailable')}</p>;
  if (!outline.data) return <div className="swiss-map swiss-map--loading" aria-hidden="true" />;

  return (
    <figure className="swiss-map" data-testid="swiss-map">
      <svg
        viewBox={`${LEFT.toFixed(0)} ${TOP.toFixed(0)} ${(RIGHT - LEFT).toFixed(0)} ${(BOTTOM - TOP).toFixed(0)}`}
        role="img"
        aria-label={t('map.label', { count: places.length })}
      >
        {showTiles &&
          TILES.map(({ x, y }) => (
            <image
              key={`${x}-${y}`}
              href={tileUrl(tiles.url, ZOOM, x, y)}
              x={x * 256}
              y={y * 256}
              width={256}
              height={256}
              onError={() => setFailedTiles((n) => n + 1)}
              data-testid="map-tile"
            />
          ))}
        <path
          d={path(outline.data.country)}
          fillRule="evenodd"
          className={showTiles ? 'swiss-map__country swiss-map__country--over-tiles' : 'swiss-map__country'}
        />
        {!showTiles && <path d={path(outline.data.lakes)} className="swiss-map__lakes" />}
        <g aria-hidden="true">
          {places.map((place) => {
            const [x, y] = project(place.lng, place.lat);
            return (
              <circle
                key={place.id}
                cx={x}
                cy={y}
                r={4.5}
                className="swiss-map__point"
                data-testid="map-point"
                onClick={() => void navigate(`/place/${place.id}`)}
              >
                <title>{place.title}</title>
              </circle>
            );
          })}
        </g>
      </svg>
      <figcaption className="swiss-map__credit">
        {outline.data.attribution}
        {showTiles && (
          <>
            {' · '}
            {tiles.attribution_url ? (
              <a href={tiles.attribution_url} target="_blank" rel="noopener noreferrer">
                {tiles.attribution}
              </a>
            ) : (
              tiles.attribution
            )}
          </>
        )}
      </figcaption>
    </figure>
  );
}

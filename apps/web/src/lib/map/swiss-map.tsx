import { useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LinkedSelection } from './linked-selection';
import { MapPlaceholder } from './map-placeholder';
import { COUNTRY, fitView, project, tileZoomFor, tilesFor, type MapPoint, type View } from './projection';
import { tileUrl, useMapTiles } from './use-map-tiles';
import { useSwitzerlandOutline } from './use-outline';
import './swiss-map.css';

export type { MapPoint } from './projection';

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

const percent = (value: number) => `${(value * 100).toFixed(3)}%`;
const at = (view: View, point: MapPoint) => {
  const [x, y] = project(point.lng, point.lat);
  return { left: percent((x - view.x) / view.width), top: percent((y - view.y) / view.height) };
};

export interface SwissMapProps {
  points: readonly MapPoint[];
  /** The picture's accessible name; by default "Map of Switzerland showing N places". */
  label?: string;
  /** A close-up on the points (and `centre`) at this width/height ratio instead of all Switzerland. */
  fit?: number;
  /** The place the map is about: drawn apart, not a choice. */
  centre?: MapPoint;
  /** Linked to a list (useLinkedSelection): markers choose and highlight; without it they open the place. */
  linked?: Pick<LinkedSelection, 'highlighted' | 'chooseFromMap' | 'hoverFromMap'>;
}

/**
 * Switzerland with the places of the current view. The outline comes with the app, so the map works
 * offline; the deployment's map tiles (MAP_TILES_URL on the server, e.g. OpenStreetMap) are drawn
 * underneath when one is configured, the device is online and they load. The markers are HTML
 * buttons (or links) over the picture, one stop in the tab order, the arrow keys move between them.
 */
export function SwissMap({ points, label, fit, centre, linked }: SwissMapProps) {
  const { t } = useTranslation();
  const outline = useSwitzerlandOutline();
  const tiles = useMapTiles();
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const [failedTiles, setFailedTiles] = useState(0);
  const markers = useRef<(HTMLElement | null)[]>([]);
  const showTiles = tiles !== null && online && failedTiles === 0;

  if (outline.isError) return <p className="muted">{t('map.unavailable')}</p>;
  if (!outline.data) return <MapPlaceholder fit={fit} />;

  const view = fit ? fitView(centre ? [centre, ...points] : points, fit) : COUNTRY;
  const zoom = tileZoomFor(view);
  const highlighted = linked?.highlighted ?? null;
  const current = Math.max(
    0,
    points.findIndex((p) => p.id === highlighted),
  );
  const move = (event: KeyboardEvent, index: number) => {
    const last = points.length - 1;
    const to =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? Math.min(last, index + 1)
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? Math.max(0, index - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (to === undefined) return;
    event.preventDefault();
    markers.current[to]?.focus();
  };

  return (
    <figure className="swiss-map" data-testid="swiss-map">
      <div className="swiss-map__frame" style={{ aspectRatio: `${view.width} / ${view.height}` }}>
        <svg
          viewBox={`${view.x.toFixed(1)} ${view.y.toFixed(1)} ${view.width.toFixed(1)} ${view.height.toFixed(1)}`}
          role="img"
          aria-label={label ?? t('map.label', { count: points.length })}
        >
          {showTiles &&
            tilesFor(view, zoom).map(({ x, y, size }) => (
              <image
                key={`${x}-${y}`}
                href={tileUrl(tiles.url, zoom, x, y)}
                x={x * size}
                y={y * size}
                width={size}
                height={size}
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
        </svg>
        {centre && (
          <span className="swiss-map__centre" style={at(view, centre)} aria-hidden="true" data-testid="map-centre" />
        )}
        <ul className="swiss-map__markers" aria-label={t('map.markers')}>
          {points.map((point, index) => {
            const common = {
              className: 'swiss-map__marker',
              style: at(view, point),
              tabIndex: index === current ? 0 : -1,
              'aria-label': point.title,
              title: point.title,
              'data-testid': 'map-point',
              'data-id': point.id,
              onKeyDown: (event: KeyboardEvent) => move(event, index),
            };
            const isHighlighted = highlighted === point.id;
            return (
              <li key={point.id} className="swiss-map__marker-item" data-highlighted={isHighlighted}>
                {linked ? (
                  <button
                    {...common}
                    ref={(element) => {
                      markers.current[index] = element;
                    }}
                    type="button"
                    aria-current={isHighlighted ? 'true' : undefined}
                    data-highlighted={isHighlighted}
                    onClick={() => linked.chooseFromMap(point.id)}
                    onMouseEnter={() => linked.hoverFromMap(point.id)}
                    onMouseLeave={() => linked.hoverFromMap(null)}
                    onFocus={() => linked.hoverFromMap(point.id)}
                    onBlur={() => linked.hoverFromMap(null)}
                  />
                ) : (
                  <Link
                    {...common}
                    ref={(element) => {
                      markers.current[index] = element;
                    }}
                    to={point.href ?? `/place/${point.id}`}
                  />
                )}
              </li>
            );
          })}
        </ul>
        <p className="swiss-map__credit">
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
        </p>
      </div>
    </figure>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeoMapProps } from './geo-map-types';
import './geo-map.css';

export { useMapStyles } from './use-map-styles';

const DEFAULT_HEIGHT = '18rem';

/** What shows when the map's code cannot be loaded (offline before it ever loaded): the box says so. */
function GeoMapUnavailable({ height }: Pick<GeoMapProps, 'height'>) {
  const { t } = useTranslation();
  return (
    <div className="geo-map">
      <div className="geo-map-box" style={{ height: height ?? DEFAULT_HEIGHT }}>
        <p className="muted" role="status">
          {t('map.unavailable')}
        </p>
      </div>
    </div>
  );
}

// A failed import must not take the page down with it (the route's error view would replace it):
// it resolves to the notice instead (until the app is reloaded).
const GeoMap = lazy(async () => {
  try {
    return { default: (await import('./geo-map')).GeoMap };
  } catch {
    return { default: GeoMapUnavailable };
  }
});
// Without WebGL (jsdom in unit tests, old devices) the SVG map stands in: MapLibre is never loaded.
const GeoMapFallback = lazy(async () => {
  try {
    return { default: (await import('./geo-map-fallback')).GeoMapFallback };
  } catch {
    return { default: GeoMapUnavailable };
  }
});

/** WebGL is there at all (a context may still fail to start: GeoMap then falls back by itself). */
const hasWebGL = () =>
  typeof window !== 'undefined' && ('WebGL2RenderingContext' in window || 'WebGLRenderingContext' in window);

/**
 * True once the box is within a screen of the viewport and the browser is idle: MapLibre (~290 KB
 * gzip) never competes with the page's first screen, and a page whose map is never scrolled to
 * never loads it.
 */
function useNearAndIdle(element: HTMLElement | null): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    let idle: number | undefined;
    const start = () => {
      const go = () => setNear(true);
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(go, { timeout: 2000 });
      else idle = window.setTimeout(go, 200);
    };
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return () => {
        if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, [element, near]);
  return near;
}

/**
 * The interactive map, loaded on demand: its box is reserved at once (no layout shift), its code
 * loads when the box nears the viewport, or (activate 'interaction') when the visitor asks for it. AIRA's maps modal, AR mode and the explorer's place and
 * category maps all use it.
 */
export function LazyGeoMap(props: GeoMapProps) {
  const { t } = useTranslation();
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [asked, setAsked] = useState(false);
  const near = useNearAndIdle(props.activate === 'interaction' ? null : box);
  const height = props.height ?? DEFAULT_HEIGHT;
  const svg = (
    <Suspense fallback={<div className="geo-map-box" style={{ height }} aria-hidden="true" />}>
      <GeoMapFallback {...props} />
    </Suspense>
  );
  if (!hasWebGL()) return svg;
  if (props.activate === 'interaction' && !asked)
    return (
      <div className="geo-map-preview" data-testid="geo-map-preview">
        {svg}
        <button
          type="button"
          className="geo-map-preview__activate"
          onClick={() => setAsked(true)}
          data-testid="geo-map-activate"
        >
          {t('map.interactive')}
        </button>
      </div>
    );
  if (asked)
    return (
      <Suspense fallback={<div className="geo-map">{<div className="geo-map-box" style={{ height }} />}</div>}>
        <GeoMap {...props} />
      </Suspense>
    );
  const placeholder = <div ref={setBox} className="geo-map-box" style={{ height }} aria-hidden="true" />;
  if (!near) return <div className="geo-map">{placeholder}</div>;
  return (
    <Suspense fallback={<div className="geo-map">{placeholder}</div>}>
      <GeoMap {...props} />
    </Suspense>
  );
}

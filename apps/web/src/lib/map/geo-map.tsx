import { MAPS } from '@swiss/contract';
import { LngLatBounds, Map as MapLibre, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Component, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, type NavigateFunction } from 'react-router';
import { GeoMapFallback } from './geo-map-fallback';
import type { GeoMapMarker, GeoMapProps } from './geo-map-types';
import { buildMapStyle } from './offline-style';
import { useMapStyles } from './use-map-styles';
import { useCantonBorders, useSwitzerlandOutline } from './use-outline';
import 'maplibre-gl/dist/maplibre-gl.css';
import './geo-map.css';

// The worker is a file of our own build (same origin: the CSP's worker-src 'self'), not a blob.
setWorkerUrl(workerUrl);

export const DEFAULT_MAP_HEIGHT = '18rem';

// Also exported by lazy-geo-map and use-map-styles, which do not pull MapLibre in with them.
export { useMapStyles } from './use-map-styles';

/** Opens a marker's link in the app (no reload); a modified click keeps the browser's own behaviour. */
const openLink = (navigate: NavigateFunction, href: string) => (event: MouseEvent) => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  void navigate(href);
};

/** One marker: a link or a button with the place's name, so Tab and screen readers reach it. */
function markerElement(marker: GeoMapMarker): HTMLElement {
  const element = document.createElement(marker.href ? 'a' : 'button');
  if (element instanceof HTMLAnchorElement && marker.href) element.href = marker.href;
  if (element instanceof HTMLButtonElement) element.type = 'button';
  element.className = `geo-map__marker geo-map__marker--${marker.kind}`;
  element.setAttribute('aria-label', marker.label);
  element.title = marker.label;
  element.dataset.testid = 'map-point';
  element.dataset.id = marker.id;
  return element;
}

/** The arrow keys, Home and End move between the markers (one stop in the tab order). */
function nextIndex(key: string, index: number, last: number): number | undefined {
  if (key === 'ArrowRight' || key === 'ArrowDown') return Math.min(last, index + 1);
  if (key === 'ArrowLeft' || key === 'ArrowUp') return Math.max(0, index - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}

function GeoMapView(props: GeoMapProps) {
  const { center, zoom, fit, markers, mode = 'street', label, selectedId, onSelect, onHover, you, centreLabel } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const outline = useSwitzerlandOutline();
  const cantons = useCantonBorders();
  const { styles, online } = useMapStyles();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [map, setMap] = useState<MapLibre | null>(null);
  const elements = useRef<HTMLElement[]>([]);
  const height = props.height ?? DEFAULT_MAP_HEIGHT;

  // Offline (or before /api/config answers) the style is the offline one alone; tiles join later.
  const style = useMemo(
    () =>
      outline.data
        ? buildMapStyle({
            outline: outline.data,
            cantons: cantons.data ?? null,
            online: online ? styles : null,
            mode,
            points: props.points,
          })
        : null,
    [outline.data, cantons.data, styles, online, mode, props.points],
  );
  const ready = style !== null;

  // The map is made once per container; a failure to start (no WebGL context) throws to the
  // boundary below, which draws the SVG map instead.
  useEffect(() => {
    if (!container || !ready) return;
    const instance = new MapLibre({
      container,
      style: { version: 8, sources: {}, layers: [] },
      center: [center.lng, center.lat],
      zoom: zoom ?? MAPS.zoom,
      attributionControl: { compact: false },
      fadeDuration: 0,
      maxPitch: 60,
      // The wheel scrolls the page past the map (no wheel zoom); a finger drags it, the buttons and a
      // pinch zoom it.
      cooperativeGestures: false,
      scrollZoom: false,
    });
    instance.addControl(new NavigationControl({ showCompass: false }), 'top-left');
    // Tile failures (offline, blocked, a server down) are expected: the offline layers stay drawn.
    instance.on('error', () => undefined);
    instance.on('load', () => {
      container.dataset.loaded = 'true';
    });
    instance.once('style.load', () => setMap(instance));
    return () => {
      setMap(null);
      instance.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- camera and style follow in their own effects; the map is made once
  }, [container, ready]);

  useEffect(() => {
    if (map && style) map.setStyle(style);
  }, [map, style]);

  useEffect(() => {
    if (!map) return;
    const canvas = map.getCanvas();
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', label);
  }, [map, label]);

  // The camera: fitted to the markers (and the centre when it is drawn), or the centre at a zoom.
  useEffect(() => {
    if (!map) return;
    const pitch = mode === '3d' && styles?.terrain && online ? 50 : 0;
    if (fit && markers.length > 0) {
      const bounds = new LngLatBounds();
      for (const m of markers) bounds.extend([m.lng, m.lat]);
      if (you || centreLabel) bounds.extend([center.lng, center.lat]);
      map.fitBounds(bounds, { padding: 32, maxZoom: zoom ?? MAPS.zoom, pitch, animate: false });
    } else map.jumpTo({ center: [center.lng, center.lat], zoom: zoom ?? MAPS.zoom, pitch });
  }, [map, fit, markers, center.lat, center.lng, zoom, you, centreLabel, mode, styles, online]);

  // The markers, as HTML over the canvas; made again when the list changes.
  useEffect(() => {
    if (!map) return;
    const extras: Marker[] = [];
    if (centreLabel) {
      const square = document.createElement('span');
      square.className = 'geo-map__centre';
      square.setAttribute('aria-hidden', 'true');
      square.dataset.testid = 'map-centre';
      extras.push(new Marker({ element: square, anchor: 'center' }).setLngLat([center.lng, center.lat]).addTo(map));
    }
    if (you) {
      const dot = document.createElement('span');
      dot.className = 'geo-map__you';
      dot.setAttribute('role', 'img');
      dot.setAttribute('aria-label', t('map.you'));
      dot.dataset.testid = 'map-you';
      extras.push(new Marker({ element: dot, anchor: 'center' }).setLngLat([center.lng, center.lat]).addTo(map));
    }
    const made = markers.map((m) => markerElement(m));
    const placed = made.map((element, index) => {
      const m = markers[index];
      if (!m) throw new Error('marker list changed while drawing');
      if (m.href) element.addEventListener('click', openLink(navigate, m.href));
      else element.addEventListener('click', () => onSelect?.(m.id));
      element.addEventListener('mouseenter', () => onHover?.(m.id));
      element.addEventListener('mouseleave', () => onHover?.(null));
      element.addEventListener('focus', () => onHover?.(m.id));
      element.addEventListener('blur', () => onHover?.(null));
      element.addEventListener('keydown', (event) => {
        const to = nextIndex(event.key, index, made.length - 1);
        if (to === undefined) return;
        event.preventDefault();
        made[to]?.focus();
      });
      return new Marker({ element, anchor: 'center' }).setLngLat([m.lng, m.lat]).addTo(map);
    });
    elements.current = made;
    return () => {
      for (const marker of [...extras, ...placed]) marker.remove();
    };
  }, [map, markers, navigate, onSelect, onHover, you, centreLabel, center.lat, center.lng, t]);

  // Highlight and the one tab stop follow the selection without making the markers again (this
  // effect runs after the one above whenever the markers are made again).
  useEffect(() => {
    const current = Math.max(
      0,
      markers.findIndex((m) => m.id === selectedId),
    );
    elements.current.forEach((element, index) => {
      const chosen = markers[index]?.id === selectedId;
      element.tabIndex = index === current ? 0 : -1;
      element.dataset.highlighted = String(chosen);
      if (chosen) element.setAttribute('aria-current', 'true');
      else element.removeAttribute('aria-current');
    });
  }, [map, markers, selectedId]);

  if (outline.isError) return <p className="muted">{t('map.unavailable')}</p>;
  return (
    <figure className="geo-map" data-testid="geo-map" role="region" aria-label={label}>
      <div ref={setContainer} className="geo-map__canvas" style={{ height }} />
    </figure>
  );
}

/** A map that cannot start (no WebGL context after all) draws the SVG map in its place. */
class FallbackOnError extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The one interactive map (MapLibre): the offline style from files of the build, the deployment's
 * online sources over it (GET /api/config), markers as HTML buttons or links. Loaded lazily
 * (LazyGeoMap); where WebGL is missing the SVG map (GeoMapFallback) stands in, so jsdom unit tests
 * and old devices get the same markers and linking.
 */
export function GeoMap(props: GeoMapProps) {
  return (
    <FallbackOnError fallback={<GeoMapFallback {...props} />}>
      <GeoMapView {...props} />
    </FallbackOnError>
  );
}

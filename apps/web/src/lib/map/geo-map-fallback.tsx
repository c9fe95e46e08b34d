import type { GeoMapProps } from './geo-map-types';
import { SwissMap, type MapPoint } from './swiss-map';

/** The close-up's width/height ratio when the SVG map stands in (the place page's former box). */
const FIT_ASPECT = 4 / 3;
const noop = () => undefined;

/**
 * The SVG map standing in for the interactive one where WebGL is missing (jsdom in unit tests, old
 * devices, a browser with WebGL off) or MapLibre could not start: the same markers, names and
 * linking, drawn on the bundled outline.
 */
export function GeoMapFallback({
  markers,
  label,
  fit,
  center,
  centreLabel,
  selectedId,
  onSelect,
  onHover,
}: GeoMapProps) {
  const points: MapPoint[] = markers.map((m) => ({
    id: m.id,
    title: m.label,
    lat: m.lat,
    lng: m.lng,
    ...(m.href ? { href: m.href } : {}),
  }));
  return (
    <SwissMap
      points={points}
      label={label}
      {...(fit ? { fit: FIT_ASPECT } : {})}
      {...(centreLabel ? { centre: { id: 'centre', title: centreLabel, lat: center.lat, lng: center.lng } } : {})}
      {...(onSelect
        ? { linked: { highlighted: selectedId ?? null, chooseFromMap: onSelect, hoverFromMap: onHover ?? noop } }
        : {})}
    />
  );
}

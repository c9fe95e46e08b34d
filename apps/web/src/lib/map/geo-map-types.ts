import type { MapViewMode } from '@swiss/contract';

/** One point drawn on the interactive map: an HTML button (or link) so keyboards and screen readers reach it. */
export interface GeoMapMarker {
  id: string;
  lat: number;
  lng: number;
  /** Accessible name and visible tooltip, e.g. "Chapel Bridge, 300 m". */
  label: string;
  kind: 'place' | 'marker' | 'peak' | 'stop';
  /** A marker with a link opens it; otherwise it is a button that calls onSelect. */
  href?: string;
}

/** The one interactive map (MapLibre, lazy): AIRA's maps modal and the explorer's place and category maps. */
export interface GeoMapProps {
  /** Where the camera looks when there are no markers to fit (and the visitor's dot, with `you`). */
  center: { lat: number; lng: number };
  /** Default MAPS.zoom; ignored when `fit` is set. */
  zoom?: number;
  /** Fit the camera to the markers (and centre) instead of a fixed zoom. */
  fit?: boolean;
  markers: readonly GeoMapMarker[];
  /**
   * Context points drawn by MapLibre as a vector layer under the markers (not interactive): e.g. every
   * point of interest around while the markers are the ones to choose from. The SVG fallback omits them.
   */
  points?: readonly { lat: number; lng: number }[];
  /** The view mode (street by default); a mode whose source is not configured falls back to street. */
  mode?: MapViewMode;
  /** The map's accessible name. */
  label: string;
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  /** Draw the visitor's position at `center`. */
  you?: boolean;
  /**
   * When MapLibre loads: 'near' (default) once the box nears the viewport and the browser is idle;
   * 'interaction' only when the visitor asks for the interactive map — until then the light SVG map
   * with the same markers shows (pages where the map is a side dish: no 290 KB on a weak connection).
   */
  activate?: 'near' | 'interaction';
  /** Height of the map box, CSS length; the box is reserved before the map loads (no layout shift). */
  height?: string;
  /** A marker is pointed at or focused (id), or no longer (null): a linked list highlights it. */
  onHover?: (id: string | null) => void;
  /** Draw `center` as the place the map is about (a square that is not a choice), named by this. */
  centreLabel?: string;
}

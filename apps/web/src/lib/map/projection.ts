/**
 * Where things sit on the map: Web Mercator in pixels of zoom 7, where Switzerland is about
 * 430 x 290 px and standard tiles line up exactly.
 */
export const BASE_ZOOM = 7;
const WORLD = 256 * 2 ** BASE_ZOOM;

export interface MapPoint {
  id: string;
  title: string;
  lat: number;
  lng: number;
  /** Where the marker leads when it is a link; the place's page by default. */
  href?: string;
}

export const project = (lng: number, lat: number): [number, number] => {
  const rad = (lat * Math.PI) / 180;
  return [((lng + 180) / 360) * WORLD, ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * WORLD];
};

/** The part of the map shown, in zoom-7 pixels. */
export interface View {
  x: number;
  y: number;
  width: number;
  height: number;
}

const [LEFT, TOP] = project(5.85, 47.9);
const [RIGHT, BOTTOM] = project(10.6, 45.75);
export const COUNTRY: View = { x: LEFT, y: TOP, width: RIGHT - LEFT, height: BOTTOM - TOP };

/** The smallest close-up, about 40 km across: neighbours a few km apart stay apart. */
const MIN_SPAN = 48;

/** A close-up on `points` at the width/height ratio `aspect`, with a margin for the markers. */
export function fitView(points: readonly MapPoint[], aspect: number): View {
  if (points.length === 0) return COUNTRY;
  const xy = points.map((p) => project(p.lng, p.lat));
  const xs = xy.map(([x]) => x);
  const ys = xy.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  let width = Math.max((maxX - minX) * 1.3, MIN_SPAN);
  let height = Math.max((maxY - minY) * 1.3, MIN_SPAN / aspect);
  if (width / height < aspect) width = height * aspect;
  else height = width / aspect;
  return { x: (minX + maxX) / 2 - width / 2, y: (minY + maxY) / 2 - height / 2, width, height };
}

/** The tiles (at `zoom`) that cover `view`, placed in zoom-7 pixels. */
export function tilesFor(view: View, zoom: number): { x: number; y: number; size: number }[] {
  const size = 256 / 2 ** (zoom - BASE_ZOOM);
  const tiles: { x: number; y: number; size: number }[] = [];
  for (let x = Math.floor(view.x / size); x <= Math.floor((view.x + view.width) / size); x += 1)
    for (let y = Math.floor(view.y / size); y <= Math.floor((view.y + view.height) / size); y += 1)
      tiles.push({ x, y, size });
  return tiles;
}

/** The tile zoom that draws `view` at about 640 px wide, at most twice enlarged (7 for all Switzerland). */
export function tileZoomFor(view: View): number {
  const zoom = BASE_ZOOM + Math.floor(Math.log2(640 / view.width));
  return Math.min(13, Math.max(BASE_ZOOM, zoom));
}

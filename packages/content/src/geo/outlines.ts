// Switzerland's and the cantons' outlines and the planar helpers, for code outside this package
// that places points in cantons (the OSM POI import: @swiss/content/outlines).
export { swissBoundaries, type SwissBoundaries } from './switzerland.js';
export { inMultiPolygon, inPolygon, type MultiPolygon, type Polygon, type Ring } from './polygons.js';

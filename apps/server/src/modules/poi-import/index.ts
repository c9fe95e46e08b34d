/*
 * What other modules may use of the OSM import (lint: a module imports another only through its
 * index): the tag mapping, so a live OpenStreetMap source classifies features exactly as the import does.
 */
export { overpassFilters, poiFields, POI_CATEGORIES, type OsmTags, type PoiFields } from './tag-mapping.js';

export * from './categories.js';
export * from './flags.js';
export * from './localize.js';
export * from './places.js';
export * from './sustainability.js';
export * from './validate.js';
export * from './tools.js';
export * from './reference.js';
export { distanceKm } from './geo/polygons.js';

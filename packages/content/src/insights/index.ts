export * from './build.js';
export * from './guidance.js';
export * from './itineraries.js';
export * from './texts.js';
export * from './access.js';

export * from './categories.js';
export * from './flags.js';
export * from './localize.js';

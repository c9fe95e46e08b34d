export * from './categories.js';
export * from './flags.js';

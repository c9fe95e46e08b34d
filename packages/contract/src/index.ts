export * from './errors.js';
export * from './languages.js';
export * from './constants.js';
export * from './themes.js';
export * from './categories.js';
export * from './flags.js';
export * from './health.js';
export * from './place-source.js';

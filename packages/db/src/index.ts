export * from './client.js';
export * from './seed.js';
export * as tables from './schema.js';
export { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

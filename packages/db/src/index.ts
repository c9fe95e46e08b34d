export * from './client.js';
export * from './seed.js';
export * from './scratch.js';
export * as tables from './schema.js';
export { and, asc, desc, eq, getTableColumns, gte, ilike, inArray, lte, notInArray, or, sql } from 'drizzle-orm';

export * from './client.js';
export { DataDirLockedError, LOCK_FILE_NAME } from './data-dir-lock.js';
export * from './seed.js';
export { POI_CHANNEL, poiDataFolder, poiVersion, seedPois, STARTER_POI_CATEGORIES } from './poi-seed.js';
export * from './scratch.js';
export * as tables from './schema.js';
export { and, asc, desc, eq, getTableColumns, gt, gte, ilike, inArray, lte, notInArray, or, sql } from 'drizzle-orm';

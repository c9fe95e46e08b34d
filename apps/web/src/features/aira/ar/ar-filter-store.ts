import { AR, AR_STORAGE_KEYS, arFilterSchema, type ArFilter } from '@swiss/contract';
import { defineDeviceStore } from '../../../lib/device-store';

export const DEFAULT_AR_FILTER: ArFilter = { maxDistanceM: AR.defaultMaxDistanceM, rating: 'all', price: 'all' };

/** The AR filter, kept on the device (§2: distance; rating and price too, since they really filter). */
export const arFilterStore = defineDeviceStore<ArFilter>({
  key: AR_STORAGE_KEYS.filter,
  schema: arFilterSchema,
  fallback: DEFAULT_AR_FILTER,
});

/** Business constants from the product specification (section 9). */

export const CATEGORY_KEYS = [
  'food_chocolate',
  'big_lakes',
  'mountains_glaciers',
  'nature_trails',
  'culture_traditions',
  'cities_villages',
  'small_lakes',
  'mountain_lakes',
  'waterfalls',
  'rivers',
  'wine_regions',
] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

export function isCategoryKey(value: unknown): value is CategoryKey {
  return typeof value === 'string' && (CATEGORY_KEYS as readonly string[]).includes(value);
}

/** Places per category (spec, section 9). */
export const CATEGORY_COUNTS: Record<CategoryKey, number> = {
  food_chocolate: 30,
  big_lakes: 12,
  mountains_glaciers: 80,
  nature_trails: 30,
  culture_traditions: 30,
  cities_villages: 40,
  small_lakes: 16,
  mountain_lakes: 35,
  waterfalls: 33,
  rivers: 12,
  wine_regions: 26,
};
/**
 * Derived, never typed in: the spec's per-category counts add up to 344 although its prose says
 * 314 (see docs/decisions/0003-destination-total.md).
 */
export const TOTAL_DESTINATIONS = Object.values(CATEGORY_COUNTS).reduce((sum, n) => sum + n, 0);
export const MIN_CATEGORIES = 11;

export const PAGING = {
  v2PageSize: 50,
  v2MaxPages: 10,
  olderPlacesLimit: 50,
  insightsLimit: 30,
  quizLimit: 50,
  insightsFeedCards: 10,
  oldVsNewMaxCards: 12,
} as const;

export const TIMING = {
  loadingScreenDelayMs: 1000,
  categoryRetries: 2,
  retryBaseDelayMs: 1000,
  toastMs: 5000,
  chunkLoadTimeoutMs: 120000,
} as const;

export const SUSTAINABILITY = { greenLeaderAbove: 75, sustainableBadgeAt: 80 } as const;

export const FEATURE_FLAGS = { explorerV2: 'bhms_explorer_v2' } as const;

export const STORAGE_KEYS = {
  language: 'swiss_explorer_language',
  categories: 'se_v2_categories',
  placesCachePrefix: 'se_v2_places_',
  voice: 'selectedVoiceId',
  token: 'token',
  theme: 'swiss_explorer_theme',
  mode: 'swiss_explorer_mode',
  favorites: 'aira_favorites',
  trip: 'swiss_explorer_trip',
  lens: 'swiss_explorer_lens',
  quizBest: 'swiss_explorer_quiz_best',
  /** Place ids the visitor opened (Results: places explored). */
  explored: 'swiss_explorer_explored',
  /** Quiz rounds finished (Results: achievements). */
  quizRounds: 'swiss_explorer_quiz_rounds',
  /** The anonymous device token of the rate limits (POST /api/device); never sent with analytics. */
  deviceToken: 'swiss_explorer_device',
  /** A random id made once per device (chat session ids); unlike the token, never sent on its own. */
  deviceId: 'swiss_explorer_device_id',
  /** The last finished older-quiz round, for the older results breakdown. */
  olderQuizResult: 'swiss_explorer_older_quiz_result',
  /** Trip planner: the travel-days and coverage choices of the tools. */
  tools: 'swiss_explorer_tools',
} as const;

export const APP_MODES = ['swiss-explorer', 'aira-legacy'] as const;
export type AppMode = (typeof APP_MODES)[number];
export const DEFAULT_MODE: AppMode = 'swiss-explorer';

/** The spec's placeholder titles: dropped from place lists (mountains_glaciers keeps all) and refused in the dataset. */
export const PLACEHOLDER_TITLE = /^(\s*$|alpine peak \d+$|peak \d+$|mountain \d+$|untitled|placeholder|test mountain)/i;

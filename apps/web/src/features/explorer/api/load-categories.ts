import {
  categoriesResponseSchema,
  MIN_CATEGORIES,
  STORAGE_KEYS,
  staticCategoriesFileSchema,
  TIMING,
  type Category,
  type Language,
} from '@swiss/contract';
import { getJson } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';

/** Where the categories on screen came from; anything but "api" is shown as a notice. */
export type CategoriesSource = 'api' | 'device-cache' | 'static-file';

export interface LoadedCategories {
  categories: Category[];
  source: CategoriesSource;
}

interface CachedCategories {
  lang: Language;
  categories: Category[];
}

const isComplete = (list: unknown): list is Category[] => Array.isArray(list) && list.length >= MIN_CATEGORIES;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });

async function fromApi(lang: Language, signal?: AbortSignal): Promise<Category[]> {
  const url = `/api/swiss/v2/categories?lang=${lang}&v=${Date.now().toString(36)}`;
  const response = await getJson(url, categoriesResponseSchema, { signal });
  if (!isComplete(response.categories)) throw new Error('Incomplete categories response');
  return response.categories;
}

function fromDeviceCache(): Category[] | null {
  const cached = storage.getJson<CachedCategories>(STORAGE_KEYS.categories);
  if (!cached || !isComplete(cached.categories)) return null;
  const parsed = categoriesResponseSchema.shape.categories.safeParse(cached.categories);
  // A cache in another language is still better than nothing; the API replaces it when it answers.
  return parsed.success ? parsed.data : null;
}

async function fromStaticFile(lang: Language, signal?: AbortSignal): Promise<Category[] | null> {
  try {
    const file = await getJson('/data/categories.v2.json', staticCategoriesFileSchema, { signal });
    if (!isComplete(file.categories)) return null;
    const texts = file.translations[lang];
    return file.categories.map((c) => ({ ...c, ...(texts?.[c.key] ?? {}) }));
  } catch {
    return null;
  }
}

/**
 * The spec's fallback chain: API -> device cache (>= 11) -> static file -> two more API tries
 * after 1 s and 2 s -> error. A successful API answer refreshes the device cache.
 */
export async function loadCategories(lang: Language, signal?: AbortSignal): Promise<LoadedCategories> {
  const attempt = async (): Promise<LoadedCategories> => {
    const categories = await fromApi(lang, signal);
    storage.setJson(STORAGE_KEYS.categories, { lang, categories } satisfies CachedCategories);
    return { categories, source: 'api' };
  };
  try {
    return await attempt();
  } catch (firstError) {
    if (signal?.aborted) throw firstError;
  }
  const cached = fromDeviceCache();
  if (cached) return { categories: cached, source: 'device-cache' };
  const fromFile = await fromStaticFile(lang, signal);
  if (fromFile) return { categories: fromFile, source: 'static-file' };

  let lastError: unknown;
  for (let retry = 0; retry < TIMING.categoryRetries; retry += 1) {
    await sleep(TIMING.retryBaseDelayMs * 2 ** retry, signal);
    try {
      return await attempt();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error('Categories unavailable');
}

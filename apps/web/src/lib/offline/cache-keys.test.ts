import { describe, expect, it } from 'vitest';
import { OFFLINE_BUNDLE_PATH } from '@swiss/contract';
import { apiCacheKey, isCachedApiPath, OFFLINE_BUNDLE_PATHNAME } from './cache-keys';

describe('offline cache keys', () => {
  it('drops the cache busters and sorts the other parameters', () => {
    expect(apiCacheKey('https://x.test/api/swiss/v2/categories?lang=de&v=abc&_cb=1')).toBe(
      'https://x.test/api/swiss/v2/categories?lang=de',
    );
    expect(apiCacheKey('https://x.test/api/swiss/v2/places?type=rivers&per_page=50&page=1&lang=en')).toBe(
      apiCacheKey('https://x.test/api/swiss/v2/places?lang=en&page=1&per_page=50&type=rivers'),
    );
    expect(apiCacheKey('https://x.test/api/feature-flags')).toBe('https://x.test/api/feature-flags');
  });

  it('keeps the catalog, never accounts, admin or AI', () => {
    expect(isCachedApiPath('/api/swiss/places/matterhorn')).toBe(true);
    expect(isCachedApiPath('/api/feature-flags')).toBe(true);
    expect(isCachedApiPath('/api/config')).toBe(true);
    for (const path of ['/api/auth/me', '/api/admin/flags', '/api/ai/chat', '/api/media/cover/x']) {
      expect(isCachedApiPath(path)).toBe(false);
    }
  });

  it('does not keep the offline bundle whole: the warm-up stores the answers it holds', () => {
    expect(OFFLINE_BUNDLE_PATHNAME).toBe(OFFLINE_BUNDLE_PATH);
    expect(isCachedApiPath(OFFLINE_BUNDLE_PATH)).toBe(false);
  });
});

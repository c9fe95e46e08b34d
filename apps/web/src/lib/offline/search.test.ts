import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryCaches, saveCatalog } from '../../test/offline-fixtures';
import { searchSavedCatalog } from './search';

afterEach(() => vi.unstubAllGlobals());

describe('the search over the saved catalog', () => {
  it('finds Geneva by its German name from the English interface, in English', async () => {
    const caches = memoryCaches();
    await saveCatalog(caches, 'en');
    vi.stubGlobal('caches', caches);
    const result = await searchSavedCatalog('Genf', 'en', 50);
    expect(result?.places[0]).toMatchObject({ id: 'geneve', title: 'Geneva', local_title: 'Genève' });
  });

  it('ranks as the server does: accents folded, an exact name first', async () => {
    const caches = memoryCaches();
    await saveCatalog(caches, 'de');
    vi.stubGlobal('caches', caches);
    expect((await searchSavedCatalog('Geneve', 'de', 50))?.places[0]?.title).toBe('Genf');
    expect((await searchSavedCatalog('Zurich', 'de', 50))?.places[0]?.title).toBe('Zürich');
    const lake = await searchSavedCatalog('Lake Geneva', 'de', 50);
    expect(lake?.places.map((place) => place.id)).toEqual(['lac-leman', 'geneve']);
    expect(lake?.total).toBe(2);
  });

  it('counts every match but returns the first `limit` places', async () => {
    const caches = memoryCaches();
    await saveCatalog(caches, 'en');
    vi.stubGlobal('caches', caches);
    const result = await searchSavedCatalog('Geneva', 'en', 1);
    expect(result?.total).toBe(2);
    expect(result?.places.map((place) => place.id)).toEqual(['geneve']);
  });

  it('answers undefined when the language was never saved, or there is no Cache API', async () => {
    const caches = memoryCaches();
    await saveCatalog(caches, 'en');
    vi.stubGlobal('caches', caches);
    expect(await searchSavedCatalog('Genf', 'fr', 50)).toBeUndefined();
    vi.stubGlobal('caches', undefined);
    expect(await searchSavedCatalog('Genf', 'en', 50)).toBeUndefined();
  });
});

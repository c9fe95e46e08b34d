import { AIRA_STORAGE_KEYS } from '@swiss/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { favoriteKey, favoritesStore, isFavorite, toggleFavorite } from './favorites';
import { placeFixture } from './place-fixture';

describe('favorites (spec §3, §4, §6)', () => {
  beforeEach(() => {
    localStorage.clear();
    favoritesStore.reload();
  });

  it('adds with a timestamp, keeps the list under aira_favorites and removes on a second toggle', () => {
    const place = placeFixture();
    toggleFavorite(place, new Date('2026-05-01T10:00:00Z'));
    const stored = JSON.parse(localStorage.getItem(AIRA_STORAGE_KEYS.favorites) ?? 'null') as unknown;
    expect(stored).toEqual([{ ...place, addedToFavorites: '2026-05-01T10:00:00.000Z' }]);
    favoritesStore.reload(); // as after a reload of the page
    expect(isFavorite(favoritesStore.get(), place)).toBe(true);
    toggleFavorite(place);
    expect(favoritesStore.get()).toEqual([]);
  });

  it('identifies by google_place_id, else place_id, else id', () => {
    expect(favoriteKey({ place_id: 'p', google_place_id: 'g', id: 'i' })).toBe('g');
    expect(favoriteKey({ place_id: 'p', id: 'i' })).toBe('p');
    expect(favoriteKey({ place_id: undefined as unknown as string, id: 'i' })).toBe('i');
  });

  it('keeps the readable records of a partly broken list', () => {
    const good = { ...placeFixture(), addedToFavorites: '2026-05-01T10:00:00.000Z' };
    localStorage.setItem(AIRA_STORAGE_KEYS.favorites, JSON.stringify([good, { name: 'old shape' }]));
    favoritesStore.reload();
    expect(favoritesStore.get()).toEqual([good]);
    localStorage.setItem(AIRA_STORAGE_KEYS.favorites, '{not json');
    favoritesStore.reload();
    expect(favoritesStore.get()).toEqual([]);
  });
});

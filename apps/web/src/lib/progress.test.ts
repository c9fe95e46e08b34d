import { STORAGE_KEYS } from '@swiss/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { freshModule } from '../test/fresh-module';

/** A fresh module per test, so its snapshot is read from the storage each test prepared. */
const load = async () => (await freshModule(() => import('./progress'))).progress;

describe('progress on the device', () => {
  beforeEach(() => localStorage.clear());

  it('starts empty', async () => {
    const progress = await load();
    expect(progress.get()).toEqual({ explored: [], rounds: [], best: null });
  });

  it('marks places explored once, keeps them across loads, and notifies subscribers', async () => {
    const progress = await load();
    const listener = vi.fn();
    progress.subscribe(listener);
    progress.markExplored('matterhorn', 'mountains_glaciers');
    progress.markExplored('matterhorn', 'mountains_glaciers');
    progress.markExplored('lucerne', 'cities_villages');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(progress.isExplored('matterhorn')).toBe(true);
    const again = await load();
    expect(again.get().explored).toEqual([
      { id: 'matterhorn', category: 'mountains_glaciers' },
      { id: 'lucerne', category: 'cities_villages' },
    ]);
  });

  it('records quiz rounds, most recent first, keeping the last ten and the best score', async () => {
    const progress = await load();
    const first = progress.recordQuizRound({ score: 9, total: 10, round: 'Geography', date: new Date('2026-01-01') });
    expect(first).toMatchObject({ score: 9, total: 10, percent: 90, round: 'Geography' });
    for (let i = 0; i < 12; i += 1) progress.recordQuizRound({ score: 1, total: 3, round: 'all' });
    const { rounds, best } = (await load()).get();
    expect(rounds).toHaveLength(10);
    expect(rounds[0]?.percent).toBe(33);
    expect(best).toBe(90); // the 90 % round fell off the list, its score did not
  });

  it('refuses an impossible round', async () => {
    const progress = await load();
    expect(progress.recordQuizRound({ score: 4, total: 3, round: 'all' })).toBeNull();
    expect(progress.recordQuizRound({ score: 0, total: 0, round: 'all' })).toBeNull();
    expect(progress.get().rounds).toEqual([]);
  });

  it('migrates the best score the quiz used to keep', async () => {
    localStorage.setItem(STORAGE_KEYS.quizBest, '70');
    const progress = await load();
    expect(progress.get().best).toBe(70);
    expect(localStorage.getItem(STORAGE_KEYS.quizBest)).toBeNull();
    expect((await load()).get().best).toBe(70);
  });

  it('survives corrupt storage', async () => {
    localStorage.setItem(STORAGE_KEYS.explored, '{not json');
    localStorage.setItem(
      STORAGE_KEYS.quizRounds,
      JSON.stringify({
        best: 'lots',
        rounds: [
          { score: 1 },
          null,
          { score: 2, total: 4, percent: 50, round: 'all', date: '2026-02-01T10:00:00.000Z' },
        ],
      }),
    );
    localStorage.setItem(STORAGE_KEYS.quizBest, 'banana');
    const progress = await load();
    expect(progress.get()).toEqual({
      explored: [],
      rounds: [{ score: 2, total: 4, percent: 50, round: 'all', date: '2026-02-01T10:00:00.000Z' }],
      best: 50,
    });
    localStorage.setItem(STORAGE_KEYS.explored, JSON.stringify(['a', { id: 'b' }, { id: 3 }, 'a']));
    expect((await load()).get().explored).toEqual([
      { id: 'a', category: '' },
      { id: 'b', category: '' },
    ]);
  });

  it('resets everything', async () => {
    const progress = await load();
    progress.markExplored('matterhorn', 'mountains_glaciers');
    progress.recordQuizRound({ score: 1, total: 2, round: 'all' });
    progress.reset();
    expect(progress.get()).toEqual({ explored: [], rounds: [], best: null });
    expect((await load()).get()).toEqual({ explored: [], rounds: [], best: null });
  });

  it('follows another tab through the storage event', async () => {
    const progress = await load();
    const listener = vi.fn();
    progress.subscribe(listener);
    localStorage.setItem(STORAGE_KEYS.explored, JSON.stringify([{ id: 'bern', category: 'cities_villages' }]));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.explored }));
    expect(listener).toHaveBeenCalled();
    expect(progress.isExplored('bern')).toBe(true);
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

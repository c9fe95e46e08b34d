import { describe, expect, it } from 'vitest';
import { SessionStore } from './sessions.js';

describe('SessionStore', () => {
  it('keeps the last turns per session and forgets idle sessions', () => {
    let now = 0;
    const store = new SessionStore({ ttlMs: 1000, maxSessions: 10, maxTurns: 2, now: () => now });
    store.append('a', { question: 'q1', answer: 'a1' });
    store.append('a', { question: 'q2', answer: 'a2' });
    store.append('a', { question: 'q3', answer: 'a3' });
    expect(store.history('a').map((t) => t.question)).toEqual(['q2', 'q3']);
    expect(store.history(undefined)).toEqual([]);
    now = 1500;
    expect(store.history('a')).toEqual([]);
  });

  it('drops the least recently used session past the cap', () => {
    const store = new SessionStore({ ttlMs: 1000, maxSessions: 2, maxTurns: 2 });
    store.append('a', { question: 'q', answer: 'a' });
    store.append('b', { question: 'q', answer: 'a' });
    store.append('a', { question: 'q2', answer: 'a2' });
    store.append('c', { question: 'q', answer: 'a' });
    expect(store.size).toBe(2);
    expect(store.history('b')).toEqual([]);
    expect(store.history('a')).toHaveLength(2);
  });
});

import { describe, expect, it } from 'vitest';
import { SessionStore, sessionKey, type SessionKey } from './sessions.js';

const DEVICE_PART = '0123456789abcdef0123456789abcdef';
const key = (id: string, owner = 'device-a'): SessionKey => ({ owner, id });

describe('SessionStore', () => {
  it('keeps the last turns per session and forgets idle sessions', () => {
    let now = 0;
    const store = new SessionStore({ ttlMs: 1000, maxSessions: 10, maxTurns: 2, now: () => now });
    store.append(key('a'), { question: 'q1', answer: 'a1' });
    store.append(key('a'), { question: 'q2', answer: 'a2' });
    store.append(key('a'), { question: 'q3', answer: 'a3' });
    expect(store.history(key('a')).map((t) => t.question)).toEqual(['q2', 'q3']);
    expect(store.history(undefined)).toEqual([]);
    now = 1500;
    expect(store.history(key('a'))).toEqual([]);
  });

  it('drops the least recently used session past the cap', () => {
    const store = new SessionStore({ ttlMs: 1000, maxSessions: 2, maxTurns: 2 });
    store.append(key('a'), { question: 'q', answer: 'a' });
    store.append(key('b'), { question: 'q', answer: 'a' });
    store.append(key('a'), { question: 'q2', answer: 'a2' });
    store.append(key('c'), { question: 'q', answer: 'a' });
    expect(store.size).toBe(2);
    expect(store.history(key('b'))).toEqual([]);
    expect(store.history(key('a'))).toHaveLength(2);
  });

  it('keeps one session id of two devices apart', () => {
    const store = new SessionStore({ ttlMs: 1000, maxSessions: 10, maxTurns: 2 });
    store.append(key('s', 'device-a'), { question: 'my room is 512', answer: 'noted' });
    expect(store.history(key('s', 'device-b'))).toEqual([]);
    store.append(key('s', 'device-b'), { question: 'hello', answer: 'hi' });
    expect(store.history(key('s', 'device-a')).map((t) => t.question)).toEqual(['my room is 512']);
  });
});

describe('sessionKey', () => {
  it('binds a session id with a device part to the verified device', () => {
    const id = `place_matterhorn_concierge_${DEVICE_PART}`;
    expect(sessionKey('device-a', id)).toEqual({ owner: 'device-a', id });
  });

  it('keeps no conversation without a device, without a session id or for the older shared shapes', () => {
    expect(sessionKey(undefined, `place_matterhorn_concierge_${DEVICE_PART}`)).toBeUndefined();
    expect(sessionKey('device-a', undefined)).toBeUndefined();
    expect(sessionKey('device-a', 'place_matterhorn_concierge')).toBeUndefined();
  });
});

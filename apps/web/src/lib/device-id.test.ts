import { STORAGE_KEYS } from '@swiss/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshModule } from '../test/fresh-module';

const load = async () => (await freshModule(() => import('./device-id'))).deviceId;

describe('deviceId', () => {
  beforeEach(() => localStorage.clear());

  it('is made once, random, and kept across loads', async () => {
    const first = (await load())();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect((await load())()).toBe(first);
    localStorage.clear();
    expect((await load())()).not.toBe(first);
  });

  it('replaces a kept value that is not an id', async () => {
    localStorage.setItem(STORAGE_KEYS.deviceId, 'place_1_concierge');
    expect((await load())()).toMatch(/^[0-9a-f]{32}$/);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The app as loaded on a device: a fresh module reads the device's storage again. */
async function load() {
  vi.resetModules();
  return (await import('./session-id')).sessionIdFor;
}

describe('chat session ids', () => {
  beforeEach(() => localStorage.clear());

  it('differ between two devices on the same place', async () => {
    const first = (await load())('place_matterhorn_concierge');
    localStorage.clear(); // another device: nothing of the first one is kept here
    const second = (await load())('place_matterhorn_concierge');
    expect(first).toMatch(/^place_matterhorn_concierge_[0-9a-f]{32}$/);
    expect(second).toMatch(/^place_matterhorn_concierge_[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });

  it('stay the same on one device, across loads and chats', async () => {
    const concierge = (await load())('place_matterhorn_concierge');
    const again = await load();
    expect(again('place_matterhorn_concierge')).toBe(concierge);
    expect(again('heritage_unesco').split('_').at(-1)).toBe(concierge.split('_').at(-1));
  });
});

import { DEFAULT_VOICE_ID, STORAGE_KEYS, VOICE_IDS } from '@swiss/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { freshModule } from '../test/fresh-module';

/**
 * The values visitors already keep, exactly as the versions before the device-store helper wrote them:
 * each must still read after the upgrade, and what the stores write must keep that shape (a tab still
 * running the older build reads it too).
 */

describe('stores read what visitors already keep', () => {
  beforeEach(() => localStorage.clear());

  it('trip plan: today’s items, and older items without type or duration', async () => {
    localStorage.setItem(
      STORAGE_KEYS.trip,
      '[{"id":"matterhorn","name":"Matterhorn","type":"mountains_glaciers","duration":"4-6h"},{"id":"bern","name":"Bern"},{"id":3}]',
    );
    const { trip } = await freshModule(() => import('./trip'));
    expect(trip.items()).toEqual([
      { id: 'matterhorn', name: 'Matterhorn', type: 'mountains_glaciers', duration: '4-6h' },
      { id: 'bern', name: 'Bern', type: '', duration: '2-3h' },
    ]);
    trip.add({ id: 'lucerne', name: 'Lucerne', type: 'cities_villages' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.trip) ?? '[]')).toHaveLength(3);
  });

  it('theme: the bare key; an unknown one falls back', async () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'wine');
    const theme = await freshModule(() => import('./theme'));
    expect(theme.storedTheme()).toBe('wine');
    theme.saveTheme('winter');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('winter');
    localStorage.setItem(STORAGE_KEYS.theme, 'purple');
    expect((await freshModule(() => import('./theme'))).storedTheme()).toBe('alpine');
  });

  it('language: the bare code; an unsupported one falls back to English', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'fr');
    expect((await freshModule(() => import('./i18n'))).initialLanguage()).toBe('fr');
    localStorage.setItem(STORAGE_KEYS.language, 'es');
    expect((await freshModule(() => import('./i18n'))).initialLanguage()).toBe('en');
  });

  it('voice: the bare voice id under the spec key; an unknown id falls back', async () => {
    const chosen = VOICE_IDS[1] as string;
    localStorage.setItem(STORAGE_KEYS.voice, chosen);
    const speech = await freshModule(() => import('./speech'));
    expect(speech.selectedVoiceId()).toBe(chosen);
    speech.saveVoiceId('not-a-voice');
    expect(localStorage.getItem(STORAGE_KEYS.voice)).toBe(chosen);
    localStorage.setItem(STORAGE_KEYS.voice, 'not-a-voice');
    expect((await freshModule(() => import('./speech'))).selectedVoiceId()).toBe(DEFAULT_VOICE_ID);
  });

  it('device token: the kept response is used while it is valid', async () => {
    const expires = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    localStorage.setItem(
      STORAGE_KEYS.deviceToken,
      JSON.stringify({ status: 'success', device_token: 'kept.token', expires_at: expires }),
    );
    const { deviceToken } = await freshModule(() => import('./device-token'));
    await expect(deviceToken()).resolves.toBe('kept.token');
  });

  it('sign-in token: the bare token under `token`, and signing out in another tab follows', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
    const { authToken } = await freshModule(() => import('./auth'));
    expect(authToken.get()).toBe('header.payload.signature');
    const listener = vi.fn();
    authToken.subscribe(listener);
    localStorage.removeItem(STORAGE_KEYS.token);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(authToken.get()).toBeNull();
  });

  it('tool choices: a record of texts; non-text values drop, the rest stays', async () => {
    localStorage.setItem(STORAGE_KEYS.tools, '{"days":"8","coverage":"half","broken":3}');
    const { renderHook } = await import('@testing-library/react');
    const { useToolChoice, oneOf } = await freshModule(() => import('../features/tools/tool-state'));
    const { result } = renderHook(() => useToolChoice('days', '3', oneOf(['3', '8'] as const)));
    expect(result.current[0]).toBe('8');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.tools) ?? '{}')).toEqual({ days: '8', coverage: 'half' });
  });
});

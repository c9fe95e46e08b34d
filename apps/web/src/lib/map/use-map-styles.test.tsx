import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { setOfflineState } from '../offline/state';
import { createQueryClient } from '../query-client';
import { useMapStyles } from './use-map-styles';

const tiles = { url: 'https://wmts.example/{z}/{x}/{y}.jpeg', attribution: '© swisstopo', attribution_url: null };
const config = (styles: Record<string, unknown>) => ({
  status: 'success',
  map_tiles: null,
  map_styles: { street: null, satellite: null, terrain: null, world: null, traffic: null, ...styles },
  street_level: null,
});

function serve(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(Response.json(body))),
  );
}
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setOfflineState({ online: true });
});

describe('which view modes the map can offer', () => {
  it('offers street always, and says what the others need when nothing is set up', async () => {
    serve(config({}));
    const { result } = renderHook(() => useMapStyles(), { wrapper });
    await waitFor(() => expect(result.current.styles).not.toBeNull());
    expect(result.current.modes.street).toEqual({ available: true, needs: null });
    expect(result.current.needs('satellite')).toMatch(/aerial imagery provider/);
    expect(result.current.needs('3d')).toMatch(/terrain provider/);
    expect(result.current.needs('traffic')).toMatch(/traffic data provider/);
  });

  it('offers the configured sources, and says they need a connection while offline', async () => {
    serve(config({ street: tiles, satellite: tiles, terrain: { ...tiles, encoding: null } }));
    const { result } = renderHook(() => useMapStyles(), { wrapper });
    await waitFor(() => expect(result.current.modes.satellite.available).toBe(true));
    expect(result.current.modes['3d'].available).toBe(true);
    expect(result.current.modes.traffic.available).toBe(false);
    setOfflineState({ online: false });
    await waitFor(() => expect(result.current.needs('satellite')).toMatch(/internet connection/));
    expect(result.current.modes.street.available).toBe(true);
  });
});

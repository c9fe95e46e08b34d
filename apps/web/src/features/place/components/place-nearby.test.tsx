import type { NearbyPlace } from '@swiss/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { testPlace } from '../../../test/offline-fixtures';
import { stringsReady } from '../index';
import { PlaceNearby } from './place-nearby';

const PLACE = testPlace('rheinfall', { title: 'Rhine Falls', local_title: 'Rheinfall', lat: 47.678, lng: 8.615 });
const near = (id: string, title: string, km: number, lat: number, lng: number): NearbyPlace => ({
  id,
  title,
  category_key: 'cities_villages',
  type: 'town',
  distance_km: km,
  lat,
  lng,
});
const NEARBY = [
  near('schaffhausen', 'Schaffhausen', 3.1, 47.696, 8.634),
  near('stein-am-rhein', 'Stein am Rhein', 18.4, 47.659, 8.859),
];

beforeAll(async () => {
  await stringsReady;
  await initI18n();
});
const scrollIntoView = vi.fn();
beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/data/switzerland.json'))
        return Promise.resolve(Response.json({ country: [], lakes: [], attribution: '© FSO, swisstopo' }));
      return Promise.resolve(Response.json({ status: 'success', map_tiles: null }));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a place’s neighbours, as a list and a map', () => {
  it('shows the place and its neighbours, and links the list and the map both ways', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <PlaceNearby place={PLACE} items={NEARBY} action={(n) => <button type="button">+ {n.title}</button>} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByRole('img', { name: 'Map of Rhine Falls and 2 places nearby' });
    expect(screen.getByTestId('map-centre')).toBeInTheDocument();
    const markers = within(screen.getByRole('list', { name: 'Places on the map' }));
    const items = within(screen.getByTestId('nearby-list')).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-linked-id'))).toEqual(['schaffhausen', 'stein-am-rhein']);
    expect(within(items[0] as HTMLElement).getByRole('button', { name: '+ Schaffhausen' })).toBeInTheDocument();

    // Choosing a list item highlights its marker.
    await user.click(within(items[1] as HTMLElement).getByText(/18\.4/));
    await user.unhover(items[1] as HTMLElement);
    expect(markers.getByRole('button', { name: 'Stein am Rhein' })).toHaveAttribute('data-highlighted', 'true');
    expect(markers.getByRole('button', { name: 'Schaffhausen' })).toHaveAttribute('data-highlighted', 'false');

    // Choosing a marker highlights its list item (and brings it into view).
    await user.click(markers.getByRole('button', { name: 'Schaffhausen' }));
    expect(items[0]).toHaveAttribute('data-highlighted', 'true');
    expect(items[1]).toHaveAttribute('data-highlighted', 'false');
    expect(scrollIntoView).toHaveBeenCalled();
  });
});

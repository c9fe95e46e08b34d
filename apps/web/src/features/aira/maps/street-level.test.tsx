import type { ClientConfigResponse } from '@swiss/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { stringsReady } from '../index';
import { StreetLevelButton, streetLevelUrl } from './street-level';

const NO_STYLES = { street: null, satellite: null, terrain: null, world: null, traffic: null };

function renderWith(streetLevel: ClientConfigResponse['street_level']) {
  const client = createQueryClient();
  client.setQueryData<ClientConfigResponse>(['client-config'], {
    status: 'success',
    map_tiles: null,
    map_styles: NO_STYLES,
    street_level: streetLevel,
  });
  const onNeeds = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <StreetLevelButton at={{ lat: 46.94809, lng: 7.44744 }} onNeeds={onNeeds} />
    </QueryClientProvider>,
  );
  return onNeeds;
}

beforeAll(async () => {
  await initI18n();
  await stringsReady;
});
afterEach(cleanup);

describe('street-level view', () => {
  it('fills the viewer template with the point and the spec’s field of view', () => {
    expect(streetLevelUrl('https://viewer.example/#map=18/{lat}/{lng}&fov={fov}', { lat: 46.5, lng: 7.25 })).toBe(
      'https://viewer.example/#map=18/46.500000/7.250000&fov=90',
    );
  });

  it('links to the configured viewer at the point, naming its source', () => {
    renderWith({ url: 'https://viewer.example/#map=18/{lat}/{lng}', attribution: 'Panoramax' });
    const link = screen.getByRole('link', { name: /^Street-level view\s*\(Panoramax\)$/ });
    expect(link).toHaveAttribute('href', 'https://viewer.example/#map=18/46.948090/7.447440');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('without a viewer, is a button that says what it needs', async () => {
    const onNeeds = renderWith(null);
    await userEvent.click(screen.getByRole('button', { name: 'Street-level view' }));
    expect(onNeeds).toHaveBeenCalledWith(
      'Street-level photos need a street-level imagery provider, which this site has not set up.',
    );
  });
});

import type { AdminPlaceSummary } from '@swiss/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { adminTestPlace } from '../../test/admin-place';
import { ContentPanel } from './content-panel';
import { stringsReady } from './strings';

const summary = (id: string, name: string, extra: Partial<AdminPlaceSummary> = {}): AdminPlaceSummary => ({
  id,
  title: name,
  name,
  category_key: 'mountain_lakes',
  admin_edited: false,
  updated_at: '2025-01-01T00:00:00.000Z',
  ...extra,
});

/**
 * The admin API as the list sees it: every place without the filter; with ?missing_translation=,
 * the test place and what it lacks (the French festival date, the Italian photo spots).
 */
function stubApi() {
  const urls: string[] = [];
  const place = adminTestPlace();
  const lacking = summary(place.id, place.names.en, {
    missing_translations: [
      { field: 'festival_date', lang: 'fr' },
      { field: 'photo_spots', lang: 'it' },
      { field: 'sustainability.seasonality_note', lang: 'it' },
    ],
  });
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      urls.push(url);
      if (url === `/api/admin/places/${place.id}`)
        return Promise.resolve(Response.json({ status: 'success', place, admin_edited: false }));
      const query = new URL(url, 'http://localhost').searchParams;
      const filter = query.get('missing_translation');
      const places =
        filter === null
          ? [summary('complete-place', 'Complete Place'), summary(place.id, place.names.en)]
          : filter === 'de'
            ? []
            : [
                {
                  ...lacking,
                  missing_translations: lacking.missing_translations?.filter(
                    (g) => filter === 'any' || g.lang === filter,
                  ),
                },
              ];
      return Promise.resolve(
        Response.json({ status: 'success', places, total: places.length, page: 1, page_size: 20 }),
      );
    }),
  );
  return urls;
}

beforeAll(async () => {
  await stringsReady;
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the "missing translation" filter of the admin places', () => {
  it('asks the server for the places lacking a translation, and shows what each lacks', async () => {
    const urls = stubApi();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ContentPanel token="admin-token" />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const list = () => screen.getByRole('list', { name: 'Places' });
    await screen.findByText('2 places');
    expect(within(list()).getAllByRole('button')).toHaveLength(2);
    expect(screen.queryByTestId('admin-content-gaps')).toBeNull();

    const filter = screen.getByLabelText('Missing translations');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All places', 'Missing in any language', 'Missing: German', 'Missing: French', 'Missing: Italian']);
    await user.selectOptions(filter, 'Missing in any language');
    await screen.findByText('1 place');
    expect(urls.at(-1)).toBe('/api/admin/places?page=1&missing_translation=any');
    const pick = within(list()).getByRole('button', { name: 'Lakes Walk' });
    const gaps = 'Missing: French: Festival date; Italian: Photo spots, Seasonality note';
    expect(within(list()).getByTestId('admin-content-gaps')).toHaveTextContent(gaps);
    expect(pick).toHaveAccessibleDescription(gaps);

    await user.selectOptions(filter, 'Missing: Italian');
    await vi.waitFor(() =>
      expect(screen.getByTestId('admin-content-gaps')).toHaveTextContent(
        'Missing: Italian: Photo spots, Seasonality note',
      ),
    );
    expect(urls.at(-1)).toBe('/api/admin/places?page=1&missing_translation=it');

    await user.selectOptions(filter, 'Missing: German');
    expect(await screen.findByText('No place lacks a translation.')).toBeInTheDocument();
  });

  it('opens a place from the filtered list in the first language it lacks, beside the English', async () => {
    stubApi();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ContentPanel token="admin-token" />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await screen.findByText('2 places');
    await user.selectOptions(screen.getByLabelText('Missing translations'), 'any');
    await user.click(await screen.findByRole('button', { name: 'Lakes Walk' }));

    const editor = within(await screen.findByTestId('admin-content-editor'));
    expect(editor.getByRole('radio', { name: 'French' })).toBeChecked();
    const date = editor.getByLabelText('Festival date (FR)');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription('Festival date in English Early August Missing translation (French).');
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { memoryCaches, SAVED_PLACES, saveCatalog } from '../../../test/offline-fixtures';
import { stringsReady } from '../strings';
import { HomeSearch } from './home-search';

function renderSearch() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <HomeSearch />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const down = () => Promise.reject(new TypeError('Failed to fetch'));
const list = (places: unknown[]) =>
  Response.json({ status: 'success', places, total: places.length, category: null, page: 1, per_page: 50 });

/**
 * Requests the page makes, answered by `answer`; the sample list shown before a search comes back
 * empty (a saved copy, as the service worker would answer it offline).
 */
function stubFetch(answer: (url: string) => Promise<Response>) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      urls.push(url);
      return url.includes('/api/swiss/v2/places?') && !url.includes('search=')
        ? Promise.resolve(list([]))
        : answer(url);
    }),
  );
  return urls;
}

async function search(text: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('searchbox', { name: 'Search destinations' }), text);
  await user.keyboard('{Enter}');
}

beforeAll(async () => {
  await stringsReady;
  await initI18n();
});
beforeEach(async () => {
  const caches = memoryCaches();
  await saveCatalog(caches, 'en');
  vi.stubGlobal('caches', caches);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the home search without a server', () => {
  it('searches the saved catalog when the server cannot be reached, and says so', async () => {
    const urls = stubFetch(down);
    renderSearch();
    await search('Genf');
    const status = await screen.findByTestId('search-status');
    expect(status).toHaveAttribute('role', 'status');
    expect(within(status).getByTestId('search-offline')).toHaveTextContent('Searching offline data');
    expect(status).toHaveTextContent('destination');
    const results = screen.getByTestId('search-results');
    expect(within(results).getAllByRole('link')[0]).toHaveTextContent('Geneva');
    expect(urls.some((url) => url.includes('search=Genf'))).toBe(true); // it tried the server first
  });

  it('goes straight to the saved catalog while the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const urls = stubFetch(down);
    renderSearch();
    await search('Zurich');
    expect(await screen.findByTestId('search-offline')).toBeInTheDocument();
    expect(within(screen.getByTestId('search-results')).getAllByRole('link')[0]).toHaveTextContent('Zurich');
    expect(urls.filter((url) => url.includes('search='))).toEqual([]);
  });

  it('shows the server’s answer without the offline label when it answers', async () => {
    const geneva = SAVED_PLACES.en[0];
    stubFetch((url) => (url.includes('search=Genf') ? Promise.resolve(list([geneva])) : down()));
    renderSearch();
    await search('Genf');
    expect(await screen.findByTestId('search-status')).toHaveTextContent('1 destination matches “Genf”.');
    expect(screen.queryByTestId('search-offline')).not.toBeInTheDocument();
  });

  it.each([
    ['cannot be reached', down],
    ['answers 500', () => Promise.resolve(new Response('', { status: 500 }))],
  ])('reports the failure when the server %s and nothing was saved in this language', async (_, answer) => {
    vi.stubGlobal('caches', memoryCaches());
    stubFetch(answer);
    renderSearch();
    await search('Genf');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Search failed.');
  });
});

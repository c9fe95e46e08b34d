import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { createQueryClient } from '../query-client';
import { useLinkedSelection } from './linked-selection';
import { COUNTRY_ASPECT } from './map-placeholder';
import { COUNTRY, fitView, project } from './projection';
import { SwissMap, type MapPoint } from './swiss-map';

const POINTS: MapPoint[] = [
  { id: 'rheinfall', title: 'Rhine Falls', lat: 47.678, lng: 8.615 },
  { id: 'schaffhausen', title: 'Schaffhausen', lat: 47.696, lng: 8.634 },
  { id: 'stein-am-rhein', title: 'Stein am Rhein', lat: 47.659, lng: 8.859 },
];
const OUTLINE = {
  country: [
    [
      [6, 46],
      [10, 46],
      [10, 47.8],
      [6, 47.8],
      [6, 46],
    ],
  ],
  lakes: [],
  attribution: '© FSO, swisstopo',
};

/** A list and a map of the same places, linked as the category page and the place page link them. */
function ListAndMap({ linked = true }: { linked?: boolean }) {
  const selection = useLinkedSelection();
  return (
    <>
      <SwissMap points={POINTS} linked={linked ? selection : undefined} />
      <ul>
        {POINTS.map((p) => (
          <li key={p.id} {...selection.itemProps(p.id)} data-testid={`item-${p.id}`}>
            <a href={`/place/${p.id}`}>{p.title}</a>
          </li>
        ))}
      </ul>
    </>
  );
}

function renderMap(linked = true) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ListAndMap linked={linked} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const marker = (name: string) =>
  within(screen.getByRole('list', { name: 'Places on the map' })).getByRole(linked ? 'button' : 'link', { name });
let linked = true;

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  linked = true;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/data/switzerland.json')) return Promise.resolve(Response.json(OUTLINE));
      return Promise.resolve(Response.json({ status: 'success', map_tiles: null }));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a list and a map, linked', () => {
  it('pointing at or focusing a list item highlights its marker', async () => {
    const user = userEvent.setup();
    renderMap();
    await screen.findByRole('img', { name: 'Map of Switzerland showing 3 places' });
    expect(marker('Schaffhausen')).toHaveAttribute('data-highlighted', 'false');

    await user.hover(screen.getByTestId('item-schaffhausen'));
    expect(marker('Schaffhausen')).toHaveAttribute('data-highlighted', 'true');
    expect(marker('Schaffhausen')).toHaveAttribute('aria-current', 'true');
    expect(marker('Rhine Falls')).toHaveAttribute('data-highlighted', 'false');

    await user.unhover(screen.getByTestId('item-schaffhausen'));
    expect(marker('Schaffhausen')).toHaveAttribute('data-highlighted', 'false');

    act(() => screen.getByRole('link', { name: 'Stein am Rhein' }).focus());
    expect(marker('Stein am Rhein')).toHaveAttribute('data-highlighted', 'true');
    expect(screen.getByTestId('item-stein-am-rhein')).toHaveAttribute('data-highlighted', 'true');
  });

  it('choosing a marker highlights its list item and scrolls it into view', async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    renderMap();
    await screen.findByRole('img', { name: 'Map of Switzerland showing 3 places' });

    await user.click(marker('Stein am Rhein'));
    expect(screen.getByTestId('item-stein-am-rhein')).toHaveAttribute('data-highlighted', 'true');
    expect(screen.getByTestId('item-rheinfall')).toHaveAttribute('data-highlighted', 'false');
    expect(scrolled).toEqual([screen.getByTestId('item-stein-am-rhein')]);
    expect(marker('Stein am Rhein')).toHaveAttribute('data-highlighted', 'true');
  });

  it('the markers are one tab stop, the arrow keys move between them, Enter chooses', async () => {
    const user = userEvent.setup();
    Element.prototype.scrollIntoView = vi.fn();
    renderMap();
    await screen.findByRole('img', { name: 'Map of Switzerland showing 3 places' });
    const tabbable = screen.getAllByTestId('map-point').filter((m) => m.tabIndex === 0);
    expect(tabbable).toEqual([marker('Rhine Falls')]);

    await user.tab();
    expect(marker('Rhine Falls')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(marker('Schaffhausen')).toHaveFocus();
    expect(screen.getByTestId('item-schaffhausen')).toHaveAttribute('data-highlighted', 'true');
    await user.keyboard('{End}');
    expect(marker('Stein am Rhein')).toHaveFocus();
    await user.keyboard('{Enter}');
    act(() => marker('Stein am Rhein').blur());
    // The chosen place stays highlighted once the focus leaves the map.
    expect(screen.getByTestId('item-stein-am-rhein')).toHaveAttribute('data-highlighted', 'true');
    expect(marker('Stein am Rhein').tabIndex).toBe(0);
  });

  it('without a list, the markers are links to their places', async () => {
    linked = false;
    renderMap(false);
    await screen.findByRole('img', { name: 'Map of Switzerland showing 3 places' });
    expect(marker('Rhine Falls')).toHaveAttribute('href', '/place/rheinfall');
  });
});

describe('the box of the map', () => {
  it('the placeholder reserves the ratio of the whole-Switzerland map', () => {
    expect(COUNTRY.width / COUNTRY.height).toBeCloseTo(COUNTRY_ASPECT, 3);
  });

  it('a close-up holds every point at the ratio asked for, at least about 40 km across', () => {
    const view = fitView(POINTS, 4 / 3);
    expect(view.width / view.height).toBeCloseTo(4 / 3, 6);
    expect(view.width).toBeGreaterThanOrEqual(48);
    for (const p of POINTS) {
      const [x, y] = project(p.lng, p.lat);
      expect(x).toBeGreaterThan(view.x);
      expect(x).toBeLessThan(view.x + view.width);
      expect(y).toBeGreaterThan(view.y);
      expect(y).toBeLessThan(view.y + view.height);
    }
  });
});

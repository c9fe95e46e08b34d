import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoSeriousViolations, test } from './fixtures';

/** A deployment with no online map sources: the map must draw from files of the build alone. */
const OFFLINE_CONFIG = {
  status: 'success',
  map_tiles: null,
  map_styles: { street: null, satellite: null, terrain: null, world: null, traffic: null },
};

/** Every request the page makes to a host other than ours. */
function outsideRequests(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const { hostname, protocol } = new URL(request.url());
    if ((protocol === 'http:' || protocol === 'https:') && hostname !== '127.0.0.1') outside.push(request.url());
  });
  return outside;
}

/** The share of the canvas's pixels near each colour of the offline style (land, lakes). */
async function drawnColours(page: Page): Promise<{ land: number; water: number; colours: number }> {
  const png = await page.locator('[data-testid="geo-map"] canvas').screenshot();
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const near = (i: number, [r, g, b]: [number, number, number]) =>
    Math.abs((data[i] ?? 0) - r) + Math.abs((data[i + 1] ?? 0) - g) + Math.abs((data[i + 2] ?? 0) - b) < 12;
  let land = 0;
  let water = 0;
  const colours = new Set<number>();
  for (let i = 0; i < data.length; i += info.channels) {
    if (near(i, [0xfd, 0xfd, 0xfb])) land += 1;
    if (near(i, [0x9c, 0xc3, 0xdd])) water += 1;
    colours.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
  }
  const pixels = info.width * info.height;
  return { land: land / pixels, water: water / pixels, colours: colours.size };
}

test('MapLibre draws the offline style on the category page, with marker buttons, and asks no other host', async ({
  page,
}) => {
  const outside = outsideRequests(page);
  const maplibre: string[] = [];
  page.on('request', (request) => {
    if (/^\/assets\/geo-map-[\w-]{8}\.js$/.test(new URL(request.url()).pathname)) maplibre.push(request.url());
  });
  await page.route('**/api/config', (route) => route.fulfill({ json: OFFLINE_CONFIG }));
  await page.goto('/category/big_lakes');
  const map = page.getByTestId('category-map');
  await map.scrollIntoViewIfNeeded();
  // The page shows the light SVG map with the same markers; MapLibre (~290 KB) loads only when asked.
  await expect(map.getByTestId('swiss-map').getByTestId('map-point')).toHaveCount(12);
  expect(maplibre).toEqual([]);
  await map.getByTestId('geo-map-activate').click();
  await expect.poll(() => maplibre.length).toBe(1);
  await expect(map.locator('[data-loaded="true"]')).toBeAttached();
  await expect(map.getByRole('img', { name: 'Map of Switzerland showing 12 places' })).toBeVisible();
  await expect(map.getByRole('region', { name: 'Map of Switzerland showing 12 places' })).toBeVisible();
  const markers = map.getByRole('button').and(map.getByTestId('map-point'));
  await expect(markers).toHaveCount(12);
  // A canvas with the land and the lakes drawn (software WebGL in headless Chromium).
  await expect.poll(async () => (await drawnColours(page)).water).toBeGreaterThan(0.01);
  const drawn = await drawnColours(page);
  expect(drawn.land).toBeGreaterThan(0.2);
  expect(drawn.colours).toBeGreaterThan(3);
  await expect(map).toContainText('© FSO, swisstopo');

  // Markers are one stop in the tab order, the arrow keys move between them, Enter chooses.
  await markers.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(markers.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  const id = await markers.nth(1).getAttribute('data-id');
  await expect(page.locator(`[data-testid="place-list"] li[data-linked-id="${id}"]`)).toHaveAttribute(
    'data-highlighted',
    'true',
  );
  await expect(markers.nth(1)).toHaveAttribute('aria-current', 'true');
  await expectNoSeriousViolations(page);
  expect(outside).toEqual([]);
});

test('the place page maps the place and its neighbours with MapLibre, offline style only', async ({ page }) => {
  const outside = outsideRequests(page);
  await page.route('**/api/config', (route) => route.fulfill({ json: OFFLINE_CONFIG }));
  await page.goto('/place/rheinfall');
  const map = page.getByTestId('nearby-map');
  await map.scrollIntoViewIfNeeded();
  await map.getByTestId('geo-map-activate').click();
  await expect(map.locator('[data-loaded="true"]')).toBeAttached();
  await expect(map.getByTestId('map-centre')).toBeVisible();
  const count = await page.getByTestId('nearby-list').locator('li[data-linked-id]').count();
  await expect(map.getByRole('button').and(map.getByTestId('map-point'))).toHaveCount(count);
  await expectNoSeriousViolations(page);
  expect(outside).toEqual([]);
});

test('a tile source that fails leaves the offline style drawn', async ({ page }) => {
  // The e2e server sets MAP_TILES_URL (OpenStreetMap): every tile fails here.
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  await page.goto('/category/big_lakes');
  const map = page.getByTestId('category-map');
  await map.scrollIntoViewIfNeeded();
  await map.getByTestId('geo-map-activate').click();
  await expect(map.locator('[data-loaded="true"]')).toBeAttached();
  await expect(map.getByRole('link', { name: '© OpenStreetMap' })).toBeAttached();
  await expect.poll(async () => (await drawnColours(page)).water).toBeGreaterThan(0.01);
  expect((await drawnColours(page)).land).toBeGreaterThan(0.2);
});

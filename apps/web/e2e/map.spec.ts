import { expect, expectNoSeriousViolations, test } from './fixtures';

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('the category map shows every place on the offline style when tiles cannot load', async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  await page.goto('/category/waterfalls');
  // The light SVG map shows first; the interactive one loads when asked for.
  await page.getByTestId('geo-map-activate').click();
  const map = page.getByTestId('geo-map');
  await expect(map.getByTestId('map-point')).toHaveCount(33);
  await expect(map.getByRole('img')).toHaveAttribute('aria-label', 'Map of Switzerland showing 33 places');
});

test('OpenStreetMap tiles are drawn on the map when they load, with attribution', async ({ page }) => {
  const tiles: string[] = [];
  await page.route('https://tile.openstreetmap.org/**', (route) => {
    tiles.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: PNG_1x1 });
  });
  await page.goto('/category/big_lakes');
  await page.getByTestId('geo-map-activate').click();
  const map = page.getByTestId('geo-map');
  await expect(map.getByTestId('map-point')).toHaveCount(12);
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  await expect(map.getByRole('link', { name: '© OpenStreetMap' })).toBeVisible();
});

test('a point on the home map opens its place', async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  await page.goto('/');
  await page.getByTestId('swiss-map').getByTestId('map-point').first().click({ force: true });
  await expect(page).toHaveURL(/\/place\/[a-z0-9-]+$/);
  await expect(page.getByTestId('place-page')).toBeVisible();
});

test('the category map is a compact column beside the list, linked to it both ways', async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  await page.goto('/category/waterfalls');
  const map = page.getByTestId('category-map');
  const list = page.getByTestId('place-list');
  await expect(map.getByTestId('map-point')).toHaveCount(33);
  const mapBox = await map.boundingBox();
  const listBox = await list.boundingBox();
  expect(mapBox && listBox).toBeTruthy();
  if (!mapBox || !listBox) return;
  // Beside the list (not a slab above it), and no taller than the screen.
  expect(mapBox.height).toBeLessThan(400);
  expect(mapBox.x).toBeGreaterThan(listBox.x + listBox.width - 1);
  expect(Math.abs(mapBox.y - listBox.y)).toBeLessThan(20);

  // Pointing at a place of the list highlights its marker.
  const card = list.locator('li[data-linked-id="rheinfall"]');
  await card.hover();
  await expect(map.locator('[data-testid="map-point"][data-id="rheinfall"]')).toHaveAttribute(
    'data-highlighted',
    'true',
  );

  // Choosing a marker highlights its place in the list and brings it into view.
  await page.mouse.move(0, 0);
  const last = list.locator('li[data-linked-id]').last();
  const lastId = await last.getAttribute('data-linked-id');
  const marker = map.locator(`[data-testid="map-point"][data-id="${lastId}"]`);
  await marker.focus();
  await page.keyboard.press('Enter');
  await expect(last).toHaveAttribute('data-highlighted', 'true');
  await expect(last).toBeInViewport();
  await expect(card).toHaveAttribute('data-highlighted', 'false');
  await expect(map).toBeInViewport(); // sticky beside the list
  await expectNoSeriousViolations(page);
});

test('the place page maps the place with its neighbours, linked to the nearby list', async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  await page.goto('/place/rheinfall');
  const map = page.getByTestId('nearby-map');
  const list = page.getByTestId('nearby-list');
  await map.scrollIntoViewIfNeeded();
  const items = list.locator('li[data-linked-id]');
  await expect(items.first()).toBeVisible();
  const count = await items.count();
  expect(count).toBeGreaterThan(1);
  await expect(map.getByTestId('map-point')).toHaveCount(count);
  await expect(map.getByTestId('map-centre')).toBeVisible();
  await expect(map.getByRole('img')).toHaveAttribute('aria-label', `Map of Rhine Falls and ${count} places nearby`);
  await expect(page.getByTestId('section-nearby')).toContainText(await items.first().innerText());

  // Choosing a neighbour in the list highlights its marker.
  const second = items.nth(1);
  const secondId = await second.getAttribute('data-linked-id');
  await second.locator('.muted').click();
  await page.mouse.move(0, 0);
  await expect(map.locator(`[data-testid="map-point"][data-id="${secondId}"]`)).toHaveAttribute(
    'data-highlighted',
    'true',
  );

  // Choosing a marker (a button with the place's name) highlights its list item.
  const firstId = await items.first().getAttribute('data-linked-id');
  const firstTitle = await items.first().getByRole('link').textContent();
  const marker = map.getByRole('button', { name: firstTitle ?? '' });
  await expect(marker).toHaveAttribute('data-id', firstId ?? '');
  await marker.focus();
  await page.keyboard.press('Enter');
  await expect(items.first()).toHaveAttribute('data-highlighted', 'true');
  await expect(second).toHaveAttribute('data-highlighted', 'false');
  await expectNoSeriousViolations(page);
});

test('the home map follows the search', async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByTestId('swiss-map').getByTestId('map-point')).toHaveCount(12);
  await page.getByTestId('search-input').fill('Zürichsee');
  await page.getByTestId('search-button').click();
  await expect(page.getByTestId('search-status')).toBeVisible();
  const count = await page.getByTestId('search-results').getByRole('listitem').count();
  await expect(page.getByTestId('swiss-map').getByTestId('map-point')).toHaveCount(count);
});

import { expect, test } from './fixtures';

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('the category map shows every place on the offline outline when tiles cannot load', async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  await page.goto('/category/waterfalls');
  const map = page.getByTestId('swiss-map');
  await expect(map.getByTestId('map-point')).toHaveCount(33);
  await expect(map.getByTestId('map-tile')).toHaveCount(0);
  await expect(map.getByRole('img')).toHaveAttribute('aria-label', 'Map of Switzerland showing 33 places');
  await expect(map).not.toContainText('OpenStreetMap');
});

test('OpenStreetMap tiles are drawn under the outline when they load, with attribution', async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PNG_1x1 }),
  );
  await page.goto('/category/big_lakes');
  const map = page.getByTestId('swiss-map');
  await expect(map.getByTestId('map-point')).toHaveCount(12);
  await expect(map.getByTestId('map-tile').first()).toBeAttached();
  await expect(map.getByRole('link', { name: '© OpenStreetMap' })).toBeVisible();
});

test('a point on the map opens its place', async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  await page.goto('/category/rivers');
  await page.getByTestId('map-point').first().click({ force: true });
  await expect(page).toHaveURL(/\/place\/[a-z0-9-]+$/);
  await expect(page.getByTestId('place-page')).toBeVisible();
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

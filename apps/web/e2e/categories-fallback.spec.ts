import { expect, test, chooseSetting } from './fixtures';

const API = '**/api/swiss/v2/categories**';

test('falls back to the static file when the categories call fails', async ({ page }) => {
  await page.route(API, (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/');
  await expect(page.getByTestId('category-grid').getByRole('listitem')).toHaveCount(11);
  await expect(page.getByTestId('categories-notice')).toContainText('built-in list');
});

test('the static file is localized too', async ({ page }) => {
  await page.route(API, (route) => route.abort());
  await page.goto('/');
  await chooseSetting(page, 'language', 'it');
  await expect(page.getByTestId('category-wine_regions')).toContainText('Regioni vinicole');
});

test('prefers the categories cached on the device', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('category-grid').getByRole('listitem')).toHaveCount(11);
  await page.route(API, (route) => route.abort());
  await page.reload();
  await expect(page.getByTestId('category-grid').getByRole('listitem')).toHaveCount(11);
  await expect(page.getByTestId('categories-notice')).toContainText('saved on this device');
});

test('retries twice, then says so, and Try again recovers', async ({ page }) => {
  let apiCalls = 0;
  let failing = true;
  await page.route(API, (route) => {
    apiCalls += 1;
    return failing ? route.fulfill({ status: 503, body: '' }) : route.fallback();
  });
  await page.route('**/data/categories.v2.json', (route) => (failing ? route.abort() : route.fallback()));
  await page.goto('/');
  await expect(page.getByTestId('categories-loading')).toBeVisible();
  await expect(page.getByTestId('categories-error')).toContainText(
    'Categories are temporarily unavailable ... Please try again shortly.',
    { timeout: 10000 },
  );
  expect(apiCalls).toBe(3);
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('category-grid').getByRole('listitem')).toHaveCount(11);
});

test('feature flags failing keeps the v2 explorer on', async ({ page }) => {
  await page.route('**/api/feature-flags', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/');
  await expect(page.getByTestId('category-grid').getByRole('listitem')).toHaveCount(11);
});

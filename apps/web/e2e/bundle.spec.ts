import { expect, test } from './fixtures';

// The sign-in page and the dashboard are one lazy chunk, named after `features/admin/area.ts`
// (assets/area-<hash>.js and its stylesheet), that the router imports for /admin routes only.
const ADMIN_AREA = /\/assets\/area-[\w-]+\.(js|css)$/;

test('visitor pages never load the admin area chunk; the admin login does', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  await page.goto('/');
  await expect(page.getByTestId('category-grid').getByRole('listitem')).toHaveCount(11);
  await page.goto('/category/waterfalls');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/place/matterhorn');
  await expect(page.getByRole('heading', { level: 1, name: /Matterhorn/ })).toBeVisible();
  // Whatever the app loads when idle (offline support, prefetches) has had its chance.
  await page.waitForLoadState('networkidle');

  const scripts = requested.filter((path) => path.endsWith('.js'));
  expect(scripts.length, 'scripts seen on the visitor pages').toBeGreaterThan(3);
  expect(requested.filter((path) => ADMIN_AREA.test(path))).toEqual([]);

  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(requested.filter((path) => ADMIN_AREA.test(path) && path.endsWith('.js'))).toHaveLength(1);
});

test('the service worker does not precache the admin area for visitors', async ({ request }) => {
  const worker = await (await request.get('/sw.js')).text();
  const precached = [...worker.matchAll(/"url":"(assets\/[^"]+)"/g)].map((match) => `/${match[1] ?? ''}`);
  expect(precached.length, 'precached assets').toBeGreaterThan(10);
  expect(precached.filter((path) => ADMIN_AREA.test(path))).toEqual([]);
});

test('the first requests start with the HTML: the flags by preload (one request, used) and a place cover', async ({
  page,
}) => {
  const flags: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/feature-flags') flags.push(request.url());
  });
  const response = await page.goto('/place/matterhorn');
  expect(response?.headers().link).toBe('</api/media/cover/matterhorn>; rel=preload; as=image; fetchpriority=high');
  await expect(page.locator('link[rel="preload"][href="/api/feature-flags"]')).toHaveAttribute('as', 'fetch');
  await expect(page.getByTestId('place-cover')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(flags, 'the app reads the preloaded answer instead of asking again').toHaveLength(1);
});

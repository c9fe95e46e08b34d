import type { Category, Place, V2PlacesResponse } from '@swiss/contract';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousViolations, test } from './fixtures';

// The only spec with the service worker on (the shared config blocks it for every other test).
test.use({ serviceWorkers: 'allow' });

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function waitForWarmCatalog(page: Page, lang: string): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60000 });
  await page.waitForFunction(
    (language) => {
      const records = JSON.parse(localStorage.getItem('swiss_explorer_offline') ?? '{}') as Record<string, unknown>;
      return records[language] !== undefined;
    },
    lang,
    { timeout: 90000, polling: 500 },
  );
}

test('the web manifest is linked and valid, its icons load, the worker is revalidated', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Swiss Explorer',
    short_name: 'Swiss Explorer',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1d4e89',
  });
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#1d4e89');
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe(icon.type);
    const size = pngSize(await image.body());
    expect(`${size.width}x${size.height}`).toBe(icon.sizes);
  }
  const worker = await page.request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toContain('javascript');
});

/** The API budget of a first visit with its offline warm-up (docs/perf.md, "event hall"). */
const FIRST_VISIT_API_BUDGET = 15;

test('a first visit and its offline warm-up make at most 15 API requests, covers included', async ({
  page,
  context,
}) => {
  test.setTimeout(180000);
  // Requests that reach the server: the page's own, and the worker's fetches (Chromium reports them
  // on the context). A page request the worker answered is counted once, as the worker's fetch.
  const sent: string[] = [];
  context.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    void request.response().then((response) => {
      if (response?.fromServiceWorker()) return;
      sent.push(`${request.method()} ${url.pathname}${url.search}`);
    });
  });
  await page.goto('/');
  await expect(page.getByTestId('category-waterfalls')).toBeVisible({ timeout: 20000 });
  await waitForWarmCatalog(page, 'en');
  await page.waitForLoadState('networkidle');
  const covers = sent.filter((r) => r.includes('/api/media/cover/'));
  console.log(`first visit + warm-up: ${sent.length} API requests\n  ${sent.join('\n  ')}`);
  expect(covers).toEqual([]);
  expect(sent.filter((r) => r.includes('/api/media/covers'))).toHaveLength(1);
  expect(sent.length).toBeLessThanOrEqual(FIRST_VISIT_API_BUDGET);
});

test('after the first visit, categories, unseen places, the quiz and the tools work offline', async ({
  page,
  context,
}) => {
  test.setTimeout(180000);
  // A category and a place of it that this visit never opens while online.
  const categories = (await (await page.request.get('/api/swiss/v2/categories?lang=en')).json()) as {
    categories: Category[];
  };
  const category = categories.categories.find((c) => c.key === 'waterfalls') ?? categories.categories[0];
  if (!category) throw new Error('no categories');
  const list = (await (
    await page.request.get(`/api/swiss/v2/places?type=${category.key}&per_page=50&page=1&lang=en`)
  ).json()) as { places: Place[] };
  const place = list.places.at(-1);
  if (!place) throw new Error(`no places in ${category.key}`);

  await page.goto('/');
  await expect(page.getByTestId(`category-${category.key}`)).toBeVisible({ timeout: 20000 });
  await waitForWarmCatalog(page, 'en');
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  // Really offline: what was never cached fails.
  const uncached = await page.evaluate(() =>
    fetch('/api/swiss/v2/places/matterhorn/nearby?limit=2&lang=en').then(
      (r) => r.status,
      () => 'failed',
    ),
  );
  expect(uncached).toBe('failed');
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('live AI answers');

  await page.getByTestId(`category-${category.key}`).click();
  await expect(page.getByTestId('place-list').getByRole('listitem')).toHaveCount(category.count);
  await page.getByTestId(`place-${place.id}`).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(place.title);
  await expect(page.getByTestId('place-cover')).toHaveJSProperty('complete', true);
  expect(await page.getByTestId('place-cover').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
    0,
  );
  // The concierge needs the server: it says so and keeps the question.
  await page.getByTestId('concierge-input').fill('How do I get there?');
  await page.getByTestId('concierge-send').click();
  await expect(page.getByTestId('concierge').getByRole('status')).toHaveText(
    'You are offline: ask again when you are back online.',
  );
  await expect(page.getByTestId('concierge-input')).toHaveValue('How do I get there?');

  // A page load of another route while offline: the precached shell answers.
  await page.goto('/quiz');
  await page.getByTestId('quiz-start-all').click();
  await expect(page.getByTestId('quiz-position')).toHaveText('Question 1 of 50');
  await page.getByTestId('quiz-option-0').click();
  await expect(page.getByTestId('quiz-feedback')).toBeVisible();

  await page.goto('/tools/emergency');
  await expect(page.getByTestId('emergency-core')).toBeVisible();
  await page.goto('/tools/planner');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeVisible();

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
});

test('offline, the home search ranks the saved catalog as the server does: "Genf" finds Geneva', async ({
  page,
  context,
}) => {
  test.setTimeout(180000);
  // The server's own answer, to compare with what the device finds once the network is gone.
  const live = (await (
    await page.request.get('/api/swiss/v2/places?search=Genf&per_page=50&lang=en')
  ).json()) as V2PlacesResponse;
  expect(live.places[0]?.id).toBe('geneve');

  await page.goto('/');
  await expect(page.getByTestId('search-input')).toBeVisible();
  await waitForWarmCatalog(page, 'en');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();

  // By keyboard, as a visitor would: type, Enter.
  await page.getByTestId('search-input').fill('Genf');
  await page.getByTestId('search-input').press('Enter');
  const status = page.getByTestId('search-status');
  await expect(status).toHaveAttribute('role', 'status');
  await expect(status.getByTestId('search-offline')).toHaveText('Searching offline data:');
  await expect(status).toContainText(`${live.total} destination`);
  const links = page.getByTestId('search-results').getByRole('listitem').getByRole('link');
  await expect(links.first()).toHaveAttribute('href', '/place/geneve');
  await expect(links.first()).toContainText('Geneva');
  expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(
    live.places.map((place) => `/place/${place.id}`),
  );
  await expectNoSeriousViolations(page);

  await context.setOffline(false);
});

test.describe('the offline banner', () => {
  // The banner needs no worker; without one, going offline cannot interrupt its registration.
  test.use({ serviceWorkers: 'block' });

  test('the offline banner can be dismissed; it stays closed for this offline spell and returns with the next', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('search-input')).toBeVisible();
    // Everything the home page loads on its own (the map's chunk) is in before the network goes.
    await page.waitForLoadState('networkidle');
    const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
    await context.setOffline(true);
    await expect(banner).toBeVisible();
    const dismiss = page.getByRole('button', { name: 'Dismiss the offline notice' });
    await dismiss.focus();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    await expect(page.locator('#main')).toBeFocused();
    expect(await page.evaluate(() => sessionStorage.getItem('se_offline_notice_dismissed'))).toBe('1');

    await context.setOffline(false);
    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
  });
});

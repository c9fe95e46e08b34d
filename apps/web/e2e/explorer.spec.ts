import type { Page } from '@playwright/test';
import { expect, test, chooseSetting } from './fixtures';

const SECTIONS = [
  'facts',
  'history',
  'etiquette',
  'food',
  'events',
  'sustainability',
  'photos',
  'itineraries',
  'getting-there',
  'nearby',
  'safety',
];

test('home -> category -> place -> back, with every section of the place page in order', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('category-mountains_glaciers').click();
  await expect(page).toHaveURL(/\/category\/mountains_glaciers$/);
  await expect(page.getByTestId('place-list').getByRole('listitem')).toHaveCount(80); // two pages of 50 and 30
  await page.getByTestId('place-matterhorn').click();
  await expect(page).toHaveURL(/\/place\/matterhorn$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Matterhorn');
  const ids = await page
    .locator('[data-testid^="section-"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  expect(ids).toEqual(SECTIONS.map((s) => `section-${s}`));
  await expect(page.getByTestId('nearby-list').getByRole('listitem')).toHaveCount(6);
  await expect(page.getByTestId('place-cover')).toHaveJSProperty('complete', true);
  expect(await page.getByTestId('place-cover').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
    0,
  );
  await page.getByTestId('place-back').click();
  await expect(page).toHaveURL(/\/category\/mountains_glaciers$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/place\/matterhorn$/);
});

test('a place URL loads on refresh, in the chosen language', async ({ page }) => {
  await page.goto('/place/lac-leman');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lake Geneva');
  await chooseSetting(page, 'language', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Genfersee');
  await expect(page.getByTestId('section-facts').getByRole('heading')).toHaveText('Kurzinfos');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Genfersee');
  await chooseSetting(page, 'language', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lac Léman');
  await chooseSetting(page, 'language', 'it');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lago Lemano');
});

test('the score rubric opens on request and adds up', async ({ page }) => {
  await page.goto('/place/rheinfall');
  const rubric = page.getByTestId('score-rubric');
  await rubric.getByText('How is this score calculated?').click();
  await expect(rubric.getByRole('row')).toHaveCount(6);
});

test('Add to Trip keeps the place on the device across a reload', async ({ page }) => {
  await page.goto('/place/rheinfall');
  await page.getByTestId('trip-add-rheinfall').click();
  await expect(page.getByTestId('trip-add-rheinfall')).toHaveText('In your trip');
  await page.reload();
  await expect(page.getByTestId('trip-add-rheinfall')).toBeDisabled();
  const stored = await page.evaluate(() => localStorage.getItem('swiss_explorer_trip'));
  expect(JSON.parse(stored ?? '[]')).toEqual([
    { id: 'rheinfall', name: 'Rhine Falls', type: 'waterfall', duration: '2-3h' },
  ]);
});

const SEARCHES: [query: string, id: string][] = [
  ['Genf', 'geneve'],
  ['Geneve', 'geneve'],
  ['Lake Geneva', 'lac-leman'],
  ['Matterhon', 'matterhorn'],
  ['zurich', 'zurich'],
];
for (const [query, id] of SEARCHES) {
  test(`home search "${query}" finds ${id} first`, async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('search-input').fill(query);
    await page.getByTestId('search-input').press('Enter');
    await expect(page.getByTestId('search-status')).toBeVisible();
    await expect(page.getByTestId('search-results').getByRole('listitem').first().getByRole('link')).toHaveAttribute(
      'href',
      `/place/${id}`,
    );
  });
}

test('an empty search restores the sample list; a failed search says so', async ({ page }) => {
  await page.goto('/');
  const results = page.getByTestId('search-results').getByRole('listitem');
  await expect(results).toHaveCount(12);
  await expect(page.getByTestId('search-button')).toBeDisabled();
  await page.getByTestId('search-input').fill('Matterhorn');
  await page.getByTestId('search-button').click();
  await expect(page.getByTestId('search-status')).toBeVisible();
  await page.getByTestId('search-input').fill('');
  await expect(results).toHaveCount(12);
  await page.route('**/api/swiss/v2/places?*search=*', (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByTestId('search-input').fill('Rigi');
  await page.getByTestId('search-button').click();
  await expect(page.getByTestId('search-error')).toHaveText('Search failed. Please try again.');
});

/** Answers the matching API requests with a 503 "Busy" envelope until `recover()` is called. */
async function busyUntilRecovered(page: Page, url: string) {
  let busy = true;
  await page.route(url, (route) =>
    busy
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"status":"error","code":"SERVICE_UNAVAILABLE","message":"Busy"}',
        })
      : route.fallback(),
  );
  return { recover: () => (busy = false) };
}

test('a failing category shows the spec message and Retry Loading recovers', async ({ page }) => {
  const outage = await busyUntilRecovered(page, '**/api/swiss/v2/places?type=rivers*');
  await page.goto('/category/rivers');
  // The server's "Busy" stays in its envelope: the page gives the reason in the visitor's words.
  await expect(page.getByTestId('places-error')).toContainText(
    'Could not load Rivers places. The service is busy right now. Please try again in a moment.',
  );
  outage.recover();
  await page.getByRole('button', { name: 'Retry Loading' }).click();
  await expect(page.getByTestId('place-list').getByRole('listitem')).toHaveCount(12);
});

test('an unknown category or place says so and leads home; a failing place says why and Retry recovers', async ({
  page,
}) => {
  await page.goto('/category/volcanoes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.goto('/place/no-such-place');
  await expect(page.getByTestId('place-error')).toContainText('We could not find this destination.');
  await page.getByTestId('place-error').getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);

  const outage = await busyUntilRecovered(page, '**/api/swiss/places/matterhorn?*');
  await page.goto('/place/matterhorn');
  await expect(page.getByTestId('place-error')).toContainText(
    'Could not load this destination. The service is busy right now. Please try again in a moment.',
  );
  outage.recover();
  await page.getByTestId('place-error').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Matterhorn' })).toBeVisible();
});

test('an empty category says so, and a short one warns about the count', async ({ page }) => {
  await page.route('**/api/swiss/v2/places?type=rivers*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'success', places: [], total: 0, category: 'rivers', page: 1, per_page: 50 }),
    }),
  );
  await page.goto('/category/rivers');
  await expect(page.getByTestId('places-empty')).toHaveText(
    'No places found ... Expected 12 places. Please check data ingestion.',
  );
});

test('the sustainability lens shows badges and is remembered', async ({ page }) => {
  await page.goto('/category/big_lakes');
  await expect(page.getByTestId('place-list').getByRole('listitem')).toHaveCount(12);
  await expect(page.getByText(/Sustainability \d+\/100/).first()).toBeHidden();
  await page.getByTestId('lens-toggle').check();
  await expect(page.getByText(/Sustainability \d+\/100/).first()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('lens-toggle')).toBeChecked();
});

test('a cover that fails to load is replaced by the category placeholder', async ({ page }) => {
  await page.route('**/api/media/cover/**', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/place/rheinfall');
  await expect(page.getByTestId('place-cover')).toHaveAttribute('src', '/api/media/placeholder/waterfalls');
});

test('a place reads at a glance: a summary strip, a cover that leaves the title in view, chips that jump', async ({
  page,
}) => {
  await page.goto('/place/matterhorn');
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const title = page.getByRole('heading', { level: 1, name: 'Matterhorn' });
  await expect(title).toBeInViewport();
  // The strip says only what the data says: no travel time for the Matterhorn.
  const glance = page.getByTestId('place-glance');
  await expect(glance.locator('dt')).toHaveText([
    'Canton',
    'Elevation',
    'Best season',
    'Time needed',
    'Access',
    'Sustainability',
  ]);
  await expect(page.getByTestId('glance-canton')).toContainText('Valais');
  await expect(page.getByTestId('glance-elevation')).toContainText('4478 m');
  await expect(page.getByTestId('glance-timeNeeded')).toContainText('Full day');
  await expect(page.getByTestId('glance-access')).toContainText('Alpine, mountain guide needed');
  await expect(page.getByTestId('glance-travelTime')).toHaveCount(0);
  // The cover: its space is reserved, at most 40 % of the screen high, its credit small and honest.
  const cover = page.getByTestId('place-cover');
  const box = await cover.boundingBox();
  expect(box?.height).toBeGreaterThan(100);
  expect(box?.height ?? 1000).toBeLessThanOrEqual(viewport.height * 0.4 + 1);
  await expect(page.getByTestId('place-hero-credit')).toHaveText(
    'Illustration by Swiss Explorer, not a photo of this place',
  );
  // Chips: keyboard-reachable links that jump to their section; the last one to the concierge.
  const chips = page.getByTestId('place-jumps');
  await expect(chips).toHaveAttribute('aria-label', 'On this page');
  await expect(chips.getByRole('link')).toHaveCount(12);
  await page.getByTestId('place-jump-safety').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#section-safety$/);
  await expect(page.getByTestId('section-safety').getByRole('heading')).toBeInViewport();
  await page.getByTestId('place-jump-concierge').click();
  await expect(page.getByRole('heading', { name: 'Ask the AI Concierge' })).toBeInViewport();
  // A shared link to a section opens there.
  await page.goto('/place/matterhorn#section-history');
  await expect(page.getByTestId('section-history').getByRole('heading')).toBeInViewport();
});

test('on a phone the chips scroll sideways, with a hint while more follow', async ({ page, isMobile }) => {
  await page.goto('/place/rheinfall');
  const list = page.getByTestId('place-jumps').getByRole('list');
  await expect(list.getByRole('link').first()).toBeVisible();
  if (!isMobile) {
    // Wide screens show every chip (they wrap): no hint.
    await expect(page.getByTestId('place-jumps-more')).toHaveCount(0);
    return;
  }
  const { scrollWidth, clientWidth } = await list.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  await expect(page.getByTestId('place-jumps-more')).toBeVisible();
  // Each chip is a 44 px target; the document itself does not scroll sideways.
  expect((await list.getByRole('link').first().boundingBox())?.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Tabbing to the last chip scrolls the row to its end, and the hint goes.
  await page.getByTestId('place-jump-concierge').focus();
  await list.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(page.getByTestId('place-jumps-more')).toHaveCount(0);
});

import { AIRA_STORAGE_KEYS, airaPlacesResponseSchema, type AiraPlacesResponse } from '@swiss/contract';
import type { BrowserContextOptions, Page, Response } from '@playwright/test';
import { expect, expectNoSeriousViolations, test } from './fixtures';

// AIRA (issue 19): position detection, places near you, the place modal and page, favorites and the
// city guide, on a phone, against the real server and its bundled POI and geo data.
const ZURICH_HB = { latitude: 47.3779, longitude: 8.5403 };
const ZERMATT = { latitude: 46.0207, longitude: 7.7491 };
const LUGANO = { latitude: 46.0037, longitude: 8.9511 };
const PARIS = { latitude: 48.8566, longitude: 2.3522 };

const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'block',
  locale: 'en-US',
};

async function placesAnswer(response: Response): Promise<AiraPlacesResponse> {
  return airaPlacesResponseSchema.parse(await response.json());
}

const isPlacesCall = (category: string) => (response: Response) =>
  response.url().includes('/api/enhanced-places') && response.url().includes(`category=${category}`);

/** Opens AIRA at a GPS position and waits for the first list of places. */
async function openAt(page: Page, position: { latitude: number; longitude: number }) {
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation(position);
  const first = page.waitForResponse(isPlacesCall('all'));
  await page.goto('/aira');
  await expect(page.getByRole('heading', { level: 1, name: 'AIRA' })).toBeVisible();
  await expect(page.getByTestId('aira-location')).toHaveAttribute('data-source', 'gps');
  await first;
}

async function openCityGuide(page: Page) {
  await page.getByTestId('aira-city-guide-button').click();
  const guide = page.getByTestId('aira-city-guide');
  await expect(guide.getByTestId('aira-guide-body')).toBeVisible();
  return guide;
}

test.describe('AIRA on a phone', () => {
  test.use(phone);

  test('Zürich HB: transport stops nearest first, restaurants by category, with attribution', async ({ page }) => {
    await openAt(page, ZURICH_HB);
    await expect(page.getByTestId('aira-location')).toContainText('Location: GPS');
    await expect(page.getByText('Universal Location Platform')).toBeVisible();
    const list = page.getByTestId('aira-places');
    await expect(list.getByRole('listitem').first()).toBeVisible();
    expect(await list.getByRole('listitem').count()).toBeLessThanOrEqual(10);
    await expect(page.getByTestId('aira-attribution').first()).toBeVisible();

    const transport = page.waitForResponse(isPlacesCall('transport'));
    await page.getByTestId('aira-category-transport').click();
    const stops = await placesAnswer(await transport);
    expect(stops.results.length).toBeGreaterThan(0);
    const distances = stops.results.map((place) => place.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    await expect(list.getByRole('listitem').first()).toContainText(stops.results[0]?.name ?? '');
    await expect(list.locator('li[data-category="transport"]').first()).toBeVisible();
    expect(await list.locator('li:not([data-category="transport"])').count()).toBe(0);

    const restaurants = page.waitForResponse(isPlacesCall('restaurants'));
    await page.getByTestId('aira-category-restaurants').click();
    const eat = await placesAnswer(await restaurants);
    expect(eat.results.length).toBeGreaterThan(0);
    await expect(list.locator('li[data-category="restaurants"]').first()).toBeVisible();
    expect(await list.locator('li:not([data-category="restaurants"])').count()).toBe(0);
    const attribution = page.getByTestId('aira-attribution').first();
    await expect(attribution).toContainText(eat.attributions[0]?.text ?? '');

    // The Environmental Impact section counts the nearest places: metres away at Zürich HB, so grams.
    await expect(page.getByTestId('aira-impact')).toContainText(/\d+ g CO₂/);
    await expect(page.getByTestId('aira-impact')).not.toContainText('0 kg CO₂');

    // A blank search says so inline, in an alert.
    await page.getByTestId('aira-search-button').click();
    await expect(page.getByTestId('aira-search-alert')).toHaveText('Please enter a search term');
    await expectNoSeriousViolations(page);

    // The place modal: an accessible dialog, closed by Escape with focus back on View.
    const view = list.getByRole('button', { name: /^View details of/ }).first();
    await view.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('aira-place-rating')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Get Directions' })).toHaveAttribute('href', /openstreetmap\.org/);
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(view).toBeFocused();
  });

  test('favorites survive a reload, and a place page opens again after a reload', async ({ page }) => {
    await openAt(page, ZURICH_HB);
    const list = page.getByTestId('aira-places');
    const first = list.getByRole('listitem').first();
    const name = (await first.getByRole('link').first().textContent()) ?? '';
    await first.getByRole('button', { name: /^View details of/ }).click();
    await page.getByRole('dialog').getByTestId('aira-favorite-toggle').click();
    await expect(page.getByRole('dialog').getByTestId('aira-favorite-toggle')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    const stored = await page.evaluate((key) => localStorage.getItem(key), AIRA_STORAGE_KEYS.favorites);
    expect(JSON.parse(stored ?? '[]')).toEqual([
      expect.objectContaining({ name, addedToFavorites: expect.any(String) }),
    ]);

    await page.reload();
    await expect(page.getByTestId('aira-favorites').getByRole('link', { name })).toBeVisible();

    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/aira\/place\//);
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByTestId('aira-favorite-toggle')).toHaveAttribute('aria-pressed', 'true');
  });

  test('an address moves the position, a keyword searches, a failed load offers a retry', async ({ page }) => {
    await openAt(page, ZURICH_HB);
    const input = page.getByTestId('aira-search-input');
    const geocoded = page.waitForResponse((response) => response.url().endsWith('/api/geocode'));
    await input.fill('Kramgasse 49, Bern');
    await input.press('Enter');
    expect((await geocoded).ok()).toBe(true);
    await expect(page.getByTestId('aira-location')).toHaveAttribute('data-source', 'address');
    await expect(page.getByTestId('aira-location')).toContainText('(address)');

    const searched = page.waitForResponse((response) => response.url().endsWith('/api/places/search'));
    await input.fill('coffee');
    await page.getByTestId('aira-search-button').click();
    expect((await searched).ok()).toBe(true);
    await expect(page.getByTestId('aira-places-showing')).toContainText('coffee');
    await expect(page.getByTestId('aira-places').or(page.getByTestId('aira-places-empty'))).toBeVisible();

    // The places API down: a clear error with a retry, never a 'Loading places...' entry forever.
    await page.route('**/api/enhanced-places**', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.getByTestId('aira-category-hotels').click();
    const error = page.getByTestId('aira-places-error');
    await expect(error).toContainText('Places could not be loaded.');
    await page.unroute('**/api/enhanced-places**');
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('aira-places').or(page.getByTestId('aira-places-empty'))).toBeVisible();
    await expect(page.getByTestId('aira-search-input')).toHaveValue('');
  });

  test('the city guide of Zermatt: German, 117/118/144', async ({ page }) => {
    await openAt(page, ZERMATT);
    const guide = await openCityGuide(page);
    await expect(guide.getByRole('heading', { level: 2 })).toContainText('Zermatt');
    await expect(guide.getByTestId('aira-guide-language')).toHaveText('German');
    const numbers = guide.getByTestId('aira-guide-emergency');
    for (const number of ['117', '118', '144']) await expect(numbers).toContainText(number);
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(guide).toHaveCount(0);
    await expect(page.getByTestId('aira-city-guide-button')).toBeFocused();
  });

  test('Ask AI from the city guide and from a place: grounded answers in accessible dialogs', async ({ page }) => {
    await openAt(page, ZERMATT);
    const guide = await openCityGuide(page);
    await guide.getByTestId('aira-guide-ask-ai').click();
    const city = page.getByTestId('aira-city-chat');
    // The chat first asks what is worth seeing in the city, answered from our data at its position.
    await expect(city.getByTestId('aira-city-chat-question').first()).toContainText('Zermatt');
    await expect(city.getByTestId('aira-city-chat-answer').first()).toBeVisible({ timeout: 15000 });
    await expect(city.getByTestId('aira-city-chat-error')).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(city).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(guide).toHaveCount(0);

    await page
      .getByTestId('aira-places')
      .getByRole('button', { name: /^View details of/ })
      .first()
      .click();
    await page.getByTestId('aira-place-ask-ai').click();
    const chat = page.getByTestId('aira-place-chat');
    await chat.getByTestId('aira-place-chat-quick').first().click();
    await expect(chat.getByTestId('aira-place-chat-answer').first()).toBeVisible({ timeout: 15000 });
    await expect(chat.getByTestId('aira-place-chat-error')).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });

  test('the city guide in Ticino speaks Italian', async ({ page }) => {
    await openAt(page, LUGANO);
    const guide = await openCityGuide(page);
    await expect(guide.getByRole('heading', { level: 2 })).toContainText('Lugano');
    await expect(guide.getByTestId('aira-guide-language')).toHaveText('Italian');
  });

  test('the city guide links the concierge of our page of the city', async ({ page }) => {
    await openAt(page, ZERMATT);
    const guide = await openCityGuide(page);
    await guide.getByTestId('aira-guide-concierge').click();
    await expect(page).toHaveURL(/\/place\/zermatt#concierge-title$/);
    await expect(page.getByTestId('concierge')).toBeInViewport();
  });

  test('abroad (Paris) nothing breaks and the emergency number is 112', async ({ page }) => {
    await openAt(page, PARIS);
    await expect(page.getByTestId('aira-places').or(page.getByTestId('aira-places-empty'))).toBeVisible();
    const guide = await openCityGuide(page);
    await expect(guide.getByTestId('aira-guide-emergency')).toContainText('112');
  });
});

test.describe('AIRA without GPS', () => {
  test.use({ ...phone, timezoneId: 'Europe/Zurich', permissions: [] });

  test('a denied permission falls back to IP, then the time zone, labelled approximate', async ({ page }) => {
    const ip = page.waitForResponse((response) => response.url().includes('/api/location/ip'));
    await page.goto('/aira');
    // On this machine the IP lookup knows nothing (a loopback address): the time zone leads to Zürich.
    expect(((await (await ip).json()) as { location: unknown }).location).toBeNull();
    const location = page.getByTestId('aira-location');
    await expect(location).toHaveAttribute('data-source', /^(timezone|language|default)$/);
    await expect(location).toContainText('Approximate');
    await expect(page.getByTestId('aira-places').or(page.getByTestId('aira-places-empty'))).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

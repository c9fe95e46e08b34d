import { AR_STORAGE_KEYS } from '@swiss/contract';
import type { BrowserContextOptions, Page } from '@playwright/test';
import { expect, expectNoSeriousViolations, test } from './fixtures';

// AIRA's Maps modal (issue 21): markers kept on the device, nearby places on the map, directions
// (this server reaches no live timetable: the nearest stops and the links), share and axe.
const ZURICH_HB = { latitude: 47.3779, longitude: 8.5403 };

const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'block',
  locale: 'en-US',
};

async function openMaps(page: Page) {
  await expect(page.getByTestId('aira-location')).toHaveAttribute('data-source', 'gps');
  await page.getByTestId('aira-maps-button').click();
  const dialog = page.getByTestId('aira-maps');
  await expect(dialog.getByRole('heading', { name: 'Maps' })).toBeVisible();
  return dialog;
}

test.describe('AIRA maps on a phone', () => {
  test.use(phone);

  test('markers survive a reload; nearby, directions without a live timetable, share; accessible', async ({ page }) => {
    await page.context().grantPermissions(['geolocation', 'clipboard-read', 'clipboard-write']);
    await page.context().setGeolocation(ZURICH_HB);
    // No native share sheet here: Share copies the link.
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share');
    });
    await page.goto('/aira');
    let dialog = await openMaps(page);
    await expect(dialog.getByRole('group', { name: 'View mode' }).getByRole('button')).toHaveCount(4);

    await dialog.getByTestId('aira-maps-add-marker').click();
    await dialog.getByTestId('aira-maps-add-marker').click();
    await expect(dialog.getByTestId('aira-maps-markers').getByRole('listitem')).toHaveCount(2);
    await expect(dialog.getByTestId('aira-maps-status')).toHaveText('Marker 2 added at your position.');
    const kept = await page.evaluate((key) => localStorage.getItem(key), AR_STORAGE_KEYS.markers);
    expect(JSON.parse(kept ?? '[]')).toHaveLength(2);

    await page.reload();
    dialog = await openMaps(page);
    const markers = dialog.getByTestId('aira-maps-markers');
    await expect(markers.getByRole('listitem')).toHaveCount(2);
    await expect(markers).toContainText('Marker 1');
    await expect(markers).toContainText('Marker 2');

    // Nearby: the home's category ('all') around the position, listed and drawn on the map.
    const nearbyCall = page.waitForResponse(
      (r) => r.url().includes('/api/enhanced-places') && r.url().includes('category=all'),
    );
    await dialog.getByTestId('aira-maps-nearby-button').click();
    await nearbyCall;
    const nearby = dialog.getByTestId('aira-maps-nearby-list');
    await expect(nearby.getByRole('listitem').first()).toBeVisible();
    const first = nearby.getByRole('button').first();
    const name = (await first.locator('.aira-maps__item-name').textContent()) ?? '';
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByTestId('aira-maps-selected')).toContainText(name);

    // Directions: no live timetable is reachable from the test server: why, the stops, the links.
    const directionsCall = page.waitForResponse((r) => r.url().includes('/api/transport/directions'));
    await dialog.getByTestId('aira-maps-directions').click();
    expect((await directionsCall).status()).toBe(200);
    const result = dialog.getByTestId('aira-maps-directions-result');
    await expect(result).toHaveAttribute('data-status', 'unavailable');
    await expect(dialog.getByTestId('aira-maps-directions-reason')).not.toBeEmpty();
    await expect(dialog.getByTestId('aira-maps-stops-from')).toContainText(/\d+ m (north|south|east|west)/);
    await expect(dialog.getByTestId('aira-maps-straight-line')).toContainText(name);
    await expect(dialog.getByTestId('aira-maps-link-sbb')).toHaveAttribute('href', /sbb\.ch/);
    await expect(dialog.getByTestId('aira-maps-link-maps')).toHaveAttribute('href', /^https:\/\//);

    // Share copies a link with the selected place's coordinates.
    await dialog.getByTestId('aira-maps-share').click();
    await expect(dialog.getByTestId('aira-maps-status')).toHaveText('Location link copied to clipboard!');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=47\.\d+&mlon=8\.\d+/);

    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('aira-maps-button')).toBeFocused();
  });
});

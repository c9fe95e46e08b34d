import { STORAGE_KEYS } from '@swiss/contract';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousViolations, test } from './fixtures';

/**
 * The one shell of both modes: on phones a compact top bar and a bottom tab bar (Explore, Near me,
 * Trip, Quiz, More), on desktop a top navigation with the same destinations; settings in a sheet.
 */

const TABS = [
  { name: 'Explore', url: /\/$/, start: '/quiz' },
  { name: 'Near me', url: /\/aira$/, start: '/' },
  { name: 'Trip', url: /\/tools\/planner$/, start: '/' },
  { name: 'Quiz', url: /\/quiz$/, start: '/' },
] as const;

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Tabs forward from the top of the page until `target` has the focus (as a keyboard user does). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 30; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('never reached by Tab');
}

const storedMode = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.mode);

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the bottom tab bar is the phone layout');

  test('the bottom bar stays in reach while a long place page scrolls', async ({ page }) => {
    await page.goto('/place/matterhorn');
    await expect(page.getByTestId('section-nearby').getByRole('link').first()).toBeVisible();
    const bar = page.getByTestId('tab-bar');
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('no viewport');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeGreaterThan(viewport.height * 3);
    for (const y of [0, height / 3, height / 2, height]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect(bar).toBeInViewport({ ratio: 1 });
      const box = await bar.boundingBox();
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport.height);
    }
    // Touch scrolling too, and the top bar is compact: one row of brand, search and settings.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.wheel(0, 3000);
    await expect(bar).toBeInViewport({ ratio: 1 });
    expect((await page.locator('.top-bar').boundingBox())?.height).toBeLessThanOrEqual(64);
    for (const tab of await bar.getByRole('listitem').all()) {
      const box = await tab.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    }
  });

  for (const { name, url, start } of TABS) {
    test(`the ${name} tab opens its view by keyboard and by touch`, async ({ page }) => {
      await page.goto(start);
      const tab = tabBar(page).getByRole('link', { name, exact: true });
      await expect(tab).not.toHaveAttribute('aria-current');
      await tabTo(page, tab);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(url);
      await expect(tab).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await page.goto(start);
      await tab.tap();
      await expect(page).toHaveURL(url);
      await expect(tab).toHaveAttribute('aria-current', 'page');
    });
  }

  test('More opens a sheet whose views open by keyboard and by touch', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('category-grid').getByRole('listitem')).toHaveCount(11);
    const more = tabBar(page).getByRole('button', { name: 'More' });
    await tabTo(page, more);
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'More' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Open AIRA assistant' })).toBeVisible();
    await expectNoSeriousViolations(page);
    // Escape closes the sheet and gives the focus back to More.
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(more).toBeFocused();
    await page.keyboard.press('Enter');
    const sustainability = sheet.getByRole('link', { name: 'Sustainability' });
    for (let i = 0; i < 10 && !(await sustainability.evaluate((e) => e === document.activeElement)); i += 1)
      await page.keyboard.press('Tab');
    await expect(sustainability).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sustainability$/);
    await expect(sheet).toHaveCount(0);
    await expect(more).toHaveAttribute('aria-current', 'page');

    for (const [link, path] of [
      ['Tools', /\/tools\/planner$/],
      ['Old vs New', /\/old-vs-new$/],
      ['Results', /\/results$/],
      ['Host', /\/host$/],
    ] as const) {
      await more.tap();
      await sheet.getByRole('link', { name: link, exact: true }).tap();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('settings open in a sheet: theme and language, Escape closes it and returns the focus', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('category-grid').getByRole('listitem')).toHaveCount(11);
    const settings = page.getByRole('button', { name: 'Settings' });
    await settings.tap();
    const sheet = page.getByRole('dialog', { name: 'Settings' });
    await expect(sheet.getByRole('combobox', { name: 'Theme' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await sheet.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(page.getByRole('dialog', { name: 'Einstellungen' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Einstellungen' })).toBeFocused();
    await expect(page.getByTestId('tab-bar').getByRole('link', { name: 'Entdecken' })).toBeVisible();
  });
});

test('the mode switch works both ways and survives a reload', async ({ page, isMobile }) => {
  await page.goto('/');
  await expect(page.getByTestId('category-grid').getByRole('listitem')).toHaveCount(11);
  expect(await storedMode(page)).toBeNull();
  const nearMe = tabBar(page).getByRole('link', { name: /^Near me/ });
  if (isMobile) await nearMe.tap();
  else await nearMe.click();
  await expect(page).toHaveURL(/\/aira$/);
  await expect(page.getByRole('heading', { level: 1, name: /AIRA/ })).toBeVisible();
  await expect.poll(() => storedMode(page)).toBe('aira-legacy');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /AIRA/ })).toBeVisible();
  await expect(nearMe).toHaveAttribute('aria-current', 'page');
  // Opened again at its start address, the app comes back in AIRA mode.
  await page.goto('/');
  await expect(page).toHaveURL(/\/aira$/);
  await expect(page.getByRole('heading', { level: 1, name: /AIRA/ })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByTestId('switch-to-explorer').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('category-grid').getByRole('listitem')).toHaveCount(11);
  await expect.poll(() => storedMode(page)).toBe('swiss-explorer');
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('category-grid').getByRole('listitem')).toHaveCount(11);

  if (isMobile) {
    // The switch in More, both ways.
    await tabBar(page).getByRole('button', { name: 'More' }).tap();
    await page.getByRole('dialog').getByRole('link', { name: 'Open AIRA assistant' }).tap();
    await expect(page).toHaveURL(/\/aira$/);
    await tabBar(page).getByRole('button', { name: 'More' }).tap();
    await page.getByRole('dialog').getByRole('link', { name: 'Back to Swiss Explorer' }).tap();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => storedMode(page)).toBe('swiss-explorer');
  }
});

test.describe('on desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'the top navigation is the desktop layout');

  test('the top navigation has every destination, marks the current one and hides the tab bar', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('category-grid').getByRole('listitem')).toHaveCount(11);
    await expect(page.getByTestId('tab-bar')).toBeHidden();
    const nav = tabBar(page);
    await expect(nav.getByRole('link')).toHaveText([
      'Explore',
      'Near me (AIRA)',
      'Trip',
      'Quiz',
      'Tools',
      'Old vs New',
      'Sustainability',
      'Results',
      'Host',
    ]);
    await expect(nav.getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page');
    for (const [name, url] of [
      ['Quiz', /\/quiz$/],
      ['Old vs New', /\/old-vs-new$/],
      ['Host', /\/host$/],
    ] as const) {
      const link = nav.getByRole('link', { name, exact: true });
      await tabTo(page, link);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(url);
      await expect(link).toHaveAttribute('aria-current', 'page');
    }
    // The top bar stays in reach while the page scrolls.
    await page.mouse.wheel(0, 2000);
    await expect(page.locator('.top-bar')).toBeInViewport();
  });

  test('the search entry takes the visitor to the search field', async ({ page }) => {
    await page.goto('/quiz');
    await page.getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/#home-search$/);
    await expect(page.getByTestId('search-input')).toBeFocused();
  });

  test('the settings sheet traps the focus and gives it back', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('category-grid').getByRole('listitem')).toHaveCount(11);
    const settings = page.getByRole('button', { name: 'Settings' });
    await settings.click();
    const sheet = page.getByRole('dialog', { name: 'Settings' });
    await expect(sheet.getByRole('button', { name: 'Close' })).toBeFocused();
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(settings).toBeFocused();
    // axe last: its run takes the focus out of the page.
    await settings.click();
    await expect(sheet).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

import { STORAGE_KEYS, THEMES, TOTAL_DESTINATIONS } from '@swiss/contract';
import type { Page } from '@playwright/test';
import { expect, test, expectNoSeriousViolations } from './fixtures';

/** No script of the app runs: what a visitor sees while the scripts are still on their way. */
async function withoutScripts(page: Page): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort());
}

const HOME = ['.top-bar', '.hero__title', '.hero__text', '#categories-heading'];

const boxes = (page: Page, selectors = HOME) =>
  Promise.all(
    selectors.map(async (selector) => {
      const box = await page.locator(selector).boundingBox();
      return box && { selector, x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width) };
    }),
  );

test('the home page is on screen from the HTML alone, and the app takes over without moving it', async ({
  page,
  browser,
}) => {
  await withoutScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Switzerland' })).toBeVisible();
  await expect(page.locator('.hero__text')).toContainText(`${TOTAL_DESTINATIONS} destinations in 11 categories`);
  await expect(page.getByRole('link', { name: 'Quiz' })).toHaveAttribute('href', '/quiz');
  await expect(page.getByTestId('settings-button')).toBeDisabled();
  await expect(page.locator('.app-loader')).toBeHidden();
  await expectNoSeriousViolations(page);
  const before = await boxes(page);
  expect(before.every((box) => box !== null && box.width > 0)).toBe(true);

  const app = await (await browser.newContext({ viewport: page.viewportSize() })).newPage();
  await app.goto('/');
  await expect(app.getByTestId('category-grid').getByRole('listitem')).toHaveCount(11);
  await expect(app.locator('.first-screen')).toHaveCount(0);
  await expect(app.getByTestId('settings-button')).toBeEnabled();
  expect(await boxes(app)).toEqual(before);
  await app.context().close();
});

test('a visitor who chose German gets the loader, never the English first screen, in the chosen theme', async ({
  page,
}) => {
  await page.addInitScript(
    ([languageKey, themeKey]) => {
      localStorage.setItem(languageKey, 'de');
      localStorage.setItem(themeKey, 'wine');
    },
    [STORAGE_KEYS.language, STORAGE_KEYS.theme] as const,
  );
  await withoutScripts(page);
  await page.goto('/');
  await expect(page.locator('.app-loader')).toBeVisible();
  await expect(page.locator('.first-screen')).toBeHidden();
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
  );
  expect(primary).toBe(THEMES.wine.primary);

  await page.unrouteAll();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Entdecken Sie die Schweiz' })).toBeVisible();
});

for (const { path, selectors, text } of [
  {
    path: '/category/big_lakes',
    selectors: ['.top-bar', '.category-header h1', '.category-header p'],
    text: 'The largest Swiss lakes, with boat trips, shore towns and promenades.',
  },
  {
    path: '/place/matterhorn',
    selectors: ['.top-bar', '.back-link', '.place-hero__image', '.place__title', '.place-glance', '.place__summary'],
    text: 'Matterhorn',
  },
]) {
  test(`${path} is on screen from the HTML alone, and the app takes over without moving it`, async ({
    page,
    browser,
  }) => {
    await withoutScripts(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(text === 'Matterhorn' ? text : 'Big Lakes');
    await expect(page.locator('main')).toContainText(text);
    await expect(page.locator('.app-loader')).toBeHidden();
    await expectNoSeriousViolations(page);
    const before = await boxes(page, selectors);
    expect(before.every((box) => box !== null && box.width > 0)).toBe(true);

    const app = await (await browser.newContext({ viewport: page.viewportSize() })).newPage();
    const loading: string[] = [];
    await app.exposeFunction('sawLoading', (what: string) => loading.push(what));
    await app.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('.app-loader, [data-testid$="-loading"]')?.checkVisibility())
          void (window as unknown as { sawLoading: (w: string) => void }).sawLoading('loading');
      }).observe(document, { childList: true, subtree: true });
    });
    await app.goto(path);
    await expect(app.getByTestId('settings-button')).toBeEnabled();
    await expect(app.locator('.first-screen')).toHaveCount(0);
    expect(await boxes(app, selectors)).toEqual(before);
    expect(loading, 'no loader or loading state between the first screen and the page').toEqual([]);
    await app.context().close();
  });
}

test('other pages come without a first screen and start the app at once', async ({ page }) => {
  const response = await page.goto('/quiz');
  expect(await response?.text()).not.toContain('first-screen');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

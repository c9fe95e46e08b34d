import { STORAGE_KEYS, THEME_KEYS, THEMES } from '@swiss/contract';
import { expect, test, expectNoSeriousViolations } from './fixtures';

/** '#c8102e' as the browser's computed style writes it: 'rgb(200, 16, 46)'. */
const rgb = (hex: string): string =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

for (const path of [
  '/',
  '/aira',
  '/admin-access',
  '/missing-page',
  '/category/waterfalls',
  '/place/matterhorn',
  '/quiz',
]) {
  test(`no serious accessibility violations on ${path}`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    if (path === '/') await expect(page.getByTestId('category-grid').getByRole('listitem')).toHaveCount(11);
    if (path.startsWith('/category')) await expect(page.getByTestId('place-list')).toBeVisible();
    if (path.startsWith('/place'))
      await expect(page.getByTestId('section-nearby').getByRole('link').first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await context.close();
  });
}

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('category-grid').getByRole('listitem')).toHaveCount(11);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

// Every theme recolours the page, its cards and buttons, not only the header, and keeps AA contrast
// (themes.test.ts checks the palettes; axe checks the pages as drawn). The theme is chosen through its
// device store key, as a returning visitor's would be, wherever the settings put the select.
for (const theme of THEME_KEYS) {
  test(`the ${theme} theme colours cards, buttons and accents and passes axe`, async ({ page }) => {
    test.slow(); // three pages, each drawn and scanned
    const { accent, palette } = THEMES[theme];
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.theme, theme] as const);

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByTestId('category-grid').getByRole('listitem')).toHaveCount(11);
    await expect(page.locator('html')).toHaveCSS('background-color', rgb(palette.background));
    await expect(page.locator('.category-card__link').first()).toHaveCSS('background-color', rgb(palette.surface));
    await expect(page.locator('.category-card__count').first()).toHaveCSS('color', rgb(accent));
    const search = page.getByTestId('search-button');
    await expect(search).toHaveCSS('background-color', rgb(accent));
    await expect(search).toHaveCSS('color', rgb(palette.buttonText));
    await expectNoSeriousViolations(page);

    await page.goto('/category/waterfalls');
    const card = page.getByTestId('place-list').locator('.place-card').first();
    await expect(card).toBeVisible();
    await expect(card).toHaveCSS('border-top-color', rgb(accent));
    await expect(card).toHaveCSS('background-color', rgb(palette.surface));
    await expectNoSeriousViolations(page);

    await page.goto('/place/matterhorn');
    await expect(page.getByTestId('section-nearby').getByRole('link').first()).toBeVisible();
    await expect(page.locator('a.back-link')).toHaveCSS('color', rgb(palette.link));
    await expectNoSeriousViolations(page);
  });
}

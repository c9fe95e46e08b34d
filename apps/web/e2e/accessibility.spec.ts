import { expect, test, expectNoSeriousViolations } from './fixtures';

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

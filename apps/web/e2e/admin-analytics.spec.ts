import type { Page } from '@playwright/test';
import { expect as baseExpect, test, expectNoSeriousViolations, adminPassword } from './fixtures';
import { E2E_ADMIN_EMAIL } from './playwright.config';

// Several full page loads of a fresh server: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/** Waits for the batch of anonymous counts the page sends a few seconds after the views. */
function countsSent(page: Page) {
  return page.waitForResponse((r) => r.url().endsWith('/api/analytics/events') && r.status() === 202, {
    timeout: 15000,
  });
}

test('visitor views are counted anonymously and an admin sees them with the system status', async ({
  page,
  browser,
}) => {
  // Two browsers, a few full page loads and the batch delay: more than the default 30 s on a busy machine.
  test.slow();
  const visitor = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  await visitor.goto('/category/big_lakes');
  await expect(visitor.getByTestId('privacy-note')).toHaveText('Anonymous usage counts, no cookies or personal data.');
  const sent = countsSent(visitor);
  await visitor.goto('/place/matterhorn');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Matterhorn' })).toBeVisible();
  await sent;
  expect(await visitor.context().cookies()).toEqual([]);
  await visitor.close();

  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(E2E_ADMIN_EMAIL);
  await page.getByLabel('Password').fill(adminPassword());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  const panel = page.getByTestId('admin-analytics');
  await expect(panel.getByRole('heading', { name: 'Usage, last 30 days' })).toBeVisible();
  const places = panel.getByRole('table', { name: 'Most viewed places' });
  await expect(places.getByRole('rowheader', { name: 'Matterhorn' })).toBeVisible();
  const categories = panel.getByRole('table', { name: 'Most viewed categories' });
  await expect(categories.getByRole('rowheader', { name: 'big_lakes' })).toBeVisible();
  const screens = panel.getByRole('table', { name: 'Page views per screen' });
  await expect(screens.getByRole('rowheader', { name: 'place', exact: true })).toBeVisible();
  await expect(panel.getByRole('table', { name: /Per day/ })).toBeVisible();
  await expect(panel.getByRole('table', { name: 'Quiz score distribution' })).toBeVisible();

  const system = page.getByTestId('admin-system');
  await expect(system.getByTestId('system-database')).toContainText('PGlite (embedded)');
  await expect(system.getByText('Grounded engine (offline, from our data)')).toBeVisible();
  const providers = system.getByRole('table', { name: 'Outside providers' });
  await expect(providers.getByRole('rowheader', { name: 'llm', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
});

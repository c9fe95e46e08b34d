import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

/** What an HTTP library says; the page must never show it (issue 18). */
const DEVELOPER_TEXT = /Request failed with status code|Network Error|timeout of \d+\s?ms exceeded/i;
const SERVER = 'Something went wrong on our side. Please try again.';
const NETWORK = 'We could not reach the server. Please check your connection and try again.';

/** A 500 as a proxy or a crashed handler sends it: no error envelope, not even JSON. */
const serverError = (route: Route) =>
  route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
const networkFailure = (route: Route) => route.abort('failed');

async function expectNoDeveloperText(page: Page): Promise<void> {
  expect(await page.locator('body').innerText()).not.toMatch(DEVELOPER_TEXT);
}

for (const [name, fail, reason] of [
  ['a server error (500, no envelope)', serverError, SERVER],
  ['a network failure', networkFailure, NETWORK],
] as const) {
  test(`${name} reads as a plain sentence on the category and place pages, with Retry`, async ({ page }) => {
    await page.route('**/api/swiss/v2/places?type=rivers*', fail);
    await page.goto('/category/rivers');
    // The spec's sentence, its reason in words a visitor understands.
    await expect(page.getByTestId('places-error')).toContainText(`Could not load Rivers places. ${reason}`);
    await expect(page.getByRole('button', { name: 'Retry Loading' })).toBeVisible();
    await expectNoDeveloperText(page);

    await page.route('**/api/swiss/places/matterhorn?*', fail);
    await page.goto('/place/matterhorn');
    await expect(page.getByTestId('place-error')).toContainText(`Could not load this destination. ${reason}`);
    await expect(page.getByTestId('place-error').getByRole('button', { name: 'Retry' })).toBeVisible();
    await expectNoDeveloperText(page);
  });
}

test('with every API call failing, no page shows HTTP-library text', async ({ page }) => {
  let calls = 0;
  // Alternate the two failures over every call, the app's own bundle and catalog files still load.
  await page.route('**/api/**', (route) => ((calls += 1) % 2 ? serverError(route) : networkFailure(route)));
  const views: [string, string][] = [
    ['/category/rivers', 'places-error'],
    ['/place/matterhorn', 'place-error'],
    ['/quiz', 'quiz-error'],
    ['/old-vs-new', 'heritage-error'],
    ['/sustainability', 'eco-destinations-error'],
    ['/host', 'host-stats-error'],
  ];
  for (const [path, errorId] of views) {
    await page.goto(path);
    await expect(page.getByTestId(errorId)).toBeVisible();
    await expectNoDeveloperText(page);
  }
  // German too: the reason follows the language.
  await page.evaluate(() => localStorage.setItem('swiss_explorer_language', 'de'));
  await page.goto('/category/rivers');
  await expect(page.getByTestId('places-error')).toContainText(
    /Bei uns ist etwas schiefgelaufen|Der Server ist nicht erreichbar/,
  );
  await expectNoDeveloperText(page);
});

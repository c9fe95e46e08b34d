import type { Page } from '@playwright/test';
import { expect, test, expectNoSeriousViolations } from './fixtures';

interface HeritageBody {
  counts: Record<string, number>;
  places: { id: string }[];
}

async function heritage(page: Page, filter: string): Promise<HeritageBody> {
  const res = await page.request.get(`/api/swiss/v2/heritage?filter=${filter}&lang=en`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as HeritageBody;
}

/** A chat's message list shows its end: the newest message (when it overflows at all). */
async function expectScrolledToEnd(page: Page, testId: string): Promise<void> {
  await expect
    .poll(() => page.getByTestId(testId).evaluate((list) => list.scrollHeight - list.scrollTop - list.clientHeight))
    .toBeLessThanOrEqual(2);
}

test('filter chips change the list, with the counts of the API', async ({ page }) => {
  await page.goto('/old-vs-new');
  await expect(page.getByRole('heading', { level: 1, name: 'Old vs New' })).toBeVisible();
  const all = await heritage(page, 'all');
  await expect(page.getByTestId('heritage-filter-all')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('heritage-count')).toHaveText(`Showing 12 of ${all.counts.all} places`);

  for (const filter of ['unesco', 'crafts', 'architecture', 'transport', 'green']) {
    const body = await heritage(page, filter);
    const chip = page.getByTestId(`heritage-filter-${filter}`);
    await expect(chip).toContainText(`(${body.counts[filter]})`);
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('heritage-filter-all')).toHaveAttribute('aria-pressed', 'false');
    const count = body.counts[filter] ?? 0;
    await expect(page.getByTestId('heritage-count')).toHaveText(`Showing ${Math.min(12, count)} of ${count} places`);
    const cards = page.getByTestId('heritage-places').getByRole('link');
    await expect(cards).toHaveCount(Math.min(12, count));
    await expect(cards.first()).toHaveAttribute('href', `/place/${body.places[0]?.id}`);
  }
  await page.getByTestId('heritage-more').click();
  await expect(page.getByTestId('heritage-places').getByRole('link')).toHaveCount(
    Math.min(24, (await heritage(page, 'green')).counts.green ?? 0),
  );
});

test('choosing a filter asks the heritage guide; the panel keeps the last 3 messages', async ({ page }) => {
  await page.goto('/old-vs-new');
  await expect(page.getByTestId('heritage-chat')).toContainText('Choose a filter above');
  await page.getByTestId('heritage-filter-unesco').click();
  const messages = page.getByTestId('heritage-message');
  await expect(messages).toHaveCount(1);
  await expect(messages.first()).toContainText('How have the UNESCO sites changed');
  const answer = page.getByTestId('heritage-answer').first();
  await expect(answer).not.toContainText('thinking');
  await expect(answer).not.toHaveText(/^Heritage guide:\s*$/);
  await expect(page.getByTestId('heritage-fallback')).toHaveCount(0);

  const input = page.getByTestId('heritage-input');
  for (const question of ['What was Lavaux like in the past?', 'What about Bern?', 'And the Abbey of St Gall?']) {
    await expect(input).toBeEnabled();
    await input.fill(question);
    await input.press('Enter');
  }
  await expect(messages).toHaveCount(3);
  await expect(messages.last()).toContainText('And the Abbey of St Gall?');
  await expect(messages.first()).toContainText('What was Lavaux like in the past?');
  const box = await page.getByTestId('heritage-messages').boundingBox();
  expect(box?.height).toBeLessThanOrEqual(250);
  // The list scrolls to the newest answer by itself.
  await expect(page.getByTestId('heritage-answer').last()).not.toContainText('thinking');
  await expectScrolledToEnd(page, 'heritage-messages');
});

test('a failing AI gives the canned text of the filter, flagged as a fallback', async ({ page }) => {
  await page.route('**/api/ai/chat**', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/old-vs-new');
  await page.getByTestId('heritage-filter-transport').click();
  await expect(page.getByTestId('heritage-answer').first()).toContainText('Gotthard Base Tunnel, opened in 2016');
  await expect(page.getByTestId('heritage-fallback')).toHaveText('Offline answer: the guide is unavailable.');
});

test('a comparison card opens its details in a dialog that Escape closes', async ({ page }) => {
  await page.goto('/old-vs-new');
  await page.getByTestId('comparison-open-summits').click();
  const dialog = page.getByRole('dialog', { name: 'Reaching the summits' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('1871');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('comparison-open-summits')).toBeFocused();
});

test('the sustainability assistant answers a suggested question', async ({ page }) => {
  await page.goto('/sustainability');
  await expect(page.getByRole('heading', { level: 1, name: 'Sustainability' })).toBeVisible();
  await expect(page.getByTestId('eco-destinations').getByText('Sustainable', { exact: true }).first()).toBeVisible();
  await page.getByTestId('eco-suggestion-0').click();
  await expect(page.getByTestId('eco-message')).toHaveCount(1);
  await expect(page.getByTestId('eco-message')).toContainText('How can I reach the mountains without a car?');
  await expect(page.getByTestId('eco-answer')).not.toContainText('thinking');
  await expect(page.getByTestId('eco-error')).toHaveCount(0);
  const box = await page.getByTestId('eco-messages').boundingBox();
  expect(Math.round(box?.height ?? 0)).toBe(300);

  // A typed question: Send waits for text, Enter sends, the line empties.
  const input = page.getByRole('textbox', { name: 'Your question' });
  await expect(page.getByTestId('eco-send')).toBeDisabled();
  await input.fill('   ');
  await expect(page.getByTestId('eco-send')).toBeDisabled();
  await input.fill('Which trains reach Zermatt?');
  await input.press('Enter');
  await expect(page.getByTestId('eco-message')).toHaveCount(2);
  await expect(page.getByTestId('eco-message').nth(1)).toContainText('Which trains reach Zermatt?');
  await expect(input).toHaveValue('');
  // Two answers overflow the 300 px area: it shows the newest.
  await expect(page.getByTestId('eco-answer').nth(1)).not.toContainText('thinking');
  await expectScrolledToEnd(page, 'eco-messages');
});

test('the sustainability assistant shows an error when the AI fails', async ({ page }) => {
  await page.route('**/api/ai/chat**', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/sustainability');
  await page.getByTestId('eco-suggestion-1').click();
  await expect(page.getByTestId('eco-error')).toHaveText(
    'The assistant is unavailable right now. Please try again in a moment.',
  );
});

test('the nav links lead to both pages, in German too', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('swiss_explorer_language', 'de'));
  await page.goto('/');
  await page.getByTestId('nav-old-vs-new').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alt und Neu' })).toBeVisible();
  await expect(page.getByTestId('heritage-filter-unesco')).toContainText('UNESCO-Stätten');
  await page.getByTestId('nav-sustainability').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nachhaltigkeit' })).toBeVisible();
});

for (const path of ['/old-vs-new', '/sustainability']) {
  test(`no serious accessibility violations on ${path}`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    if (path === '/old-vs-new') {
      await page.getByTestId('heritage-filter-unesco').click();
      await expect(page.getByTestId('heritage-answer').first()).not.toContainText('thinking');
    } else {
      await expect(page.getByTestId('eco-destinations')).toBeVisible();
      await page.getByTestId('eco-suggestion-0').click();
      await expect(page.getByTestId('eco-answer')).not.toContainText('thinking');
    }
    await expectNoSeriousViolations(page);
    await context.close();
  });
}

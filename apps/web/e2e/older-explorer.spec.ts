import { THEME_KEYS, type FeatureFlagsResponse } from '@swiss/contract';
import type { Page } from '@playwright/test';
import { expect, test, expectNoSeriousViolations } from './fixtures';

const FLAG_OFF: FeatureFlagsResponse = { status: 'success', flags: { bhms_explorer_v2: false } };

/** The older generation for this page (issue 7 adds the real admin toggle). */
async function olderGeneration(page: Page, held?: Promise<void>): Promise<void> {
  await page.route('**/api/feature-flags', async (route) => {
    if (held) await held;
    await route.fulfill({ json: FLAG_OFF });
  });
}

test('the flag off loads the older explorer without flashing the v2 one', async ({ page }) => {
  // The flags are held until the loader has been seen: index.html preloads them, so a fixed delay raced
  // the bundle on a busy machine and the loader could be gone before the test looked.
  let release = (): void => undefined;
  await olderGeneration(page, new Promise<void>((resolve) => (release = resolve)));
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: 'Loading Swiss tourism companion...' })).toBeVisible();
  await expect(page.getByTestId('nav-quiz')).toHaveCount(0);
  release();
  await expect(page.locator('[data-generation="older"]')).toBeVisible();
  await expect(page.getByTestId('nav-quiz')).toHaveCount(0); // the v2 top bar never rendered
  for (const view of ['explorer', 'quiz', 'results', 'oldVsNew', 'tools', 'hostTools']) {
    await expect(page.getByTestId(`older-view-${view}`)).toBeVisible();
  }
  await expect(page.getByTestId('older-view-oldVsNew')).toHaveAttribute('href', '/old-vs-new');
  await expect(page.getByTestId('older-view-tools')).toHaveAttribute('href', '/tools/planner');
  await expect(page.getByTestId('older-view-hostTools')).toHaveAttribute('href', '/host');
  await expect(page.getByTestId('theme-select')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await page.getByTestId('older-legacy-assistant').click();
  await expect(page).toHaveURL(/\/aira$/);
});

test('explorer: category grid, place list, place detail, AI Guide and voice', async ({ page }) => {
  await olderGeneration(page);
  await page.goto('/');
  await expect(page.getByTestId('category-grid').getByRole('listitem')).toHaveCount(11);
  const cards = page.getByTestId('insight-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(10);

  await page.getByTestId('category-mountains_glaciers').click();
  await expect(page).toHaveURL(/\/category\/mountains_glaciers$/);
  await expect(page.getByTestId('place-list')).toBeVisible();
  await expect(page.locator('.badges')).toHaveCount(0);
  await page.getByTestId('lens-toggle').check();
  await expect(page.locator('.place-list .badges').first()).toBeVisible();
  await page.getByTestId('lens-toggle').uncheck();

  await page.getByTestId('place-matterhorn').click();
  await expect(page).toHaveURL(/\/place\/matterhorn$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Matterhorn');
  const chat = page.getByTestId('older-chat');
  await expect(page.getByTestId('older-chat-send')).toBeDisabled();
  await page.getByTestId('older-chat-input').fill('Who made the first ascent?');
  await page.getByTestId('older-chat-input').press('Enter');
  await expect(page.getByTestId('older-chat-user')).toHaveText(/Who made the first ascent\?/);
  await expect(page.getByTestId('older-chat-input')).toHaveValue('');
  await expect(page.getByTestId('older-chat-guide').first()).toContainText('AI Guide');
  await expect(page.getByTestId('older-chat-guide').first()).toContainText('Whymper');

  await page.getByTestId('older-voice-select').selectOption({ label: 'George (British, male)' });
  expect(await page.evaluate(() => localStorage.getItem('selectedVoiceId'))).toBe('JBFqnCBsd6RMkjVDRZzb');
  await expect(chat).toBeVisible();
});

test('the AI Guide says the spec failure message when the AI is down', async ({ page }) => {
  await olderGeneration(page);
  await page.route('**/api/ai/chat', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/place/matterhorn');
  await page.getByTestId('older-chat-input').fill('Is it open today?');
  await page.getByTestId('older-chat-send').click();
  await expect(page.getByTestId('older-chat-guide')).toContainText(
    "I'm sorry, I'm having trouble connecting right now. Please try again in a moment.",
  );
});

test('an unknown category or place in the older explorer says so and leads home', async ({ page }) => {
  await olderGeneration(page);
  await page.goto('/category/volcanoes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.goto('/place/no-such-place');
  await expect(page.getByTestId('place-error')).toContainText('We could not find this destination.');
  await page.getByTestId('place-error').getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByTestId('older-view-oldVsNew')).toBeVisible();
});

test('global search on every view: Enter searches, Clear empties, a search leaves the place', async ({ page }) => {
  await olderGeneration(page);
  await page.goto('/place/matterhorn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Matterhorn');
  await expect(page.getByTestId('older-search-button')).toBeDisabled();
  await page.getByTestId('older-search-input').fill('Rhine');
  await page.getByTestId('older-search-input').press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('older-search-status')).toContainText('found for “Rhine”');
  await expect(page.getByTestId('older-search-results').getByRole('listitem').first()).toBeVisible();
  await page.getByTestId('lens-toggle').check();
  await expect(page.getByTestId('older-search-results').locator('.badges').first()).toBeVisible();
  await page.getByTestId('older-search-clear').click();
  await expect(page.getByTestId('older-search-input')).toHaveValue('');
  await expect(page.getByTestId('older-search-results')).toHaveCount(0);

  await page.getByTestId('older-view-quiz').click();
  await expect(page.getByTestId('older-search-input')).toBeVisible();
});

test('older quiz: immediate feedback, Previous/Next, Complete Quiz, breakdown with Explore', async ({ page }) => {
  await olderGeneration(page);
  // Three real server questions keep the walk short; the first one is about a place.
  await page.route('**/api/swiss/quiz?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { questions: { place_id: string | null }[] };
    const withPlace = body.questions.filter((q) => q.place_id).slice(0, 2);
    const without = body.questions.filter((q) => !q.place_id).slice(0, 1);
    await route.fulfill({ response, json: { ...body, questions: [...withPlace, ...without] } });
  });
  await page.goto('/results');
  await expect(page.getByTestId('older-results-empty')).toBeVisible();
  await page.getByTestId('older-view-quiz').click();
  await expect(page.getByTestId('older-quiz-progress')).toContainText('Question 1 of 3');
  await expect(page.getByTestId('older-quiz-previous')).toBeDisabled();

  const options = page.getByTestId('older-quiz-option');
  await options.first().click();
  const feedback = page.getByTestId('older-quiz-feedback');
  await expect(feedback).toContainText(/Correct!|Incorrect\./);
  await expect(feedback).toContainText('The right answer:');
  await expect(options.nth(1)).toBeDisabled();

  await page.getByTestId('older-quiz-next').click();
  await expect(page.getByTestId('older-quiz-progress')).toContainText('Question 2 of 3');
  await expect(feedback).toBeEmpty();
  await page.getByTestId('older-quiz-previous').click();
  await expect(page.getByTestId('older-quiz-progress')).toContainText('Question 1 of 3');
  await expect(feedback).toContainText('The right answer:'); // the answer is kept
  await page.getByTestId('older-quiz-next').click();
  await options.nth(1).click();
  await page.getByTestId('older-quiz-next').click();
  await expect(page.getByTestId('older-quiz-next')).toHaveCount(0);
  await options.nth(2).click();
  await page.getByTestId('older-quiz-complete').click();

  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByTestId('older-results-score')).toHaveText(/^Score: \d+%$/);
  await expect(page.getByTestId('older-results-breakdown').getByRole('listitem')).toHaveCount(3);
  await expect(page.getByTestId('older-results-explore')).toHaveCount(2);
  await expectNoSeriousViolations(page);
  await page.getByTestId('older-results-explore').first().click();
  await expect(page).toHaveURL(/\/place\/[a-z0-9-]+$/);
  await expect(page.getByTestId('older-chat')).toBeVisible();
});

const AXE_VIEWS: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/', ready: (p) => expect(p.getByTestId('insight-card').first()).toBeVisible() },
  { path: '/category/waterfalls', ready: (p) => expect(p.getByTestId('place-list')).toBeVisible() },
  { path: '/place/matterhorn', ready: (p) => expect(p.getByTestId('older-chat')).toBeVisible() },
  { path: '/quiz', ready: (p) => expect(p.getByTestId('older-quiz-option').first()).toBeVisible() },
  { path: '/results', ready: (p) => expect(p.getByTestId('older-results-empty')).toBeVisible() },
];
for (const { path, ready } of AXE_VIEWS) {
  test(`older view ${path} has no serious accessibility violations`, async ({ page }) => {
    await olderGeneration(page);
    await page.goto(path);
    await ready(page);
    await page.getByTestId('lens-toggle').check();
    await expectNoSeriousViolations(page);
  });
}

test('older quiz feedback and global search results pass the axe scan', async ({ page }) => {
  await olderGeneration(page);
  await page.goto('/quiz');
  await page.getByTestId('older-quiz-option').first().click();
  await expect(page.getByTestId('older-quiz-feedback')).not.toBeEmpty();
  await expectNoSeriousViolations(page);
  await page.getByTestId('older-quiz-shuffle').click();
  await expect(page.getByTestId('older-quiz-feedback')).toBeEmpty();
  await page.getByTestId('older-search-input').fill('Zermatt');
  await page.getByTestId('older-search-button').click();
  await expect(page.getByTestId('older-search-status')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the older place view passes the axe scan in every theme', async ({ page }) => {
  test.slow(); // seven pages, each drawn and scanned
  await olderGeneration(page);
  await page.route('**/api/ai/chat', (route) => route.fulfill({ status: 500, body: 'down' }));
  for (const theme of THEME_KEYS) {
    await page.addInitScript((key) => localStorage.setItem('swiss_explorer_theme', key), theme);
    await page.goto('/place/matterhorn');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.getByTestId('lens-toggle').check();
    await page.getByTestId('older-chat-input').fill('Hello');
    await page.getByTestId('older-chat-send').click();
    await expect(page.getByTestId('older-chat-guide')).toBeVisible();
    await expectNoSeriousViolations(page);
  }
});

test('the older explorer speaks the stored language and follows a language change', async ({ page }) => {
  await olderGeneration(page);
  await page.addInitScript(() => localStorage.setItem('swiss_explorer_language', 'de'));
  await page.goto('/');
  await expect(page.getByTestId('older-view-explorer')).toHaveText('Entdecken');
  await expect(page.getByTestId('older-search-button')).toHaveText('Suchen');
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('it');
  await expect(page.getByTestId('older-view-explorer')).toHaveText('Esplora');
});

test('with the flag on the v2 explorer loads', async ({ page }) => {
  await page.route('**/api/feature-flags', (route) =>
    route.fulfill({ json: { status: 'success', flags: { bhms_explorer_v2: true } } satisfies FeatureFlagsResponse }),
  );
  await page.goto('/');
  await expect(page.getByTestId('nav-quiz')).toBeVisible();
  await expect(page.locator('[data-generation="older"]')).toHaveCount(0);
});

test('older views old vs new, tools and host tools open the shared screens in the older layout', async ({ page }) => {
  await olderGeneration(page);
  await page.goto('/');
  const views: [string, RegExp, string][] = [
    ['oldVsNew', /\/old-vs-new$/, 'Old vs New'],
    ['tools', /\/tools\/planner$/, 'Travel Tools'],
    ['hostTools', /\/host$/, 'Host resources'],
  ];
  for (const [view, url, heading] of views) {
    await page.getByTestId(`older-view-${view}`).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('[data-generation="older"]')).toBeVisible();
    await expectNoSeriousViolations(page);
  }
});

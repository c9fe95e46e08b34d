import type { CatalogStats, V2QuizQuestion } from '@swiss/contract';
import type { Page } from '@playwright/test';
import { expect, test, expectNoSeriousViolations } from './fixtures';

async function stats(page: Page): Promise<CatalogStats> {
  const response = await page.request.get('/api/swiss/v2/stats');
  return ((await response.json()) as { stats: CatalogStats }).stats;
}

/** Plays the Culture round with every answer right. */
async function playCultureRound(page: Page) {
  const response = await page.request.get('/api/swiss/v2/quiz?lang=en');
  const all = ((await response.json()) as { questions: V2QuizQuestion[] }).questions;
  await page.goto('/quiz');
  await page.getByTestId('quiz-start-Culture').click();
  const total = all.filter((q) => q.category === 'Culture').length;
  for (let i = 0; i < total; i += 1) {
    const text = await page.locator('#quiz-question').textContent();
    const question = all.find((q) => q.question === text);
    if (!question) throw new Error(`unknown question: ${text}`);
    await page.getByTestId(`quiz-option-${question.correct}`).click();
    if (i < total - 1) await page.getByTestId('quiz-next').click();
  }
  await page.getByTestId('quiz-finish').click();
  await expect(page.getByTestId('quiz-score')).toHaveText('Your score: 100%');
  return total;
}

test('places explored, quiz rounds and achievements are kept on the device until reset', async ({ page }) => {
  const { destinations } = await stats(page);
  await page.goto('/results');
  await expect(page.getByTestId('results-empty')).toBeVisible();
  await expect(page.getByTestId('results-places')).toHaveText(`0 of ${destinations} places explored`);
  await expect(page.getByTestId('achievement-firstPlace')).toHaveAttribute('data-earned', 'false');
  await expect(page.getByTestId('achievement-firstPlace')).toContainText('Locked');

  for (const id of ['matterhorn', 'lac-leman']) {
    await page.goto(`/place/${id}`);
    await expect(page.getByTestId('place-page')).toBeVisible();
  }
  await page.getByTestId('nav-results').click();
  await expect(page.getByTestId('results-places')).toHaveText(`2 of ${destinations} places explored`);
  await expect(page.getByTestId('results-empty')).toHaveCount(0);
  await expect(page.getByTestId('achievement-firstPlace')).toHaveAttribute('data-earned', 'true');
  await expect(page.getByTestId('achievement-firstPlace')).toContainText('Earned');
  await expect(page.getByTestId('results-category-mountains_glaciers')).toContainText('1 of');
  await expect(page.getByTestId('results-best')).toHaveText('No quiz finished yet.');

  const total = await playCultureRound(page);
  await page.getByTestId('nav-results').click();
  await expect(page.getByTestId('results-best')).toHaveText('Best quiz score: 100%');
  await expect(page.getByTestId('results-rounds')).toContainText(`Culture · ${total} of ${total} correct (100%)`);
  await expect(page.getByTestId('achievement-quizExpert')).toHaveAttribute('data-earned', 'true');

  await page.reload();
  await expect(page.getByTestId('results-places')).toHaveText(`2 of ${destinations} places explored`);
  await expect(page.getByTestId('results-best')).toHaveText('Best quiz score: 100%');
  await expectNoSeriousViolations(page);

  await page.getByTestId('results-reset').click();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.getByTestId('results-reset-yes').click();
  await expect(page.getByTestId('results-reset-done')).toHaveText('Your progress was reset.');
  await expect(page.getByTestId('results-empty')).toBeVisible();
  await expect(page.getByTestId('results-places')).toHaveText(`0 of ${destinations} places explored`);
  await expect(page.getByTestId('results-best')).toHaveText('No quiz finished yet.');
  await page.reload();
  await expect(page.getByTestId('results-empty')).toBeVisible();
});

test('host resources show the figures of the API, print, and pass the axe scan', async ({ page }) => {
  const figures = await stats(page);
  await page.goto('/');
  await page.getByTestId('nav-host').click();
  await expect(page.getByTestId('host-page')).toBeVisible();
  await expect(page.getByTestId('host-stat-destinations')).toContainText(String(figures.destinations));
  await expect(page.getByTestId('host-stat-categories')).toContainText(String(figures.categories));
  await expect(page.getByTestId('host-stat-unesco')).toContainText(String(figures.unesco_sites));
  await expect(page.getByTestId('host-stat-sustainability')).toContainText(`${figures.average_sustainability}/100`);
  await expect(page.locator('.host__stat')).toHaveCount(4);
  await expect(page.getByTestId('host-link-switzerland')).toHaveAttribute('href', 'https://www.myswitzerland.com');
  await expectNoSeriousViolations(page);

  await page.evaluate(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => {
      w.printed += 1;
    };
  });
  await page.getByTestId('host-print').click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  // The print stylesheet: content only, with the link addresses written out.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.top-bar')).toBeHidden();
  await expect(page.locator('.footer')).toBeHidden();
  await expect(page.getByTestId('host-print')).toBeHidden();
  const after = await page.getByTestId('host-link-bhms').evaluate((link) => getComputedStyle(link, '::after').content);
  expect(after).toContain('https://www.bhms.ch');
});

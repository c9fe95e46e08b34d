import type { V2QuizQuestion } from '@swiss/contract';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function questions(page: Page): Promise<V2QuizQuestion[]> {
  const response = await page.request.get('/api/swiss/v2/quiz?lang=en');
  return ((await response.json()) as { questions: V2QuizQuestion[] }).questions;
}

/** Answers every question of the round, right or wrong, then finishes. */
async function playRound(page: Page, all: V2QuizQuestion[], answerRight: (index: number) => boolean) {
  const total = Number((await page.getByTestId('quiz-position').textContent())?.match(/of (\d+)/)?.[1]);
  for (let i = 0; i < total; i += 1) {
    const text = await page.locator('#quiz-question').textContent();
    const question = all.find((q) => q.question === text);
    if (!question) throw new Error(`unknown question: ${text}`);
    const option = answerRight(i) ? question.correct : (question.correct + 1) % 4;
    await page.getByTestId(`quiz-option-${option}`).click();
    await expect(page.getByTestId('quiz-feedback')).toBeVisible();
    await expect(page.getByTestId(`quiz-option-${(option + 1) % 4}`)).toBeDisabled(); // options lock
    if (i < total - 1) await page.getByTestId('quiz-next').click();
  }
  await page.getByTestId('quiz-finish').click();
  return total;
}

test('a complete quiz answered right is a Swiss Expert with a trophy', async ({ page }) => {
  const all = await questions(page);
  await page.goto('/quiz');
  await page.getByTestId('quiz-start-all').click();
  await expect(page.getByTestId('quiz-position')).toHaveText('Question 1 of 50');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await playRound(page, all, () => true);
  await expect(page.getByTestId('quiz-tier')).toHaveText('Swiss Expert!');
  await expect(page.getByTestId('quiz-score')).toHaveText('Your score: 100%');
  const stored = await page.evaluate(() => localStorage.getItem('swiss_explorer_quiz_rounds'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ best: 100, rounds: [{ score: 50, total: 50, percent: 100 }] });
  await page.getByRole('button', { name: 'New Quiz' }).click();
  await expect(page.getByTestId('quiz-start-all')).toBeVisible();
});

test('a geography round with every answer wrong says Keep Exploring!', async ({ page }) => {
  const all = await questions(page);
  await page.goto('/quiz');
  await page.getByTestId('quiz-start-Geography').click();
  const total = await playRound(page, all, () => false);
  expect(total).toBe(all.filter((q) => q.category === 'Geography').length);
  await expect(page.getByTestId('quiz-tier')).toHaveText('Keep Exploring!');
  await expect(page.getByTestId('quiz-score')).toHaveText('Your score: 0%');
});

test('the result reviews each wrong answer with the right one and why, and shares a summary', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Where the browser has no share sheet (desktop Chromium on Linux) the summary goes to the clipboard.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }));
  const all = await questions(page);
  await page.goto('/quiz');
  await page.getByTestId('quiz-start-Culture').click();
  const asked: string[] = [];
  const total = await playRound(page, all, (i) => i !== 1 && i !== 2);
  expect(total).toBeGreaterThan(2);
  const review = page.getByTestId('quiz-review');
  await expect(review).toContainText('2 questions to look at again:');
  const items = review.getByTestId('quiz-review-item');
  await expect(items).toHaveCount(2);
  for (let i = 0; i < 2; i += 1) {
    const text = await items.nth(i).getByRole('heading', { level: 3 }).textContent();
    const question = all.find((q) => q.question === text);
    if (!question) throw new Error(`unknown question in the review: ${text}`);
    asked.push(question.id);
    await expect(items.nth(i).getByTestId('quiz-review-yours')).toHaveText(
      question.options[(question.correct + 1) % 4] ?? '',
    );
    await expect(items.nth(i).getByTestId('quiz-review-right')).toHaveText(question.options[question.correct] ?? '');
    await expect(items.nth(i).getByTestId('quiz-review-why')).toHaveText(question.insight);
  }
  expect(new Set(asked).size).toBe(2);

  let serverCalls = 0;
  // Sharing asks nothing of the server. The anonymous page-view batch is sent on its own timer and
  // may land in this window on a slow machine: it is not a call the share makes.
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/') && !path.startsWith('/api/analytics/')) serverCalls += 1;
  });
  await page.getByRole('button', { name: 'Share my result' }).click();
  await expect(page.getByTestId('quiz-share-status')).toHaveText('Result copied to the clipboard.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const percent = Math.round(((total - 2) / total) * 100);
  expect(copied).toMatch(new RegExp(`^Swiss Quiz: ${percent}% \\(${total - 2} of ${total} right\\)\\. .+!\n.+/quiz$`));
  expect(serverCalls).toBe(0);
});

test('with a share sheet, Share opens it with the summary and the quiz link', async ({ page }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    (window as unknown as { shared: ShareData[] }).shared = shared;
    Object.defineProperty(Navigator.prototype, 'share', {
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
    Object.defineProperty(Navigator.prototype, 'canShare', { value: () => true });
  });
  const all = await questions(page);
  await page.goto('/quiz');
  await page.getByTestId('quiz-start-Geography').click();
  await playRound(page, all, () => true);
  await expect(page.getByTestId('quiz-review-none')).toHaveText('Every answer was right: nothing to review.');
  await page.getByRole('button', { name: 'Share my result' }).click();
  await expect(page.getByTestId('quiz-share-status')).toHaveText('Result shared.');
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
  expect(shared).toHaveLength(1);
  expect(shared[0]?.text).toMatch(/^Swiss Quiz: 100% \(\d+ of \d+ right\)\. Swiss Expert!$/);
  expect(shared[0]?.url).toMatch(/\/quiz$/);
});

test('hint, shuffle and previous follow the spec', async ({ page }) => {
  const all = await questions(page);
  await page.goto('/quiz');
  await page.getByTestId('quiz-start-Culture').click();
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(page.getByTestId('quiz-hint')).toContainText('Hint (Culture):');
  const first = await page.locator('#quiz-question').textContent();
  const question = all.find((q) => q.question === first);
  await page.getByTestId(`quiz-option-${question?.correct ?? 0}`).click();
  await page.getByTestId('quiz-next').click();
  await expect(page.getByTestId('quiz-position')).toHaveText(/^Question 2 of/);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByTestId('quiz-feedback')).toBeVisible(); // the answer is kept
  await page.getByRole('button', { name: 'Shuffle' }).click();
  await expect(page.getByTestId('quiz-position')).toHaveText(/^Question 1 of/);
  await expect(page.getByTestId('quiz-feedback')).toHaveCount(0); // answers cleared
});

test('the Swiss Encyclopedia answers from the question and reads aloud when asked', async ({ page }) => {
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string; rate: number }[] = [];
    (window as unknown as { spoken: typeof spoken }).spoken = spoken;
    window.speechSynthesis.speak = (u: SpeechSynthesisUtterance) => {
      spoken.push({ text: u.text, lang: u.lang, rate: u.rate });
    };
  });
  const all = await questions(page);
  await page.goto('/quiz');
  await page.getByTestId('quiz-start-all').click();
  const text = await page.locator('#quiz-question').textContent();
  const question = all.find((q) => q.question === text);
  if (!question) throw new Error('unknown question');

  await expect(page.getByTestId('tutor-panel')).toBeHidden();
  await page.getByTestId('tutor-toggle').click();
  await expect(page.getByTestId('tutor-toggle')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('tutor-send')).toBeDisabled();
  await page.getByTestId('tutor-input').fill('   ');
  await expect(page.getByTestId('tutor-send')).toBeDisabled();
  await page.getByLabel('Read answers aloud').check();

  await page.getByTestId('tutor-input').fill('Explain this please');
  await page.getByTestId('tutor-input').press('Enter');
  await expect(page.getByTestId('tutor-visitor')).toHaveText(/Explain this please/);
  const firstWords = question.insight.split(' ').slice(0, 4).join(' ');
  await expect(page.getByTestId('tutor-tutor')).toContainText(firstWords);
  await expect(page.getByTestId('tutor-input')).toHaveValue('');
  const spoken = await page.evaluate(() => (window as unknown as { spoken: { lang: string; rate: number }[] }).spoken);
  expect(spoken).toHaveLength(1);
  expect(spoken[0]?.lang).toBe('en-US');
  expect(spoken[0]?.rate).toBeCloseTo(0.85, 5);

  await page.getByTestId('tutor-input').fill('What is the wifi password of the train?');
  await page.getByTestId('tutor-send').click();
  await expect(page.getByTestId('tutor-tutor').nth(1)).toContainText("I don't have that information");

  await page.route('**/api/ai/chat', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.getByTestId('tutor-input').fill('Explain again');
  await page.getByTestId('tutor-send').click();
  await expect(page.getByTestId('tutor-tutor').nth(2)).toHaveText(/cannot answer right now/);
});

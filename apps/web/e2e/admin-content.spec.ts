import type { Page } from '@playwright/test';
import { expect, test, expectNoSeriousViolations, adminPassword } from './fixtures';
import { E2E_ADMIN_EMAIL } from './playwright.config';

const PLACE = 'five-lakes-walk-zermatt';
const NEW_TITLE = 'Fünfseenweg (E2E bearbeitet)';
/** The visitor's page loads the app, its German strings and the place: allow a slow machine. */
const PAGE_LOAD = { timeout: 30_000 };

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(E2E_ADMIN_EMAIL);
  await page.getByLabel('Password').fill(adminPassword());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Puts the German title back through the API, whatever state the UI steps left it in. */
async function restoreTitle(page: Page, title: string) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) return;
  const headers = { authorization: `Bearer ${token}` };
  const current = await page.request.get(`/api/admin/places/${PLACE}`, { headers });
  const { place } = (await current.json()) as { place: { names: Record<string, string> } };
  if (place.names.de === title) return;
  await page.request.put(`/api/admin/places/${PLACE}`, {
    headers,
    data: { ...place, names: { ...place.names, de: title } },
  });
}

test('an admin edits a German title, visitors see it at once, and the change history reverts it', async ({
  page,
  browser,
}) => {
  // Two browsers, several saves and two axe scans: more than the default 30 s on a busy machine.
  test.setTimeout(180_000);
  await signIn(page);

  const panel = page.getByTestId('admin-content');
  await panel.getByLabel('Find a place by id, title or name').fill('Five Lakes');
  await panel.getByTestId(`admin-content-pick-${PLACE}`).click();
  const editor = panel.getByTestId('admin-content-editor');
  await expect(editor).toBeVisible();
  await editor.getByRole('radio', { name: 'German' }).check();
  const title = editor.getByLabel('Title (DE)');
  const oldTitle = await title.inputValue();
  expect(oldTitle).not.toBe('');

  // A visitor whose app language is German.
  const visitorContext = await browser.newContext({ serviceWorkers: 'block' });
  await visitorContext.addInitScript(() => localStorage.setItem('swiss_explorer_language', 'de'));
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto(`/place/${PLACE}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(oldTitle, PAGE_LOAD);

    // An empty title is refused by the server, which names the field; nothing is saved.
    await title.fill('');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByTestId('admin-content-error')).toContainText('names.de');

    await title.fill(NEW_TITLE);
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByTestId('admin-content-status')).toContainText('is saved and live');
    await expectNoSeriousViolations(page);

    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(NEW_TITLE, PAGE_LOAD);

    const audit = page.getByTestId('admin-audit');
    const entry = audit.getByRole('listitem').first();
    await expect(entry).toContainText(PLACE);
    await expect(entry).toContainText('names.de');
    await entry.getByText('Before and after').click();
    await expect(entry.getByRole('definition').first()).toContainText(`${oldTitle} → after: ${NEW_TITLE}`);
    await entry.getByRole('button', { name: /^Revert change #\d+ to five-lakes-walk-zermatt$/ }).click();
    await expect(audit.getByTestId('admin-audit-status')).toContainText('was reverted');
    await expect(audit.getByRole('listitem').first()).toContainText('Reverted');
    // The open editor shows the restored version.
    await expect(title).toHaveValue(oldTitle);
    await expectNoSeriousViolations(page);

    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(oldTitle, PAGE_LOAD);
  } finally {
    // The admin tests share one server: leave the place as it was.
    await restoreTitle(page, oldTitle);
    await visitorContext.close();
  }
});

const QUESTION = 'q01';
const NEW_QUESTION = 'Welcher Gipfel ist der höchste der Schweiz? (E2E bearbeitet)';

/** The German text of a question as visitors get it (the catalog revalidates on every use). */
async function publicQuestion(page: Page): Promise<string | undefined> {
  const res = await page.request.get('/api/swiss/v2/quiz?lang=de');
  expect(res.ok()).toBe(true);
  const { questions } = (await res.json()) as { questions: { id: string; question: string }[] };
  return questions.find((q) => q.id === QUESTION)?.question;
}

/** Puts the German question back through the API, whatever state the UI steps left it in. */
async function restoreQuestion(page: Page, text: string) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) return;
  const headers = { authorization: `Bearer ${token}` };
  const list = await page.request.get('/api/admin/quiz', { headers });
  const { questions } = (await list.json()) as { questions: { id: string; question: Record<string, string> }[] };
  const current = questions.find((q) => q.id === QUESTION);
  if (!current || current.question.de === text) return;
  await page.request.put(`/api/admin/quiz/${QUESTION}`, {
    headers,
    data: { ...current, question: { ...current.question, de: text } },
  });
}

test('an admin edits a German quiz question, the public quiz shows it, and the change history reverts it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);

  const panel = page.getByTestId('admin-records');
  await panel.getByRole('radio', { name: 'Quiz questions' }).check();
  await panel.getByLabel('Quiz question to edit').selectOption(QUESTION);
  const editor = panel.getByTestId('admin-records-editor');
  await expect(editor).toBeVisible();
  await editor.getByRole('radio', { name: 'German' }).check();
  const question = editor.getByLabel('Question (DE)', { exact: true });
  const oldQuestion = await question.inputValue();
  expect(oldQuestion).not.toBe('');
  expect(await publicQuestion(page)).toBe(oldQuestion);

  try {
    // An empty question is refused by the server, which names the field; nothing is saved.
    await question.fill('');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByRole('alert')).toContainText('question.de');
    expect(await publicQuestion(page)).toBe(oldQuestion);

    await question.fill(NEW_QUESTION);
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByTestId('admin-records-status')).toContainText('is saved and live');
    await expect(panel.getByRole('alert')).toHaveCount(0);
    expect(await publicQuestion(page)).toBe(NEW_QUESTION);
    await expectNoSeriousViolations(page);

    const audit = page.getByTestId('admin-audit');
    const entry = audit.getByRole('listitem').first();
    await expect(entry).toContainText(QUESTION);
    await expect(entry).toContainText('question.de');
    await entry.getByRole('button', { name: /^Revert change #\d+ to q01$/ }).click();
    await expect(audit.getByTestId('admin-audit-status')).toContainText('was reverted');
    // The open editor shows the restored version, and so do visitors.
    await expect(question).toHaveValue(oldQuestion);
    expect(await publicQuestion(page)).toBe(oldQuestion);
  } finally {
    // The admin tests share one server: leave the question as it was.
    await restoreQuestion(page, oldQuestion);
  }
});

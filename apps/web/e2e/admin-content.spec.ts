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

test('an admin filters the places missing a translation, and edits German beside the English', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const panel = page.getByTestId('admin-content');
  const filter = panel.getByLabel('Missing translations');
  await filter.selectOption({ label: 'Missing in any language' });
  // The dataset has every present text in all four languages (the validator and admin writes hold it).
  await expect(panel.getByTestId('admin-content-count')).toHaveText('No place lacks a translation.');
  await filter.selectOption({ label: 'All places' });

  await panel.getByLabel('Find a place by id, title or name').fill('Five Lakes');
  await panel.getByTestId(`admin-content-pick-${PLACE}`).click();
  const editor = panel.getByTestId('admin-content-editor');
  await editor.getByRole('radio', { name: 'German' }).check();
  // Photo spots and travel texts are editable, each described by its English text.
  const spots = editor.getByLabel('Photo spots (DE)');
  await expect(spots).toHaveValue(/Stellisee/);
  await expect(spots).toHaveAccessibleDescription(/^Photo spots in English Stellisee with the Matterhorn/);
  await expect(editor.getByLabel('Last leg (transport) (DE)')).toHaveAccessibleDescription(
    'Last leg (transport) in English Sunnegga funicular and Blauherd gondola',
  );
  await expectNoSeriousViolations(page);

  // Side by side on a wide screen, the English first; stacked on a phone, English above.
  const english = editor.getByTestId('admin-content-field-summary').getByTestId('admin-content-english');
  const summary = editor.getByLabel('Summary (DE)');
  const boxes = async () => {
    const [e, s] = [await english.boundingBox(), await summary.boundingBox()];
    if (!e || !s) throw new Error('the summary is not laid out');
    return { e, s };
  };
  const wide = await boxes();
  expect(wide.e.x + wide.e.width).toBeLessThanOrEqual(wide.s.x);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(async () => {
    const narrow = await boxes();
    expect(narrow.e.y + narrow.e.height).toBeLessThanOrEqual(narrow.s.y);
  }).toPass();
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
  await panel.getByRole('radio', { name: 'German' }).check();
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

const LANGS = [
  ['English', 'EN'],
  ['German', 'DE'],
  ['French', 'FR'],
  ['Italian', 'IT'],
] as const;

/** The ids of what visitors get from a public list, read fresh (the catalog revalidates on every use). */
async function publicIds(page: Page, url: string, key: 'insights' | 'place'): Promise<string[]> {
  const res = await page.request.get(url);
  if (key === 'place') return res.ok() ? [((await res.json()) as { place: { id: string } }).place.id] : [];
  return ((await res.json()) as { insights: { id: string }[] }).insights.map((i) => i.id);
}

/** Reverts the newest change through the change history, as an admin would. */
async function revertNewest(page: Page, entity: string) {
  const audit = page.getByTestId('admin-audit');
  const entry = audit.getByRole('listitem').first();
  await expect(entry).toContainText(entity);
  await entry.getByRole('button', { name: new RegExp(`^Revert change #\\d+ to ${entity}$`) }).click();
  await expect(audit.getByTestId('admin-audit-status')).toContainText('was reverted');
}

/** Removes what a failed run created, through the API: the admin tests share one server. */
async function revertCreated(page: Page, entity: string) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) return;
  const headers = { authorization: `Bearer ${token}` };
  const { entries } = (await (await page.request.get('/api/admin/audit', { headers })).json()) as {
    entries: { id: number; entity_id: string; action: string; reverts: number | null }[];
  };
  const created = entries.find((e) => e.entity_id === entity && e.action === 'create');
  if (created && !entries.some((e) => e.reverts === created.id))
    await page.request.post(`/api/admin/audit/${created.id}/revert`, { headers });
}

test('an admin searches the records, creates an insight and a place that visitors get at once, and reverts both', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const panel = page.getByTestId('admin-records');
  await panel.getByRole('radio', { name: 'Insights' }).check();
  const found = panel.getByTestId('admin-records-found');
  await expect(found).toHaveText(/^36 of 36 shown\.$/);
  const search = panel.getByLabel('Search insights by id or text (English)');
  await search.fill('insight-36');
  await expect(found).toHaveText('1 of 36 shown.');
  await expect(panel.getByLabel('Insight to edit').locator('option')).toHaveCount(2);
  await search.fill('');

  let created = '';
  try {
    await panel.getByRole('button', { name: 'New insight' }).click();
    const editor = panel.getByTestId('admin-records-editor');
    await expect(editor.getByRole('heading', { name: 'New insight' })).toBeVisible();
    await editor.getByLabel('Place (id)').fill(PLACE);
    for (const [language, code] of LANGS) {
      await panel.getByRole('radio', { name: language }).check();
      await editor.getByLabel(`Title (${code})`).fill(`E2E insight ${code}`);
      await editor.getByLabel(`Description (${code})`).fill(`Created by the e2e test (${code}).`);
    }
    await editor.getByRole('button', { name: 'Create insight' }).click();
    await expect(panel.getByTestId('admin-records-status')).toContainText('is created and live');
    // The editor now shows the created record, under the id the server gave it.
    created = /insight-\d+/.exec((await editor.getByRole('heading').textContent()) ?? '')?.[0] ?? '';
    expect(created).not.toBe('');
    expect(await publicIds(page, '/api/swiss/insights?lang=it&limit=100', 'insights')).toContain(created);
    await expect(found).toHaveText('37 of 37 shown.');
    await expectNoSeriousViolations(page);

    await revertNewest(page, created);
    expect(await publicIds(page, '/api/swiss/insights?lang=it&limit=100', 'insights')).not.toContain(created);
  } finally {
    if (created) await revertCreated(page, created);
  }

  // A place, created from a copy of another under a new id and local title.
  const NEW_PLACE = 'e2e-created-lakes-walk';
  const content = page.getByTestId('admin-content');
  try {
    await content.getByLabel('Find a place by id, title or name').fill('Five Lakes');
    await content.getByTestId(`admin-content-pick-${PLACE}`).click();
    const editor = content.getByTestId('admin-content-editor');
    await editor.getByLabel('Local title').fill('E2E-Seenweg');
    await editor.getByText('Create a new place from this one').click();
    await editor.getByLabel('Id of the new place').fill(NEW_PLACE);
    await editor.getByRole('button', { name: 'Create place' }).click();
    await expect(content.getByTestId('admin-content-status')).toContainText(`The place ${NEW_PLACE} was created.`);
    expect(await publicIds(page, `/api/swiss/places/${NEW_PLACE}?lang=de`, 'place')).toEqual([NEW_PLACE]);

    await revertNewest(page, NEW_PLACE);
    expect(await publicIds(page, `/api/swiss/places/${NEW_PLACE}?lang=de`, 'place')).toEqual([]);
  } finally {
    await revertCreated(page, NEW_PLACE);
  }
});

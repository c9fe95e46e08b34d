import { expect, test } from './fixtures';

test('the concierge answers from the place data, with time, copy, trip and source', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/place/matterhorn');
  const concierge = page.getByTestId('concierge');
  await expect(concierge.getByRole('heading', { name: 'Ask the AI Concierge' })).toBeVisible();
  await expect(page.getByTestId('concierge-send')).toBeDisabled();
  await page.getByTestId('concierge-input').fill('Who made the first ascent?');
  await page.getByTestId('concierge-input').press('Enter');
  const answer = page.getByTestId('concierge-answer').first();
  await expect(answer).toContainText('Whymper');
  await expect(page.getByTestId('concierge-response').first().locator('time')).toHaveAttribute('datetime', /T/);
  await expect(page.getByTestId('concierge-input')).toHaveValue('');

  // The actions are compact icon buttons (44 px), named for screen readers, with a tooltip on focus.
  const actions = page
    .getByTestId('concierge-response')
    .first()
    .getByRole('group', { name: 'Actions for this answer' });
  await expect(actions.getByRole('button')).toHaveCount(4);
  await expect(actions.getByRole('link', { name: /^Source: / }).first()).toBeVisible();
  for (const control of await actions.locator('.icon-action').all()) {
    const box = await control.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
  const copy = actions.getByRole('button', { name: 'Copy answer' });
  await actions.getByRole('button', { name: 'Add Matterhorn to your trip' }).focus();
  await page.keyboard.press('Shift+Tab'); // reached by keyboard: the tooltip shows
  await expect(copy).toBeFocused();
  await expect(copy.locator('.icon-action__tip')).toBeVisible();
  await expect(copy.locator('.icon-action__tip')).toHaveText('Copy answer');
  await copy.click();
  await expect(concierge.getByRole('status')).toHaveText('Answer copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Whymper');

  await actions.getByRole('button', { name: 'Add Matterhorn to your trip' }).click();
  expect(await page.evaluate(() => localStorage.getItem('swiss_explorer_trip'))).toContain('matterhorn');
  await expect(actions.getByRole('button', { name: 'Matterhorn is in your trip' })).toBeDisabled();

  await actions.getByRole('button', { name: 'Ask AI a follow-up question' }).click();
  await expect(page.getByTestId('concierge-input')).toHaveValue('Tell me more: Who made the first ascent?');
  await expect(page.getByTestId('concierge-input')).toBeFocused();
  await page.getByTestId('concierge-input').fill('');

  await page.getByTestId('concierge-quick-gettingThere').click();
  await expect(page.getByTestId('concierge-response')).toHaveCount(2);
  await expect(page.getByTestId('concierge-answer').first()).not.toBeEmpty();

  await page.getByTestId('concierge-input').fill('What is the wifi password of the hut?');
  await page.getByTestId('concierge-send').click();
  await expect(page.getByTestId('concierge-answer').first()).toHaveText(
    "I don't have that information from the official sources provided.",
  );
});

test('a German question from the English UI is answered in German', async ({ page }) => {
  await page.goto('/place/matterhorn');
  await page.getByTestId('concierge-input').fill('Wie hoch ist das Matterhorn?');
  await page.getByTestId('concierge-send').click();
  const answer = page.getByTestId('concierge-answer').first();
  await expect(answer).toContainText('Höhe von Matterhorn: 4478 m');
  await expect(answer).toHaveAttribute('lang', 'de');
  await expect(answer).toContainText('Aus «Kurzinfos»');
});

// On three places per language, each quick-ask chip is answered from the section of the page it
// names (the answer quotes the section's heading as the page shows it), never with a refusal.
const CHIPS = [
  ['gettingThere', 'getting-there'],
  ['bestTime', 'events'],
  ['history', 'history'],
  ['sustainable', 'sustainability'],
  ['photos', 'photos'],
  ['events', 'events'],
] as const;
for (const [lang, places] of [
  ['en', ['lac-leman', 'rheinfall', 'bern']],
  ['de', ['matterhorn', 'lac-leman', 'chateau-de-chillon']],
  ['fr', ['geneve', 'rheinfall', 'matterhorn']],
  ['it', ['bern', 'lago-maggiore', 'lac-leman']],
] as const) {
  test(`every chip gives an answer from the page (${lang})`, async ({ page }) => {
    await page.addInitScript((code) => localStorage.setItem('swiss_explorer_language', code), lang);
    for (const id of places) {
      await page.goto(`/place/${id}`);
      for (const [i, [chip, section]] of CHIPS.entries()) {
        const heading = (await page.getByTestId(`section-${section}`).getByRole('heading').textContent()) ?? '';
        await page.getByTestId(`concierge-quick-${chip}`).click();
        await expect(page.getByTestId('concierge-response')).toHaveCount(i + 1);
        const answer = page.getByTestId('concierge-answer').first();
        await expect(answer, `${id} ${chip}`).toContainText(heading.trim());
        await expect(answer).toHaveAttribute('lang', lang);
        await expect(page.getByTestId('concierge-response').first()).not.toContainText(
          /could not answer|konnte dies nicht|n'a pas pu|non ha potuto/,
        );
      }
    }
  });
}

test('the German Matterhorn page has no English paragraph', async ({ page, request }) => {
  const english = (await (await request.get('/api/swiss/places/matterhorn?lang=en')).json()) as unknown;
  // Every English sentence of the place's data (longer than a name): none may show on the German page.
  const sentences: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') sentences.push(...value.split(/(?<=[.!?])\s+/).filter((s) => s.length > 30));
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(english);
  expect(sentences.length).toBeGreaterThan(10);
  await page.addInitScript(() => localStorage.setItem('swiss_explorer_language', 'de'));
  await page.goto('/place/matterhorn');
  await expect(page.getByTestId('section-history')).toContainText('Erstbesteigung');
  const text = (await page.getByTestId('place-page').textContent()) ?? '';
  for (const sentence of sentences) expect(text, sentence).not.toContain(sentence);
});

test('answers in German when the visitor reads German', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('swiss_explorer_language', 'de'));
  await page.goto('/place/matterhorn');
  await page.getByTestId('concierge-input').fill('Wie hoch ist das Matterhorn?');
  await page.getByTestId('concierge-send').click();
  await expect(page.getByTestId('concierge-answer').first()).toContainText('4478');
});

test('a failing AI gives the canned chocolate fallback, spoken by the browser with voice on', async ({ page }) => {
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string }[] = [];
    (window as unknown as { spoken: typeof spoken }).spoken = spoken;
    window.speechSynthesis.speak = (u: SpeechSynthesisUtterance) => {
      spoken.push({ text: u.text, lang: u.lang });
    };
  });
  await page.route('**/api/ai/chat/stream', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/place/maison-cailler');
  await page.getByTestId('concierge-voice').check();
  await page.getByTestId('concierge-input').fill('What can I taste here?');
  await page.getByTestId('concierge-send').click();
  await expect(page.getByTestId('concierge-answer').first()).toContainText('Daniel Peter');
  await expect(page.getByText('could not answer this from our data or is unavailable')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { spoken: { lang: string }[] }).spoken.length))
    .toBe(1);
  const spoken = await page.evaluate(() => (window as unknown as { spoken: { text: string; lang: string }[] }).spoken);
  expect(spoken[0]?.lang).toBe('en-US');
  expect(spoken[0]?.text).toContain('Daniel Peter');
});

test('voice input: disabled while voice is off; an unsupported browser gets the spec alert', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.SpeechRecognition;
    delete w.webkitSpeechRecognition;
  });
  await page.goto('/place/matterhorn');
  await expect(page.getByTestId('concierge-listen')).toBeDisabled();
  await page.getByTestId('concierge-voice').check();
  const messages: string[] = [];
  page.once('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByTestId('concierge-listen').click();
  await expect.poll(() => messages).toEqual(['Speech recognition not supported in this browser']);
});

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

  await page.getByRole('button', { name: 'Copy' }).first().click();
  await expect(concierge.getByRole('status')).toHaveText('Answer copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Whymper');

  await page.getByRole('button', { name: '+ Trip' }).first().click();
  expect(await page.evaluate(() => localStorage.getItem('swiss_explorer_trip'))).toContain('matterhorn');

  await page.getByTestId('concierge-quick-gettingThere').click();
  await expect(page.getByTestId('concierge-response')).toHaveCount(2);
  await expect(page.getByTestId('concierge-answer').first()).not.toBeEmpty();

  await page.getByTestId('concierge-input').fill('What is the wifi password of the hut?');
  await page.getByTestId('concierge-send').click();
  await expect(page.getByTestId('concierge-answer').first()).toHaveText(
    "I don't have that information from the official sources provided.",
  );
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

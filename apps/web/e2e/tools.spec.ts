import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test, expectNoSeriousViolations, chooseSetting } from './fixtures';

const TOOLS = ['planner', 'weather', 'transport', 'currency', 'railpass', 'insurance', 'emergency', 'translator'];

// Live rates come from this server's Frankfurter, which aira-live.spec.ts plays when it runs (and the
// server then keeps for a week): here every rates call fails, so the converter always shows the
// labelled sample table and no visit here counts a failed upstream call against aira-live's provider.
// Live rates are tested against a server of their own (tools-live-rates.spec.ts).
test.beforeEach(async ({ page }) => {
  await page.route('**/api/markets', (route) => route.abort('internetdisconnected'));
});

const stops = (page: Page) => page.getByTestId('planner-list').locator('.planner__name a');

test('/tools opens the planner and every tab is its own URL', async ({ page }) => {
  await page.goto('/tools');
  await expect(page).toHaveURL(/\/tools\/planner$/);
  for (const tool of TOOLS) {
    await page.goto(`/tools/${tool}`);
    await expect(page.getByTestId(`tool-${tool}`)).toBeVisible();
    await expect(page.getByTestId(`tools-tab-${tool}`)).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('.tools__tab[aria-current="page"]')).toHaveCount(1);
  }
  await page.getByTestId('tools-tab-currency').click();
  await expect(page).toHaveURL(/\/tools\/currency$/);
  await page.goto('/tools/teleporter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('on a phone the tab strip scrolls sideways: the cut-off side fades and the current tab is in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const strip = page.locator('.tools__tabs');
  const inView = async (tool: string) => {
    const box = await strip.boundingBox();
    const tab = await page.getByTestId(`tools-tab-${tool}`).boundingBox();
    return Boolean(box && tab && tab.x >= box.x - 1 && tab.x + tab.width <= box.x + box.width + 1);
  };
  await page.goto('/tools/planner');
  await expect(strip).toHaveAttribute('data-more-end', '');
  await expect(strip).not.toHaveAttribute('data-more-start', '');
  expect(await strip.evaluate((el) => getComputedStyle(el).maskImage)).toContain('gradient');
  expect(await inView('planner')).toBe(true);

  // The last tab, opened by its URL: scrolled into view, and now the start is the faded side.
  await page.goto('/tools/translator');
  await expect.poll(() => inView('translator')).toBe(true);
  await expect(strip).toHaveAttribute('data-more-start', '');
  await expect(strip).not.toHaveAttribute('data-more-end', '');
  // Only the strip moved, not the page.
  expect(await page.evaluate(() => window.scrollX)).toBe(0);

  // Chosen from the strip: the chosen tab comes into view too.
  await page.getByTestId('tools-tab-weather').click();
  await expect(page).toHaveURL(/\/tools\/weather$/);
  await expect.poll(() => inView('weather')).toBe(true);
});

test('computes a Swiss pass price, an insurance estimate and a currency conversion', async ({ page }) => {
  await page.goto('/tools/railpass');
  await expect(page.getByTestId('railpass-price')).toHaveText('Swiss Travel Pass, 3 days: CHF 272');
  await page.getByLabel('Travel days').selectOption('8');
  await expect(page.getByTestId('railpass-price')).toHaveText('Swiss Travel Pass, 8 days: CHF 418');
  await page.getByLabel('Travel days').selectOption('30');
  await expect(page.getByTestId('railpass-price')).toHaveText('Swiss Travel Pass, 1 month: CHF 678');
  await expect(page.getByText('Swiss Half Fare Card for visitors: CHF 120, valid for 1 month.')).toBeVisible();

  await page.getByTestId('tools-tab-insurance').click();
  await expect(page.getByTestId('insurance-estimate')).toHaveText('Estimated cost: CHF 25');
  await page.getByLabel('Days of travel').fill('10');
  await page.getByLabel('Premium').check();
  await expect(page.getByTestId('insurance-estimate')).toHaveText('Estimated cost: CHF 70');
  await page.getByLabel('Days of travel').fill('');
  await expect(page.getByTestId('insurance-estimate')).toHaveText('Estimated cost: CHF 49'); // 7 days default

  await page.getByTestId('tools-tab-currency').click();
  const result = page.getByTestId('currency-result');
  await expect(result).toContainText('100 USD ≈ 92.59 CHF');
  await page.getByLabel('From currency').selectOption('EUR');
  await page.getByLabel('Amount').fill('250');
  await expect(result).toContainText('250 EUR ≈ 257.73 CHF');
  await page.getByLabel('Amount').fill('');
  await expect(result).toContainText('100 EUR ≈ 103.09 CHF');
  await expect(result).toContainText('Sample data, not live');
  await expect(result).toContainText('Currency exchange rates temporarily unavailable: these are sample rates.');
  await page.getByLabel('From currency').selectOption('CAD');
  await expect(result).toContainText('100 CAD ≈ 76.34 CHF');
  await expect(result).toContainText('Derived from the ECB euro reference rates of April 29, 2022');
  await expect(result).toContainText('Sample data, not live');

  // The choices are kept on the device.
  await page.reload();
  await expect(page.getByLabel('From currency')).toHaveValue('CAD');
  await page.getByTestId('tools-tab-railpass').click();
  await expect(page.getByLabel('Travel days')).toHaveValue('30');
});

test('the planner adds, reorders, times and removes stops and exports an .ics', async ({ page }) => {
  await page.goto('/place/rheinfall');
  await page.getByTestId('trip-add-rheinfall').click();
  await page.getByTestId('nav-tools').click();
  await expect(page).toHaveURL(/\/tools\/planner$/);
  await expect(stops(page)).toHaveText(['Rhine Falls']);
  await expect(page.getByTestId('quick-add-rheinfall')).toBeDisabled();

  await page.getByTestId('quick-add-matterhorn').click();
  await page.getByTestId('quick-add-chateau-de-chillon').click();
  await expect(stops(page)).toHaveText(['Rhine Falls', 'Matterhorn', 'Chillon Castle']);
  await expect(page.getByTestId('planner-total')).toHaveText('Total time: 12–13 h (3 stops)');

  // Reorder with the keyboard; focus stays on the moved stop.
  await page.getByRole('button', { name: 'Move Chillon Castle up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move Chillon Castle up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(stops(page)).toHaveText(['Chillon Castle', 'Rhine Falls', 'Matterhorn']);
  await expect(page.getByRole('button', { name: 'Move Chillon Castle down' })).toBeFocused();
  await expect(page.getByTestId('planner-status')).toHaveText('Chillon Castle is now stop 1 of 3.');

  await page.getByLabel('Time at Rhine Falls').selectOption('1h');
  await expect(page.getByTestId('planner-total')).toHaveText('Total time: 11 h (3 stops)');

  await page.getByTestId('planner-remove-matterhorn').click();
  await expect(stops(page)).toHaveText(['Chillon Castle', 'Rhine Falls']);
  await expect(page.getByTestId('planner-total')).toHaveText('Total time: 3 h (2 stops)');

  await page.reload();
  await expect(stops(page)).toHaveText(['Chillon Castle', 'Rhine Falls']);
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('swiss_explorer_trip'))) ?? '[]') as {
    id: string;
    duration: string;
  }[];
  expect(stored.map((i) => [i.id, i.duration])).toEqual([
    ['chateau-de-chillon', '2h'],
    ['rheinfall', '1h'],
  ]);

  await page.getByLabel('First day of the trip').fill('2027-06-01');
  const downloadPromise = page.waitForEvent('download');
  await page.getByTestId('planner-ics').click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('swiss-trip.ics');
  const ics = await readFile((await download.path()) ?? '', 'utf8');
  const lines = ics.split('\r\n');
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
  expect(lines).toContain('SUMMARY:Chillon Castle');
  expect(lines).toContain('DTSTART:20270601T090000');
  expect(lines).toContain('DTEND:20270601T110000');
  expect(lines).toContain('SUMMARY:Rhine Falls');
  expect(lines).toContain('DTEND:20270601T120000');
  expect(lines.filter((l) => l.startsWith('UID:'))).toHaveLength(2);
  expect(lines.at(-2)).toBe('END:VCALENDAR');

  await page.getByTestId('planner-remove-chateau-de-chillon').click();
  await page.getByTestId('planner-remove-rheinfall').click();
  await expect(page.getByTestId('planner-empty')).toBeVisible();
  await expect(page.getByTestId('planner-ics')).toBeDisabled();
});

test('a share link imports the plan, asking before it replaces one', async ({ page, browser, baseURL }) => {
  await page.goto('/tools/planner');
  await page.getByTestId('quick-add-jungfraujoch').click();
  await page.getByTestId('quick-add-kapellbruecke-luzern').click();
  await page.getByTestId('planner-share').click();
  const link = await page.getByTestId('planner-share-url').inputValue();
  expect(link).toMatch(/\/tools\/planner\?plan=[A-Za-z0-9_-]+$/);

  // A visitor without a plan gets it at once.
  const other = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const visitor = await other.newPage();
  await visitor.goto(link);
  await expect(visitor.getByTestId('planner-import-message')).toHaveText('The shared plan with 2 stops was imported.');
  await expect(stops(visitor)).toHaveText(['Jungfraujoch', 'Chapel Bridge (Lucerne)']);
  await expect(visitor).toHaveURL(/\/tools\/planner$/);

  // A visitor with a plan is asked first.
  await visitor.getByTestId('planner-remove-jungfraujoch').click();
  await visitor.goto(link);
  await expect(visitor.getByTestId('planner-import')).toBeFocused();
  await visitor.getByRole('button', { name: 'Keep my plan' }).click();
  await expect(stops(visitor)).toHaveText(['Chapel Bridge (Lucerne)']);
  await visitor.goto(link);
  await visitor.getByRole('button', { name: 'Replace my plan' }).click();
  await expect(stops(visitor)).toHaveText(['Jungfraujoch', 'Chapel Bridge (Lucerne)']);

  await visitor.goto('/tools/planner?plan=eyJ2IjoxLCJpdGVtcyI6W1siLi4vZXRjIiwieCIsInkiLCIyaCJdXX0');
  await expect(visitor.getByTestId('planner-import-message')).toHaveText(
    'This share link is not a valid trip plan, so nothing was imported.',
  );
  await expect(stops(visitor)).toHaveText(['Jungfraujoch', 'Chapel Bridge (Lucerne)']);
  await other.close();
});

test('samples are labelled, emergency numbers are tel: links, phrases are spoken', async ({ page }) => {
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string }[] = [];
    (window as unknown as { spoken: typeof spoken }).spoken = spoken;
    window.speechSynthesis.speak = (u: SpeechSynthesisUtterance) => {
      spoken.push({ text: u.text, lang: u.lang });
    };
  });
  await page.goto('/tools/weather');
  await expect(page.getByTestId('weather-sample')).toContainText('Sample data, not live');
  await expect(page.getByTestId('weather-sample')).toContainText('18 °C');
  await expect(page.getByLabel('City', { exact: true }).locator('option')).toHaveCount(24);
  await page.getByLabel('City', { exact: true }).selectOption('bern');
  await expect(page.getByTestId('weather-sample')).toContainText('fixed sample for Bern');

  await page.goto('/tools/emergency');
  for (const number of ['117', '118', '144', '112', '145', '140', '1414'])
    await expect(page.getByTestId('emergency-core').locator(`a[href="tel:${number}"]`)).toBeVisible();
  await expect(page.getByTestId('emergency-embassies').locator('a[href^="tel:+41"]')).toHaveCount(4);
  await expect(page.getByTestId('emergency-embassies')).toContainText('checked on November 25, 2026');

  await page.goto('/tools/translator');
  await page.getByRole('button', { name: 'Speak “Grüezi”' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { spoken: { lang: string }[] }).spoken))
    .toEqual([{ text: 'Grüezi', lang: 'de-DE' }]);
  await page.getByLabel('Romansh').check();
  await expect(page.getByTestId('phrases')).toContainText('Allegra');
  await expect(page.getByRole('button', { name: 'Speak “Allegra”' })).toBeDisabled();
  await expect(page.getByTestId('speak-unavailable')).toContainText('no Romansh voice');
});

test('the transport tool gives the chosen pair its stations and SBB timetable, never the sample figures', async ({
  page,
}) => {
  await page.goto('/tools/transport');
  await page.getByLabel('From', { exact: true }).selectOption('geneve');
  await page.getByLabel('To', { exact: true }).selectOption('zermatt');
  const route = page.getByTestId('transport-route');
  await expect(page.getByTestId('transport-from-station')).toHaveText('Genève');
  await expect(page.getByTestId('transport-to-station')).toHaveText('Zermatt');
  await expect(route).toContainText('Departure station (Geneva)');
  await expect(route).toContainText('for live connections, check the SBB timetable');
  const link = page.getByTestId('transport-sbb-link');
  await expect(link).toHaveText('Genève – Zermatt in the SBB timetable (new tab)');
  await expect(link).toHaveAttribute('href', 'https://www.sbb.ch/en/timetable.html?von=Gen%C3%A8ve&nach=Zermatt');
  // Geneva to Zermatt takes about 4 h: the static sample is no answer for the pair.
  await expect(route).not.toContainText('45 min');
  await expect(route).not.toContainText('CHF');

  // The sample stays visible only as a labelled example that names no city.
  const example = page.getByTestId('transport-example');
  await expect(example.getByRole('heading', { name: 'Example' })).toBeVisible();
  await expect(example).toContainText('45 min');
  await expect(example).toContainText('CHF 28');
  await expect(example).toContainText('not a connection between the cities you chose');
  await expect(example).not.toContainText('Geneva');
  await expect(example).not.toContainText('Zermatt');

  await page.getByLabel('To', { exact: true }).selectOption('geneve');
  await expect(page.getByText('Choose two different cities.')).toBeVisible();
  await expect(page.getByTestId('transport-sbb-link')).toHaveCount(0);

  // In German the timetable opens on SBB's German pages with the station's SBB name.
  await chooseSetting(page, 'language', 'de');
  await page.getByLabel('Nach', { exact: true }).selectOption('interlaken');
  await expect(page.getByTestId('transport-from-station')).toHaveText('Genève');
  await expect(page.getByTestId('transport-route')).toContainText('Abfahrtsbahnhof (Genf)');
  await expect(page.getByTestId('transport-sbb-link')).toHaveAttribute(
    'href',
    'https://www.sbb.ch/de/timetable.html?von=Gen%C3%A8ve&nach=Interlaken%20Ost',
  );
  await expect(page.getByTestId('transport-example').getByRole('heading', { name: 'Beispiel' })).toBeVisible();
});

for (const tool of TOOLS) {
  test(`no serious accessibility violations on /tools/${tool}`, async ({ page }) => {
    if (tool === 'planner') {
      await page.goto('/place/rheinfall');
      await page.getByTestId('trip-add-rheinfall').click();
    }
    await page.goto(`/tools/${tool}`);
    await expect(page.getByTestId(`tool-${tool}`)).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

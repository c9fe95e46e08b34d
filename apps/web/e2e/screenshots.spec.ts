import { expect, test } from './fixtures';

// Screenshots of the main views at a phone's and a desktop's size in all four languages, kept with
// the run's artefacts (test-results/ and the JSON report) for a person to look at; each view must
// have rendered its heading first, so a blank or broken page is a failure, not a picture.
const VIEWS = [
  ['home', '/'],
  ['category', '/category/big_lakes'],
  ['place', '/place/matterhorn'],
  ['tools', '/tools/planner'],
  ['quiz', '/quiz'],
] as const;
const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

for (const lang of ['en', 'de', 'fr', 'it'] as const) {
  test(`screenshots of the main views (${lang})`, async ({ page }, testInfo) => {
    test.slow();
    await page.addInitScript((code) => localStorage.setItem('swiss_explorer_language', code), lang);
    for (const [sizeName, size] of SIZES) {
      await page.setViewportSize(size);
      for (const [view, path] of VIEWS) {
        await page.goto(path);
        await expect(page.locator('main h1').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const body = await page.screenshot({ path: testInfo.outputPath(`${view}-${sizeName}-${lang}.png`) });
        await testInfo.attach(`${view}-${sizeName}-${lang}`, { body, contentType: 'image/png' });
      }
    }
  });
}

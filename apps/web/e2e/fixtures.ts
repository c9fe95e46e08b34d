import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_ADMIN_FILE } from './playwright.config';

/** Every test fails on a console error (a CSP violation, an uncaught exception). */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // A CSP violation that the page catches (zod's eval probe) never reaches the console by itself.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      await use(errors);
      const unexpected = errors.filter((e) => !e.includes('Failed to load resource'));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** axe-core on the page as it is: no serious or critical WCAG 2.2 A/AA violation. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The password `npm run admin:create` printed once when the e2e server started. */
export function adminPassword(): string {
  const printed = readFileSync(E2E_ADMIN_FILE, 'utf8');
  const password = /Password \(shown once, keep it safe\): (\S+)/.exec(printed)?.[1];
  if (!password) throw new Error(`admin:create printed no password: ${printed}`);
  return password;
}

/** Theme and language live in the top bar's settings sheet: open it, choose, close it (Escape). */
export async function chooseSetting(page: Page, setting: 'language' | 'theme', value: string): Promise<void> {
  await page.getByTestId('settings-button').click();
  await page.getByTestId(`${setting}-select`).selectOption(value);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('settings-sheet')).toHaveCount(0);
}

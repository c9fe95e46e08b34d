import sharp from 'sharp';
import { expect, test, expectNoSeriousViolations, adminPassword } from './fixtures';
import { E2E_ADMIN_EMAIL } from './playwright.config';

const PLACE = 'five-lakes-walk-zermatt';
const CREDIT = 'E2E Test Photographer';
const LICENCE = 'CC BY-SA 4.0';

test('an admin uploads a photo for a place, visitors see it with its credit, and removing it restores the cover', async ({
  page,
  browser,
}) => {
  const png = await sharp({ create: { width: 1800, height: 1000, channels: 3, background: '#2f6f4f' } })
    .png()
    .toBuffer();

  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(E2E_ADMIN_EMAIL);
  await page.getByLabel('Password').fill(adminPassword());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  const panel = page.getByTestId('admin-photos');
  await panel.getByLabel('Find a place by name').fill('Five Lakes');
  await panel.getByTestId(`admin-photos-pick-${PLACE}`).click();
  await expect(panel.getByText('No photo yet: the generated cover is shown.')).toBeVisible();

  // Without a credit the form refuses before uploading.
  await panel.getByLabel('Photo file').setInputFiles({ name: 'lakes.png', mimeType: 'image/png', buffer: png });
  await expect(panel.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
  await panel.getByRole('button', { name: 'Upload photo' }).click();
  await expect(panel.getByTestId('admin-photos-error')).toHaveText('Enter the credit.');
  await expectNoSeriousViolations(page);

  await panel.getByLabel('Credit (photographer or source)').fill(CREDIT);
  await panel.getByLabel('Licence').fill(LICENCE);
  await panel.getByRole('button', { name: 'Upload photo' }).click();
  try {
    await expect(panel.getByTestId('admin-photos-status')).toHaveText('The photo of Five Lakes Walk is live.');
    await expect(panel.getByText(`Photo: ${CREDIT} · ${LICENCE}`)).toBeVisible();

    await page.goto(`/place/${PLACE}`);
    const photo = page.getByTestId('place-photo');
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('srcset', /480w.*960w.*1600w/);
    await expect(photo).toHaveAttribute('sizes', /.+/);
    await expect(photo).toHaveAttribute('alt', 'Five Lakes Walk');
    await expect(page.getByTestId('place-hero-credit')).toHaveText(`Photo: ${CREDIT} · ${LICENCE}`);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/api\/media\/photos\/.+\.webp\?v=/,
    );
    await expect(page.getByTestId('place-cover')).toHaveCount(0);
    await expectNoSeriousViolations(page);
  } finally {
    // Leave the place as it was for any later run against this server.
    await page.goto('/admin');
    await panel.getByLabel('Find a place by name').fill('Five Lakes');
    await panel.getByTestId(`admin-photos-pick-${PLACE}`).click();
    const remove = panel.getByRole('button', { name: 'Remove photo' });
    if (await remove.isVisible()) await remove.click();
    await expect(panel.getByText('No photo yet: the generated cover is shown.')).toBeVisible();
  }
  // Reverting the removal in the change history brings the photo back, in the photos panel too.
  const audit = page.getByTestId('admin-audit');
  // Wait for the removal itself at the top: the list refreshes after the removal, and until then the
  // upload (also of this place) is the newest entry, whose revert would remove the photo instead.
  await expect(audit.getByRole('listitem').first()).toContainText(/Removed · photo of/);
  await expect(audit.getByRole('listitem').first()).toContainText(PLACE);
  await audit
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: new RegExp(`^Revert change #\\d+ to ${PLACE}$`) })
    .click();
  await expect(audit.getByTestId('admin-audit-status')).toContainText('was reverted');
  await expect(panel.getByText(`Photo: ${CREDIT} · ${LICENCE}`)).toBeVisible();
  await panel.getByRole('button', { name: 'Remove photo' }).click();
  await expect(panel.getByText('No photo yet: the generated cover is shown.')).toBeVisible();
  // A new visitor (the admin's browser may keep the place for its 60 s cache lifetime).
  const visitor = await browser.newContext({ serviceWorkers: 'block' });
  const fresh = await visitor.newPage();
  await fresh.goto(`/place/${PLACE}`);
  await expect(fresh.getByTestId('place-cover')).toBeVisible();
  await expect(fresh.getByTestId('place-photo')).toHaveCount(0);
  await expect(fresh.getByTestId('place-hero-credit')).not.toContainText(CREDIT);
  await visitor.close();
});

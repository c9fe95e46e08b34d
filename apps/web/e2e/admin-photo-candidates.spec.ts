import { createServer, type Server, type ServerResponse } from 'node:http';
import sharp from 'sharp';
import { expect, test, expectNoSeriousViolations, adminPassword } from './fixtures';
import { E2E_ADMIN_EMAIL, E2E_COMMONS_PORT } from './playwright.config';

// The server under test asks Wikimedia Commons at 127.0.0.1:E2E_COMMONS_PORT (playwright.config.ts):
// this spec plays Commons there (geosearch, imageinfo, Wikidata search, the image host).
const PLACE = 'walensee';
const TITLE = 'Walensee';
const AUTHOR = 'E2E Jane Alp';
const LICENCE = 'CC BY-SA 4.0';
const LICENCE_URL = 'https://creativecommons.org/licenses/by-sa/4.0';
const FILE = 'E2E Walensee from Quinten.jpg';
const PAGE_URL = `https://commons.wikimedia.org/wiki/File:${encodeURIComponent(FILE)}`;
const origin = `http://127.0.0.1:${E2E_COMMONS_PORT}`;

function json(response: ServerResponse, value: unknown): void {
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

const imageInfo = (name: string, licence: Record<string, string>) => ({
  url: `${origin}/upload/a/ab/${encodeURIComponent(name)}`,
  descriptionurl: `https://commons.wikimedia.org/wiki/File:${encodeURIComponent(name)}`,
  thumburl: `${origin}/upload/thumb/a/ab/${encodeURIComponent(name)}/1600px-${encodeURIComponent(name)}`,
  thumbwidth: 1600,
  thumbheight: 1067,
  width: 4000,
  height: 2667,
  mime: 'image/jpeg',
  extmetadata: Object.fromEntries(Object.entries(licence).map(([key, value]) => [key, { value }])),
});

const FILES: Record<string, ReturnType<typeof imageInfo>> = {
  [`File:${FILE}`]: imageInfo(FILE, {
    Artist: `<a href="//commons.wikimedia.org/wiki/User:E2E">${AUTHOR}</a>`,
    LicenseShortName: LICENCE,
    License: 'cc-by-sa-4.0',
    LicenseUrl: LICENCE_URL,
  }),
  // Not free: never offered.
  'File:E2E Walensee NC.jpg': imageInfo('E2E Walensee NC.jpg', {
    Artist: 'Someone',
    LicenseShortName: 'CC BY-NC 2.0',
    License: 'cc-by-nc-2.0',
  }),
};

let commons: Server;
test.beforeAll(async () => {
  const photo = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#2f5f8f' } })
    .jpeg()
    .toBuffer();
  commons = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    if (url.pathname === '/commons/w/api.php') {
      if (url.searchParams.get('list') === 'geosearch')
        return json(response, {
          query: { geosearch: Object.keys(FILES).map((title, i) => ({ pageid: i + 1, ns: 6, title, dist: 250 + i })) },
        });
      const titles = (url.searchParams.get('titles') ?? '').split('|');
      return json(response, {
        query: {
          pages: titles.map((title) => ({ ns: 6, title, imageinfo: FILES[title] ? [FILES[title]] : undefined })),
        },
      });
    }
    if (url.pathname === '/wikidata/w/api.php') return json(response, { search: [] });
    if (url.pathname.startsWith('/upload/'))
      return void response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => commons.listen(E2E_COMMONS_PORT, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  commons.closeAllConnections();
  await new Promise((resolve) => commons.close(resolve));
});

test('an admin accepts a Commons photo candidate; visitors see it credited to its author with its licence', async ({
  page,
  browser,
}) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(E2E_ADMIN_EMAIL);
  await page.getByLabel('Password').fill(adminPassword());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  const panel = page.getByTestId('admin-photo-candidates');
  await expect(panel.getByRole('heading', { name: 'Photo candidates' })).toBeVisible();
  await panel.getByLabel('Look for photos of one place now (its id)').fill(PLACE);
  await panel.getByRole('button', { name: 'Look on Wikimedia Commons' }).click();
  await expect(panel.getByTestId('admin-photo-candidates-status')).toHaveText(
    '1 new candidate found (1 files left out: not free, not a photo or too small).',
  );

  // The place beside its one free candidate, with author and licence; the NC file is not offered.
  const place = panel.getByTestId(`admin-candidates-place-${PLACE}`);
  await expect(place.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(place.getByText('No photo yet: the generated cover is shown.')).toBeVisible();
  await expect(place.getByRole('link', { name: FILE })).toHaveAttribute('href', PAGE_URL);
  await expect(place.getByText(`by ${AUTHOR}`)).toBeVisible();
  await expect(place.getByRole('link', { name: LICENCE })).toHaveAttribute('href', LICENCE_URL);
  await expect(place.getByText('E2E Walensee NC.jpg')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await place.getByRole('button', { name: `Accept ${FILE}` }).click();
  try {
    await expect(panel.getByTestId('admin-photo-candidates-status')).toHaveText(`${FILE} is now the place's photo.`);
    await expect(panel.getByTestId(`admin-candidates-place-${PLACE}`)).toHaveCount(0);

    const visitor = await browser.newContext({ serviceWorkers: 'block' });
    const fresh = await visitor.newPage();
    await fresh.goto(`/place/${PLACE}`);
    await expect(fresh.getByTestId('place-photo')).toBeVisible();
    await expect(fresh.getByTestId('place-photo')).toHaveAttribute('srcset', /480w.*960w.*1600w/);
    const credit = fresh.getByTestId('place-hero-credit');
    await expect(credit).toHaveText(`Photo: ${AUTHOR} · ${LICENCE}`);
    await expect(credit.getByRole('link', { name: AUTHOR })).toHaveAttribute('href', PAGE_URL);
    await expect(credit.getByRole('link', { name: LICENCE })).toHaveAttribute('href', LICENCE_URL);
    await expectNoSeriousViolations(fresh);
    await visitor.close();
  } finally {
    // Leave the place with its cover for any later test against this server.
    const photos = page.getByTestId('admin-photos');
    await photos.getByLabel('Find a place by name').fill(TITLE);
    await photos.getByTestId(`admin-photos-pick-${PLACE}`).click();
    const remove = photos.getByRole('button', { name: 'Remove photo' });
    if (await remove.isVisible()) await remove.click();
    await expect(photos.getByText('No photo yet: the generated cover is shown.')).toBeVisible();
  }
});

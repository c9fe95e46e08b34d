import { airaPlacesResponseSchema, peaksResponseSchema } from '@swiss/contract';
import { readFileSync } from 'node:fs';
import { chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { expect, expectNoSeriousViolations, test } from './fixtures';
import config from './playwright.config';

// AIRA's AR mode (issue 21) against the real server and its bundled POI data, with Chromium's fake
// camera.
//
// Orientation in Debian Chromium 156 (headless, one CDP session per page), as measured:
// - `Emulation.setSensorOverrideEnabled({enabled: true, type: 'absolute-orientation'})` plus
//   `Emulation.setSensorOverrideReadings({type: 'absolute-orientation', reading: {quaternion}})` drives
//   'deviceorientationabsolute' (absolute true); the same with 'relative-orientation' drives
//   'deviceorientation' (absolute false). Every new reading fires a new event, but only for listeners
//   added after the override was enabled: a listener added before it is bound to the real (missing)
//   sensor and gets one event with null angles. So the override is enabled before AR opens.
// - `DeviceOrientation.setDeviceOrientationOverride` drives 'deviceorientation' only (absolute false),
//   again on every call. The app takes 'deviceorientation' only until an absolute reading came, so
//   this test drives 'deviceorientationabsolute', the event Chromium on Android phones uses.
// - Neither fires anything unless the motion sensors are granted (AR_PERMISSIONS below).
// A rotation of alpha degrees about z is the quaternion {0, 0, sin(alpha/2), cos(alpha/2)}; alpha grows
// counter-clockwise, so the compass heading is (360 - alpha) % 360: alpha 0 faces north, 270 east.
const ZURICH_HB = { latitude: 47.3779, longitude: 8.5403 };
const ZERMATT = { latitude: 46.0207, longitude: 7.7491 };

const baseArgs = config.use?.launchOptions?.args ?? [];
test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
  launchOptions: {
    executablePath: config.use?.launchOptions?.executablePath ?? '/usr/bin/chromium',
    args: [...baseArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

/**
 * grantPermissions (CDP Browser.grantPermissions) refuses every permission it does not list: without
 * the motion sensors Chromium fires no orientation event at all, not even the one with null angles.
 */
const AR_PERMISSIONS = ['geolocation', 'camera', 'accelerometer', 'gyroscope', 'magnetometer'];

async function openAr(page: Page, context: BrowserContext, at: { latitude: number; longitude: number }) {
  await context.grantPermissions(AR_PERMISSIONS);
  await context.setGeolocation(at);
  await page.goto('/aira');
  await expect(page.getByTestId('aira-location')).toHaveAttribute('data-source', 'gps');
  const places = page.waitForResponse(
    (r) => r.url().includes('/api/enhanced-places') && r.url().includes('category=all'),
  );
  await page.getByTestId('aira-ar-button').click();
  const ar = page.getByTestId('aira-ar');
  await expect(ar).toBeVisible();
  await places;
  // The legacy header hides while AR is on (spec §2).
  await expect(page.locator('header.aira-header')).toHaveCount(0);
  return ar;
}

/** Sensor overrides bind only listeners added after them: call before AR opens (see the top). */
async function enableCompass(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setSensorOverrideEnabled', { enabled: true, type: 'absolute-orientation' });
  return cdp;
}

/** Turns the phone to a compass heading: alpha = (360 - heading) % 360, about the z axis. */
async function face(cdp: CDPSession, heading: number) {
  const half = (((360 - heading) % 360) * Math.PI) / 360;
  await cdp.send('Emulation.setSensorOverrideReadings', {
    type: 'absolute-orientation',
    reading: { quaternion: { x: 0, y: 0, z: Math.sin(half), w: Math.cos(half) } },
  });
}

test('turning from heading 0 to 90 moves a place due east from the right edge to the centre', async ({
  page,
  context,
  request,
}) => {
  const answer = airaPlacesResponseSchema.parse(
    await (
      await request.get(`/api/enhanced-places?lat=${ZERMATT.latitude}&lng=${ZERMATT.longitude}&category=all&limit=50`)
    ).json(),
  );
  const target = answer.results[0];
  expect(target).toBeDefined();
  if (!target) return;
  // Stand 60 m west of it: it is then due east and among the nearest cards.
  const cdp = await enableCompass(page);
  const ar = await openAr(page, context, { latitude: target.lat, longitude: target.lng - 0.0008 });
  await expect(ar.getByTestId('aira-ar-view')).toHaveAttribute('data-mode', 'camera');
  await face(cdp, 0);
  await expect(ar).toHaveAttribute('data-heading', '0');
  const card = ar.locator(`[data-testid="aira-ar-card"][data-place-id="${target.place_id}"]`);
  await expect(card).toHaveAttribute('data-x', '85.0');
  await face(cdp, 90);
  await expect(ar).toHaveAttribute('data-heading', '90');
  const x = Number(await card.getAttribute('data-x'));
  expect(Math.abs(x - 50)).toBeLessThan(2);

  // PHOTO: a PNG of the camera frame with the cards.
  const download = page.waitForEvent('download');
  await ar.getByTestId('aira-ar-photo').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.png$/);
  const bytes = readFileSync(await file.path());
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  // AR off: the video goes and the camera track it showed ends (a handle kept in the page, not on window).
  const track = await page.evaluateHandle(() => {
    const video = document.querySelector<HTMLVideoElement>('[data-testid="aira-ar-video"]');
    const stream = video?.srcObject instanceof MediaStream ? video.srcObject : null;
    return stream?.getVideoTracks()[0] ?? null;
  });
  expect(await track.evaluate((t) => t?.readyState ?? 'none')).toBe('live');
  await ar.getByTestId('aira-ar-exit').click();
  await expect(page.getByTestId('aira-ar')).toHaveCount(0);
  await expect(page.getByTestId('aira-ar-video')).toHaveCount(0);
  await expect(page.getByTestId('aira-ar-button')).toBeFocused();
  expect(await track.evaluate((t) => t?.readyState ?? 'none')).toBe('ended');
  await track.dispose();
});

test('in Zermatt the peaks layer names catalog peaks with their elevation, and the screen-reader mode speaks', async ({
  page,
  context,
  request,
}) => {
  const peaks = peaksResponseSchema.parse(
    await (await request.get(`/api/peaks/nearby?lat=${ZERMATT.latitude}&lng=${ZERMATT.longitude}&lang=en`)).json(),
  ).results;
  const first = peaks[0];
  expect(first).toBeDefined();
  if (!first) return;
  const ar = await openAr(page, context, ZERMATT);
  const loaded = page.waitForResponse((r) => r.url().includes('/api/peaks/nearby'));
  await ar.getByTestId('aira-ar-peaks').check();
  await loaded;
  const labels = ar.getByTestId('aira-ar-peak');
  await expect(labels).toHaveCount(peaks.length);
  await expect(labels.filter({ hasText: first.name }).first()).toContainText(`${first.elevation_m} m`);

  // Screen-reader mode: a polite live region names the places ahead by the clock (north is ahead here).
  await ar.getByTestId('aira-ar-screen-reader').check();
  const announcer = ar.getByTestId('aira-ar-announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  await expect(announcer).toContainText("o'clock");
  await expectNoSeriousViolations(page);
});

test('a distance filter removes far places', async ({ page, context }) => {
  const ar = await openAr(page, context, ZURICH_HB);
  const fuel = page.waitForResponse((r) => r.url().includes('category=gas_stations'));
  await ar.getByTestId('aira-ar-chip-gas_stations').click();
  await fuel;
  await ar.getByTestId('aira-ar-filter-button').click();
  const dialog = page.getByTestId('aira-ar-filter');
  await dialog.getByTestId('aira-ar-filter-distance').selectOption('10000');
  // OSM places have no ratings: the dialog says the rating filter is off instead of emptying the list.
  await expect(dialog.getByTestId('aira-ar-filter-no-ratings')).toBeVisible();
  await dialog.getByTestId('aira-ar-filter-done').click();
  const cards = ar.getByTestId('aira-ar-card');
  await expect(cards.first()).toBeVisible();
  const before = await cards.evaluateAll((list) => list.map((el) => Number(el.getAttribute('data-distance'))));
  expect(before.some((metres) => metres > 500)).toBe(true);
  await ar.getByTestId('aira-ar-filter-button').click();
  await dialog.getByTestId('aira-ar-filter-distance').selectOption('500');
  await dialog.getByTestId('aira-ar-filter-done').click();
  await expect(async () => {
    const after = await cards.evaluateAll((list) => list.map((el) => Number(el.getAttribute('data-distance'))));
    expect(after.every((metres) => metres <= 500)).toBe(true);
    expect(after.length).toBeLessThan(before.length);
  }).toPass();
});

test('camera denied: the spec message, the visual fallback with its radar, and no serious axe violations', async () => {
  // A browser without the fake-UI flag: headless Chromium then refuses the camera (NotAllowedError).
  const browser = await chromium.launch({
    executablePath: config.use?.launchOptions?.executablePath ?? '/usr/bin/chromium',
    args: [...baseArgs, '--use-fake-device-for-media-stream'],
  });
  try {
    const context = await browser.newContext({
      baseURL: config.use?.baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
      serviceWorkers: 'block',
    });
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(ZURICH_HB);
    const page = await context.newPage();
    await page.goto('/aira');
    await expect(page.getByTestId('aira-location')).toHaveAttribute('data-source', 'gps');
    await page.getByTestId('aira-ar-button').click();
    const ar = page.getByTestId('aira-ar');
    await expect(ar.getByTestId('aira-ar-fallback')).toContainText(
      'Camera access denied. Please allow camera permissions.',
    );
    await expect(ar.getByTestId('aira-ar-radar')).toBeVisible();
    await expect(ar.getByTestId('aira-ar-radar-caption')).toContainText('north is up');
    await expect(ar.getByTestId('aira-ar-card').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  } finally {
    await browser.close();
  }
});

import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousViolations, test } from './fixtures';

// ARQive (issue 22) against the real server: the first visit, the three views, rooms and events over
// REST, and two or three browser contexts (devices, each with its own device token) sharing one room
// over the WebSocket. "Within 1 s" is an expect timeout of 1000 ms started after the action.
const ZURICH_HB = { latitude: 47.3779, longitude: 8.5403 };
const LIVE = { timeout: 1000 };

interface Device {
  context: BrowserContext;
  page: Page;
}

/** A device that has seen the welcome already, with a name others see in rooms. */
async function device(browser: Browser, baseURL: string | undefined, name: string): Promise<Device> {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript((who) => {
    if (localStorage.getItem('arqive_welcome_seen') === null) localStorage.setItem('arqive_welcome_seen', 'true');
    localStorage.setItem('arqive_name', who);
  }, name);
  return { context, page: await context.newPage() };
}

async function createRoom(page: Page, values: { name?: string; max?: string }): Promise<void> {
  await page.getByTestId('arqive-create-room-open').click();
  const dialog = page.getByTestId('arqive-create-room');
  if (values.name !== undefined) await dialog.getByLabel('Room name').fill(values.name);
  if (values.max !== undefined) await dialog.getByLabel('Max participants').fill(values.max);
  await dialog.getByTestId('arqive-create-room-submit').click();
}

async function joinFromList(page: Page, roomName: string): Promise<Locator> {
  await page.goto('/aira/arqive?view=stream');
  await page.getByRole('button', { name: `Join room ${roomName}` }).click();
  const room = page.getByTestId('arqive-room');
  await expect(room.getByRole('heading', { level: 1, name: roomName })).toBeVisible();
  await expect(room.locator('.arqive-room__status')).toHaveText('Live');
  return room;
}

const objectIn = (page: Page, id: string) => page.locator(`[data-testid="arqive-object"][data-object-id="${id}"]`);
const slotOf = (page: Page, id: string) => page.locator('.arqive-stage__slot').filter({ has: objectIn(page, id) });

test('first visit, the three views, Create AR Room and its limits, a virtual object kept on the device', async ({
  page,
}) => {
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation(ZURICH_HB);
  // A name of its own: the server's nearby list holds the objects other runs left at this place too.
  const me = `Vera ${Date.now().toString(36)}`;
  await page.addInitScript((name) => localStorage.setItem('arqive_name', name), me);
  await page.goto('/aira/arqive');
  const welcome = page.getByTestId('arqive-welcome');
  await expect(welcome.getByRole('heading', { name: 'Welcome to ARQive' })).toBeVisible();
  await welcome.getByRole('button', { name: 'Start Your ARQive Journey' }).click();
  await expect(welcome).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.reload();
  await expect(page.getByTestId('arqive-neural')).toBeVisible();
  await expect(page.getByTestId('arqive-welcome')).toHaveCount(0);

  // Neural: a random virtual object where the visitor stands, a 3 s toast, kept after a reload.
  const placeButton = page.getByTestId('arqive-place-virtual');
  await expect(placeButton).toHaveAttribute('aria-disabled', 'false');
  await placeButton.click();
  const toast = page.getByTestId('arqive-toast');
  await expect(toast).toContainText('placed where you stand: people nearby can see it.');
  const shownAt = Date.now();
  await expect(toast).toBeHidden({ timeout: 6000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2500);

  // The bottom navigation switches real views kept in the URL.
  const nav = page.getByRole('navigation', { name: 'ARQive views' });
  await nav.getByRole('button', { name: 'Stream' }).click();
  await expect(page).toHaveURL(/view=stream/);
  await expect(page.getByTestId('arqive-stream')).toBeVisible();
  await expect(page.getByTestId('arqive-neural')).toHaveCount(0);
  await nav.getByRole('button', { name: 'Reality' }).click();
  await expect(page).toHaveURL(/view=reality/);
  await expect(page.getByTestId('arqive-stream')).toHaveCount(0);
  // The object placed above is listed here after a reload (the device's copy, shared with the server).
  await page.reload();
  const nearby = page.getByTestId('arqive-nearby-list');
  await expect(nearby.getByRole('listitem').filter({ hasText: `by ${me} at` })).toHaveCount(1);
  const kept: unknown = JSON.parse((await page.evaluate(() => localStorage.getItem('arqive_virtual_objects'))) ?? '[]');
  expect(kept).toHaveLength(1);
  await nav.getByRole('button', { name: 'Neural' }).click();
  await expect(page).toHaveURL(/view=neural/);
  await expect(page.getByTestId('arqive-neural')).toBeVisible();

  // Create AR Room with the defaults.
  await nav.getByRole('button', { name: 'Stream' }).click();
  await createRoom(page, {});
  await expect(page.getByTestId('arqive-success')).toHaveText('Room "New AR Room" created.');
  // Filtered by name: the other tests create rooms on the same server meanwhile.
  const rooms = page.getByTestId('arqive-rooms').getByRole('listitem');
  const created = rooms.filter({ hasText: 'New AR Room' }).first(); // newest first
  await expect(created).toContainText('A new AR experience');
  await expect(created).toContainText('0 of 10 participants');

  // Max participants that is not a number becomes 10 (the number field keeps no letters: it is blank).
  await page.getByTestId('arqive-create-room-open').click();
  const dialog = page.getByTestId('arqive-create-room');
  await dialog.getByLabel('Room name').fill('Letters room');
  await dialog.getByLabel('Max participants').clear();
  await dialog.getByLabel('Max participants').pressSequentially('abc');
  await dialog.getByTestId('arqive-create-room-submit').click();
  await expect(rooms.filter({ hasText: 'Letters room' }).first()).toContainText('0 of 10 participants');

  // 25 is refused with a clear message, and nothing is created.
  await createRoom(page, { name: 'Too big', max: '25' });
  await expect(page.getByTestId('arqive-create-room').getByRole('alert')).toHaveText(
    'Max participants must be a whole number from 2 to 20.',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('arqive-rooms')).not.toContainText('Too big');
});

test('two devices share a room live; a dropped connection replays what it missed; a full room says so', async ({
  browser,
  baseURL,
}) => {
  const a = await device(browser, baseURL, 'Anna');
  const b = await device(browser, baseURL, 'Ben');
  const c = await device(browser, baseURL, 'Cleo');
  try {
    const roomName = `Shared ${Date.now().toString(36)}`;
    await a.page.goto('/aira/arqive?view=stream');
    await createRoom(a.page, { name: roomName, max: '2' });
    await expect(a.page.getByTestId('arqive-rooms').getByRole('listitem').filter({ hasText: roomName })).toContainText(
      '0 of 2 participants',
    );
    const roomA = await joinFromList(a.page, roomName);
    const roomB = await joinFromList(b.page, roomName);
    for (const room of [roomA, roomB])
      await expect(room.getByRole('heading', { name: 'Participants (2 of 2)' })).toBeVisible();
    await expect(roomA.getByTestId('arqive-activity')).toContainText('Ben joined the room');
    await expectNoSeriousViolations(b.page);

    // A places a cube; B sees it within 1 s.
    await roomA.getByTestId('arqive-place-object-open').click();
    await a.page.getByTestId('arqive-place-object-submit').click();
    const cubeOnA = a.page.getByTestId('arqive-object');
    await expect(cubeOnA).toHaveCount(1);
    await expect(b.page.getByTestId('arqive-object')).toHaveCount(1, LIVE);
    const cubeId = (await cubeOnA.getAttribute('data-object-id')) ?? '';
    expect(cubeId).not.toBe('');
    await expect(roomB.getByTestId('arqive-activity')).toContainText('Anna placed a cube 🧊');
    await expect(roomB.getByTestId('arqive-object-count')).toHaveText('1 object');

    // B moves it with the keyboard; A sees the new position within 1 s of the release.
    const startLeft = await slotOf(a.page, cubeId).evaluate((el) => (el as HTMLElement).style.left);
    await objectIn(b.page, cubeId).focus();
    for (let i = 0; i < 4; i += 1) await b.page.keyboard.press('ArrowRight');
    await expect(objectIn(a.page, cubeId).locator('.arqive-object__held')).toBeVisible(LIVE);
    await b.page.keyboard.press('Escape');
    const movedLeft = await slotOf(b.page, cubeId).evaluate((el) => (el as HTMLElement).style.left);
    expect(movedLeft).not.toBe(startLeft);
    await expect(slotOf(a.page, cubeId)).toHaveAttribute('style', new RegExp(`left: ${movedLeft}`), LIVE);
    await expect(objectIn(a.page, cubeId).locator('.arqive-object__held')).toHaveCount(0, LIVE);

    // A selects it (a click on a cube shows its details), scales +20 % and rotates +90: B within 1 s.
    // From the keyboard (objects may overlap on the stage; each is a button in the tab order).
    await objectIn(a.page, cubeId).focus();
    await a.page.keyboard.press('Enter');
    const details = a.page.getByTestId('arqive-click-result');
    await expect(details).toContainText('cube 🧊 by Anna');
    await a.page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);
    const actions = a.page.getByTestId('arqive-object-actions');
    await actions.getByRole('button', { name: 'Scale +20 %' }).click();
    await expect(objectIn(b.page, cubeId)).toHaveAttribute('style', /scale\(1\.2\)/, LIVE);
    await actions.getByRole('button', { name: 'Rotate 90°' }).click();
    await expect(objectIn(b.page, cubeId)).toHaveAttribute('style', /rotate\(90deg\)/, LIVE);
    await expect(roomB.getByTestId('arqive-activity')).toContainText('Anna enlarged a cube 🧊');
    await expect(roomB.getByTestId('arqive-activity')).toContainText('Anna rotated a cube 🧊');

    // A valuable: A places a crystal, B clicks it and gets +10 ARQive points (kept per participant).
    await roomA.getByTestId('arqive-place-object-open').click();
    await a.page.getByRole('radio', { name: 'crystal' }).check();
    await a.page.getByTestId('arqive-place-object-submit').click();
    const crystalOnB = b.page.getByRole('button', { name: /^crystal 💎 by Anna/ });
    await expect(crystalOnB).toBeVisible(LIVE);
    await crystalOnB.click();
    await expect(b.page.getByTestId('arqive-click-result').getByRole('alert')).toHaveText('+10 ARQive points');
    await b.page.keyboard.press('Escape');
    await expect(b.page.getByTestId('arqive-click-result')).toHaveCount(0);
    await expect(roomA.getByTestId('arqive-participants')).toContainText('Ben · 10 points', LIVE);
    await expect(roomA.getByTestId('arqive-activity')).toContainText('Ben collected 10 ARQive points from a crystal');

    // B goes offline (the page closes its socket on the browser's offline event); A places a star
    // meanwhile; B back online rejoins from its last operation and sees it without a reload.
    const framesB: string[] = [];
    b.page.on('websocket', (ws) => ws.on('framereceived', (frame) => framesB.push(String(frame.payload))));
    await b.context.setOffline(true);
    await expect(roomB.locator('.arqive-room__status')).toHaveText('Offline – changes cannot be sent');
    await expect(roomA.getByRole('heading', { name: 'Participants (1 of 2)' })).toBeVisible();
    await roomA.getByTestId('arqive-place-object-open').click();
    await a.page.getByRole('radio', { name: 'star' }).check();
    await a.page.getByTestId('arqive-place-object-submit').click();
    await expect(a.page.getByTestId('arqive-object')).toHaveCount(3);
    await expect(b.page.getByTestId('arqive-object')).toHaveCount(2);
    await b.context.setOffline(false);
    await expect(roomB.locator('.arqive-room__status')).toHaveText('Live');
    await expect(b.page.getByRole('button', { name: /^star ⭐ by Anna/ })).toBeVisible();
    await expect(roomB.getByRole('heading', { name: 'Participants (2 of 2)' })).toBeVisible();
    // Replayed as operations after B's last one, not a fresh snapshot.
    const types = framesB.map((f) => (JSON.parse(f) as { type: string }).type);
    expect(types).toContain('op');
    expect(types).not.toContain('snapshot');

    // A third device finds the room full: the server's message.
    await c.page.goto('/aira/arqive?view=stream');
    await c.page.getByRole('button', { name: `Join room ${roomName}` }).click();
    await expect(c.page.getByTestId('arqive-room-failure').getByRole('alert')).toHaveText(
      'This room is full (2 of 2 participants). Try again later.',
    );

    // A deletes the cube: it fades (0.5 s) and disappears for both.
    const fadeSeen = b.page.evaluate(
      (id) =>
        new Promise<boolean>((resolve) => {
          const observer = new MutationObserver(() => {
            const slot = document.querySelector(`[data-object-id="${id}"]`)?.closest('li');
            if (slot?.hasAttribute('data-deleting')) {
              observer.disconnect();
              resolve(true);
            }
          });
          observer.observe(document.body, { subtree: true, attributes: true, childList: true });
          setTimeout(() => resolve(false), 5000);
        }),
      cubeId,
    );
    // From the keyboard (objects may overlap on the stage; each is a button in the tab order).
    await objectIn(a.page, cubeId).focus();
    await a.page.keyboard.press('Enter');
    await expect(details).toContainText('scale 1.2, rotation 90°');
    await a.page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);
    await a.page.getByTestId('arqive-delete-object').click();
    await expect(objectIn(a.page, cubeId)).toHaveCount(0, { timeout: 1500 });
    await expect(objectIn(b.page, cubeId)).toHaveCount(0, { timeout: 1500 });
    expect(await fadeSeen).toBe(true);
    await expect(roomB.getByTestId('arqive-object-count')).toHaveText('2 objects');
    await expect(roomB.getByTestId('arqive-activity')).toContainText('Anna deleted a cube 🧊');
    // Delete sits below the stage and scrolled the page: the site's sticky header then covers the
    // stage's top, and axe counts a target under it as too small. Checked as the room opens, at the top.
    await a.page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSeriousViolations(a.page);
  } finally {
    await Promise.all([a.context.close(), b.context.close(), c.context.close()]);
  }
});

test('Host Event with the defaults; another device joins it', async ({ browser, baseURL }) => {
  const host = `Anna ${Date.now().toString(36)}`;
  const a = await device(browser, baseURL, host);
  const b = await device(browser, baseURL, 'Ben');
  try {
    await a.page.goto('/aira/arqive?view=stream');
    await a.page.getByTestId('arqive-host-event-open').click();
    const before = Date.now();
    await a.page.getByTestId('arqive-host-event-submit').click();
    await expect(a.page.getByTestId('arqive-success')).toHaveText('Event "New Event" created.');
    // Told apart by its host: other runs on this server host 'New Event' too.
    const event = a.page.getByTestId('arqive-events').getByRole('listitem').filter({ hasText: host });
    await expect(event).toContainText('New Event');
    await expect(event).toContainText('A new AR event');
    const start = Date.parse((await event.locator('time').getAttribute('datetime')) ?? '');
    expect(Math.abs(start - before)).toBeLessThan(120_000); // now, to the minute of the form

    await b.page.goto('/aira/arqive?view=stream');
    const joined = b.page.getByTestId('arqive-events').getByRole('listitem').filter({ hasText: host });
    await joined.getByRole('button', { name: 'Join event New Event' }).click();
    await expect(b.page.getByTestId('arqive-success')).toHaveText('You joined "New Event".');
    await expect(joined).toContainText('You are going');
    await expect(joined).toContainText(/\d attending/);
  } finally {
    await Promise.all([a.context.close(), b.context.close()]);
  }
});

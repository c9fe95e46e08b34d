import { execFileSync } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Page, Request, Route } from '@playwright/test';
import { expect, expectNoSeriousViolations, test } from './fixtures';
import { E2E_VOICE_PORT, E2E_VOICE_QUESTION } from './playwright.config';

// AIRA's voice conversation (issue 23) in a real Chromium whose fake microphone speaks the question
// (voice-setup.ts): the recording goes through the app's recorder and upload to the third server
// (playwright.config.ts), which asks the speech-to-text and text-to-speech providers this file plays
// on E2E_VOICE_PORT, and answers the weather from the fake Open-Meteo here too.
const ZURICH_HB = { latitude: 47.3779, longitude: 8.5403 };
const origin = `http://127.0.0.1:${E2E_VOICE_PORT}`;

/** Open-Meteo's forecast, the least the weather answer reads (as aira-live.spec.ts). */
const FORECAST = {
  latitude: 47.36869,
  longitude: 8.539183,
  utc_offset_seconds: 0,
  timezone: 'GMT',
  elevation: 409,
  current_units: { time: 'iso8601', temperature_2m: '°C', weather_code: 'wmo code' },
  current: {
    time: '2026-11-26T12:00',
    interval: 900,
    temperature_2m: 7.4,
    apparent_temperature: 4.9,
    relative_humidity_2m: 81,
    wind_speed_10m: 16.1,
    pressure_msl: 1021.3,
    visibility: 24140,
    uv_index: 1,
    weather_code: 63,
    is_day: 1,
  },
};

/** Real speech for the spoken replies, made by espeak-ng as WAV (Chromium plays it). */
const speech = (text: string, wordsPerMinute: number): Buffer =>
  execFileSync('espeak-ng', ['-v', 'en', '-s', String(wordsPerMinute), '--stdout', text]);
/** A WAV's length in seconds: data bytes over byte rate (espeak-ng writes the 44-byte header). */
const seconds = (wav: Buffer): number => (wav.length - 44) / wav.readUInt32LE(28);

let shortReply: Buffer;
let longReply: Buffer;
/** What the fake providers received, for the tests to check the server's calls. */
const received = {
  stt: [] as { authorization: string | undefined; bytes: number; audioPart: boolean; language: boolean }[],
  tts: [] as { key: string | undefined; path: string; text: string }[],
};
/** Which reply the fake TTS speaks: the interrupt test needs one long enough to stop. */
const tts = { long: false };

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function json(response: ServerResponse, value: unknown): void {
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', origin);
  if (url.pathname === '/v1/forecast') return json(response, FORECAST);
  // Whisper's /audio/transcriptions: the question, when a recording came (multipart, an audio part).
  if (request.method === 'POST' && url.pathname === '/audio/transcriptions') {
    const body = await readBody(request);
    const text = body.toString('latin1');
    const upload = {
      authorization: request.headers.authorization,
      bytes: body.length,
      audioPart: /name="file"; filename="[^"]+"\r\nContent-Type: audio\//i.test(text),
      language: /name="language"\r\n\r\nen\r\n/.test(text),
    };
    received.stt.push(upload);
    if (!upload.audioPart || body.length < 1000) return void response.writeHead(400).end('{"error":"no audio"}');
    return json(response, { text: ` ${E2E_VOICE_QUESTION} ` });
  }
  // ElevenLabs' streaming synthesis: speech, whatever the text.
  const voice = /^\/v1\/text-to-speech\/([^/]+)\/stream$/.exec(url.pathname);
  if (request.method === 'POST' && voice) {
    const body = JSON.parse((await readBody(request)).toString('utf8')) as { text: string };
    received.tts.push({
      key: request.headers['xi-api-key'] as string | undefined,
      path: url.pathname,
      text: body.text,
    });
    return void response.writeHead(200, { 'content-type': 'audio/wav' }).end(tts.long ? longReply : shortReply);
  }
  response.writeHead(404).end();
}

/** Counts the audio the page really played: play() resolved, and the end of it (nothing is stubbed). */
async function countPlayback(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const playback = { started: 0, ended: 0 };
    Object.assign(window, { __playback: playback });
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called on its element below
    const { play } = HTMLMediaElement.prototype;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      this.addEventListener('ended', () => (playback.ended += 1), { once: true });
      return play.call(this).then(() => {
        playback.started += 1;
      });
    };
  });
}
const playback = (page: Page) =>
  page.evaluate(() => (window as unknown as { __playback: { started: number; ended: number } }).__playback);

async function openAira(page: Page): Promise<void> {
  await page.context().setGeolocation(ZURICH_HB);
  await page.goto('/aira');
  await expect(page.getByRole('heading', { level: 1, name: 'AIRA' })).toBeVisible();
  await expect(page.getByTestId('aira-location')).toHaveAttribute('data-source', 'gps');
}

/** The header's AI modal, voice on. */
async function openAssistant(page: Page) {
  await openAira(page);
  await page.getByTestId('aira-ai-button').click();
  const dialog = page.getByTestId('aira-assistant');
  await expect(dialog.getByTestId('aira-assistant-welcome')).toBeVisible();
  await dialog.getByTestId('aira-assistant-voice-toggle').click();
  await expect(dialog.getByTestId('aira-assistant-voice-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByTestId('aira-assistant-record')).toBeEnabled();
  return dialog;
}

/** Record the fake microphone for a moment, then stop: the recording is sent. */
async function speak(page: Page, testId: string): Promise<void> {
  const record = page.getByTestId(`${testId}-record`);
  await record.click();
  await expect(record).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId(`${testId}-status`)).toContainText('Conversing');
  await page.waitForTimeout(2500); // the fake microphone says the question in about two seconds
  await record.click();
  await expect(record).toHaveAttribute('aria-pressed', 'false');
}

test.describe('AIRA voice conversation with a fake microphone', () => {
  test.use({ locale: 'en-US', serviceWorkers: 'block' });
  test.describe.configure({ mode: 'serial' });

  let fake: Server;
  test.beforeAll(async () => {
    shortReply = speech('It is seven degrees and raining.', 175);
    longReply = speech('It is seven point four degrees with moderate rain in Zurich right now, so take an umbrella.', 110); // prettier-ignore
    expect(seconds(longReply)).toBeGreaterThan(5);
    fake = createServer((request, response) => {
      answer(request, response).catch(() => response.writeHead(500).end());
    });
    await new Promise<void>((resolve) => fake.listen(E2E_VOICE_PORT, '127.0.0.1', resolve));
  });
  test.afterAll(async () => {
    fake.closeAllConnections();
    await new Promise((resolve) => fake.close(resolve));
  });

  test('a spoken question: its transcript, the grounded answer and the answer played aloud', async ({ page }) => {
    tts.long = false;
    await countPlayback(page);
    const dialog = await openAssistant(page);
    const uploads = received.stt.length;
    await speak(page, 'aira-assistant');

    const question = dialog.getByTestId('aira-assistant-question');
    await expect(question).toContainText(E2E_VOICE_QUESTION);
    await expect(question).toContainText('spoken');
    const reply = dialog.getByTestId('aira-assistant-answer');
    await expect(reply).toContainText('7.4 °C', { timeout: 30000 });
    await expect(reply).toContainText('read aloud');
    const status = dialog.getByTestId('aira-assistant-status');
    await expect(status).toContainText('Speaking');
    await expect(status).toContainText('Ready', { timeout: 20000 });
    expect(await playback(page)).toEqual({ started: 1, ended: 1 });

    // The server sent the recording (audio, with the language) and the answer's text, with their keys.
    expect(received.stt.slice(uploads)).toEqual([
      { authorization: 'Bearer e2e-stt-key', bytes: expect.any(Number), audioPart: true, language: true },
    ]);
    const spoken = received.tts.at(-1);
    expect(spoken?.key).toBe('e2e-tts-key');
    expect(spoken?.text).toContain('7.4 °C');
    await expect(dialog.getByTestId('aira-assistant-alert')).toHaveCount(0);
  });

  test("continuous conversation in Pulse's Neural Assistant: listening restarts after the reply", async ({ page }) => {
    tts.long = false;
    await countPlayback(page);
    await openAira(page);
    await page.getByTestId('aira-pulse-button').click();
    const pulse = page.getByTestId('aira-pulse');
    await pulse.getByRole('tab', { name: 'Neural Assistant' }).click();
    const chat = pulse.getByTestId('aira-pulse-chat');
    await chat.getByTestId('aira-pulse-chat-voice-toggle').click();
    await chat.getByTestId('aira-pulse-chat-continuous').click();
    await expect(chat.getByTestId('aira-pulse-chat-continuous')).toHaveAttribute('aria-pressed', 'true');
    const uploads = received.stt.length;
    await speak(page, 'aira-pulse-chat');

    await expect(chat.getByTestId('aira-pulse-chat-answer')).toContainText('7.4 °C', { timeout: 30000 });
    const status = chat.getByTestId('aira-pulse-chat-status');
    await expect(status).toContainText('Speaking');
    // The reply ended: the microphone listens again by itself (500 ms later, §4).
    const record = chat.getByTestId('aira-pulse-chat-record');
    await expect(record).toHaveAttribute('aria-pressed', 'true', { timeout: 15000 });
    await expect(status).toContainText('Conversing');
    expect((await playback(page)).ended).toBe(1);
    await page.waitForTimeout(2500);
    await record.click();

    await expect(chat.getByTestId('aira-pulse-chat-question')).toHaveCount(2, { timeout: 20000 });
    await expect(chat.getByTestId('aira-pulse-chat-question').nth(1)).toContainText(E2E_VOICE_QUESTION);
    await expect(chat.getByTestId('aira-pulse-chat-answer').nth(1)).toContainText('7.4 °C', { timeout: 30000 });
    expect(received.stt.length - uploads).toBe(2);
    // Stop the loop before the page closes.
    await chat.getByTestId('aira-pulse-chat-continuous').click();
    await expect(chat.getByTestId('aira-pulse-chat-continuous')).toHaveAttribute('aria-pressed', 'false');
  });

  test('Interrupt stops the reply being spoken and tells the server', async ({ page }) => {
    tts.long = true;
    await countPlayback(page);
    const dialog = await openAssistant(page);
    await speak(page, 'aira-assistant');
    await expect(dialog.getByTestId('aira-assistant-answer')).toContainText('7.4 °C', { timeout: 30000 });
    const status = dialog.getByTestId('aira-assistant-status');
    await expect(status).toContainText('Speaking');
    await expect.poll(async () => (await playback(page)).started).toBe(1);

    const told = page.waitForRequest(
      (request: Request) => request.method() === 'POST' && request.url().endsWith('/api/voice/session/interrupt'),
    );
    await dialog.getByTestId('aira-assistant-interrupt').click();
    const interrupt = await told;
    expect(interrupt.postDataJSON()).toEqual({
      session_id: expect.stringMatching(/^aira_assistant_/),
      action: 'interrupt',
    });
    expect((await interrupt.response())?.status()).toBe(200);
    await expect(status).toContainText('Ready');
    await expect(dialog.getByTestId('aira-assistant-interrupt')).toBeDisabled();
    // Stopped, not played to its end (the reply lasts over five seconds).
    await page.waitForTimeout(1000);
    expect(await playback(page)).toEqual({ started: 1, ended: 0 });
    tts.long = false;
  });

  test('each voice-processing failure says why, in an alert and in the conversation', async ({ page }) => {
    const dialog = await openAssistant(page);
    const failures: [string, (route: Route) => Promise<void>][] = [
      ['Audio format not supported.', (route) => route.fulfill({ status: 400, json: envelope('bad audio') })],
      ['Server error occurred.', (route) => route.fulfill({ status: 500, json: envelope('boom') })],
      ['Network connection issue.', (route) => route.abort('failed')],
      ['Please try speaking again.', (route) => route.fulfill({ status: 429, json: envelope('slow down') })],
      // Last: 404 says the server has no speech-to-text, so the mic then stays off.
      ['Voice service not available.', (route) => route.fulfill({ status: 404, json: envelope('no voice') })],
    ];
    for (const [index, [reason, fail]] of failures.entries()) {
      await page.route('**/api/stt/realtime-transcribe**', fail);
      await speak(page, 'aira-assistant');
      const text = `I had trouble processing your voice. ${reason}`;
      await expect(dialog.getByTestId('aira-assistant-alert')).toContainText(text);
      await expect(dialog.getByRole('alert')).toContainText(text);
      await expect(dialog.getByTestId('aira-assistant-error')).toHaveCount(index + 1);
      await expect(dialog.getByTestId('aira-assistant-error').last()).toContainText(text);
      await expect(dialog.getByTestId('aira-assistant-status')).toContainText('Ready');
      await page.unroute('**/api/stt/realtime-transcribe**', fail);
    }
    await expect(dialog.getByTestId('aira-assistant-question')).toHaveCount(0);
    await expect(dialog.getByTestId('aira-assistant-record')).toBeDisabled();
    await expect(dialog.getByTestId('aira-assistant-stt-missing')).toBeVisible();
  });

  test('the assistant modal with a spoken conversation has no serious accessibility violation', async ({ page }) => {
    tts.long = false;
    const dialog = await openAssistant(page);
    await expectNoSeriousViolations(page);
    await speak(page, 'aira-assistant');
    await expect(dialog.getByTestId('aira-assistant-answer')).toContainText('7.4 °C', { timeout: 30000 });
    await expect(dialog.getByTestId('aira-assistant-status')).toContainText('Ready', { timeout: 20000 });
    await expectNoSeriousViolations(page);
  });
});

/** Our server's error envelope, as it would refuse. */
function envelope(message: string) {
  return { status: 'error', code: 'INTERNAL_ERROR', message };
}

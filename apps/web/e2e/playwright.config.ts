import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// The test runner (scripts/test-all.mjs) picks a free port; 8181 when run on its own.
const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'se-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-read this file; they must agree on one directory
export const E2E_ADMIN_EMAIL = 'e2e-admin@example.org';
export const E2E_ADMIN_FILE = join(dataDir, 'admin.txt');
/** Where admin-photo-candidates.spec.ts plays Wikimedia Commons (its API, Wikidata's and the image host). */
export const E2E_COMMONS_PORT = Number(process.env.E2E_COMMONS_PORT ?? port + 1000);
const commons = `http://127.0.0.1:${E2E_COMMONS_PORT}`;
/** Where aira-live.spec.ts plays Open-Meteo, Frankfurter, CoinGecko and an RSS feed (their paths differ). */
export const E2E_LIVE_PORT = Number(process.env.E2E_LIVE_PORT ?? port + 1100);
const live = `http://127.0.0.1:${E2E_LIVE_PORT}`;
/**
 * A second server for tools-live-rates.spec.ts (project 'rates'), its own data directory and every
 * provider pointed at E2E_RATES_PORT, where that spec alone plays Frankfurter: the first server's fake
 * providers come and go with aira-live.spec.ts, so no other spec can know which rates it would get.
 */
export const E2E_RATES_SERVER_PORT = Number(process.env.E2E_RATES_SERVER_PORT ?? port + 1200);
export const E2E_RATES_PORT = Number(process.env.E2E_RATES_PORT ?? port + 1300);
const rates = `http://127.0.0.1:${E2E_RATES_PORT}`;
const ratesDataDir = process.env.E2E_RATES_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'se-e2e-rates-'));
process.env.E2E_RATES_DATA_DIR = ratesDataDir;

/**
 * A third server for aira-voice.spec.ts (project 'voice'): speech-to-text and text-to-speech at
 * E2E_VOICE_PORT, where that spec plays both providers, and a Chromium whose fake microphone speaks
 * the question in E2E_VOICE_WAV (made by espeak-ng in voice-setup.ts). The other servers have no
 * speech provider, so no other spec's voice behaviour depends on whether the fake is running.
 */
export const E2E_VOICE_SERVER_PORT = Number(process.env.E2E_VOICE_SERVER_PORT ?? port + 1400);
export const E2E_VOICE_PORT = Number(process.env.E2E_VOICE_PORT ?? port + 1500);
const voice = `http://127.0.0.1:${E2E_VOICE_PORT}`;
const voiceDataDir = process.env.E2E_VOICE_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'se-e2e-voice-'));
process.env.E2E_VOICE_DATA_DIR = voiceDataDir;
/** What the fake microphone says (voice-setup.ts speaks it into this file before the browsers start). */
export const E2E_VOICE_WAV = join(voiceDataDir, 'question.wav');
export const E2E_VOICE_QUESTION = 'What is the weather like here?';

/** Debian's Chromium as the tests run it (every project; the voice project adds its fake microphone). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Every outside source of a server at one fake's origin (the second and third servers). */
function everySourceAt(origin: string): Record<string, string> {
  return {
    COMMONS_API_URL: `${origin}/commons/w/api.php`,
    WIKIDATA_API_URL: `${origin}/wikidata/w/api.php`,
    COMMONS_MEDIA_URL: `${origin}/upload`,
    OPEN_METEO_URL: origin,
    OPEN_METEO_AIR_URL: origin,
    FRANKFURTER_URL: origin,
    COINGECKO_URL: origin,
    NEWS_FEEDS: `${origin}/news.xml`,
  };
}

/** The settings every server shares. */
const serverEnv = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000',
  AI_RATE_LIMIT_MAX: '100000',
  ANALYTICS_RATE_LIMIT_MAX: '100000',
  // map.spec.ts answers or refuses these tiles itself; no test reaches the internet.
  MAP_TILES_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  PROVIDER_CONTACT: 'https://example.org/e2e',
  WEATHER_PROVIDER: 'open-meteo',
  CURRENCY_PROVIDER: 'frankfurter',
  CRYPTO_PROVIDER: 'coingecko',
  NEWS_PROVIDER: 'rss',
  WIKIPEDIA_PROVIDER: 'off',
};

export default defineConfig({
  testDir: '.',
  globalSetup: './voice-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous limits: this small CI machine runs the browsers three times slower when its CPU is
  // throttled, and a slow pass is still a pass (speed is measured by the benches, not here).
  timeout: 90000,
  expect: { timeout: 15000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // The app registers a service worker; tests see the network unless they opt in (offline.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // The phone layout of the screens a visitor uses on the move, with axe on every page and theme of
    // accessibility.spec.ts. The other specs test behaviour that does not depend on the screen size
    // and run once, on desktop: running all of them twice took CI past its 25 minutes on 2 cores.
    {
      name: 'mobile',
      testMatch: /[\\/](home|explorer|accessibility|quiz|offline|first-screen|shell)\.spec\.ts$/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    {
      name: 'desktop',
      testIgnore: [/admin(-[a-z]+)*\.spec\.ts/, /tools-live-rates\.spec\.ts/, /aira-voice\.spec\.ts/],
      use: { viewport: { width: 1280, height: 800 } },
    },
    // The currency converter with live rates, against the second server (see E2E_RATES_SERVER_PORT).
    {
      name: 'rates',
      testMatch: /tools-live-rates\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${E2E_RATES_SERVER_PORT}`, viewport: { width: 1280, height: 800 } },
    },
    // Voice in and out, against the third server (see E2E_VOICE_SERVER_PORT), with a fake microphone.
    {
      name: 'voice',
      testMatch: /aira-voice\.spec\.ts$/,
      use: {
        baseURL: `http://127.0.0.1:${E2E_VOICE_SERVER_PORT}`,
        viewport: { width: 1280, height: 800 },
        permissions: ['microphone', 'geolocation'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            ...CHROMIUM_ARGS,
            '--use-fake-ui-for-media-stream',
            '--use-fake-device-for-media-stream',
            `--use-file-for-fake-audio-capture=${E2E_VOICE_WAV}`,
            '--autoplay-policy=no-user-gesture-required',
          ],
        },
      },
    },
    // Switches server-wide feature flags: runs after every other test, one test at a time, so that a
    // flag switched by one admin test never changes the pages another one is checking.
    {
      name: 'admin',
      testMatch: /admin(-[a-z]+)*\.spec\.ts/,
      dependencies: ['mobile', 'desktop'],
      workers: 1,
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      // The admin of the admin tests is made by the real command, before the server owns the database.
      command: `node apps/server/dist/admin-create.mjs --email ${E2E_ADMIN_EMAIL} --generate-password > ${join(dataDir, 'admin.txt')} && node apps/server/dist/server.mjs`,
      cwd: '../../..',
      url: `http://127.0.0.1:${port}/readyz`,
      reuseExistingServer: false,
      timeout: 180000,
      env: {
        ...serverEnv,
        PORT: String(port),
        DATA_DIR: dataDir,
        // The fake Wikimedia Commons of admin-photo-candidates.spec.ts (nothing listens there otherwise).
        COMMONS_API_URL: `${commons}/commons/w/api.php`,
        WIKIDATA_API_URL: `${commons}/wikidata/w/api.php`,
        COMMONS_MEDIA_URL: `${commons}/upload`,
        // AIRA's live feed and Pulse providers, played by aira-live.spec.ts (refused when it is not running).
        OPEN_METEO_URL: live,
        OPEN_METEO_AIR_URL: live,
        FRANKFURTER_URL: live,
        COINGECKO_URL: live,
        NEWS_FEEDS: `${live}/news.xml`,
      },
    },
    {
      command: 'node apps/server/dist/server.mjs',
      cwd: '../../..',
      url: `http://127.0.0.1:${E2E_RATES_SERVER_PORT}/readyz`,
      reuseExistingServer: false,
      timeout: 180000,
      env: {
        ...serverEnv,
        PORT: String(E2E_RATES_SERVER_PORT),
        DATA_DIR: ratesDataDir,
        // Every outside source at the port tools-live-rates.spec.ts serves (it answers Frankfurter only).
        ...everySourceAt(rates),
      },
    },
    {
      command: 'node apps/server/dist/server.mjs',
      cwd: '../../..',
      url: `http://127.0.0.1:${E2E_VOICE_SERVER_PORT}/readyz`,
      reuseExistingServer: false,
      timeout: 180000,
      env: {
        ...serverEnv,
        PORT: String(E2E_VOICE_SERVER_PORT),
        DATA_DIR: voiceDataDir,
        // Every outside source at the port aira-voice.spec.ts serves (speech both ways, weather).
        ...everySourceAt(voice),
        TTS_BASE_URL: voice,
        TTS_API_KEY: 'e2e-tts-key',
        STT_BASE_URL: voice,
        STT_API_KEY: 'e2e-stt-key',
      },
    },
  ],
});

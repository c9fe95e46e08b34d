// An event hall on one Wi-Fi address: VISITORS first visits from 127.0.0.1 (one address, as behind a
// NAT), started evenly over SPREAD_SECONDS, at most CONCURRENCY at a time, against the built server
// with its default rate limits. Each visit makes the requests the app makes on a first visit with its
// offline warm-up (apps/web/e2e/offline.spec.ts lists them from Chromium), plus one AI question with its
// own device token. Prints requests per visit, refusals (429/503; target 0) and latencies.
// Run after `npm run build`: npm run bench:hall
//   VISITORS (default 300), SPREAD_SECONDS (default 60), CONCURRENCY (default 64), LANG (default en).
import { builtServer, requireBuild } from './built-server.mjs';

const VISITORS = Number(process.env.VISITORS ?? 300);
const SPREAD_SECONDS = Number(process.env.SPREAD_SECONDS ?? 60);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 64);
const LANG = process.env.LANG_CODE ?? 'en';
/** What Chromium sends, so the server answers as it answers the app. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
requireBuild();

/** The page, then its scripts and styles (as index.html names them), six at a time like a browser. */
function shellRequests(html) {
  const assets = [...html.matchAll(/<(?:script[^>]+src|link[^>]+href)="(\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  return ['/', ...new Set(assets)].map((path) => ({ path }));
}

/**
 * The API calls of a first visit of the home page and of the offline warm-up that follows
 * (lib/offline/warm-up.ts warmUpRequests), then a question to the AI guide with a device token.
 */
function apiRequests() {
  return [
    { path: '/api/feature-flags' },
    { path: `/api/swiss/v2/categories?lang=${LANG}&v=${Date.now().toString(36)}` },
    { path: `/api/swiss/v2/places?per_page=12&lang=${LANG}` },
    { path: '/api/swiss/v2/qr/bhms' },
    { path: '/api/swiss/v2/qr/switzerland' },
    { path: '/api/config' },
    {
      path: '/api/analytics/events',
      method: 'POST',
      json: { events: [{ type: 'page_view', screen: 'home', lang: LANG }] },
    },
    // The warm-up.
    { path: `/api/swiss/v2/offline-bundle?lang=${LANG}` },
    { path: '/api/media/covers' },
    { path: '/api/feature-flags' },
    { path: '/api/swiss/v2/stats' },
    // One question: a device token first (lib/device-token.ts), then the question with it.
    { path: '/api/device', method: 'POST', device: 'issue' },
    {
      path: '/api/ai/chat',
      method: 'POST',
      device: 'send',
      json: { message: 'How high is it?', location_id: 'matterhorn', language: LANG },
    },
  ];
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

const server = await builtServer('se-hall-');
// The defaults of apps/server/src/config/env.ts: built-server.mjs lifts the limits for the other benches.
const running = server.start({ RATE_LIMIT_MAX: null, AI_RATE_LIMIT_MAX: null });
await running.ready;

const statuses = new Map();
const latencies = [];
const visitMs = [];
let refusals = 0;
let failures = 0;
let requests = 0;

async function send(request, device) {
  const headers = { 'accept-encoding': ACCEPT_ENCODING };
  if (request.json) headers['content-type'] = 'application/json';
  if (request.device === 'send' && device.token) headers['x-device-token'] = device.token;
  const started = performance.now();
  let status;
  try {
    const response = await fetch(`${server.base}${request.path}`, {
      method: request.method ?? 'GET',
      headers,
      body: request.json ? JSON.stringify(request.json) : undefined,
    });
    status = response.status;
    const body = await response.arrayBuffer();
    if (request.device === 'issue' && response.ok)
      device.token = JSON.parse(new TextDecoder().decode(body)).device_token;
  } catch {
    status = 0;
  }
  latencies.push(performance.now() - started);
  requests += 1;
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  if (status === 429 || status === 503) refusals += 1;
  else if (status === 0 || status >= 400) failures += 1;
}

async function visit(shell) {
  const started = performance.now();
  const device = {};
  const [page, ...assets] = shell;
  await send(page, device);
  for (let i = 0; i < assets.length; i += 6) await Promise.all(assets.slice(i, i + 6).map((a) => send(a, device)));
  for (const request of apiRequests()) await send(request, device);
  visitMs.push(performance.now() - started);
}

let figures;
try {
  const html = await (await fetch(`${server.base}/`)).text();
  const shell = shellRequests(html);
  const began = performance.now();
  let inFlight = 0;
  const waiting = [];
  const visits = [];
  for (let i = 0; i < VISITORS; i += 1) {
    const due = began + (i * SPREAD_SECONDS * 1000) / VISITORS;
    const delay = due - performance.now();
    if (delay > 0) await new Promise((r) => setTimeout(r, delay));
    while (inFlight >= CONCURRENCY) await new Promise((r) => waiting.push(r));
    inFlight += 1;
    visits.push(
      visit(shell).finally(() => {
        inFlight -= 1;
        waiting.shift()?.();
      }),
    );
  }
  await Promise.all(visits);
  const seconds = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  visitMs.sort((a, b) => a - b);
  const api = apiRequests().length;
  figures = {
    visitors: VISITORS,
    fromOneAddress: '127.0.0.1',
    spreadSeconds: SPREAD_SECONDS,
    concurrency: CONCURRENCY,
    wallSeconds: Math.round(seconds * 10) / 10,
    requestsPerVisit: requests / VISITORS,
    apiRequestsPerVisit: api,
    staticRequestsPerVisit: shell.length,
    requests,
    refusals,
    otherFailures: failures,
    statuses: Object.fromEntries([...statuses.entries()].sort(([a], [b]) => a - b)),
    requestMs: {
      p50: Math.round(percentile(latencies, 50) * 10) / 10,
      p99: Math.round(percentile(latencies, 99) * 10) / 10,
    },
    visitMs: { p50: Math.round(percentile(visitMs, 50)), p99: Math.round(percentile(visitMs, 99)) },
  };
} finally {
  await running.stop();
  server.remove();
}
console.log(JSON.stringify(figures, null, 2));
if (figures.refusals > 0) process.exitCode = 1;

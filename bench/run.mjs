// Benchmarks; they print figures and are not tests. Run after `npm run build`:
//   cold start of the built server on an existing data directory, home-page JS (gzip), and
//   requests/s + p99 of catalog endpoints next to a precompressed static file of the same bytes,
//   and the grounded AI engine's latency over the evaluation questions (alone and through HTTP).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtServer, load, requireBuild } from './built-server.mjs';

const WEB = 'apps/server/dist/web';
requireBuild();
const server = await builtServer('se-bench-');
const base = server.base;

const figures = {};

// 1. Cold start: first start creates the data directory; the next three reopen it.
{
  const first = server.start();
  figures.firstStartMs = Math.round(await first.ready);
  await first.stop();
  const runs = [];
  for (let i = 0; i < 3; i += 1) {
    const s = server.start();
    runs.push(Math.round(await s.ready));
    await s.stop();
  }
  figures.coldStartExistingDataDirMs = { runs, median: runs.sort((a, b) => a - b)[1] };
}

// 2. Home page JS: every script the home page loads initially (entry + modulepreload), gzip.
{
  const html = readFileSync(join(WEB, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const bytes = scripts.reduce((sum, s) => sum + gzipSync(readFileSync(join(WEB, s)), { level: 9 }).length, 0);
  figures.homeInitialJsGzipKB = Math.round((bytes / 1024) * 10) / 10;
  figures.homeInitialJsFiles = scripts.length;
}

// 3. Throughput: catalog endpoints next to static files of the same bytes from the same server.
{
  const s = server.start();
  await s.ready;
  const endpoints = {
    v2PlacesMountainsPage1: '/api/swiss/v2/places?type=mountains_glaciers&per_page=50&page=1',
    v2Categories: '/api/swiss/v2/categories?lang=en',
  };
  await server.writeStaticCopies(endpoints);
  await s.stop();
  const s2 = server.start(); // restart so the static plugin sees the files
  await s2.ready;
  for (const [name, path] of Object.entries(endpoints)) {
    const row = { bytes: (await (await fetch(`${base}${path}`)).text()).length };
    for (const [label, url] of [
      ['static', `/bench/${name}.json`],
      ['api', path],
    ]) {
      await load(`${base}${url}`, { connections: 20, seconds: 2 }); // warm-up
      row[label] = await load(`${base}${url}`, { connections: 20, seconds: 8 });
    }
    row.apiVsStatic = `${Math.round((row.api.reqPerSec / row.static.reqPerSec) * 100)}%`;
    figures[name] = row;
  }

  // 4. Search latency over distinct queries, so the response cache cannot answer them.
  const words = [
    'Genf',
    'Geneve',
    'Lake Geneva',
    'Matterhon',
    'zurich',
    'Rigi',
    'Aletsch',
    'Lugano',
    'Chocolat',
    'Wasserfall',
  ];
  const timings = [];
  for (let i = 0; i < 400; i += 1) {
    const q = `${words[i % words.length]} ${i}`;
    const started = performance.now();
    const res = await fetch(`${base}/api/swiss/v2/places?search=${encodeURIComponent(q)}&per_page=20`);
    await res.arrayBuffer();
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const pct = (p) => Math.round(timings[Math.floor((timings.length - 1) * p)] * 10) / 10;
  figures.search = { queries: timings.length, p50Ms: pct(0.5), p95Ms: pct(0.95), p99Ms: pct(0.99) };

  // 5. The grounded concierge end to end: every evaluation question through POST /api/ai/chat.
  const questions = JSON.parse(readFileSync('apps/server/src/modules/ai/evaluation/questions.json', 'utf8'));
  const chat = [];
  for (let round = 0; round < 3; round += 1) {
    for (const q of questions) {
      const started = performance.now();
      const res = await fetch(`${base}/api/ai/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: q.question, location_id: q.placeId, language: q.lang }),
      });
      await res.arrayBuffer();
      if (round > 0) chat.push(performance.now() - started); // round 0 warms the place caches
    }
  }
  chat.sort((a, b) => a - b);
  const chatPct = (p) => Math.round(chat[Math.floor((chat.length - 1) * p)] * 10) / 10;
  figures.aiChatGrounded = { requests: chat.length, p50Ms: chatPct(0.5), p95Ms: chatPct(0.95) };

  await s2.stop();
}
server.remove();

// 6. The grounded engine alone over the evaluation questions (TypeScript, run with tsx).
{
  const run = spawnSync('node_modules/.bin/tsx', ['bench/grounded-engine.ts'], { encoding: 'utf8' });
  figures.groundedEngine = run.status === 0 ? JSON.parse(run.stdout.trim().split('\n').at(-1)) : run.stderr;
}
console.log(JSON.stringify(figures, null, 2));

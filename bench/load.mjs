// Catalog reads under 100 concurrent connections (autocannon), next to the same bytes served as
// static files by the same server, precompressed as the build precompresses the app's assets.
// Run after `npm run build`: npm run bench:load
//   CONNECTIONS (default 100), SECONDS per endpoint (default 8).
import { builtServer, load, requireBuild } from './built-server.mjs';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const SECONDS = Number(process.env.SECONDS ?? 8);
requireBuild();

const endpoints = {
  categories: '/api/swiss/v2/categories?lang=en',
  placesPage: '/api/swiss/v2/places?type=mountains_glaciers&per_page=50&page=1',
  search: '/api/swiss/v2/places?search=Matterhorn&per_page=20',
  placePage: '/api/swiss/places/matterhorn?lang=de',
  nearby: '/api/swiss/v2/places/matterhorn/nearby',
};
const figures = { connections: CONNECTIONS, secondsEach: SECONDS };
const server = await builtServer('se-load-');
let running = server.start();
await running.ready;
await server.writeStaticCopies(endpoints);
await running.stop();
running = server.start(); // restart so the static plugin sees the files
await running.ready;
try {
  for (const [name, path] of Object.entries(endpoints)) {
    const row = {};
    for (const [label, url] of [
      ['static', `/bench/${name}.json`],
      ['api', path],
    ]) {
      await load(`${server.base}${url}`, { connections: CONNECTIONS, seconds: 2 }); // warm-up
      row[label] = await load(`${server.base}${url}`, { connections: CONNECTIONS, seconds: SECONDS });
    }
    figures[name] = row;
  }
} finally {
  await running.stop();
  server.remove();
}
console.log(JSON.stringify(figures, null, 2));

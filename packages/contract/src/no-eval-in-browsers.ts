import { config } from 'zod/mini';

// The web app's CSP has no 'unsafe-eval'. Zod probes `new Function` when an object schema is built
// (to compile a faster parser), and the browser reports that as a CSP violation on every page. The
// setting must be in place before any schema is built, so index.ts exports this module first; it
// only applies in a browser, the server keeps the faster parsers.
if ('document' in globalThis) config({ jitless: true });

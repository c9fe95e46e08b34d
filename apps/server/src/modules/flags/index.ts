/* What the rest of the server may use of feature flags (lint: a module imports another only through its index). */
// The flags as the public app reads them: app.ts hands them to the web plugin (its first screens).
export { listFlags } from './flags.repository.js';

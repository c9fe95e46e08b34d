// Bundles the server (with the workspace packages) into dist/server.mjs, and places the database
// migrations and the built web app beside it so that dist/ runs on its own.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: { server: 'src/server.ts', 'admin-create': 'src/admin-create.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // Workspace packages are TypeScript source and drizzle-orm lives inside packages/db (npm does
  // not hoist it): bundle those; every other package is loaded from node_modules at run time.
  plugins: [
    {
      name: 'externals',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@swiss/') || args.path.startsWith('drizzle-orm') ? undefined : { external: true },
        );
      },
    },
  ],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  logLevel: 'warning',
});
cpSync('../../packages/db/migrations', 'dist/migrations', { recursive: true });
// The POI starter set, read (and hashed) at start by the POI seed (packages/db/src/poi-seed.ts).
cpSync('../../packages/content/data/poi', 'dist/poi', { recursive: true });
if (existsSync('../web/dist/index.html')) {
  cpSync('../web/dist', 'dist/web', { recursive: true, filter: (src) => !src.endsWith('.map') });
  precompress('dist/web');
}

/** Brotli and gzip siblings of every text asset, served as they are (no per-request compression). */
function precompress(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) precompress(path);
    else if (/\.(js|css|html|json|svg|txt)$/.test(name) && statSync(path).size >= 1024) {
      const data = readFileSync(path);
      writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
    }
  }
}
console.log('server bundle written to apps/server/dist');

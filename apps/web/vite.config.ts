import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appStartHints } from './vite/app-start-hints';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The modules the home page needs that are shared with lazy routes (see build.rolldownOptions). */
const FIRST_LOAD = new RegExp(
  [
    String.raw`packages/contract/src/(?!aira|live|maps|arqive|admin-content|photo-candidates|stats|voice)`,
    String.raw`apps/web/src/components/(place-photo|badge|status|line-icon|not-found-panel)\.tsx$`,
    String.raw`apps/web/src/lib/map/(lazy-swiss-map|map-placeholder)\.tsx$`,
    String.raw`apps/web/src/lib/(analytics|theme|auth|api-client|errors|device-token|i18n)\.ts$`,
    String.raw`apps/web/src/features/explorer/(strings\.ts|api/|components/(category-card|category-grid|place-card|sustainability-badges))`,
    String.raw`apps/web/src/features/place/api/use-place\.ts$`,
    String.raw`apps/web/src/app/shell/(qr-box|footer)\.tsx$`,
    String.raw`node_modules/@tanstack/`,
  ].join('|'),
);

export default defineConfig({
  plugins: [
    react(),
    appStartHints(),
    // Offline-first: our own service worker (src/sw/sw.ts) precaches the app shell and caches the
    // catalog at run time. It is registered lazily by src/lib/offline (never on the first screen).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'prompt', // an update waits for the visitor's Reload, never a forced purge
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'data/*.json', 'icons/*.png'],
      manifest: {
        id: '/',
        name: 'Swiss Explorer',
        short_name: 'Swiss Explorer',
        description:
          'Swiss destinations in 11 categories with facts, heritage and sustainability tips, in English, German, French and Italian.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1d4e89',
        background_color: '#ffffff',
        categories: ['travel', 'education'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // mjs: MapLibre's worker (lib/map/geo-map.tsx), so the map that was loaded once works offline.
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,json,webmanifest}'],
        // Not the admin area (features/admin/area.ts: sign-in and dashboard): visitors never get it.
        globIgnores: ['**/*.map', 'assets/area-*'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // The first screen's small shared modules in one chunk instead of some twenty tiny ones: every
        // route loads them anyway (index.html preloads the same set for any URL), and each extra file
        // costs a request and gzip's per-file overhead. Only modules on the first screen are listed
        // (a lazy one here would be loaded by everybody); the contract is side-effect free
        // (packages/contract/package.json), so AIRA's and the admin's schemas stay with their chunks.
        codeSplitting: {
          groups: [{ name: 'first-load', test: (id: string) => FIRST_LOAD.test(id.replaceAll('\\', '/')) }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/healthz': 'http://localhost:8080' },
  },
});

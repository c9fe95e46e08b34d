import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/scripts/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // A safety net, not a speed check: PGlite start-up and seeding can take long on a busy 2-core machine.
          testTimeout: 60000,
          hookTimeout: 120000,
        },
      },
      {
        plugins: [react()],
        define: { __APP_VERSION__: JSON.stringify('test') },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesConfig } from './scripts/eslint-boundaries.mjs';

/** zod classic is some 27 KB gzip of the first load: the browser code uses zod/mini. */
const NO_ZOD_CLASSIC = {
  regex: '^zod(/v4(/classic)?)?$',
  message: 'zod classic would ship in the browser bundle: use zod/mini.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/web/public/data/**',
      'packages/db/migrations/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.mjs',
            'scripts/*.mjs',
            'bench/*.mjs',
            'apps/server/build.mjs',
            'packages/db/scripts/*.mjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // Fastify plugins and handlers are async by contract (a sync handler must call reply.send).
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@swiss/(db|content)$', message: 'The web app reads data through the API only.' },
            NO_ZOD_CLASSIC,
          ],
        },
      ],
    },
  },
  // The layers of ARCHITECTURE.md at any folder depth (web: app > features > kernels; server:
  // app > modules > platform; features apart, modules through their index.ts and in no loop).
  boundariesConfig,
  {
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['packages/contract/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod/mini$|\\.)',
              message: 'The contract depends on zod/mini only (zod classic would ship in the browser bundle).',
            },
          ],
        },
      ],
    },
  },
  {
    // The browser-safe subpaths of @swiss/content that the web app bundles.
    files: ['packages/content/src/{tools,trip-plan,search}.ts', 'packages/content/src/insights/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_ZOD_CLASSIC] }] },
  },
);

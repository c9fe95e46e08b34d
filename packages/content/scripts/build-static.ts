// Writes the web app's static fallback files (public/data) from the content package.
import { mkdirSync, writeFileSync } from 'node:fs';
import { staticCategoriesFileSchema } from '@swiss/contract';
import { buildStaticCategoriesFile } from '../src/index.js';

const outDir = new URL('../../../apps/web/public/data/', import.meta.url);
mkdirSync(outDir, { recursive: true });
const file = staticCategoriesFileSchema.parse(buildStaticCategoriesFile());
writeFileSync(new URL('categories.v2.json', outDir), `${JSON.stringify(file)}\n`);
console.log(`static categories written (${file.categories.length} categories)`);

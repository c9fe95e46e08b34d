// Writes the web app's static fallback files (public/data) from the content package.
import { mkdirSync, writeFileSync } from 'node:fs';
import { staticCategoriesFileSchema } from '@swiss/contract';
import { buildStaticCategoriesFile } from '../src/index.js';
import { cantonBorders, switzerlandOutline } from './switzerland-outline.js';

const outDir = new URL('../../../apps/web/public/data/', import.meta.url);
mkdirSync(outDir, { recursive: true });
const file = staticCategoriesFileSchema.parse(buildStaticCategoriesFile());
writeFileSync(new URL('categories.v2.json', outDir), `${JSON.stringify(file)}\n`);
console.log(`static categories written (${file.categories.length} categories)`);

const outline = switzerlandOutline();
writeFileSync(new URL('switzerland.json', outDir), `${JSON.stringify(outline)}\n`);
console.log(`offline basemap written (${outline.country.length} outline rings, ${outline.lakes.length} lakes)`);

const cantons = cantonBorders();
writeFileSync(new URL('cantons.json', outDir), `${JSON.stringify(cantons)}\n`);
console.log(`canton borders written (${cantons.borders.length} lines)`);

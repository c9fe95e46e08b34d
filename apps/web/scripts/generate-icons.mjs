// Renders the app icons of the web manifest (apps/web/public/icons) from the Swiss cross of
// favicon.svg. The PNGs are committed; run again after changing the design:
//   node apps/web/scripts/generate-icons.mjs
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const out = new URL('../public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });

const RED = '#d52b1e';
const CROSS = 'M13 6h6v7h7v6h-7v7h-6v-7H6v-6h7z';

/** Rounded flag for "any" icons; a full-bleed square with the cross inside the safe zone for "maskable". */
const anySvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${RED}"/><path fill="#fff" d="${CROSS}"/></svg>`;
const fullBleedSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-4 -4 40 40"><rect x="-4" y="-4" width="40" height="40" fill="${RED}"/><path fill="#fff" d="${CROSS}"/></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: anySvg },
  { file: 'icon-512.png', size: 512, svg: anySvg },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleedSvg },
  { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleedSvg },
];

for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(file, out).pathname);
  console.log(`icons/${file} ${size}x${size}`);
}

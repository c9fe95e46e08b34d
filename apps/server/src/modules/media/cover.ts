import { createHash } from 'node:crypto';
import type { CategoryKey } from '@swiss/contract';

export interface CoverInput {
  id: string;
  title: string;
  categoryKey: CategoryKey;
  color: string;
  elevation: number | null;
  caption: string;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** A number from 0 to 1 fixed for each place, so a cover never changes between requests. */
function seeded(id: string, salt: number): number {
  const hash = createHash('sha1').update(`${id}:${salt}`).digest();
  return (hash.readUInt16BE(0) % 1000) / 1000;
}

/** The motif of each category, drawn in a 640x360 frame above a band for the caption. */
function motif(key: CategoryKey, id: string, elevation: number | null): string {
  const r = (n: number) => seeded(id, n);
  switch (key) {
    case 'mountains_glaciers': {
      const height = elevation ? Math.min(250, 90 + (elevation / 4700) * 170) : 160 + r(1) * 60;
      const peak = 220 + r(2) * 200;
      const top = 300 - height;
      return `<path d="M0 300 L${peak - 230} ${top + 90} L${peak} ${top} L${peak + 210} ${top + 110} L640 ${top + 60} L640 300Z" fill="#fff" fill-opacity=".25"/>
<path d="M${peak - 45} ${top + 34} L${peak} ${top} L${peak + 42} ${top + 30} L${peak + 12} ${top + 42} L${peak - 8} ${top + 30}Z" fill="#fff"/>`;
    }
    case 'big_lakes':
    case 'small_lakes':
    case 'mountain_lakes': {
      const hills = `<path d="M0 200 Q${120 + r(1) * 80} ${110 + r(2) * 40} 320 190 T640 ${170 + r(3) * 30} L640 220 L0 220Z" fill="#fff" fill-opacity=".25"/>`;
      const waves = [0, 1, 2, 3]
        .map(
          (i) =>
            `<path d="M40 ${240 + i * 18} q40 -10 80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0" stroke="#fff" stroke-opacity="${0.6 - i * 0.12}" stroke-width="4" fill="none"/>`,
        )
        .join('');
      return `${hills}${waves}`;
    }
    case 'waterfalls':
      return `<path d="M0 120 L260 120 L260 300 L0 300Z M380 120 L640 120 L640 300 L380 300Z" fill="#fff" fill-opacity=".2"/>
${[0, 1, 2, 3, 4].map((i) => `<rect x="${270 + i * 22}" y="110" width="10" height="${170 + r(i) * 20}" rx="5" fill="#fff" fill-opacity=".75"/>`).join('')}
<ellipse cx="320" cy="295" rx="120" ry="14" fill="#fff" fill-opacity=".5"/>`;
    case 'rivers':
      return `<path d="M${-20 + r(1) * 40} 300 C 200 ${200 + r(2) * 60}, 300 ${120 + r(3) * 40}, 660 ${100 + r(4) * 60}" stroke="#fff" stroke-opacity=".6" stroke-width="42" fill="none" stroke-linecap="round"/>`;
    case 'nature_trails':
      return `<path d="M0 260 Q160 ${150 + r(1) * 60} 320 230 T640 200 L640 300 L0 300Z" fill="#fff" fill-opacity=".25"/>
<path d="M120 300 C 220 250, 180 220, 300 200 S 420 170, 470 140" stroke="#fff" stroke-width="6" stroke-dasharray="14 12" fill="none"/>`;
    case 'culture_traditions':
      return `<path d="M200 300 V170 h30 v-20 h20 v20 h20 v-20 h20 v20 h20 v-20 h20 v20 h30 V300Z" fill="#fff" fill-opacity=".35"/>
<path d="M380 300 V120 h24 v-16 h16 v16 h16 v-16 h16 v16 h24 V300Z" fill="#fff" fill-opacity=".5"/>`;
    case 'cities_villages':
      return [0, 1, 2, 3, 4, 5]
        .map((i) => {
          const h = 70 + r(i) * 90;
          const x = 60 + i * 90;
          return `<path d="M${x} 300 V${300 - h} L${x + 35} ${300 - h - 40} L${x + 70} ${300 - h} V300Z" fill="#fff" fill-opacity="${0.25 + r(i + 9) * 0.35}"/>`;
        })
        .join('');
    case 'wine_regions':
      return `<path d="M0 300 L0 230 Q320 140 640 210 L640 300Z" fill="#fff" fill-opacity=".2"/>
${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${290 + (i % 3) * 28 + (i > 2 ? 14 : 0)}" cy="${150 + Math.floor(i / 3) * 26}" r="14" fill="#fff" fill-opacity=".7"/>`).join('')}
<circle cx="332" cy="206" r="14" fill="#fff" fill-opacity=".7"/>`;
    case 'food_chocolate':
      return `<rect x="210" y="140" width="220" height="130" rx="10" fill="#fff" fill-opacity=".35"/>
${[0, 1, 2, 3].map((i) => `<line x1="${265 + i * 55 - 55}" y1="140" x2="${265 + i * 55 - 55}" y2="270" stroke="#fff" stroke-opacity=".5" stroke-width="4"/>`).join('')}
<line x1="210" y1="205" x2="430" y2="205" stroke="#fff" stroke-opacity=".5" stroke-width="4"/>`;
  }
}

/**
 * An illustrated cover for a place without a licensed photo: its category's motif in the
 * category colour (mountains drawn taller the higher they are), with its name and elevation.
 */
export function coverSvg(input: CoverInput): string {
  const elevation = input.elevation != null ? `${input.elevation} m` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img" aria-label="${escapeXml(input.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${input.color}"/><stop offset="1" stop-color="#1b1f24"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
${motif(input.categoryKey, input.id, input.elevation)}
<rect y="300" width="640" height="60" fill="#000" fill-opacity=".45"/>
<text x="24" y="338" font-family="system-ui,sans-serif" font-size="26" font-weight="700" fill="#fff">${escapeXml(input.title.slice(0, 38))}</text>
<text x="616" y="338" text-anchor="end" font-family="system-ui,sans-serif" font-size="20" fill="#fff">${escapeXml(elevation || input.caption)}</text>
</svg>`;
}

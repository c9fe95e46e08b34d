import { describe, expect, it } from 'vitest';
import { contrastRatio, THEME_KEYS, THEMES, themeCssVariables, type Theme } from './themes.js';

/** AA: 4.5:1 for normal text, 3:1 for large text and for UI components and focus indicators. */
const TEXT = 4.5;
const UI = 3;

interface Pair {
  what: string;
  foreground: string;
  background: string;
  minimum: number;
}

/** Every foreground/background pair the styles (apps/web/src/styles/app.css and the features') use. */
function pairsOf(theme: Theme): Pair[] {
  const p = theme.palette;
  const pairs: Pair[] = [];
  const add = (what: string, foreground: string, backgrounds: Record<string, string>, minimum: number) => {
    for (const [name, background] of Object.entries(backgrounds))
      pairs.push({ what: `${what} on ${name}`, foreground, background, minimum });
  };
  const light = { page: p.background, card: p.surface, tint: p.tint };
  add('text', p.text, light, TEXT);
  add('muted text', p.muted, light, TEXT);
  add('link', p.link, light, TEXT);
  // Card titles, counts, chips and secondary buttons are written in primary, accent or button colour.
  add('primary text', theme.primary, light, TEXT);
  add('accent text', theme.accent, light, TEXT);
  add('secondary button text', p.button, light, TEXT);
  add('text on accent', p.accentText, { accent: theme.accent }, TEXT);
  add('button text', p.buttonText, { button: p.button }, TEXT);
  add('chip text', p.chipText, { chip: p.chip }, TEXT);
  // The header, the hero's gradient (both ends), pressed chips and the visitor's chat bubbles.
  add('header text', p.onPrimary, { primary: theme.primary, secondary: theme.secondary }, TEXT);
  add('focus ring', p.focus, light, UI);
  add('focus ring', p.focusInverse, { primary: theme.primary, secondary: theme.secondary }, UI);
  add('input border', p.field, { page: p.background, card: p.surface }, UI);
  add('accent stripe', theme.accent, { page: p.background, card: p.surface }, UI);
  add('button', p.button, { page: p.background, card: p.surface }, UI);
  return pairs;
}

describe('explorer themes', () => {
  it.each(THEME_KEYS)('%s keeps AA contrast for every pair the styles use', (key) => {
    const failing = pairsOf(THEMES[key])
      .map((pair) => ({ ...pair, ratio: contrastRatio(pair.foreground, pair.background) }))
      .filter((pair) => pair.ratio < pair.minimum)
      .map(
        (pair) =>
          `${pair.what}: ${pair.foreground} on ${pair.background} is ${pair.ratio.toFixed(2)}:1 (< ${pair.minimum}:1)`,
      );
    expect(failing).toEqual([]);
  });

  it('computes contrast as WCAG defines it', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('recolours more than the header: each theme has its own page, cards, buttons and accents', () => {
    for (const entry of ['background', 'tint', 'button', 'border', 'chip'] as const) {
      const values = new Set(THEME_KEYS.map((key) => THEMES[key].palette[entry]));
      expect(values.size, entry).toBe(THEME_KEYS.length);
    }
    for (const key of THEME_KEYS) expect(THEMES[key].palette.button).toBe(THEMES[key].accent);
  });

  it('sets every palette entry as a CSS custom property, each name once', () => {
    for (const key of THEME_KEYS) {
      const variables = themeCssVariables(key);
      const names = variables.map(([name]) => name);
      expect(new Set(names).size).toBe(names.length);
      expect(names.every((name) => name.startsWith('--'))).toBe(true);
      expect(variables).toContainEqual(['--color-accent', THEMES[key].accent]);
      expect(variables).toContainEqual(['--color-button', THEMES[key].palette.button]);
      expect(variables.length).toBe(4 + Object.keys(THEMES[key].palette).length);
    }
  });
});

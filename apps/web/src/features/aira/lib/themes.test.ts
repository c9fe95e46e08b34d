import { contrastRatio } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { AIRA_THEME_KEYS, AIRA_THEMES, airaThemeStore, nextAiraTheme, type AiraTheme } from './themes';

const TEXT = 4.5;
const UI = 3;

/** Every foreground/background pair aira.css draws. */
function pairsOf(theme: AiraTheme) {
  const surfaces = { page: theme.background, card: theme.cardBg };
  const pairs: { what: string; foreground: string; background: string; minimum: number }[] = [];
  const add = (what: string, foreground: string, backgrounds: Record<string, string>, minimum: number) => {
    for (const [name, background] of Object.entries(backgrounds))
      pairs.push({ what: `${what} on ${name}`, foreground, background, minimum });
  };
  add('text', theme.text, surfaces, TEXT);
  add('muted text', theme.muted, surfaces, TEXT);
  add('link', theme.link, surfaces, TEXT);
  add('heading', theme.secondary, surfaces, TEXT);
  add('header text', theme.onPrimary, { header: theme.primary }, TEXT);
  add('button text', theme.onAccent, { button: theme.accent }, TEXT);
  add('button', theme.accent, surfaces, UI);
  add('focus ring', theme.glow, surfaces, UI);
  // In the header the ring is drawn in the header's text colour (aira.css), covered by 'header text'.
  return pairs;
}

describe('AIRA themes', () => {
  it('are the spec seven with their names', () => {
    expect(AIRA_THEME_KEYS.map((key) => [key, AIRA_THEMES[key].name])).toEqual([
      ['teal', 'Teal Ocean'],
      ['gold', 'Sci-Fi Gold'],
      ['purple', 'Mystic Purple'],
      ['ocean', 'Ocean Blue'],
      ['neon', 'Neon Green'],
      ['rose', 'Rose Pink'],
      ['blueprint', 'Blueprint'],
    ]);
  });

  it.each(AIRA_THEME_KEYS)('%s keeps AA contrast for every pair the styles use', (key) => {
    const failing = pairsOf(AIRA_THEMES[key])
      .map((pair) => ({ ...pair, ratio: contrastRatio(pair.foreground, pair.background) }))
      .filter((pair) => pair.ratio < pair.minimum)
      .map((pair) => `${pair.what}: ${pair.foreground} on ${pair.background} is ${pair.ratio.toFixed(2)}:1`);
    expect(failing).toEqual([]);
  });

  it('cycles through all seven and defaults to blueprint under selectedTheme', () => {
    localStorage.removeItem('selectedTheme');
    airaThemeStore.reload();
    expect(airaThemeStore.get()).toBe('blueprint');
    expect(nextAiraTheme('blueprint')).toBe('teal');
    const seen = new Set<string>();
    let key = airaThemeStore.get();
    for (let i = 0; i < 7; i += 1) {
      seen.add(key);
      key = nextAiraTheme(key);
    }
    expect(seen.size).toBe(7);
    airaThemeStore.set('rose');
    expect(localStorage.getItem('selectedTheme')).toBe('rose');
  });
});

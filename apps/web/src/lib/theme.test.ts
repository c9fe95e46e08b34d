import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contrastRatio, DEFAULT_THEME, THEME_KEYS, THEMES, themeCssVariables } from '@swiss/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme } from './theme';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
const APP_CSS = readFileSync(join(SRC, 'styles/app.css'), 'utf8');

/** The custom properties declared in app.css's first :root block. */
function rootVariables(): Map<string, string> {
  const block = /:root\s*\{([^}]*)\}/.exec(APP_CSS)?.[1] ?? '';
  const declarations = block.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g);
  return new Map([...declarations].map(([, name = '', value = '']) => [name, value.trim()]));
}

const compact = (value: string): string => value.replace(/\s+/g, '');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? cssFiles(join(dir, entry.name)) : entry.name.endsWith('.css') ? [join(dir, entry.name)] : [],
  );
}

afterEach(() => {
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('data-theme');
});

describe('applyTheme', () => {
  it.each(THEME_KEYS)('sets every colour of %s on the document, not only the header’s', (key) => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
    applyTheme(key);
    const root = document.documentElement;
    expect(root.dataset.theme).toBe(key);
    for (const [name, value] of themeCssVariables(key)) expect(root.style.getPropertyValue(name)).toBe(value);
    expect(root.style.getPropertyValue('--color-button')).toBe(THEMES[key].accent);
    expect(meta.content).toBe(THEMES[key].primary);
    meta.remove();
  });
});

describe('styles/app.css', () => {
  it('declares every theme variable, with the default theme’s colours before any script runs', () => {
    const declared = rootVariables();
    for (const [name, value] of themeCssVariables(DEFAULT_THEME))
      expect(compact(declared.get(name) ?? 'missing'), name).toBe(compact(value));
  });

  it('keeps AA contrast for the colours that are the same in every theme', () => {
    const declared = rootVariables();
    const notice = declared.get('--color-notice-bg') ?? '';
    const danger = declared.get('--color-danger') ?? '';
    const dangerBackground = declared.get('--color-danger-bg') ?? '';
    expect(contrastRatio(danger, dangerBackground)).toBeGreaterThanOrEqual(4.5);
    for (const key of THEME_KEYS) {
      expect(contrastRatio(THEMES[key].palette.text, notice), key).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(THEMES[key].palette.muted, notice), key).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(THEMES[key].palette.text, dangerBackground), key).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('leaves no component with the default theme’s colours written out instead of its variables', () => {
    // The alpine values that have a variable: a component that writes one out stays alpine in every theme.
    const written = ['#1d4e89', '#f1f4f8', '#8a94a3', '#e9ecef', '#ffbf47'];
    const offenders = cssFiles(SRC).flatMap((file) => {
      const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      const body = file.endsWith(join('styles', 'app.css')) ? css.replace(/:root\s*\{[^}]*\}/, '') : css;
      return written.filter((hex) => body.toLowerCase().includes(hex)).map((hex) => `${relative(SRC, file)}: ${hex}`);
    });
    expect(offenders).toEqual([]);
  });
});

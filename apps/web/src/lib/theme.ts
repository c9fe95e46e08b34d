import { DEFAULT_THEME, STORAGE_KEYS, THEME_KEYS, THEMES, type ThemeKey } from '@swiss/contract';
import { storage } from './storage';

export function isThemeKey(value: unknown): value is ThemeKey {
  return typeof value === 'string' && (THEME_KEYS as readonly string[]).includes(value);
}

export function storedTheme(): ThemeKey {
  const value = storage.get(STORAGE_KEYS.theme);
  return isThemeKey(value) ? value : DEFAULT_THEME;
}

/** Applies a theme's colours as CSS custom properties on the document. */
export function applyTheme(key: ThemeKey): void {
  const theme = THEMES[key];
  const root = document.documentElement;
  root.dataset.theme = key;
  root.style.setProperty('--color-primary', theme.primary);
  root.style.setProperty('--color-secondary', theme.secondary);
  root.style.setProperty('--color-accent', theme.accent);
  root.style.setProperty('--gradient-hero', theme.gradient);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.primary);
}

export function saveTheme(key: ThemeKey): void {
  storage.set(STORAGE_KEYS.theme, key);
  applyTheme(key);
}

import { DEFAULT_THEME, STORAGE_KEYS, THEME_KEYS, THEMES, type ThemeKey } from '@swiss/contract';
import * as z from 'zod/mini';
import { defineDeviceStore } from './device-store';

export function isThemeKey(value: unknown): value is ThemeKey {
  return typeof value === 'string' && (THEME_KEYS as readonly string[]).includes(value);
}

/** The theme choice, kept as the bare key (as it always was). */
export const themeStore = defineDeviceStore<ThemeKey>({
  key: STORAGE_KEYS.theme,
  format: 'text',
  schema: z.enum(THEME_KEYS),
  fallback: DEFAULT_THEME,
});

export function storedTheme(): ThemeKey {
  return themeStore.get();
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
  themeStore.set(key);
  applyTheme(key);
}

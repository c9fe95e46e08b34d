import { DEFAULT_THEME, STORAGE_KEYS, THEME_KEYS, THEMES, themeCssVariables, type ThemeKey } from '@swiss/contract';
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

/**
 * Applies a theme's colours as CSS custom properties on the document: the header's primary, secondary,
 * accent and gradient and the palette of the page, cards, buttons, chips, links and focus ring
 * (@swiss/contract THEME_CSS_VARIABLES; styles/app.css reads them and holds alpine's as defaults).
 */
export function applyTheme(key: ThemeKey): void {
  const root = document.documentElement;
  root.dataset.theme = key;
  for (const [name, value] of themeCssVariables(key)) root.style.setProperty(name, value);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEMES[key].primary);
}

export function saveTheme(key: ThemeKey): void {
  themeStore.set(key);
  applyTheme(key);
}

import { AIRA_STORAGE_KEYS } from '@swiss/contract';
import * as z from 'zod/mini';
import { defineDeviceStore } from '../../../lib/device-store';

/** AIRA's seven themes (spec §3 Theme), cycled in this order by the header's theme button. */
export const AIRA_THEME_KEYS = ['teal', 'gold', 'purple', 'ocean', 'neon', 'rose', 'blueprint'] as const;
export type AiraThemeKey = (typeof AIRA_THEME_KEYS)[number];
export const DEFAULT_AIRA_THEME: AiraThemeKey = 'blueprint';

/**
 * The spec's fields (primary, secondary, background, cardBg, borderColor; blueprint's accent and
 * glow) plus what text needs to stay readable on them: every text colour keeps WCAG AA (4.5:1) on
 * the backgrounds it is drawn on, buttons and the focus ring 3:1 (themes.test.ts).
 */
export interface AiraTheme {
  /** The spec's display name; a proper name, shown as it is in every language. */
  name: string;
  /** The header's background. */
  primary: string;
  onPrimary: string;
  /** Section headings and the header's subtitle area stripe. */
  secondary: string;
  background: string;
  cardBg: string;
  borderColor: string;
  text: string;
  muted: string;
  link: string;
  /** Buttons; onAccent is their text. */
  accent: string;
  onAccent: string;
  /** The focus ring on the page and on cards. */
  glow: string;
}

export const AIRA_THEMES: Record<AiraThemeKey, AiraTheme> = {
  teal: {
    name: 'Teal Ocean',
    primary: '#0f6b64',
    onPrimary: '#ffffff',
    secondary: '#0b5a54',
    background: '#effaf9',
    cardBg: '#ffffff',
    borderColor: '#9fcfca',
    text: '#12302e',
    muted: '#3f5b58',
    link: '#0b5a54',
    accent: '#0f6b64',
    onAccent: '#ffffff',
    glow: '#0b4f4a',
  },
  gold: {
    name: 'Sci-Fi Gold',
    primary: '#3a2e10',
    onPrimary: '#ffd166',
    secondary: '#ffd166',
    background: '#14110a',
    cardBg: '#221c0f',
    borderColor: '#7a6428',
    text: '#fff7e0',
    muted: '#e0cf9f',
    link: '#ffd166',
    accent: '#ffc233',
    onAccent: '#1a1405',
    glow: '#ffe08a',
  },
  purple: {
    name: 'Mystic Purple',
    primary: '#4b2a80',
    onPrimary: '#ffffff',
    secondary: '#d9b8ff',
    background: '#1c1030',
    cardBg: '#2a1846',
    borderColor: '#6e4fa3',
    text: '#f5efff',
    muted: '#d2c2ef',
    link: '#d9b8ff',
    accent: '#c79bff',
    onAccent: '#1c1030',
    glow: '#ffd166',
  },
  ocean: {
    name: 'Ocean Blue',
    primary: '#0b5394',
    onPrimary: '#ffffff',
    secondary: '#0b4a85',
    background: '#eef5fc',
    cardBg: '#ffffff',
    borderColor: '#a8c5e4',
    text: '#0d2238',
    muted: '#3d5570',
    link: '#0b5394',
    accent: '#0b5394',
    onAccent: '#ffffff',
    glow: '#0b5394',
  },
  neon: {
    name: 'Neon Green',
    primary: '#0f3a1e',
    onPrimary: '#5dff8f',
    secondary: '#5dff8f',
    background: '#07130b',
    cardBg: '#0e2215',
    borderColor: '#2f7a45',
    text: '#eaffef',
    muted: '#b6e6c2',
    link: '#5dff8f',
    accent: '#39e46f',
    onAccent: '#04140a',
    glow: '#e6ff5d',
  },
  rose: {
    name: 'Rose Pink',
    primary: '#a3124a',
    onPrimary: '#ffffff',
    secondary: '#8c0f40',
    background: '#fff4f7',
    cardBg: '#ffffff',
    borderColor: '#f0b8cb',
    text: '#3a1020',
    muted: '#6b3a4b',
    link: '#a3124a',
    accent: '#a3124a',
    onAccent: '#ffffff',
    glow: '#a3124a',
  },
  blueprint: {
    name: 'Blueprint',
    primary: '#1b4b8a',
    onPrimary: '#ffffff',
    secondary: '#9fd3ff',
    background: '#0b2545',
    cardBg: '#13315c',
    borderColor: '#4a77b4',
    text: '#ffffff',
    muted: '#c9d6ea',
    link: '#9fd3ff',
    accent: '#7cc4ff',
    onAccent: '#0b2545',
    glow: '#ffd166',
  },
};

/** The theme as CSS custom properties on AIRA's container, so it colours AIRA only, not the shell. */
export function airaThemeStyle(key: AiraThemeKey): Record<string, string> {
  const theme = AIRA_THEMES[key];
  return {
    '--aira-primary': theme.primary,
    '--aira-on-primary': theme.onPrimary,
    '--aira-secondary': theme.secondary,
    '--aira-bg': theme.background,
    '--aira-card': theme.cardBg,
    '--aira-border': theme.borderColor,
    '--aira-text': theme.text,
    '--aira-muted': theme.muted,
    '--aira-link': theme.link,
    '--aira-accent': theme.accent,
    '--aira-on-accent': theme.onAccent,
    '--aira-glow': theme.glow,
  };
}

export function nextAiraTheme(key: AiraThemeKey): AiraThemeKey {
  const index = AIRA_THEME_KEYS.indexOf(key);
  return AIRA_THEME_KEYS[(index + 1) % AIRA_THEME_KEYS.length] ?? DEFAULT_AIRA_THEME;
}

/** Spec §6: 'selectedTheme', default blueprint; kept as bare text like the first app did. */
export const airaThemeStore = defineDeviceStore<AiraThemeKey>({
  key: AIRA_STORAGE_KEYS.theme,
  format: 'text',
  schema: z.enum(AIRA_THEME_KEYS),
  fallback: DEFAULT_AIRA_THEME,
});

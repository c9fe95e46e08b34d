/** The seven explorer themes (spec: entities, Themes). Default: alpine. */
export const THEME_KEYS = ['alpine', 'lakeside', 'cityscape', 'cultural', 'culinary', 'winter', 'wine'] as const;
export type ThemeKey = (typeof THEME_KEYS)[number];
export const DEFAULT_THEME: ThemeKey = 'alpine';

/**
 * The colours of everything below the header: a theme recolours the page, its cards, buttons, chips,
 * links and focus ring, not only the top bar. Each entry is one CSS custom property (THEME_CSS_VARIABLES).
 * Every text/background pair the styles use keeps WCAG AA contrast in every theme (themes.test.ts).
 */
export interface ThemePalette {
  /** The page behind the cards (`--color-bg`). */
  background: string;
  /** Cards, panels, sections (`--color-surface`). */
  surface: string;
  /** Boxes inside a card: answers, chat bubbles, insights (`--color-tint`). */
  tint: string;
  text: string;
  /** Secondary text, on the page, a card or a tint (`--color-muted`). */
  muted: string;
  /** Decorative borders of cards (`--color-border`). */
  border: string;
  /** Borders of inputs and selects, which must stand out at 3:1 (`--color-field-border`). */
  field: string;
  /** Text on the accent colour (`--color-accent-text`). */
  accentText: string;
  /** Buttons (`--color-button`), also the text and border of secondary buttons. */
  button: string;
  buttonText: string;
  link: string;
  /** The focus ring on the page and on cards (`--color-focus`). */
  focus: string;
  /** Chips and neutral badges (`--color-chip`, `--color-chip-text`). */
  chip: string;
  chipText: string;
  /** Text and the focus ring on the header and the hero (`--color-on-primary`, `--color-focus-inverse`). */
  onPrimary: string;
  focusInverse: string;
}

export interface Theme {
  gradient: string;
  primary: string;
  secondary: string;
  accent: string;
  palette: ThemePalette;
}

/** Colours chosen so that every pair the styles use keeps AA contrast (see ThemePalette). */
export const THEMES: Record<ThemeKey, Theme> = {
  alpine: {
    gradient: 'linear-gradient(135deg,#1d4e89,#2f6f4f)',
    primary: '#1d4e89',
    secondary: '#2f6f4f',
    accent: '#c8102e',
    palette: {
      background: '#f3f6fa',
      surface: '#ffffff',
      tint: '#e9eff7',
      text: '#1b1f24',
      muted: '#4a5360',
      border: '#cfd9e5',
      field: '#6b7889',
      accentText: '#ffffff',
      button: '#c8102e',
      buttonText: '#ffffff',
      link: '#1d4e89',
      focus: '#1d4e89',
      chip: '#e9eff7',
      chipText: '#1d4e89',
      onPrimary: '#ffffff',
      focusInverse: '#ffbf47',
    },
  },
  lakeside: {
    gradient: 'linear-gradient(135deg,#035e7b,#1b7f8e)',
    primary: '#035e7b',
    secondary: '#1b6f7e',
    accent: '#b5452b',
    palette: {
      background: '#eff6f7',
      surface: '#ffffff',
      tint: '#e2f0f3',
      text: '#14262b',
      muted: '#3f5459',
      border: '#c6dde2',
      field: '#5f7a80',
      accentText: '#ffffff',
      button: '#b5452b',
      buttonText: '#ffffff',
      link: '#035e7b',
      focus: '#035e7b',
      chip: '#e2f0f3',
      chipText: '#035e7b',
      onPrimary: '#ffffff',
      focusInverse: '#ffbf47',
    },
  },
  cityscape: {
    gradient: 'linear-gradient(135deg,#3a3f58,#5a5f78)',
    primary: '#3a3f58',
    secondary: '#4f546d',
    accent: '#b3261e',
    palette: {
      background: '#f2f2f5',
      surface: '#ffffff',
      tint: '#e8e9ef',
      text: '#1c1d24',
      muted: '#4b4e5e',
      border: '#d2d4de',
      field: '#6e7287',
      accentText: '#ffffff',
      button: '#b3261e',
      buttonText: '#ffffff',
      link: '#2f4a8a',
      focus: '#3a3f58',
      chip: '#e8e9ef',
      chipText: '#3a3f58',
      onPrimary: '#ffffff',
      focusInverse: '#ffbf47',
    },
  },
  cultural: {
    gradient: 'linear-gradient(135deg,#7a2e1f,#9c4a1a)',
    primary: '#7a2e1f',
    secondary: '#8a4216',
    accent: '#1f5f8b',
    palette: {
      background: '#f8f3f0',
      surface: '#fffdfb',
      tint: '#f4e9e4',
      text: '#261a16',
      muted: '#5a4840',
      border: '#e3d3cb',
      field: '#8a7268',
      accentText: '#ffffff',
      button: '#1f5f8b',
      buttonText: '#ffffff',
      link: '#7a2e1f',
      focus: '#7a2e1f',
      chip: '#f4e9e4',
      chipText: '#7a2e1f',
      onPrimary: '#ffffff',
      focusInverse: '#ffbf47',
    },
  },
  culinary: {
    gradient: 'linear-gradient(135deg,#6b3e1d,#8f5a2a)',
    primary: '#6b3e1d',
    secondary: '#7d4f24',
    accent: '#2e6b30',
    palette: {
      background: '#f8f4ee',
      surface: '#fffdf9',
      tint: '#f2e9de',
      text: '#261c14',
      muted: '#584837',
      border: '#e2d5c4',
      field: '#877461',
      accentText: '#ffffff',
      button: '#2e6b30',
      buttonText: '#ffffff',
      link: '#6b3e1d',
      focus: '#6b3e1d',
      chip: '#f2e9de',
      chipText: '#6b3e1d',
      onPrimary: '#ffffff',
      focusInverse: '#ffbf47',
    },
  },
  winter: {
    gradient: 'linear-gradient(135deg,#2b4c7e,#51709c)',
    primary: '#2b4c7e',
    secondary: '#3c5d8c',
    accent: '#a4161a',
    palette: {
      background: '#f0f4f9',
      surface: '#fbfdff',
      tint: '#e4ecf6',
      text: '#18202c',
      muted: '#46546a',
      border: '#cdd8e6',
      field: '#6a7a92',
      accentText: '#ffffff',
      button: '#a4161a',
      buttonText: '#ffffff',
      link: '#2b4c7e',
      focus: '#2b4c7e',
      chip: '#e4ecf6',
      chipText: '#2b4c7e',
      onPrimary: '#ffffff',
      focusInverse: '#ffbf47',
    },
  },
  wine: {
    gradient: 'linear-gradient(135deg,#5e1a32,#7d2848)',
    primary: '#5e1a32',
    secondary: '#6f2340',
    accent: '#3b6b2a',
    palette: {
      background: '#f8f1f3',
      surface: '#fffbfc',
      tint: '#f3e5ea',
      text: '#25161b',
      muted: '#5a4249',
      border: '#e4cfd6',
      field: '#8a6b75',
      accentText: '#ffffff',
      button: '#3b6b2a',
      buttonText: '#ffffff',
      link: '#5e1a32',
      focus: '#5e1a32',
      chip: '#f3e5ea',
      chipText: '#5e1a32',
      onPrimary: '#ffffff',
      focusInverse: '#ffbf47',
    },
  },
};

/** The CSS custom property of each palette entry (apps/web/src/styles/app.css reads them). */
export const THEME_CSS_VARIABLES: Record<keyof ThemePalette, string> = {
  background: '--color-bg',
  surface: '--color-surface',
  tint: '--color-tint',
  text: '--color-text',
  muted: '--color-muted',
  border: '--color-border',
  field: '--color-field-border',
  accentText: '--color-accent-text',
  button: '--color-button',
  buttonText: '--color-button-text',
  link: '--color-link',
  focus: '--color-focus',
  chip: '--color-chip',
  chipText: '--color-chip-text',
  onPrimary: '--color-on-primary',
  focusInverse: '--color-focus-inverse',
};

/**
 * Every custom property a theme sets, as [name, value] pairs: the spec's colours (primary, secondary,
 * accent, gradient) and the palette. The app's applyTheme and the server's first-paint script both set
 * exactly these on the document.
 */
export function themeCssVariables(key: ThemeKey): [name: string, value: string][] {
  const theme = THEMES[key];
  return [
    ['--color-primary', theme.primary],
    ['--color-secondary', theme.secondary],
    ['--color-accent', theme.accent],
    ['--gradient-hero', theme.gradient],
    ...(Object.keys(THEME_CSS_VARIABLES) as (keyof ThemePalette)[]).map((entry): [string, string] => [
      THEME_CSS_VARIABLES[entry],
      theme.palette[entry],
    ]),
  ];
}

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r = 0, g = 0, b = 0] = match.slice(1).map((part) => {
    const c = Number.parseInt(part, 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two #rrggbb colours, 1 to 21 (AA: 4.5 for text, 3 for large text and UI). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = luminance(a) > luminance(b) ? [a, b] : [b, a];
  return (luminance(light) + 0.05) / (luminance(dark) + 0.05);
}

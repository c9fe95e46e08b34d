/** The seven explorer themes (spec: entities, Themes). Default: alpine. */
export const THEME_KEYS = ['alpine', 'lakeside', 'cityscape', 'cultural', 'culinary', 'winter', 'wine'] as const;
export type ThemeKey = (typeof THEME_KEYS)[number];
export const DEFAULT_THEME: ThemeKey = 'alpine';

export interface Theme {
  gradient: string;
  primary: string;
  secondary: string;
  accent: string;
}

/** Colours chosen so white text on `primary` and `primary` text on white keep 4.5:1 contrast. */
export const THEMES: Record<ThemeKey, Theme> = {
  alpine: {
    gradient: 'linear-gradient(135deg,#1d4e89,#2f6f4f)',
    primary: '#1d4e89',
    secondary: '#2f6f4f',
    accent: '#c8102e',
  },
  lakeside: {
    gradient: 'linear-gradient(135deg,#035e7b,#1b7f8e)',
    primary: '#035e7b',
    secondary: '#1b6f7e',
    accent: '#b5452b',
  },
  cityscape: {
    gradient: 'linear-gradient(135deg,#3a3f58,#5a5f78)',
    primary: '#3a3f58',
    secondary: '#4f546d',
    accent: '#b3261e',
  },
  cultural: {
    gradient: 'linear-gradient(135deg,#7a2e1f,#9c4a1a)',
    primary: '#7a2e1f',
    secondary: '#8a4216',
    accent: '#1f5f8b',
  },
  culinary: {
    gradient: 'linear-gradient(135deg,#6b3e1d,#8f5a2a)',
    primary: '#6b3e1d',
    secondary: '#7d4f24',
    accent: '#2e6b30',
  },
  winter: {
    gradient: 'linear-gradient(135deg,#2b4c7e,#51709c)',
    primary: '#2b4c7e',
    secondary: '#3c5d8c',
    accent: '#a4161a',
  },
  wine: {
    gradient: 'linear-gradient(135deg,#5e1a32,#7d2848)',
    primary: '#5e1a32',
    secondary: '#6f2340',
    accent: '#3b6b2a',
  },
};

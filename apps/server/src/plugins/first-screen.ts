import { createHash } from 'node:crypto';
import {
  CATEGORY_KEYS,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  STORAGE_KEYS,
  THEME_KEYS,
  THEMES,
  TOTAL_DESTINATIONS,
} from '@swiss/contract';
// The web app's own English catalog: the first screen says exactly what the app then renders.
import en from '../../../web/src/locales/en.json' with { type: 'json' };

/**
 * The home page's first screen as HTML, sent with index.html so that a visitor on a slow connection
 * sees the page (top bar, heading, introduction) as soon as the HTML and the stylesheet are in,
 * instead of a loader until every script has arrived and run. It is the markup the React app renders
 * for `/` in English (classes, texts, order), so the switch to the app changes nothing on screen; the
 * app replaces it on its first render. A visitor who chose another language gets the loader instead
 * (FIRST_SCREEN_SCRIPT), so a page never flashes English.
 */

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const interpolate = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

const NAV: readonly (readonly [href: string, label: string])[] = [
  ['/quiz', en.nav.quiz],
  ['/tools', en.nav.tools],
  ['/old-vs-new', en.nav.oldVsNew],
  ['/sustainability', en.nav.sustainability],
  ['/results', en.nav.results],
  ['/host', en.nav.host],
];

/** The settings are shown where they will be, disabled until the app that runs them has started. */
function settings(): string {
  const themes = THEME_KEYS.map(
    (key) =>
      `<option value="${key}" title="${escapeHtml(en.themes[key].description)}">${escapeHtml(en.themes[key].name)}</option>`,
  ).join('');
  const languages = LANGUAGES.map(
    (code) => `<option value="${code}" lang="${code}">${escapeHtml(en.languages[code])}</option>`,
  ).join('');
  return (
    `<div class="top-bar__settings">` +
    `<label class="select-field"><span class="select-field__label">${escapeHtml(en.topbar.theme)}</span><select name="theme" disabled>${themes}</select></label>` +
    `<label class="select-field"><span class="select-field__label">${escapeHtml(en.topbar.language)}</span><select name="language" disabled>${languages}</select></label>` +
    `</div>`
  );
}

function topBar(): string {
  const links = NAV.map(([href, label]) => `<a class="nav-button" href="${href}">${escapeHtml(label)}</a>`).join('');
  return (
    `<header class="top-bar">` +
    `<a class="top-bar__brand" href="/"><span class="top-bar__logo" aria-hidden="true"></span><span>${escapeHtml(en.app.title)}</span></a>` +
    `<nav class="top-bar__nav" aria-label="${escapeHtml(en.nav.main)}">` +
    `<a aria-current="page" class="nav-button active" href="/">${escapeHtml(en.nav.home)}</a>${links}` +
    `<a class="nav-button nav-button--mode" href="/aira">${escapeHtml(en.mode.switchToAira)}</a>` +
    `</nav>${settings()}</header>`
  );
}

function homeMain(): string {
  const intro = interpolate(en.home.intro, { total: TOTAL_DESTINATIONS, categories: CATEGORY_KEYS.length });
  const placeholders = CATEGORY_KEYS.map(() => '<li class="category-card category-card--placeholder"></li>').join('');
  return (
    `<main id="main" class="main" tabindex="-1">` +
    `<section class="hero"><h1 class="hero__title">${escapeHtml(en.home.heading)}</h1><p class="hero__text">${escapeHtml(intro)}</p></section>` +
    `<section aria-labelledby="categories-heading" class="section"><h2 id="categories-heading" class="section__title">${escapeHtml(en.home.categoriesHeading)}</h2>` +
    `<div role="status"><span class="visually-hidden">${escapeHtml(en.categories.loading)}</span><ul class="category-grid" aria-hidden="true">${placeholders}</ul></div>` +
    `</section></main>`
  );
}

/** The home page's first screen (English, the newer explorer). */
export const HOME_FIRST_SCREEN = `<div class="layout first-screen"><a href="#main" class="skip-link">${escapeHtml(en.nav.skip)}</a>${topBar()}${homeMain()}</div>`;

/**
 * Runs in the page's head before anything is painted: a visitor who chose another language sees the
 * loader rather than the English first screen, and a chosen theme's colours apply from the first
 * paint (the app's own applyTheme does the same once it runs).
 */
export const FIRST_SCREEN_SCRIPT = `(function(){try{var s=window.localStorage,r=document.documentElement,l=s.getItem(${JSON.stringify(
  STORAGE_KEYS.language,
)}),t=${JSON.stringify(
  Object.fromEntries(
    THEME_KEYS.map((key) => [
      key,
      [THEMES[key].primary, THEMES[key].secondary, THEMES[key].accent, THEMES[key].gradient],
    ]),
  ),
)}[s.getItem(${JSON.stringify(STORAGE_KEYS.theme)})];if(l&&l!==${JSON.stringify(
  DEFAULT_LANGUAGE,
)})r.classList.add("first-screen-off");if(t){r.style.setProperty("--color-primary",t[0]);r.style.setProperty("--color-secondary",t[1]);r.style.setProperty("--color-accent",t[2]);r.style.setProperty("--gradient-hero",t[3])}}catch(e){}})();`;

/** The CSP source that allows exactly FIRST_SCREEN_SCRIPT and no other inline script. */
export const FIRST_SCREEN_SCRIPT_CSP = `'sha256-${createHash('sha256').update(FIRST_SCREEN_SCRIPT).digest('base64')}'`;

/**
 * index.html with the home page's first screen: the script in the head, the markup first in #root
 * (before the loader, which the stylesheet hides while the first screen shows). The app's script
 * hints (marked data-app-start by the web build) are left out: on this page the app starts after the
 * first paint (apps/web/src/boot.ts), which then asks for all its scripts at once, so they never
 * compete with the stylesheet and the first screen for a slow connection. The cost is that the
 * scripts start about one round trip later; the page is readable, and its links work, meanwhile.
 */
export function withHomeFirstScreen(indexHtml: string): string | undefined {
  const root = '<div id="root">';
  if (!indexHtml.includes(root) || !indexHtml.includes('</head>')) return undefined;
  return indexHtml
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+" data-app-start>/g, '')
    .replace('</head>', `<script>${FIRST_SCREEN_SCRIPT}</script></head>`)
    .replace(root, `${root}${HOME_FIRST_SCREEN}`);
}

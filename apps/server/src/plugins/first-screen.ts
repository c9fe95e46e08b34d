import { createHash } from 'node:crypto';
import {
  CATEGORY_KEYS,
  DEFAULT_LANGUAGE,
  DEFAULT_THEME,
  PLACE_HERO_IMAGE_SIZES,
  photoSrcSet,
  STORAGE_KEYS,
  THEME_KEYS,
  themeCssVariables,
  TOTAL_DESTINATIONS,
  type AppPage,
  type Category,
  type Place,
  SHELL_ICON_PATHS,
  type ShellIcon,
} from '@swiss/contract';
// The web app's own English catalogs: the first screen says exactly what the app then renders.
import en from '../../../web/src/locales/en.json' with { type: 'json' };
import enExplorer from '../../../web/src/features/explorer/locales/en.json' with { type: 'json' };
import enPlace from '../../../web/src/features/place/locales/en.json' with { type: 'json' };
import { glanceItems } from '../../../web/src/features/place/glance.js';

/**
 * The first screen of the home, category and place pages as HTML, sent with index.html so that a
 * visitor on a slow connection sees the page (top bar, heading, introduction, a place's picture) as
 * soon as the HTML and the stylesheet are in, instead of a loader until every script has arrived and
 * run. It is the markup the React app renders for that page in English (classes, texts, order), so
 * the switch to the app changes nothing on screen; the app replaces it on its first render. A visitor
 * who chose another language gets the loader instead (FIRST_SCREEN_SCRIPT): never a flash of English.
 */

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const interpolate = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** The shell's destinations (apps/web/src/app/shell/destinations.ts): desktop links, phone tabs. */
const PRIMARY = [
  { href: '/', label: en.nav.explore, icon: 'explore', testId: 'nav-explore' },
  { href: '/aira', label: en.nav.nearMe, icon: 'nearMe', testId: 'switch-to-aira' },
  { href: '/tools/planner', label: en.nav.trip, icon: 'trip', testId: 'nav-trip' },
  { href: '/quiz', label: en.nav.quiz, icon: 'quiz', testId: 'nav-quiz' },
] as const;
const SECONDARY: readonly (readonly [href: string, label: string, testId: string])[] = [
  ['/tools', en.nav.tools, 'nav-tools'],
  ['/old-vs-new', en.nav.oldVsNew, 'nav-old-vs-new'],
  ['/sustainability', en.nav.sustainability, 'nav-sustainability'],
  ['/results', en.nav.results, 'nav-results'],
  ['/host', en.nav.host, 'nav-host'],
];

/** As apps/web/src/app/shell/icons.tsx draws it. */
const icon = (name: ShellIcon): string =>
  `<svg class="icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="${SHELL_ICON_PATHS[name]}"></path></svg>`;

/** Every first screen is a page of Explore (home, category, place): its link and tab are current. */
const current = 'aria-current="page"';

/** The settings button is shown where it will be, disabled until the app that runs it has started. */
function topBar(): string {
  const links = [
    ...PRIMARY.map(({ href, label, testId }) => {
      if (href === '/')
        return `<a class="nav-button active" href="/" ${current} data-testid="${testId}">${escapeHtml(label)}</a>`;
      const text = href === '/aira' ? en.nav.nearMeAira : label;
      const mode = href === '/aira' ? ' nav-button--mode' : '';
      return `<a class="nav-button${mode}" href="${href}" data-testid="${testId}">${escapeHtml(text)}</a>`;
    }),
    ...SECONDARY.map(
      ([href, label, testId]) =>
        `<a class="nav-button" href="${href}" data-testid="${testId}">${escapeHtml(label)}</a>`,
    ),
  ].join('');
  return (
    `<header class="top-bar">` +
    `<a class="top-bar__brand" href="/"><span class="top-bar__logo" aria-hidden="true"></span><span>${escapeHtml(en.app.title)}</span></a>` +
    `<nav class="top-bar__nav" aria-label="${escapeHtml(en.nav.main)}">${links}</nav>` +
    `<div class="top-bar__actions">` +
    `<a class="top-bar__action" href="/#home-search" data-testid="search-entry">${icon('search')}<span class="top-bar__action-label">${escapeHtml(en.nav.search)}</span></a>` +
    `<button type="button" class="top-bar__action" aria-haspopup="dialog" aria-expanded="false" disabled data-testid="settings-button">${icon('settings')}<span class="top-bar__action-label">${escapeHtml(en.settings.open)}</span></button>` +
    `</div></header>`
  );
}

/** The phone's bottom tabs (apps/web/src/app/shell/tab-bar.tsx); More waits for the app. */
function tabBar(): string {
  const tabs = PRIMARY.map(
    ({ href, label, icon: name }) =>
      `<li><a href="${href}" class="tab-bar__tab${href === '/' ? ' active' : ''}"${href === '/' ? ` ${current}` : ''} data-testid="tab-${name}">${icon(name)}<span>${escapeHtml(label)}</span></a></li>`,
  ).join('');
  return (
    `<nav class="tab-bar" aria-label="${escapeHtml(en.nav.main)}" data-testid="tab-bar"><ul class="tab-bar__list">${tabs}` +
    `<li><button type="button" class="tab-bar__tab" aria-haspopup="dialog" aria-expanded="false" disabled data-testid="tab-more">${icon('more')}<span>${escapeHtml(en.nav.more)}</span></button></li>` +
    `</ul></nav>`
  );
}

function homeMain(): string {
  const intro = interpolate(enExplorer.home.intro, { total: TOTAL_DESTINATIONS, categories: CATEGORY_KEYS.length });
  const placeholders = CATEGORY_KEYS.map(() => '<li class="category-card category-card--placeholder"></li>').join('');
  return (
    `<main id="main" class="main" tabindex="-1">` +
    `<section class="hero"><h1 class="hero__title">${escapeHtml(enExplorer.home.heading)}</h1><p class="hero__text">${escapeHtml(intro)}</p></section>` +
    `<section aria-labelledby="categories-heading" class="section"><h2 id="categories-heading" class="section__title">${escapeHtml(enExplorer.home.categoriesHeading)}</h2>` +
    `<div role="status"><span class="visually-hidden">${escapeHtml(enExplorer.categories.loading)}</span><ul class="category-grid" aria-hidden="true">${placeholders}</ul></div>` +
    `</section></main>`
  );
}

function categoryMain(category: Category): string {
  return (
    `<main id="main" class="main" tabindex="-1">` +
    `<p><a class="back-link" href="/">← ${escapeHtml(enExplorer.category.back)}</a></p>` +
    `<header class="category-header"><h1><span aria-hidden="true">${escapeHtml(category.icon)} </span>${escapeHtml(category.name)}</h1>` +
    `<p>${escapeHtml(category.description)}</p></header></main>`
  );
}

/** As apps/web/src/components/place-photo.tsx renders an uploaded photo, or the generated cover. */
function placeHero(place: Place): string {
  const photo = place.photo;
  if (!photo) {
    return `<img class="place-hero__image place-hero__image--cover" src="/api/media/cover/${encodeURIComponent(place.id)}" width="640" height="360" alt="">`;
  }
  const fallback = photo.jpeg.find((f) => f.width >= 960) ?? photo.jpeg.at(-1);
  return (
    `<picture><source type="image/webp" srcset="${escapeHtml(photoSrcSet(photo.webp))}" sizes="${PLACE_HERO_IMAGE_SIZES}">` +
    `<img class="place-hero__image place-hero__image--photo" src="${escapeHtml(fallback?.url ?? '')}" srcset="${escapeHtml(photoSrcSet(photo.jpeg))}" sizes="${PLACE_HERO_IMAGE_SIZES}" width="${photo.width}" height="${photo.height}" alt="${escapeHtml(place.title)}" loading="eager" decoding="async"></picture>`
  );
}

/** A key of the English catalogs (shared and place), as the app's `t` resolves it. */
function translate(key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = key.startsWith('place.') ? enPlace : en;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? interpolate(node, values) : key;
}

/** The summary strip under the title, as apps/web/src/features/place/components/glance.tsx renders it. */
function placeGlance(place: Place): string {
  const items = glanceItems(place, 'en', translate)
    .map(
      (item) =>
        `<div class="place-glance__item"><dt>${escapeHtml(item.label)}</dt><dd>${escapeHtml(item.value)}</dd></div>`,
    )
    .join('');
  return `<h2 class="visually-hidden">${escapeHtml(translate('place.glance.label'))}</h2><dl class="place-glance">${items}</dl>`;
}

function placeMain(place: Place): string {
  const category = en.categoryNames[place.category_key];
  const credit = place.photo
    ? interpolate(en.card.photoCredit, { credit: place.photo.credit, licence: place.photo.licence })
    : (place.image_credit ?? enPlace.place.heroCredit);
  return (
    `<main id="main" class="main" tabindex="-1"><article class="place">` +
    `<p><a class="back-link" href="/category/${place.category_key}">← ${escapeHtml(interpolate(enPlace.place.back, { category }))}</a></p>` +
    `<div class="place-top">` +
    `<figure class="place-hero">${placeHero(place)}<figcaption class="place-hero__credit">${escapeHtml(credit)}</figcaption></figure>` +
    `<div class="place-head"><h1 class="place__title">${escapeHtml(place.title)}</h1>` +
    (place.local_title !== place.title ? `<p class="place__local">${escapeHtml(place.local_title)}</p>` : '') +
    placeGlance(place) +
    `<p class="place__summary">${escapeHtml(place.summary || enPlace.place.fallbackSummary)}</p>` +
    `</div></div></article></main>`
  );
}

const layout = (main: string) =>
  `<div class="layout first-screen"><a href="#main" class="skip-link">${escapeHtml(en.nav.skip)}</a>${topBar()}${tabBar()}${main}</div>`;

/** What the first screens are made of: the English catalog of the server. */
export interface FirstScreenCatalog {
  category(lang: 'en', key: string): Category | undefined;
  place(lang: 'en', id: string): Place | undefined;
}

/** The first screen of an app page (English, the newer explorer); undefined where there is none. */
export function firstScreenFor(page: AppPage, catalog: FirstScreenCatalog): string | undefined {
  if (page.kind === 'home') return layout(homeMain());
  if (page.kind === 'category') {
    const category = catalog.category('en', page.key);
    return category && layout(categoryMain(category));
  }
  const place = catalog.place('en', page.id);
  return place && layout(placeMain(place));
}

/**
 * Runs in the page's head before anything is painted: a visitor who chose another language sees the
 * loader rather than the English first screen, and a chosen theme's colours apply from the first
 * paint (the app's own applyTheme does the same once it runs).
 */
export const FIRST_SCREEN_SCRIPT = `(function(){try{var s=window.localStorage,r=document.documentElement,l=s.getItem(${JSON.stringify(
  STORAGE_KEYS.language,
)}),n=${JSON.stringify(themeCssVariables(DEFAULT_THEME).map(([name]) => name))},t=${JSON.stringify(
  Object.fromEntries(THEME_KEYS.map((key) => [key, themeCssVariables(key).map(([, value]) => value)])),
)}[s.getItem(${JSON.stringify(STORAGE_KEYS.theme)})];if(l&&l!==${JSON.stringify(
  DEFAULT_LANGUAGE,
)})r.classList.add("first-screen-off");if(t){for(var i=0;i<n.length;i++)r.style.setProperty(n[i],t[i])}}catch(e){}})();`;

/** The CSP source that allows exactly FIRST_SCREEN_SCRIPT and no other inline script. */
export const FIRST_SCREEN_SCRIPT_CSP = `'sha256-${createHash('sha256').update(FIRST_SCREEN_SCRIPT).digest('base64')}'`;

/**
 * index.html with a page's first screen: the script in the head, the markup first in #root
 * (before the loader, which the stylesheet hides while the first screen shows). The app's script
 * hints (marked data-app-start by the web build) are left out: on this page the app starts after the
 * first paint (apps/web/src/boot.ts), which then asks for all its scripts at once, so they never
 * compete with the stylesheet and the first screen for a slow connection. The cost is that the
 * scripts start about one round trip later; the page is readable, and its links work, meanwhile.
 */
export function withFirstScreen(indexHtml: string, firstScreen: string): string | undefined {
  const root = '<div id="root">';
  if (!indexHtml.includes(root) || !indexHtml.includes('</head>')) return undefined;
  return indexHtml
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+" data-app-start>/g, '')
    .replace('</head>', () => `<script>${FIRST_SCREEN_SCRIPT}</script></head>`)
    .replace(root, () => `${root}${firstScreen}`);
}

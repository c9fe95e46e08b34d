import { isCategoryKey, type CategoryKey } from './constants.js';

/** A page of the app that the server and the first render prepare ahead (first screen, data, hints). */
export type AppPage = { kind: 'home' } | { kind: 'category'; key: CategoryKey } | { kind: 'place'; id: string };

// Place ids are kebab-case ASCII (placeSourceSchema), so a path needs no decoding to be matched.
const PLACE_PAGE = /^\/place\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const CATEGORY_PAGE = /^\/category\/([a-z_]+)$/;

/** The page a path opens, or undefined for any other path (and unknown categories). */
export function appPageOfPath(path: string): AppPage | undefined {
  if (path === '/') return { kind: 'home' };
  const id = PLACE_PAGE.exec(path)?.[1];
  if (id) return { kind: 'place', id };
  const key = CATEGORY_PAGE.exec(path)?.[1];
  return isCategoryKey(key) ? { kind: 'category', key } : undefined;
}

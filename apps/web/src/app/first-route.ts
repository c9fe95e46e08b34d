import { appPageOfPath, type Language } from '@swiss/contract';
import type { QueryClient } from '@tanstack/react-query';
import { categoriesQuery } from '../features/explorer/api/use-categories';
import { categoryPlacesQuery } from '../features/explorer/api/use-category-places';
import { placeQuery } from '../features/place/api/use-place';
import { CategoryPage, PlacePage } from './route-views';

/** How long the first render waits for the first page's view and data; after it, loading states show. */
const FIRST_ROUTE_WAIT_MS = 1500;

/**
 * The view and the data of the page a visitor opens first, asked for before the first render: the
 * page then replaces the server's first screen (or the loader) in one step, not through a loading
 * state. A slow answer holds the first render for FIRST_ROUTE_WAIT_MS at most.
 */
export async function prepareFirstRoute(pathname: string, client: QueryClient, lang: Language): Promise<void> {
  const page = appPageOfPath(pathname);
  let work: Promise<unknown>[];
  if (page?.kind === 'category') {
    work = [
      CategoryPage.preload(),
      client.prefetchQuery(categoriesQuery(lang)),
      client.prefetchQuery(categoryPlacesQuery(page.key, lang)),
    ];
  } else if (page?.kind === 'place') {
    work = [PlacePage.preload(), client.prefetchQuery(placeQuery(page.id, lang))];
  } else {
    return;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled(work),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, FIRST_ROUTE_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
}

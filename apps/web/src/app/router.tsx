import { createBrowserRouter } from 'react-router';
import { HomePage } from '../features/explorer';
import { NotFoundRoute } from './routes/not-found-route';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

/** Real URLs for every view, so refresh, back/forward and shared links work. The home page is in
 * the first bundle; every other view loads on demand (route-level code splitting). */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <HomePage /> },
        {
          path: 'category/:key',
          lazy: async () => ({ Component: (await import('../features/explorer/category')).CategoryPage }),
        },
        { path: 'place/:id', lazy: async () => ({ Component: (await import('../features/place')).PlacePage }) },
        { path: 'aira', lazy: async () => ({ Component: (await import('../features/aira')).AiraScreen }) },
        {
          path: 'admin-access',
          lazy: async () => ({ Component: (await import('../features/admin')).AdminAccessPage }),
        },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ]);
}

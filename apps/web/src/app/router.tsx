import { createBrowserRouter } from 'react-router';
import { AdminAccessPage } from '../features/admin';
import { AiraScreen } from '../features/aira';
import { CategoryPage, HomePage } from '../features/explorer';
import { PlacePage } from '../features/place';
import { NotFoundRoute } from './routes/not-found-route';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

/** Real URLs for every view, so refresh, back/forward and shared links work. */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <HomePage /> },
        { path: 'category/:key', element: <CategoryPage /> },
        { path: 'place/:id', element: <PlacePage /> },
        { path: 'aira', element: <AiraScreen /> },
        { path: 'admin-access', element: <AdminAccessPage /> },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ]);
}

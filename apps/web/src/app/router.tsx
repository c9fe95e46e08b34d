import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { Loading } from '../components/status';
import { HomePage } from '../features/explorer';
import { NotFoundRoute } from './routes/not-found-route';
import { RootLayout } from './routes/root-layout';

// The home page is in the first bundle; every other view loads on demand.
const CategoryPage = lazy(async () => ({ default: (await import('../features/explorer/category')).CategoryPage }));
const PlacePage = lazy(async () => ({ default: (await import('../features/place')).PlacePage }));
const QuizPage = lazy(async () => ({ default: (await import('../features/quiz')).QuizPage }));
const AiraScreen = lazy(async () => ({ default: (await import('../features/aira')).AiraScreen }));
const AdminAccessPage = lazy(async () => ({ default: (await import('../features/admin')).AdminAccessPage }));

function RouteLoading() {
  const { t } = useTranslation();
  return <Loading>{t('app.loading')}</Loading>;
}

/** Real URLs for every view, so refresh, back/forward and shared links work. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route
          path="category/:key"
          element={
            <Suspense fallback={<RouteLoading />}>
              <CategoryPage />
            </Suspense>
          }
        />
        <Route
          path="place/:id"
          element={
            <Suspense fallback={<RouteLoading />}>
              <PlacePage />
            </Suspense>
          }
        />
        <Route
          path="quiz"
          element={
            <Suspense fallback={<RouteLoading />}>
              <QuizPage />
            </Suspense>
          }
        />
        <Route
          path="aira"
          element={
            <Suspense fallback={<RouteLoading />}>
              <AiraScreen />
            </Suspense>
          }
        />
        <Route
          path="admin-access"
          element={
            <Suspense fallback={<RouteLoading />}>
              <AdminAccessPage />
            </Suspense>
          }
        />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}

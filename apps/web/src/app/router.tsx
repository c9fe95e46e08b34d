import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { HomePage } from '../features/explorer';
import { NotFoundRoute } from './routes/not-found-route';
import { RootLayout } from './routes/root-layout';

// The home page is in the first bundle; every other view loads on demand (Suspense in RootLayout).
const CategoryPage = lazy(async () => ({ default: (await import('../features/explorer/category')).CategoryPage }));
const PlacePage = lazy(async () => ({ default: (await import('../features/place')).PlacePage }));
const QuizPage = lazy(async () => ({ default: (await import('../features/quiz')).QuizPage }));
const OldVsNewPage = lazy(async () => {
  const feature = await import('../features/heritage');
  await feature.stringsReady;
  return { default: feature.OldVsNewPage };
});
const SustainabilityPage = lazy(async () => {
  const feature = await import('../features/sustainability');
  await feature.stringsReady;
  return { default: feature.SustainabilityPage };
});
const AiraScreen = lazy(async () => ({ default: (await import('../features/aira')).AiraScreen }));
const AdminAccessPage = lazy(async () => ({ default: (await import('../features/admin')).AdminAccessPage }));

/** Real URLs for every view, so refresh, back/forward and shared links work. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="category/:key" element={<CategoryPage />} />
        <Route path="place/:id" element={<PlacePage />} />
        <Route path="quiz" element={<QuizPage />} />
        <Route path="old-vs-new" element={<OldVsNewPage />} />
        <Route path="sustainability" element={<SustainabilityPage />} />
        <Route path="aira" element={<AiraScreen />} />
        <Route path="admin-access" element={<AdminAccessPage />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}

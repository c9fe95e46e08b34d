import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { HomePage } from '../features/explorer';
import { NotFoundPanel } from '../components/not-found-panel';
import { RootLayout } from './routes/root-layout';
import { CategoryPage, PlacePage } from './route-views';

// The home page is in the first bundle; every other view loads on demand (Suspense in RootLayout).
// Features with their own string catalogs resolve only when those are in, so a view never flashes English.
const QuizPage = lazy(async () => ({ default: (await import('../features/quiz')).QuizPage }));
const ToolsPage = lazy(async () => {
  const tools = await import('../features/tools');
  await tools.toolsStringsReady;
  return { default: tools.ToolsPage };
});
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
const ResultsPage = lazy(async () => {
  const feature = await import('../features/results');
  await feature.stringsReady;
  return { default: feature.ResultsPage };
});
const HostPage = lazy(async () => {
  const feature = await import('../features/host');
  await feature.stringsReady;
  return { default: feature.HostPage };
});
const AiraScreen = lazy(async () => ({ default: (await import('../features/aira')).AiraScreen }));
const AdminAccessPage = lazy(async () => ({ default: (await import('../features/admin')).AdminAccessPage }));
const AdminLoginPage = lazy(async () => ({ default: (await import('../features/admin/area')).AdminLoginPage }));
const AdminDashboardPage = lazy(async () => ({ default: (await import('../features/admin/area')).AdminDashboardPage }));

/** Real URLs for every view, so refresh, back/forward and shared links work. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="category/:key" element={<CategoryPage />} />
        <Route path="place/:id" element={<PlacePage />} />
        <Route path="quiz" element={<QuizPage />} />
        <Route path="tools" element={<Navigate to="/tools/planner" replace />} />
        <Route path="tools/:tool" element={<ToolsPage notFound={<NotFoundPanel />} />} />
        <Route path="old-vs-new" element={<OldVsNewPage />} />
        <Route path="sustainability" element={<SustainabilityPage />} />
        <Route path="results" element={<ResultsPage />} />
        <Route path="host" element={<HostPage />} />
        <Route path="aira" element={<AiraScreen />} />
        <Route path="admin-access" element={<AdminAccessPage />} />
        <Route path="admin/login" element={<AdminLoginPage />} />
        <Route path="admin" element={<AdminDashboardPage />} />
        <Route path="*" element={<NotFoundPanel />} />
      </Route>
    </Routes>
  );
}

import { Navigate, Route, Routes } from 'react-router';
import { HomePage } from '../features/explorer';
import { NotFoundPanel } from '../components/not-found-panel';
import { RootLayout } from './routes/root-layout';
import { lazyFeatureView } from './feature-view';
import { CategoryPage, PlacePage } from './route-views';

// The home page is in the first bundle; every other view loads on demand (Suspense in RootLayout),
// once its feature's strings are in (lazyFeatureView), so a view never flashes English.
const QuizPage = lazyFeatureView(() => import('../features/quiz'), 'QuizPage');
const ToolsPage = lazyFeatureView(() => import('../features/tools'), 'ToolsPage');
const OldVsNewPage = lazyFeatureView(() => import('../features/heritage'), 'OldVsNewPage');
const SustainabilityPage = lazyFeatureView(() => import('../features/sustainability'), 'SustainabilityPage');
const ResultsPage = lazyFeatureView(() => import('../features/results'), 'ResultsPage');
const HostPage = lazyFeatureView(() => import('../features/host'), 'HostPage');
const AiraScreen = lazyFeatureView(() => import('../features/aira'), 'AiraScreen');
const AiraPlacePage = lazyFeatureView(() => import('../features/aira'), 'AiraPlacePage');
const ArqivePage = lazyFeatureView(() => import('../features/aira/arqive'), 'ArqivePage');
const AdminAccessPage = lazyFeatureView(() => import('../features/admin'), 'AdminAccessPage');
const AdminLoginPage = lazyFeatureView(() => import('../features/admin/area'), 'AdminLoginPage');
const AdminDashboardPage = lazyFeatureView(() => import('../features/admin/area'), 'AdminDashboardPage');

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
        <Route path="aira/place/:id" element={<AiraPlacePage />} />
        <Route path="aira/arqive" element={<ArqivePage />} />
        <Route path="admin-access" element={<AdminAccessPage />} />
        <Route path="admin/login" element={<AdminLoginPage />} />
        <Route path="admin" element={<AdminDashboardPage />} />
        <Route path="*" element={<NotFoundPanel />} />
      </Route>
    </Routes>
  );
}

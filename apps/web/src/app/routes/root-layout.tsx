import { useTranslation } from 'react-i18next';
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Loading } from '../../components/status';
import { lazyFeatureView } from '../feature-view';
import { AppLoader, Footer, TabBar, TopBar, useFeatureFlags, useModeRouting } from '../shell';
import { usePageViews } from './use-page-views';

// The older generation (flag bhms_explorer_v2 off) is its own chunk: the v2 first load stays small.
const OlderLayout = lazyFeatureView(() => import('../older'), 'OlderLayout');

/**
 * A new view starts at the top; back/forward keep the browser's own scroll restoration. A link to a
 * field (the top bar's search: /#home-search) focuses that field once the view is there.
 */
function useScrollToTopOnNavigate(): void {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target instanceof HTMLInputElement) target.focus();
    else target?.scrollIntoView();
  }, [hash, key]);
}

/** Every explorer view: skip link, top bar, the phone's tab bar, the route, footer. */
export function RootLayout() {
  const { t } = useTranslation();
  useScrollToTopOnNavigate();
  usePageViews();
  const flags = useFeatureFlags();
  const launchTo = useModeRouting();
  if (launchTo) return <Navigate to={launchTo} replace />;
  if (flags.isLoading) return <AppLoader />;
  if (!flags.explorerV2) {
    return (
      <Suspense fallback={<AppLoader />}>
        <OlderLayout />
      </Suspense>
    );
  }
  return (
    <div className="layout">
      <a href="#main" className="skip-link">
        {t('nav.skip')}
      </a>
      <TopBar />
      <TabBar />
      <main id="main" className="main" tabIndex={-1}>
        <Suspense fallback={<Loading>{t('app.loading')}</Loading>}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}

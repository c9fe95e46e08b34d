import { useTranslation } from 'react-i18next';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Loading } from '../../components/status';
import { lazyFeatureView } from '../feature-view';
import { AppLoader, Footer, TopBar, useFeatureFlags } from '../shell';
import { usePageViews } from './use-page-views';

// The older generation (flag bhms_explorer_v2 off) is its own chunk: the v2 first load stays small.
const OlderLayout = lazyFeatureView(() => import('../older'), 'OlderLayout');

/** Every explorer view: skip link, top bar, the route, footer. */
/** A new view starts at the top; back/forward keep the browser's own scroll restoration. */
function useScrollToTopOnNavigate(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

export function RootLayout() {
  const { t } = useTranslation();
  useScrollToTopOnNavigate();
  usePageViews();
  const flags = useFeatureFlags();
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
      <main id="main" className="main" tabIndex={-1}>
        <Suspense fallback={<Loading>{t('app.loading')}</Loading>}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}

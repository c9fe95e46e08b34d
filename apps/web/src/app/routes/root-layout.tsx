import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { AppLoader, Footer, TopBar, useFeatureFlags } from '../shell';

/** Every explorer view: skip link, top bar, the route, footer. */
export function RootLayout() {
  const { t } = useTranslation();
  const flags = useFeatureFlags();
  if (flags.isLoading) return <AppLoader />;
  return (
    <div className="layout">
      <a href="#main" className="skip-link">
        {t('nav.skip')}
      </a>
      <TopBar />
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { analytics } from '../../lib/analytics';
import { resolveLanguage } from '../../lib/i18n';

/** Counts each screen the visitor opens, by route name (anonymous, see lib/analytics). */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const lang = resolveLanguage(i18n.language);
  useEffect(() => {
    analytics.pageView(pathname, lang);
    // A language switch on the same screen is not a new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}

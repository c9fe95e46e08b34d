import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, matchPath, useLocation } from 'react-router';
import { Loading } from '../../../components/status';
import { Footer } from '../../shell/footer';
import { LanguageSelect } from '../../shell/language-select';
import { ThemeSelect } from '../../shell/theme-select';
import { LensToggle, useLens } from '../../../features/explorer/components/lens-toggle';
import { GlobalSearch } from './global-search';
import { LensContext } from './lens-context';
import { OlderCategory } from './older-category';
import { OlderExplorer } from './older-explorer';
import { OlderPlace } from './older-place';
import { OlderQuiz } from './older-quiz';
import { OlderResults } from './older-results';

/**
 * The views whose older arrangement differs; the other URLs (old vs new, tools, host, aira, admin)
 * render the shared v2 route through the Outlet, so the two generations share their pages.
 */
function useOlderView(): ReactNode | undefined {
  const { pathname } = useLocation();
  if (matchPath('/', pathname)) return <OlderExplorer />;
  const category = matchPath('/category/:key', pathname);
  if (category) return <OlderCategory categoryKey={category.params.key ?? ''} />;
  const place = matchPath('/place/:id', pathname);
  if (place) return <OlderPlace key={place.params.id} id={place.params.id ?? ''} />;
  if (matchPath('/quiz', pathname)) return <OlderQuiz />;
  if (matchPath('/results', pathname)) return <OlderResults />;
  return undefined;
}

const VIEWS = [
  { key: 'explorer', to: '/', end: true },
  { key: 'quiz', to: '/quiz', end: false },
  { key: 'results', to: '/results', end: false },
  { key: 'oldVsNew', to: '/old-vs-new', end: false },
  { key: 'tools', to: '/tools/planner', end: false },
  { key: 'hostTools', to: '/host', end: false },
] as const;

/** The older explorer (flag bhms_explorer_v2 off): the v2 components in the older arrangement. */
export function OlderLayout() {
  const { t } = useTranslation();
  const [lens, setLens] = useLens();
  const view = useOlderView();
  const { pathname } = useLocation();
  return (
    <LensContext.Provider value={lens}>
      <div className="layout older" data-generation="older">
        <a href="#main" className="skip-link">
          {t('nav.skip')}
        </a>
        <header className="top-bar">
          <Link to="/" className="top-bar__brand">
            <span className="top-bar__logo" aria-hidden="true" />
            <span>{t('older.title')}</span>
          </Link>
          <nav className="top-bar__nav" aria-label={t('older.views.label')}>
            {VIEWS.map((v) => (
              <NavLink
                key={v.key}
                to={v.to}
                end={v.end}
                className={({ isActive }) =>
                  `nav-button${isActive || (v.key === 'tools' && pathname.startsWith('/tools')) ? ' active' : ''}`
                }
                data-testid={`older-view-${v.key}`}
              >
                {t(`older.views.${v.key}`)}
              </NavLink>
            ))}
            <Link to="/aira" className="nav-button nav-button--mode" data-testid="older-legacy-assistant">
              {t('older.legacyAssistant')}
            </Link>
          </nav>
          <div className="top-bar__settings">
            <ThemeSelect />
            <LanguageSelect />
          </div>
        </header>
        <div className="older__tools">
          <GlobalSearch />
          <LensToggle on={lens} onChange={setLens} />
        </div>
        <main id="main" className="main" tabIndex={-1}>
          <Suspense fallback={<Loading>{t('app.loading')}</Loading>}>{view ?? <Outlet />}</Suspense>
        </main>
        <Footer />
      </div>
    </LensContext.Provider>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { desktopTestId, PRIMARY, SECONDARY } from './destinations';
import { Icon } from './icons';
import { SettingsButton } from './settings-sheet';

/** The address of the home page's search field: the shell focuses it (root-layout.tsx). */
export const SEARCH_HREF = '/#home-search';

/**
 * The top bar: brand, search and settings on every screen; on desktop also the navigation, whose
 * destinations are the phone's bottom tabs and its More sheet (tab-bar.tsx).
 */
export function TopBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <header className="top-bar">
      <Link to="/" className="top-bar__brand">
        <span className="top-bar__logo" aria-hidden="true" />
        <span>{t('app.title')}</span>
      </Link>
      <nav className="top-bar__nav" aria-label={t('nav.main')}>
        {[...PRIMARY, ...SECONDARY].map((d) => {
          const active = d.isActive(pathname);
          return (
            <Link
              key={d.key}
              to={d.to}
              className={`nav-button${d.key === 'nearMe' ? ' nav-button--mode' : ''}${active ? ' active' : ''}`}
              aria-current={active ? 'page' : undefined}
              data-testid={desktopTestId(d.key)}
            >
              {d.key === 'nearMe' ? t('nav.nearMeAira') : t(d.label)}
            </Link>
          );
        })}
      </nav>
      <div className="top-bar__actions">
        <Link to={SEARCH_HREF} className="top-bar__action" data-testid="search-entry">
          <Icon name="search" />
          <span className="top-bar__action-label">{t('nav.search')}</span>
        </Link>
        <SettingsButton />
      </div>
    </header>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageSelect } from './language-select';
import { ThemeSelect } from './theme-select';

export function TopBar() {
  const { t } = useTranslation();
  return (
    <header className="top-bar">
      <Link to="/" className="top-bar__brand">
        <span className="top-bar__logo" aria-hidden="true" />
        <span>{t('app.title')}</span>
      </Link>
      <nav className="top-bar__nav" aria-label={t('nav.main')}>
        <NavLink to="/" end className="nav-button">
          {t('nav.home')}
        </NavLink>
        <NavLink to="/quiz" className="nav-button" data-testid="nav-quiz">
          {t('nav.quiz')}
        </NavLink>
        <NavLink to="/tools" className="nav-button" data-testid="nav-tools">
          {t('nav.tools')}
        </NavLink>
        <NavLink to="/old-vs-new" className="nav-button" data-testid="nav-old-vs-new">
          {t('nav.oldVsNew')}
        </NavLink>
        <NavLink to="/sustainability" className="nav-button" data-testid="nav-sustainability">
          {t('nav.sustainability')}
        </NavLink>
        <NavLink to="/results" className="nav-button" data-testid="nav-results">
          {t('nav.results')}
        </NavLink>
        <NavLink to="/host" className="nav-button" data-testid="nav-host">
          {t('nav.host')}
        </NavLink>
        <Link to="/aira" className="nav-button nav-button--mode" data-testid="switch-to-aira">
          {t('mode.switchToAira')}
        </Link>
      </nav>
      <div className="top-bar__settings">
        <ThemeSelect />
        <LanguageSelect />
      </div>
    </header>
  );
}

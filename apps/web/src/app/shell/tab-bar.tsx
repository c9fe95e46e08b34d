import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppMode } from './app-mode';
import { PRIMARY, SECONDARY, type Destination } from './destinations';
import { Icon, type IconName } from './icons';
import { Sheet } from './sheet';

const TAB_ICONS: Partial<Record<Destination['key'], IconName>> = {
  explore: 'explore',
  nearMe: 'nearMe',
  trip: 'trip',
  quiz: 'quiz',
};

/**
 * The phone's bottom tab bar (hidden on desktop, where the top bar has the same destinations):
 * Explore, Near me (AIRA mode), Trip, Quiz, and More, a sheet with the other views and the mode switch.
 */
export function TabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const mode = useAppMode();
  const [moreOpen, setMoreOpen] = useState(false);
  const moreActive = SECONDARY.some((d) => d.isActive(pathname));
  return (
    <nav className="tab-bar" aria-label={t('nav.main')} data-testid="tab-bar">
      <ul className="tab-bar__list">
        {PRIMARY.map((d) => {
          const active = d.isActive(pathname);
          return (
            <li key={d.key}>
              <Link
                to={d.to}
                className={`tab-bar__tab${active ? ' active' : ''}`}
                aria-current={active ? 'page' : undefined}
                data-testid={`tab-${d.key}`}
              >
                <Icon name={TAB_ICONS[d.key] ?? 'more'} />
                <span>{t(d.label)}</span>
              </Link>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className={`tab-bar__tab${moreActive ? ' active' : ''}`}
            aria-haspopup="dialog"
            aria-expanded={moreOpen}
            aria-current={moreActive ? 'page' : undefined}
            onClick={() => setMoreOpen(true)}
            data-testid="tab-more"
          >
            <Icon name="more" />
            <span>{t('nav.more')}</span>
          </button>
        </li>
      </ul>
      {moreOpen && (
        <Sheet title={t('nav.more')} onClose={() => setMoreOpen(false)} testId="more-sheet">
          <ul className="sheet__links">
            {SECONDARY.map((d) => (
              <li key={d.key}>
                <Link
                  to={d.to}
                  className="sheet__link"
                  aria-current={d.isActive(pathname) ? 'page' : undefined}
                  onClick={() => setMoreOpen(false)}
                  data-testid={`more-${d.key}`}
                >
                  {t(d.label)}
                </Link>
              </li>
            ))}
            <li>
              <Link
                to={mode === 'aira-legacy' ? '/' : '/aira'}
                className="sheet__link sheet__link--mode"
                onClick={() => setMoreOpen(false)}
                data-testid="more-switch-mode"
              >
                {mode === 'aira-legacy' ? t('mode.switchToExplorer') : t('mode.switchToAira')}
              </Link>
            </li>
          </ul>
        </Sheet>
      )}
    </nav>
  );
}

import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AIRA_PATH, useAppMode } from './app-mode';
import { PRIMARY, SECONDARY, type Destination } from './destinations';
import { Icon, type IconName } from './icons';

import { SheetUnavailable } from './sheet-unavailable';
import { useSheetLoader } from './use-sheet-loader';

const loadMoreSheet = async () => (await import('./sheets')).MoreSheet;

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
  const more = useSheetLoader(loadMoreSheet);
  const moreOpen = more.state.status === 'open' || more.state.status === 'loading';
  const moreButton = useRef<HTMLButtonElement>(null);
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
            ref={moreButton}
            type="button"
            className={`tab-bar__tab${moreActive ? ' active' : ''}`}
            aria-haspopup="dialog"
            aria-expanded={moreOpen}
            aria-current={moreActive ? 'page' : undefined}
            onClick={more.open}
            data-testid="tab-more"
          >
            <Icon name="more" />
            <span>{t('nav.more')}</span>
          </button>
        </li>
      </ul>
      {more.state.status === 'failed' && <SheetUnavailable />}
      {more.state.status === 'open' && (
        <more.state.Component
          title={t('nav.more')}
          links={[
            ...SECONDARY.map((d) => ({ key: d.key, to: d.to, text: t(d.label), current: d.isActive(pathname) })),
            {
              key: 'switch-mode',
              to: mode === 'aira-legacy' ? '/' : AIRA_PATH,
              text: t(mode === 'aira-legacy' ? 'mode.switchToExplorer' : 'mode.switchToAira'),
              current: false,
            },
          ]}
          onClose={() => {
            more.close();
            moreButton.current?.focus();
          }}
        />
      )}
    </nav>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineIcon } from '../../../components/line-icon';
import { useDeviceStore } from '../../../lib/device-store';
import { AIRA_THEMES, airaThemeStore, nextAiraTheme } from '../lib/themes';
import { usePositionState } from '../position/position-store';
import { CityGuideDialog } from './city-guide';
import { CITY_ICON, THEME_ICON } from './icons';

/**
 * The legacy header (spec §2): title, subtitle, the theme cycle and City Guide buttons. Only buttons
 * of parts that exist are here; AI, Maps, Pulse, the feed and AR arrive with their own issues.
 */
export function AiraHeader() {
  const { t } = useTranslation();
  const theme = useDeviceStore(airaThemeStore);
  const { position, placeName } = usePositionState();
  const [guideOpen, setGuideOpen] = useState(false);
  const themeName = AIRA_THEMES[theme].name;
  return (
    <header className="aira-header">
      <div className="aira-header__titles">
        <h1 id="aira-title">{t('aira.title')}</h1>
        <p className="aira-header__subtitle">{t('aira.subtitle')}</p>
      </div>
      <div className="aira-header__buttons">
        <button
          type="button"
          className="aira-header__button"
          aria-label={t('aira.themeLabel', { name: themeName })}
          data-testid="aira-theme-button"
          onClick={() => airaThemeStore.set(nextAiraTheme(theme))}
        >
          <LineIcon path={THEME_ICON} size={20} strokeWidth={1.8} />
          {t('aira.theme', { name: themeName })}
        </button>
        <button
          type="button"
          className="aira-header__button"
          aria-disabled={!position}
          data-testid="aira-city-guide-button"
          onClick={() => {
            if (position) setGuideOpen(true);
          }}
        >
          <LineIcon path={CITY_ICON} size={20} strokeWidth={1.8} />
          {t('aira.cityGuideButton')}
        </button>
        <Link to="/" className="aira-header__button" data-testid="switch-to-explorer">
          {t('mode.switchToExplorer')}
        </Link>
      </div>
      {guideOpen && position && (
        <CityGuideDialog
          lat={position.lat}
          lng={position.lng}
          placeName={placeName ?? position.name}
          onClose={() => setGuideOpen(false)}
        />
      )}
    </header>
  );
}

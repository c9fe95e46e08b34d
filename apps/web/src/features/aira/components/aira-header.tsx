import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineIcon } from '../../../components/line-icon';
import { useDeviceStore } from '../../../lib/device-store';
import { AIRA_THEMES, airaThemeStore, nextAiraTheme } from '../lib/themes';
import { usePositionState } from '../position/position-store';
import { requestOrientationPermission } from '../ar/orientation-permission';
import { CityGuideDialog } from './city-guide';
import { CITY_ICON, THEME_ICON } from './icons';

// The Pulse hub and the live feed modal load when first opened: the home does not pay for them.
const PulseHub = lazy(() => import('../pulse/pulse-hub').then((module) => ({ default: module.PulseHub })));
const LiveFeedDialog = lazy(() =>
  import('../live/live-feed-dialog').then((module) => ({ default: module.LiveFeedDialog })),
);
// AR mode (camera, sensors, radar) loads on its first use.
const ArMode = lazy(() => import('../ar/ar-mode').then((module) => ({ default: module.ArMode })));
const MapsDialog = lazy(() => import('../maps/maps-dialog').then((module) => ({ default: module.MapsDialog })));
// The AI assistant (voice kernel, recorder, player) loads when first opened.
const AiraAssistantDialog = lazy(() =>
  import('../voice/assistant-dialog').then((module) => ({ default: module.AiraAssistantDialog })),
);

/**
 * The legacy header (spec §2): title, subtitle, the theme cycle and City Guide buttons. Only buttons
 * of parts that exist are here (Pulse and Local Social Feed since issue 20, Maps and AR since issue 21,
 * AI, first as in the spec, since issue 23). Pulse and AR open full screen and hide the header (§2).
 */
export function AiraHeader() {
  const { t } = useTranslation();
  const theme = useDeviceStore(airaThemeStore);
  const { position, placeName } = usePositionState();
  const [guideOpen, setGuideOpen] = useState(false);
  const [pulseOpen, setPulseOpen] = useState(false);
  const [feedOpen, setFeedOpen] = useState(false);
  const [mapsOpen, setMapsOpen] = useState(false);
  const [aiOpen, setAiOpen] = useState(false);
  const [arPermission, setArPermission] = useState<Promise<PermissionState> | null>(null);
  const pulseButton = useRef<HTMLButtonElement>(null);
  const arButton = useRef<HTMLButtonElement>(null);
  const themeName = AIRA_THEMES[theme].name;
  return (
    <>
      {!pulseOpen && !arPermission && (
        <header className="aira-header">
          <div className="aira-header__titles">
            <h1 id="aira-title">{t('aira.title')}</h1>
            <p className="aira-header__subtitle">{t('aira.subtitle')}</p>
          </div>
          <div className="aira-header__buttons">
            <button
              type="button"
              className="aira-header__button"
              aria-disabled={!position}
              aria-label={t('aira.assistant.buttonLabel')}
              data-testid="aira-ai-button"
              onClick={() => {
                if (position) setAiOpen(true);
              }}
            >
              {t('aira.assistant.button')}
            </button>
            <button
              ref={pulseButton}
              type="button"
              className="aira-header__button"
              aria-disabled={!position}
              data-testid="aira-pulse-button"
              onClick={() => {
                if (position) setPulseOpen(true);
              }}
            >
              {t('aira.pulse.button')}
            </button>
            <button
              type="button"
              className="aira-header__button"
              aria-disabled={!position}
              data-testid="aira-maps-button"
              onClick={() => {
                if (position) setMapsOpen(true);
              }}
            >
              {t('aira.maps.button')}
            </button>
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
            <button
              type="button"
              className="aira-header__button"
              aria-disabled={!position}
              data-testid="aira-feed-button"
              onClick={() => {
                if (position) setFeedOpen(true);
              }}
            >
              {t('aira.live.feedButton')}
            </button>
            <button
              ref={arButton}
              type="button"
              className="aira-header__button"
              aria-disabled={!position}
              aria-label={t('aira.arButtonLabel')}
              data-testid="aira-ar-button"
              onClick={() => {
                // iOS asks for the motion sensors only from the tap itself, before anything is awaited.
                if (position) setArPermission(requestOrientationPermission());
              }}
            >
              {t('aira.arButton')}
            </button>
            <Link to="/aira/arqive" className="aira-header__button" data-testid="aira-arqive-link">
              {t('aira.arqive.title')}
            </Link>
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
          {aiOpen && position && (
            <Suspense fallback={null}>
              <AiraAssistantDialog position={position} placeName={placeName} onClose={() => setAiOpen(false)} />
            </Suspense>
          )}
          {mapsOpen && position && (
            <Suspense fallback={null}>
              <MapsDialog position={position} placeName={placeName} onClose={() => setMapsOpen(false)} />
            </Suspense>
          )}
          {feedOpen && position && (
            <Suspense fallback={null}>
              <LiveFeedDialog position={position} onClose={() => setFeedOpen(false)} />
            </Suspense>
          )}
        </header>
      )}
      {arPermission && position && (
        <Suspense fallback={null}>
          <ArMode
            position={position}
            orientationPermission={arPermission}
            onClose={() => {
              setArPermission(null);
              // The header was hidden while AR was on (§2): focus goes back to its button once shown.
              window.setTimeout(() => arButton.current?.focus(), 0);
            }}
          />
        </Suspense>
      )}
      {pulseOpen && position && (
        <Suspense fallback={null}>
          <PulseHub
            position={position}
            placeName={placeName}
            onClose={() => {
              setPulseOpen(false);
              // The header was hidden while the hub was open: focus goes back to its button once shown.
              window.setTimeout(() => pulseButton.current?.focus(), 0);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

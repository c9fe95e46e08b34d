import { LIVE } from '@swiss/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AiraDialog } from '../components/aira-dialog';
import { loadCarbon, loadPulseInsights, loadPulseLocal, loadWeather, loadWeatherCities } from '../live/live-api';
import { useRefreshing } from '../live/use-refreshing';
import type { AiraPosition } from '../position/detect-position';
import { AiChatTab } from './ai-chat-tab';
import { EnvironmentTab, InsightsTab, LocalTab, LocationTab } from './other-tabs';
import { DEFAULT_PULSE_TAB, nextTabIndex, PULSE_TAB_ORDER, type PulseTab } from './pulse-tabs';
import { WeatherTab } from './weather-tab';
import '../live/live.css';

/**
 * The Local Pulse hub (§2): full screen, tabs in PULSE_TAB_ORDER, each panel loading on its own so
 * one failing call degrades only that panel. Auto-refresh is off by default; on, every 30 s (§4).
 */
export function PulseHub({
  position,
  placeName,
  onClose,
}: {
  position: AiraPosition;
  placeName: string | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [tab, setTabState] = useState<PulseTab>(DEFAULT_PULSE_TAB);
  // The Neural Assistant stays mounted once opened: its conversation survives a look at another tab.
  const [chatOpened, setChatOpened] = useState(false);
  const setTab = (next: PulseTab) => {
    setTabState(next);
    if (next === 'ai-chat') setChatOpened(true);
  };
  const [auto, setAuto] = useState(false);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const key = `${position.lat},${position.lng}`;
  const every = auto ? LIVE.timing.pulseRefreshMs : null;
  const options = { enabled: true, key, intervalMs: every, retryMs: null };
  const weather = useRefreshing((signal) => loadWeather(position, signal), options);
  const cities = useRefreshing((signal) => loadWeatherCities(signal), options);
  const local = useRefreshing((signal) => loadPulseLocal(position, signal), options);
  const carbon = useRefreshing((signal) => loadCarbon(position, signal), options);
  const insights = useRefreshing((signal) => loadPulseInsights(position, i18n.language, signal), {
    ...options,
    key: `${key},${i18n.language}`,
  });
  const updated = Math.max(
    ...[weather, cities, local, carbon, insights].map((resource) => resource.state.updatedAt ?? 0),
  );

  const select = (index: number) => {
    const next = PULSE_TAB_ORDER[index];
    if (!next) return;
    setTab(next);
    tabs.current[index]?.focus();
  };

  return (
    <AiraDialog title={t('aira.pulse.title')} onClose={onClose} testId="aira-pulse" className="aira-dialog--full">
      <div className="aira-pulse">
        <div
          role="tablist"
          aria-label={t('aira.pulse.tabsLabel')}
          className="aira-pulse__tabs"
          onKeyDown={(event) => {
            const index = nextTabIndex(event.key, PULSE_TAB_ORDER.indexOf(tab), PULSE_TAB_ORDER.length);
            if (index === null) return;
            event.preventDefault();
            select(index);
          }}
        >
          {PULSE_TAB_ORDER.map((name, index) => (
            <button
              key={name}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`aira-pulse-tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`aira-pulse-panel-${name}`}
              tabIndex={tab === name ? 0 : -1}
              className="aira-pulse__tab"
              data-testid={`aira-pulse-tab-${name}`}
              onClick={() => setTab(name)}
            >
              {t(`aira.pulse.tabs.${name}`)}
            </button>
          ))}
        </div>
        {chatOpened && (
          <div
            role="tabpanel"
            id="aira-pulse-panel-ai-chat"
            aria-labelledby="aira-pulse-tab-ai-chat"
            hidden={tab !== 'ai-chat'}
            className="aira-pulse__panelset"
          >
            <AiChatTab position={position} placeName={placeName} />
          </div>
        )}
        {tab !== 'ai-chat' && (
          <div
            role="tabpanel"
            id={`aira-pulse-panel-${tab}`}
            aria-labelledby={`aira-pulse-tab-${tab}`}
            tabIndex={0}
            className="aira-pulse__panelset"
          >
            {tab === 'location' && (
              <LocationTab position={position} placeName={placeName} timeZone={local.state.data?.timezone ?? null} />
            )}
            {tab === 'weather' && (
              <WeatherTab
                weather={weather.state}
                cities={cities.state}
                onRetryWeather={weather.refresh}
                onRetryCities={cities.refresh}
              />
            )}
            {tab === 'local' && <LocalTab local={local.state} onRetry={local.refresh} />}
            {tab === 'environment' && (
              <EnvironmentTab
                weather={weather.state}
                carbon={carbon.state}
                onRetryWeather={weather.refresh}
                onRetryCarbon={carbon.refresh}
              />
            )}
            {tab === 'insights' && <InsightsTab insights={insights.state} onRetry={insights.refresh} />}
          </div>
        )}
        <footer className="aira-pulse__footer">
          <strong>{t('aira.pulse.footer')}</strong>
          <span data-testid="aira-pulse-updated">
            {updated > 0
              ? t('aira.pulse.updated', {
                  time: new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' }).format(new Date(updated)),
                })
              : t('aira.pulse.loading')}
          </span>
          <button
            type="button"
            className="aira-button aira-button--ghost"
            aria-pressed={auto}
            data-testid="aira-pulse-auto"
            onClick={() => setAuto(!auto)}
          >
            {t('aira.pulse.auto')}
          </button>
        </footer>
      </div>
    </AiraDialog>
  );
}

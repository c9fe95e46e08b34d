import { LIVE, type CarbonResponse, type WhatsHappeningResponse } from '@swiss/contract';
import { useTranslation } from 'react-i18next';
import { categoryCards } from './bands';
import { ProvenanceLine } from './feed-item';
import { loadCarbon, loadWhatsHappening, type Point } from './live-api';
import { LiveTicker } from './live-ticker';
import { SectionBody } from './section-body';
import { useRefreshing } from './use-refreshing';
import { carbonColour, carbonText, isUnavailable } from './bands';
import './live.css';

type Feed = WhatsHappeningResponse['data'];

/**
 * The home's 'What's Happening Now' (§2): ticker and category cards with 'Refresh Categories'. Timing
 * (§4, §9): first load 2 s after the location, then every 10 s; on failure 'Live Feed Error -
 * Retrying...' and again after 5 s; the grid's carbon intensity every 30 s.
 */
export function LiveHome({ position }: { position: Point }) {
  const { t } = useTranslation();
  const key = `${position.lat},${position.lng}`;
  const { state, refresh } = useRefreshing<Feed>((signal) => loadWhatsHappening(position, signal), {
    enabled: true,
    key,
    initialDelayMs: LIVE.timing.initialFeedDelayMs,
    intervalMs: LIVE.timing.feedRefreshMs,
    retryMs: LIVE.timing.retryAfterErrorMs,
  });
  const carbon = useRefreshing((signal) => loadCarbon(position, signal), {
    enabled: true,
    key,
    initialDelayMs: LIVE.timing.initialFeedDelayMs,
    intervalMs: LIVE.timing.environmentRefreshMs,
    retryMs: LIVE.timing.environmentRefreshMs,
  });
  const feed = state.data;
  return (
    <section
      className="aira-section aira-live"
      aria-labelledby="aira-live-title"
      aria-busy={state.status === 'loading' || state.status === 'waiting'}
      data-testid="aira-live-home"
    >
      <h2 id="aira-live-title">{t('aira.live.title')}</h2>
      {state.status === 'error' && (
        <p className="aira-live__error" role="alert" data-testid="aira-live-error">
          {t('aira.live.errors.feed')}
        </p>
      )}
      {!feed && state.status !== 'error' && <p className="aira-muted">{t('aira.live.loading')}</p>}
      {feed && <LiveTicker ticker={feed.ticker} isStatic={feed.tickerIsStatic} />}
      {feed && (
        <ul className="aira-live__cards" data-testid="aira-live-cards">
          {categoryCards(feed.sections).map((card) => (
            <li key={card.key} className="aira-card aira-live__card" data-testid={`aira-live-card-${card.key}`}>
              <h3>{t(`aira.live.cards.${card.key}`)}</h3>
              {card.status === 'missing' ? (
                <p className="aira-muted">{t('aira.live.sectionEmpty')}</p>
              ) : (
                <SectionBody
                  section={card.status === 'ok' ? { status: 'ok', items: card.items } : card.unavailable}
                  name={card.section}
                  compact
                />
              )}
            </li>
          ))}
          {carbon.state.data && <CarbonCard carbon={carbon.state.data} />}
        </ul>
      )}
      <button
        type="button"
        className="aira-button aira-wide"
        data-testid="aira-live-refresh"
        onClick={() => {
          refresh();
          carbon.refresh();
        }}
      >
        {t('aira.live.refreshCategories')}
      </button>
    </section>
  );
}

/** The grid's carbon intensity beside the cards (refreshed every 30 s, §4), with its colour band (§9). */
function CarbonCard({ carbon }: { carbon: CarbonResponse['data'] }) {
  const { t } = useTranslation();
  return (
    <li className="aira-card aira-live__card" data-testid="aira-live-card-carbon">
      <h3>{t('aira.pulse.env.carbon')}</h3>
      {isUnavailable(carbon) ? (
        <SectionBody section={carbon} name="environmental" />
      ) : (
        <p>
          <span className={`aira-dot aira-dot--${carbonColour(carbon.carbonIntensity)}`} aria-hidden="true" />
          {t('aira.pulse.env.intensity', { value: Math.round(carbon.carbonIntensity) })} ·{' '}
          {t(`aira.pulse.env.carbonText.${carbonText(carbon.carbonIntensity)}`)}
          {carbon.isAverage && ` · ${t('aira.pulse.env.average', { year: carbon.year ?? '' })}`}
          <br />
          <ProvenanceLine provenance={carbon.provenance} />
        </p>
      )}
    </li>
  );
}

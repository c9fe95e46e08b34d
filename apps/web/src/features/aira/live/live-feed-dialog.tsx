import { LIVE, type FeedSection, type MarketsResponse, type WhatsHappeningSection } from '@swiss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AiraDialog } from '../components/aira-dialog';
import { feedStats, isUnavailable, unavailableMessage } from './bands';
import { FeedItemView, ProvenanceLine } from './feed-item';
import { loadFeedSection, loadMarkets, loadWhatsHappening, type Point } from './live-api';
import { SectionBody, useCapabilityName } from './section-body';
import { useRefreshing } from './use-refreshing';
import './live.css';

/** Variant A's sections in the spec's order: headlines, social, music, markets, weather, events, trending, wiki. */
const SECTIONS: readonly WhatsHappeningSection[] = [
  'localHeadlines',
  'socialBuzz',
  'localMusic',
  'marketUpdates',
  'weather',
  'events',
  'eventsNearYou',
  'trendingVenues',
  'wiki',
];

/**
 * The live feed modal (§2): variant A lists every section, variant B is the news/social feed panel.
 * Both have a dark/light toggle, auto-refresh (on by default) and a manual refresh; B loads when
 * opened and refreshes every 120 s while open and auto-refresh is on (§4).
 */
export function LiveFeedDialog({ position, onClose }: { position: Point; onClose: () => void }) {
  const { t } = useTranslation();
  const [variant, setVariant] = useState<'sections' | 'news'>('sections');
  const [dark, setDark] = useState(false);
  const [auto, setAuto] = useState(true);
  return (
    <AiraDialog title={t('aira.live.feedTitle')} onClose={onClose} testId="aira-live-feed">
      <div className={`aira-feed ${dark ? 'aira-feed--dark' : 'aira-feed--light'}`} data-testid="aira-feed-body">
        <div className="aira-actions" role="group" aria-label={t('aira.live.controls')}>
          <button
            type="button"
            className="aira-button aira-button--ghost"
            aria-pressed={variant === 'news'}
            data-testid="aira-feed-variant"
            onClick={() => setVariant(variant === 'news' ? 'sections' : 'news')}
          >
            {t('aira.live.newsVariant')}
          </button>
          <button
            type="button"
            className="aira-button aira-button--ghost"
            aria-pressed={dark}
            onClick={() => setDark(!dark)}
          >
            {t('aira.live.dark')}
          </button>
          <button
            type="button"
            className="aira-button aira-button--ghost"
            aria-pressed={auto}
            data-testid="aira-feed-auto"
            onClick={() => setAuto(!auto)}
          >
            {t('aira.live.autoRefresh')}
          </button>
        </div>
        {variant === 'sections' ? (
          <SectionsVariant position={position} auto={auto} />
        ) : (
          <NewsVariant position={position} auto={auto} />
        )}
      </div>
    </AiraDialog>
  );
}

function SectionsVariant({ position, auto }: { position: Point; auto: boolean }) {
  const { t } = useTranslation();
  const key = `${position.lat},${position.lng}`;
  const feed = useRefreshing((signal) => loadWhatsHappening(position, signal), {
    enabled: true,
    key,
    intervalMs: auto ? LIVE.timing.feedRefreshMs : null,
    retryMs: LIVE.timing.retryAfterErrorMs,
  });
  const markets = useRefreshing((signal) => loadMarkets(signal), {
    enabled: true,
    key,
    intervalMs: auto ? LIVE.timing.feedRefreshMs : null,
    retryMs: LIVE.timing.retryAfterErrorMs,
  });
  const sections: Partial<Record<WhatsHappeningSection, FeedSection>> = feed.state.data?.sections ?? {};
  const stats = feedStats(sections);
  const total = stats.updates;
  return (
    <>
      <Toolbar
        onRefresh={() => {
          feed.refresh();
          markets.refresh();
        }}
        updatedAt={feed.state.updatedAt}
      />
      <p className="aira-feed__stats" data-testid="aira-feed-stats">
        {t('aira.live.stats', { updates: stats.updates, live: stats.live, trending: stats.trending })}
      </p>
      {feed.state.status === 'error' && (
        <p className="aira-live__error" role="alert">
          {t('aira.live.errors.feed')}
        </p>
      )}
      {feed.state.data && total === 0 && <Empty onRetry={feed.refresh} text={t('aira.live.empty')} />}
      {SECTIONS.map((name) => (
        <section key={name} className="aira-feed__section" aria-labelledby={`aira-feed-${name}`}>
          <h3 id={`aira-feed-${name}`}>{t(`aira.live.sections.${name}`)}</h3>
          {feed.state.data && <SectionBody section={sections[name]} name={name} />}
          {name === 'marketUpdates' && markets.state.status === 'error' && !markets.state.data && (
            <p className="aira-muted">{t('aira.live.errors.market')}</p>
          )}
          {name === 'marketUpdates' && markets.state.data && <MarketsBlock markets={markets.state.data} />}
        </section>
      ))}
    </>
  );
}

function NewsVariant({ position, auto }: { position: Point; auto: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const news = useRefreshing(
    async (signal) => {
      const [headlines, social] = await Promise.allSettled([
        loadFeedSection('news/local', position, lang, signal),
        loadFeedSection('local-social', position, lang, signal),
      ]);
      return { headlines, social };
    },
    {
      enabled: true,
      key: `${position.lat},${position.lng},${lang}`,
      intervalMs: auto ? LIVE.timing.newsPanelRefreshMs : null,
      retryMs: LIVE.timing.retryAfterErrorMs,
    },
  );
  const data = news.state.data;
  const items = [data?.headlines, data?.social]
    .flatMap((result) => (result?.status === 'fulfilled' && result.value.status === 'ok' ? result.value.items : []))
    .sort((a, b) => (b.timestamp ?? '').localeCompare(a.timestamp ?? ''))
    .slice(0, LIVE.caps.newsFeed);
  return (
    <div data-testid="aira-news-feed">
      <Toolbar onRefresh={news.refresh} updatedAt={news.state.updatedAt} />
      {!data && <p className="aira-muted">{t('aira.live.loading')}</p>}
      {data && (
        <>
          <PanelNote result={data.headlines} name="news" />
          <PanelNote result={data.social} name="social" />
          {items.length === 0 ? (
            <Empty onRetry={news.refresh} text={t('aira.live.noPosts')} />
          ) : (
            <ul className="aira-live__items">
              {items.map((item) => (
                <FeedItemView key={item.id} item={item} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

/** Why one of the panel's two sources is missing (the other still shows). */
function PanelNote({ result, name }: { result: PromiseSettledResult<FeedSection>; name: 'news' | 'social' }) {
  const { t } = useTranslation();
  if (result.status === 'rejected') {
    return (
      <p className="aira-muted">{t(name === 'social' ? 'aira.live.errors.social' : 'aira.live.unavailable.failed')}</p>
    );
  }
  if (result.value.status === 'ok') return null;
  return <SectionBody section={result.value} name={name} />;
}

function Toolbar({ onRefresh, updatedAt }: { onRefresh: () => void; updatedAt: number | null }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="aira-feed__toolbar">
      <button type="button" className="aira-button" data-testid="aira-feed-refresh" onClick={onRefresh}>
        {t('aira.live.refresh')}
      </button>
      {updatedAt !== null && (
        <span className="aira-muted">
          {t('aira.pulse.updated', {
            time: new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' }).format(new Date(updatedAt)),
          })}
        </span>
      )}
    </div>
  );
}

function Empty({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="aira-empty" data-testid="aira-feed-empty">
      <p>{text}</p>
      <button type="button" className="aira-button" onClick={onRetry}>
        {t('aira.live.retry')}
      </button>
    </div>
  );
}

/** Rates from EUR (first 4 of the spec's list) and crypto, or the spec's market failure texts. */
function MarketsBlock({ markets }: { markets: MarketsResponse['data'] }) {
  const { t, i18n } = useTranslation();
  const capabilityName = useCapabilityName();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 4 });
  const { currency, crypto } = markets;
  const said = (why: Parameters<typeof unavailableMessage>[0], what: 'currency' | 'markets') => {
    const message = unavailableMessage(why, what);
    return t(message.key, { capability: capabilityName(why.capability) });
  };
  return (
    <div data-testid="aira-feed-markets">
      {isUnavailable(currency) ? (
        <p className="aira-muted">{said(currency, 'currency')}</p>
      ) : (
        <p>
          {t('aira.live.ratesFrom', { date: currency.date })}{' '}
          {currency.rates
            .filter((rate) => (LIVE.currencies as readonly string[]).includes(rate.code))
            .slice(0, LIVE.currenciesShown)
            .map((rate) => `${rate.code} ${number.format(rate.rate)}`)
            .join(' · ')}{' '}
          <ProvenanceLine provenance={currency.provenance} />
        </p>
      )}
      {isUnavailable(crypto) ? (
        <p className="aira-muted">{said(crypto, 'markets')}</p>
      ) : (
        <p>
          {crypto.coins
            .map((coin) => {
              const change =
                coin.change24h === null ? '' : ` (${coin.change24h >= 0 ? '+' : ''}${coin.change24h.toFixed(2)} %)`;
              return `${coin.symbol.toUpperCase()} ${number.format(coin.usd)} USD${change}`;
            })
            .join(' · ')}{' '}
          <ProvenanceLine provenance={crypto.provenance} />
        </p>
      )}
    </div>
  );
}

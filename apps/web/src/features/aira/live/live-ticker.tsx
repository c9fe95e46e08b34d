import type { FeedItem } from '@swiss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tickerEntries } from './bands';

/**
 * The 'What's Happening Now' ticker (§2, §9 composition done by the server). It scrolls as a marquee
 * that stops on hover and focus and has a Pause button (WCAG 2.2.2); with reduced motion it does not
 * move at all (CSS). The moving copy is hidden from screen readers, which read the list once.
 */
export function LiveTicker({ ticker, isStatic }: { ticker: readonly FeedItem[]; isStatic: boolean }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const entries = tickerEntries(ticker);
  if (entries.length === 0) return <p className="aira-muted">{t('aira.live.empty')}</p>;
  const list = (hidden: boolean) => (
    <ul className="aira-ticker__list" aria-hidden={hidden || undefined}>
      {entries.map((entry) => (
        <li key={entry.id} className="aira-ticker__entry" data-kind={entry.kind}>
          <span className="aira-ticker__kind">{t(`aira.live.kind.${entry.kind}`)}</span> {entry.text}{' '}
          <span className="aira-ticker__source">({entry.attribution})</span>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="aira-ticker" data-testid="aira-ticker" data-static={isStatic}>
      {isStatic && (
        <p className="aira-ticker__static" data-testid="aira-ticker-static">
          {t('aira.live.tickerStatic')}
        </p>
      )}
      <div className="aira-ticker__row">
        <div className="aira-ticker__viewport" tabIndex={0} aria-label={t('aira.live.tickerLabel')} role="region">
          <div className={`aira-ticker__track${paused ? ' is-paused' : ''}`}>
            {list(false)}
            {list(true)}
          </div>
        </div>
        <button
          type="button"
          className="aira-button aira-button--ghost aira-ticker__pause"
          data-testid="aira-ticker-pause"
          onClick={() => setPaused((value) => !value)}
        >
          {paused ? t('aira.live.play') : t('aira.live.pause')}
        </button>
      </div>
    </div>
  );
}

import { LIVE, type FeedItem, type Provenance } from '@swiss/contract';
import { useTranslation } from 'react-i18next';
import { truncate } from './bands';

/** "as of 14:05" for a stale value; the time the source answered. */
export function clockTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date);
}

/** Source credit, a "sample" label and the age of a stale value, as every shown datum needs (DEVIATIONS 5). */
export function ProvenanceLine({ provenance }: { provenance: Provenance }) {
  const { t, i18n } = useTranslation();
  const credit = provenance.attribution || provenance.source;
  return (
    <span className="aira-live__provenance" data-testid="aira-live-provenance">
      {provenance.licenceUrl ? (
        <a href={provenance.licenceUrl} target="_blank" rel="noopener noreferrer">
          {credit}
        </a>
      ) : (
        credit
      )}
      {provenance.isSample && <span className="aira-live__tag">{t('aira.live.sample')}</span>}
      {provenance.isStale && (
        <span className="aira-live__age">
          {t('aira.live.asOf', { time: clockTime(provenance.fetchedAt, i18n.language) })}
        </span>
      )}
    </span>
  );
}

/** One feed entry: title (80), description (120), the kind's values, and its provenance. */
export function FeedItemView({ item, compact = false }: { item: FeedItem; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 4 });
  const title = truncate(item.title, LIVE.truncate.title);
  const details: string[] = [];
  if (item.temp !== null) details.push(`${Math.round(item.temp)} °C${item.condition ? ` · ${item.condition}` : ''}`);
  if (item.rate !== null) details.push(number.format(item.rate));
  if (item.change !== null) details.push(`${item.change >= 0 ? '+' : ''}${item.change.toFixed(2)} %`);
  if (item.date) details.push(item.date);
  // Trending: the week's view count in the visitor's language (the server's description is English).
  const views = item.kind === 'trending' ? item.views : undefined;
  if (views !== undefined) details.push(t('aira.live.views', { count: views, formatted: number.format(views) }));
  if (item.distance_km !== null) details.push(t('aira.live.km', { value: item.distance_km.toFixed(1) }));
  if (item.location) details.push(item.location);
  return (
    <li className="aira-live__item" data-testid="aira-live-item" data-kind={item.kind}>
      <span className="aira-live__title">
        {item.url ? (
          <a href={item.url} target="_blank" rel="noopener noreferrer">
            {title}
          </a>
        ) : (
          title
        )}
      </span>
      {!compact && item.description && views === undefined && (
        <span className="aira-live__desc">{truncate(item.description, LIVE.truncate.description)}</span>
      )}
      {details.length > 0 && <span className="aira-live__meta">{details.join(' · ')}</span>}
      <ProvenanceLine provenance={item.provenance} />
    </li>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Refreshing } from '../live/use-refreshing';

/**
 * One Pulse panel's states. A failing call degrades only this panel: its values read N/A with
 * 'Loading real-time data...' lines (§8 Pulse fails) and a retry; the other panels stay.
 */
export function PulsePanel<T>({
  title,
  state,
  onRetry,
  fields,
  children,
  testId,
}: {
  title: string;
  state: Refreshing<T>;
  onRetry: () => void;
  /** The labels shown with N/A when the data is missing. */
  fields: readonly string[];
  children: (data: T) => ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="aira-card aira-pulse__panel" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h3 id={`${testId}-title`}>{title}</h3>
      {state.data !== null && state.status !== 'error' ? (
        children(state.data)
      ) : state.status === 'error' || state.data === null ? (
        <div data-testid={state.status === 'error' ? `${testId}-failed` : undefined}>
          <dl className="aira-facts">
            {fields.map((field) => (
              <div key={field}>
                <dt>{field}</dt>
                <dd>{t('aira.pulse.na')}</dd>
              </div>
            ))}
          </dl>
          <p className="aira-muted">{t('aira.pulse.loadingRealtime')}</p>
          {state.status === 'error' && (
            <button type="button" className="aira-button" onClick={onRetry}>
              {t('aira.live.retry')}
            </button>
          )}
        </div>
      ) : null}
    </section>
  );
}

export function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="aira-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

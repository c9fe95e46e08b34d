import { decodePlan, type TripPlanItem } from '@swiss/content/trip-plan';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { trip } from '../../../lib/trip';

interface Offer {
  /** The shared plan, or null when the link is not valid. */
  shared: TripPlanItem[] | null;
  /** An empty plan takes the shared one without asking. */
  wasEmpty: boolean;
}

/** Opens a share link (`?plan=`): imports it, asking first when a plan already exists. */
export function PlannerImport() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [offer] = useState<Offer | null>(() => {
    const param = params.get('plan');
    return param === null ? null : { shared: decodePlan(param), wasEmpty: trip.items().length === 0 };
  });
  const [decision, setDecision] = useState<'replaced' | 'kept' | null>(null);
  const question = useRef<HTMLElement>(null);
  const asking = offer?.shared != null && !offer.wasEmpty && decision === null;

  useEffect(() => {
    if (!offer) return;
    if (offer.shared && offer.wasEmpty) trip.replace(offer.shared);
    // The plan now lives on the device; a reload must not ask again.
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('plan');
        return next;
      },
      { replace: true },
    );
  }, [offer, setParams]);

  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);

  if (!offer) return null;
  if (offer.shared === null) return <Message>{t('tools.planner.importInvalid')}</Message>;
  const count = offer.shared.length;
  if (offer.wasEmpty || decision === 'replaced') return <Message>{t('tools.planner.imported', { count })}</Message>;
  if (decision === 'kept') return <Message>{t('tools.planner.importKept')}</Message>;

  const shared = offer.shared;
  return (
    <section
      ref={question}
      tabIndex={-1}
      className="notice planner__import"
      aria-labelledby="import-title"
      data-testid="planner-import"
    >
      <h3 id="import-title">{t('tools.planner.importTitle')}</h3>
      <p>{t('tools.planner.importQuestion', { count, current: trip.items().length })}</p>
      <div className="button-row">
        <button
          type="button"
          className="button"
          onClick={() => {
            trip.replace(shared);
            setDecision('replaced');
          }}
        >
          {t('tools.planner.importReplace')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setDecision('kept')}>
          {t('tools.planner.importKeep')}
        </button>
      </div>
    </section>
  );
}

function Message({ children }: { children: string }) {
  return (
    <p className="notice" role="status" data-testid="planner-import-message">
      {children}
    </p>
  );
}

import type { Place } from '@swiss/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { trip, useTrip } from '../../../lib/trip';
import { Icon, type IconName } from './icons';
import { openDirections } from './links';

interface Source {
  title: string;
  url: string;
}

/** The name of an icon action, for screen readers (aria-label) and as a visible tooltip on hover and focus. */
function Tip({ icon, label }: { icon: IconName; label: string }): ReactNode {
  return (
    <>
      <Icon name={icon} />
      <span className="icon-action__tip" aria-hidden="true">
        {label}
      </span>
    </>
  );
}

/**
 * The spec's actions under a concierge answer (Copy, + Trip, Get Directions, Ask AI, the source) as a
 * row of 44 px icon buttons, each named for screen readers and labelled by a tooltip on hover and focus.
 */
export function AnswerActions({
  place,
  answer,
  sources,
  onCopy,
  onAskAgain,
}: {
  place: Place;
  answer: string;
  sources: readonly Source[];
  onCopy: (text: string) => void;
  onAskAgain: () => void;
}) {
  const { t } = useTranslation();
  const inTrip = useTrip().some((i) => i.id === place.id);
  const title = place.title;
  const copy = t('place.concierge.actions.copy');
  const tripLabel = inTrip
    ? t('place.concierge.actions.inTrip', { title })
    : t('place.concierge.actions.addToTrip', { title });
  const directions = t('place.concierge.actions.directions', { title });
  const askAgain = t('place.concierge.actions.askAgain');
  return (
    <div className="icon-actions" role="group" aria-label={t('place.concierge.actions.label')}>
      <button
        type="button"
        className="icon-action"
        aria-label={copy}
        onClick={() => onCopy(answer)}
        data-testid="concierge-copy"
      >
        <Tip icon="copy" label={copy} />
      </button>
      <button
        type="button"
        className="icon-action"
        aria-label={tripLabel}
        disabled={inTrip}
        onClick={() => trip.add({ id: place.id, name: place.title, type: place.type })}
        data-testid="concierge-trip"
      >
        <Tip icon={inTrip ? 'check' : 'trip'} label={tripLabel} />
      </button>
      <button
        type="button"
        className="icon-action"
        aria-label={directions}
        onClick={() => openDirections(place)}
        data-testid="concierge-directions"
      >
        <Tip icon="directions" label={directions} />
      </button>
      <button
        type="button"
        className="icon-action"
        aria-label={askAgain}
        onClick={onAskAgain}
        data-testid="concierge-ask-again"
      >
        <Tip icon="ask" label={askAgain} />
      </button>
      {sources.map((source) => {
        const internal = source.url.startsWith('/');
        const label = t(internal ? 'place.concierge.actions.source' : 'place.concierge.actions.sourceNewTab', {
          title: source.title,
        });
        return (
          <a
            key={source.url}
            className="icon-action"
            href={source.url}
            aria-label={label}
            target={internal ? undefined : '_blank'}
            rel="noopener noreferrer"
            data-testid="concierge-source"
          >
            <Tip icon="source" label={label} />
          </a>
        );
      })}
    </div>
  );
}

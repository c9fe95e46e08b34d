import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { progress } from '../../../lib/progress';

/** Reset with an inline confirmation: a single stray tap must not wipe the visitor's progress. */
export function ResetProgress({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const resetRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  useEffect(() => {
    // Focus follows the question, and returns to the button when it is withdrawn.
    if (confirming) cancelRef.current?.focus();
    else if (wasConfirming.current) resetRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  return (
    <section className="panel results__section results__reset">
      {confirming ? (
        <div role="group" aria-labelledby="results-reset-question" data-testid="results-reset-confirm">
          <p id="results-reset-question">{t('results.resetConfirm')}</p>
          <div className="button-row">
            <button
              type="button"
              className="button button--danger"
              onClick={() => {
                progress.reset();
                onDone();
              }}
              data-testid="results-reset-yes"
            >
              {t('results.resetYes')}
            </button>
            <button
              ref={cancelRef}
              type="button"
              className="button button--secondary"
              onClick={() => setConfirming(false)}
            >
              {t('results.resetCancel')}
            </button>
          </div>
        </div>
      ) : (
        <button
          ref={resetRef}
          type="button"
          className="button button--secondary"
          onClick={() => setConfirming(true)}
          data-testid="results-reset"
        >
          {t('results.reset')}
        </button>
      )}
    </section>
  );
}

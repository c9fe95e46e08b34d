import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The three then-and-now comparisons; each links to the place of our data it is about. */
const COMPARISONS = [
  { key: 'alps', placeId: 'gotthard-pass' },
  { key: 'chocolate', placeId: 'maison-cailler' },
  { key: 'summits', placeId: 'jungfraujoch' },
] as const;
type ComparisonKey = (typeof COMPARISONS)[number]['key'];

/** Cards open their details in a modal dialog (focus trapped, Escape closes) instead of an alert. */
export function ComparisonCards() {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState<ComparisonKey | undefined>();
  const current = COMPARISONS.find((c) => c.key === open);

  const show = (key: ComparisonKey) => {
    setOpen(key);
    dialog.current?.showModal();
  };

  return (
    <section aria-labelledby="comparisons-title" className="comparisons">
      <h2 id="comparisons-title">{t('heritage.comparisons.heading')}</h2>
      <ul className="comparisons__list">
        {COMPARISONS.map(({ key }) => (
          <li key={key} className="comparison-card" data-testid={`comparison-${key}`}>
            <h3>{t(`heritage.comparisons.${key}.title`)}</h3>
            <p>
              <strong>{t('heritage.comparisons.old')}:</strong> {t(`heritage.comparisons.${key}.old`)}
            </p>
            <p>
              <strong>{t('heritage.comparisons.new')}:</strong> {t(`heritage.comparisons.${key}.new`)}
            </p>
            <button
              type="button"
              className="button button--secondary"
              aria-haspopup="dialog"
              onClick={() => show(key)}
              data-testid={`comparison-open-${key}`}
            >
              {t('heritage.comparisons.details')}
              <span className="visually-hidden">: {t(`heritage.comparisons.${key}.title`)}</span>
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className="comparison-dialog"
        aria-labelledby="comparison-dialog-title"
        onClose={() => setOpen(undefined)}
        data-testid="comparison-dialog"
      >
        {current && (
          <>
            <h3 id="comparison-dialog-title">{t(`heritage.comparisons.${current.key}.title`)}</h3>
            <p>
              <strong>{t('heritage.comparisons.old')}:</strong> {t(`heritage.comparisons.${current.key}.old`)}
            </p>
            <p>
              <strong>{t('heritage.comparisons.new')}:</strong> {t(`heritage.comparisons.${current.key}.new`)}
            </p>
            <p>{t(`heritage.comparisons.${current.key}.detail`)}</p>
            <div className="button-row">
              <Link to={`/place/${current.placeId}`} className="button button--secondary">
                {t('heritage.comparisons.visit')}
              </Link>
              <form method="dialog">
                <button type="submit" className="button" data-testid="comparison-close">
                  {t('heritage.comparisons.close')}
                </button>
              </form>
            </div>
          </>
        )}
      </dialog>
    </section>
  );
}

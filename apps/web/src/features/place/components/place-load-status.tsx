import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPanel, Loading } from '../../../components/status';

/** The translation keys of one explorer's place texts. */
export interface PlaceLoadTexts {
  loading: string;
  notFound: string;
  loadError: string;
}

/** While a place loads: the loader; when it failed: why, with home (unknown place) or retry. */
export function PlaceLoadStatus({
  error,
  onRetry,
  texts,
}: {
  error: Error | null;
  onRetry: () => void;
  texts: PlaceLoadTexts;
}) {
  const { t } = useTranslation();
  if (!error) return <Loading testId="place-loading">{t(texts.loading)}</Loading>;
  const missing = 'status' in error && error.status === 404;
  return (
    <ErrorPanel
      testId="place-error"
      action={
        missing ? (
          <Link to="/" className="button">
            {t('notFound.home')}
          </Link>
        ) : (
          <button type="button" className="button" onClick={onRetry}>
            {t('errors.retry')}
          </button>
        )
      }
    >
      {missing ? t(texts.notFound) : t(texts.loadError, { reason: error.message })}
    </ErrorPanel>
  );
}

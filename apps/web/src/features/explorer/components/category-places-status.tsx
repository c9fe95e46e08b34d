import { useTranslation } from 'react-i18next';
import { ErrorPanel, Loading } from '../../../components/status';
import { describeError } from '../../../lib/errors';
import type { useCategoryPlaces } from '../api/use-category-places';

/**
 * A category's places while they load, when they failed (with Retry Loading) or when none came
 * (both explorers); nothing once there are places to list.
 */
export function CategoryPlacesStatus({
  query,
  name,
  expected,
}: {
  query: ReturnType<typeof useCategoryPlaces>;
  name: string;
  expected: number;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Loading testId="places-loading">{t('category.loading', { category: name })}</Loading>;
  if (query.isError) {
    return (
      <ErrorPanel
        testId="places-error"
        action={
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('category.retry')}
          </button>
        }
      >
        {t('category.loadError', { category: name, reason: describeError(query.error) })}
      </ErrorPanel>
    );
  }
  if (query.data.places.length > 0) return null;
  return (
    <p className="notice" data-testid="places-empty">
      {t('category.empty', { count: expected })}
    </p>
  );
}

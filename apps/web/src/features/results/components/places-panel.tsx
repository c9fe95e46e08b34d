import { useTranslation } from 'react-i18next';
import { ErrorPanel, Loading } from '../../../components/status';
import type { ExploredPlace } from '../../../lib/progress';
import { useCatalogTotal, useResultsCategories } from '../api/use-results-catalog';

export function PlacesPanel({ explored }: { explored: readonly ExploredPlace[] }) {
  const { t } = useTranslation();
  const total = useCatalogTotal();
  const categories = useResultsCategories();
  const count = explored.length;

  return (
    <section className="panel results__section" aria-labelledby="results-places">
      <h2 id="results-places">{t('results.placesTitle')}</h2>
      {total.isPending && <Loading>{t('results.totalLoading')}</Loading>}
      {total.isError && (
        <ErrorPanel
          action={
            <button type="button" className="button" onClick={() => void total.refetch()}>
              {t('errors.retry')}
            </button>
          }
        >
          {t('results.totalError')} {t('results.placesCount', { count })}
        </ErrorPanel>
      )}
      {total.isSuccess && (
        <>
          <p className="results__figure" id="results-places-figure" data-testid="results-places">
            {t('results.placesOf', { count: Math.min(count, total.data), total: total.data })}
          </p>
          <progress
            className="results__bar"
            max={total.data}
            value={Math.min(count, total.data)}
            aria-labelledby="results-places-figure"
          />
        </>
      )}

      <h3>{t('results.perCategory')}</h3>
      {categories.isError && <ErrorPanel>{t('results.categoriesError')}</ErrorPanel>}
      {categories.isSuccess && (
        <ul className="results__categories" data-testid="results-categories">
          {categories.data.map((category) => {
            const seen = explored.filter((p) => p.category === category.key).length;
            const labelId = `results-category-${category.key}`;
            return (
              <li key={category.key} className="results__category" data-testid={`results-category-${category.key}`}>
                <span id={labelId}>
                  <span aria-hidden="true">{category.icon} </span>
                  {category.name}: {t('results.categoryCount', { count: seen, total: category.count })}
                </span>
                <progress
                  className="results__bar"
                  max={category.count}
                  value={Math.min(seen, category.count)}
                  aria-labelledby={labelId}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { useCategories } from '../api/use-categories';
import { CategoryCard } from './category-card';

/** The 11 category cards with loading, fallback-notice and error states. */
export function CategoryGrid() {
  const { t } = useTranslation();
  const query = useCategories();

  if (query.isPending) {
    return (
      <p className="status-message" role="status" data-testid="categories-loading">
        <span className="spinner" aria-hidden="true" /> {t('categories.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="error-panel" role="alert" data-testid="categories-error">
        <p>{t('categories.unavailable')}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {t('categories.retry')}
        </button>
      </div>
    );
  }
  const { categories, source } = query.data;
  return (
    <>
      {source !== 'api' && (
        <p className="notice" role="status" data-testid="categories-notice">
          {t(`categories.notice.${source}`)}
        </p>
      )}
      <ul className="category-grid" data-testid="category-grid">
        {categories.map((category) => (
          <CategoryCard key={category.key} category={category} />
        ))}
      </ul>
    </>
  );
}

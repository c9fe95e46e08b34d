import { CATEGORY_KEYS } from '@swiss/contract';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../api/use-categories';
import { CategoryCard } from './category-card';

/** The 11 category cards with loading, fallback-notice and error states. */
export function CategoryGrid() {
  const { t } = useTranslation();
  const query = useCategories();

  if (query.isPending) {
    // Placeholders the size of the cards keep the page below from jumping when they arrive (CLS).
    return (
      <div role="status" data-testid="categories-loading">
        <span className="visually-hidden">{t('categories.loading')}</span>
        <ul className="category-grid" aria-hidden="true">
          {CATEGORY_KEYS.map((key) => (
            <li key={key} className="category-card category-card--placeholder" />
          ))}
        </ul>
      </div>
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

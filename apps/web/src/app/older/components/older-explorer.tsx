import { useTranslation } from 'react-i18next';
import { CategoryGrid } from '../../../features/explorer/components/category-grid';
import { InsightsFeed } from './insights-feed';

/** Explorer view, step 1: the category grid, with the Swiss Insights feed under it. */
export function OlderExplorer() {
  const { t } = useTranslation();
  return (
    <>
      <section aria-labelledby="older-explorer-heading">
        <h1 id="older-explorer-heading">{t('older.explorer.heading')}</h1>
        <p className="muted">{t('older.explorer.intro')}</p>
        <CategoryGrid />
      </section>
      <InsightsFeed />
    </>
  );
}

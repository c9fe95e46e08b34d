import { CATEGORY_KEYS, TOTAL_DESTINATIONS } from '@swiss/contract';
import { useTranslation } from 'react-i18next';
import { CategoryGrid } from './category-grid';
import { HomeSearch } from './home-search';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <section className="hero">
        <h1 className="hero__title">{t('home.heading')}</h1>
        <p className="hero__text">{t('home.intro', { total: TOTAL_DESTINATIONS, categories: CATEGORY_KEYS.length })}</p>
      </section>
      <section aria-labelledby="categories-heading" className="section">
        <h2 id="categories-heading" className="section__title">
          {t('home.categoriesHeading')}
        </h2>
        <CategoryGrid />
      </section>
      <HomeSearch />
    </>
  );
}

import type { Category } from '@swiss/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function CategoryCard({ category }: { category: Category }) {
  const { t } = useTranslation();
  return (
    <li className="category-card" style={{ '--card-color': category.color } as React.CSSProperties}>
      <Link to={`/category/${category.key}`} className="category-card__link" data-testid={`category-${category.key}`}>
        <span className="category-card__icon" aria-hidden="true">
          {category.icon}
        </span>
        <span className="category-card__body">
          <span className="category-card__name">{category.name}</span>
          <span className="category-card__count">{t('home.places', { count: category.count })}</span>
          <span className="category-card__description">{category.description}</span>
        </span>
      </Link>
    </li>
  );
}

import { CATEGORY_COUNTS, isCategoryKey, type CategoryKey } from '@swiss/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFoundPanel } from '../../../components/not-found-panel';
import { useCategories } from '../../../features/explorer/api/use-categories';
import { useCategoryPlaces } from '../../../features/explorer/api/use-category-places';
import { CategoryPlacesStatus } from '../../../features/explorer/components/category-places-status';
import { PlaceCard } from '../../../features/explorer/components/place-card';
import { useLensOn } from './lens-context';

/** Explorer view, step 2: the places of one category (v2 data and cards, older arrangement). */
export function OlderCategory({ categoryKey }: { categoryKey: string }) {
  if (!isCategoryKey(categoryKey)) return <NotFoundPanel />;
  return <PlaceList categoryKey={categoryKey} />;
}

function PlaceList({ categoryKey }: { categoryKey: CategoryKey }) {
  const { t } = useTranslation();
  const lens = useLensOn();
  const categories = useCategories();
  const category = categories.data?.categories.find((c) => c.key === categoryKey);
  const name = category?.name ?? categoryKey;
  const query = useCategoryPlaces(categoryKey);
  return (
    <>
      <p>
        <Link to="/" className="back-link">
          ← {t('older.category.back')}
        </Link>
      </p>
      <h1>
        <span aria-hidden="true">{category?.icon} </span>
        {name}
      </h1>
      {category && <p className="muted">{category.description}</p>}
      <CategoryPlacesStatus query={query} name={name} expected={category?.count ?? CATEGORY_COUNTS[categoryKey]} />
      {query.isSuccess && query.data.places.length > 0 && (
        <ul className="place-list" data-testid="place-list">
          {query.data.places.map((place) => (
            <PlaceCard key={place.id} place={place} lens={lens} />
          ))}
        </ul>
      )}
    </>
  );
}

import type { AiraPlace } from '@swiss/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeviceStore } from '../../../lib/device-store';
import { favoriteKey, favoritesStore, toggleFavorite } from '../lib/favorites';
import { placePath } from '../lib/format';

/** The favorites kept on this device (spec §3, §4), newest first. */
export function FavoritesSection({ onView }: { onView: (place: AiraPlace) => void }) {
  const { t, i18n } = useTranslation();
  const favorites = useDeviceStore(favoritesStore);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section className="aira-section" aria-labelledby="aira-favorites-title" data-testid="aira-favorites">
      <h2 id="aira-favorites-title">{t('aira.favorites.title')}</h2>
      {favorites.length === 0 ? (
        <p className="aira-muted">{t('aira.favorites.empty')}</p>
      ) : (
        <ul className="aira-places">
          {[...favorites].reverse().map((favorite) => (
            <li key={favoriteKey(favorite)} className="aira-card aira-place">
              <Link className="aira-place__name" to={placePath(favorite)} state={{ place: favorite }}>
                {favorite.name}
              </Link>
              <p className="aira-muted">
                {t('aira.favorites.added', { date: date.format(new Date(favorite.addedToFavorites)) })}
              </p>
              <div className="aira-actions">
                <button type="button" className="aira-button" onClick={() => onView(favorite)}>
                  {t('aira.places.view')}
                </button>
                <button
                  type="button"
                  className="aira-button aira-button--ghost"
                  aria-label={t('aira.favorites.remove', { name: favorite.name })}
                  onClick={() => toggleFavorite(favorite)}
                >
                  {t('aira.place.favoriteRemove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

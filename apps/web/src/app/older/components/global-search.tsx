import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { ErrorPanel, Loading } from '../../../components/status';
import { usePlaceSearch } from '../../../features/explorer/api/use-place-search';
import { PlaceCard } from '../../../features/explorer/components/place-card';
import { useLensOn } from './lens-context';

/** The older explorer's search bar on every view; a search clears the chosen category and place (spec). */
export function GlobalSearch() {
  const { t } = useTranslation();
  const lens = useLensOn();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    if (!search) return;
    setQuery(search);
    if (matchPath('/category/:key', pathname) || matchPath('/place/:id', pathname)) void navigate('/');
  };
  const clear = () => {
    setText('');
    setQuery('');
  };

  return (
    <div className="older-search">
      <form className="search-form" role="search" onSubmit={submit}>
        <label htmlFor="older-search" className="visually-hidden">
          {t('older.search.label')}
        </label>
        <input
          id="older-search"
          type="search"
          value={text}
          maxLength={100}
          placeholder={t('older.search.placeholder')}
          onChange={(e) => setText(e.target.value)}
          data-testid="older-search-input"
        />
        <button type="submit" className="button" disabled={!text.trim()} data-testid="older-search-button">
          {t('older.search.button')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={clear}
          disabled={!text && !query}
          data-testid="older-search-clear"
        >
          {t('older.search.clear')}
        </button>
      </form>
      {query && <SearchResults query={query} lens={lens} />}
    </div>
  );
}

function SearchResults({ query, lens }: { query: string; lens: boolean }) {
  const { t } = useTranslation();
  const results = usePlaceSearch(query);
  return (
    <section
      aria-labelledby="older-search-heading"
      className="older-search__results"
      data-testid="older-search-results"
    >
      <h2 id="older-search-heading" className="section__title">
        {t('older.search.heading')}
      </h2>
      {(results.isPending || results.isPlaceholderData) && <Loading>{t('older.search.loading')}</Loading>}
      {results.isError && <ErrorPanel testId="older-search-error">{t('older.search.failed')}</ErrorPanel>}
      {results.isSuccess && !results.isPlaceholderData && (
        <>
          <p role="status" className="muted" data-testid="older-search-status">
            {results.data.total === 0
              ? t('older.search.none', { query })
              : t('older.search.count', { count: results.data.total, query })}
          </p>
          <ul className="place-list">
            {results.data.places.map((place) => (
              <PlaceCard key={place.id} place={place} lens={lens} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

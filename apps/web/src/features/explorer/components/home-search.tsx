import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { ErrorPanel, Loading } from '../../../components/status';
import { usePlaceSearch } from '../api/use-place-search';
import { PlaceCard } from './place-card';
import { LazySwissMap as SwissMap } from '../../../lib/map/lazy-swiss-map';

/**
 * Search over all places; an empty search restores the sample list. When the server cannot be
 * reached, the same search runs over the catalog saved on this device, and the status says so.
 */
export function HomeSearch() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const results = usePlaceSearch(query);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) setQuery(text.trim());
  };
  const clear = () => {
    setText('');
    setQuery('');
  };

  return (
    <section aria-labelledby="search-heading" className="section">
      <h2 id="search-heading" className="section__title">
        {query ? t('search.resultsHeading') : t('search.sampleHeading')}
      </h2>
      <form className="search-form" role="search" onSubmit={submit}>
        <label htmlFor="home-search" className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id="home-search"
          type="search"
          value={text}
          placeholder={t('search.placeholder')}
          onChange={(e) => {
            setText(e.target.value);
            if (!e.target.value.trim()) setQuery('');
          }}
          data-testid="search-input"
        />
        <button type="submit" className="button" disabled={!text.trim()} data-testid="search-button">
          {t('search.button')}
        </button>
        <button type="button" className="button button--secondary" onClick={clear} disabled={!text && !query}>
          {t('search.clear')}
        </button>
      </form>
      {(results.isPending || results.isPlaceholderData) && <Loading>{t('search.loading')}</Loading>}
      {results.isError && <ErrorPanel testId="search-error">{t('search.failed')}</ErrorPanel>}
      {results.isSuccess && (
        <>
          {query && !results.isPlaceholderData && (
            <p role="status" className="muted" data-testid="search-status">
              {results.data.offline && (
                <>
                  <span data-testid="search-offline">
                    <Badge tone="amber">{t('search.offline')}</Badge>
                    <span className="visually-hidden">:</span>
                  </span>{' '}
                </>
              )}
              {results.data.total === 0
                ? t('search.none', { query })
                : t('search.count', { count: results.data.total, query })}
            </p>
          )}
          <SwissMap points={results.data.places} />
          <ul className="place-list" data-testid="search-results">
            {results.data.places.map((place) => (
              <PlaceCard key={place.id} place={place} lens={false} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

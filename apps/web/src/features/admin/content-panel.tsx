import { adminPlacesResponseSchema } from '@swiss/contract';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Loading } from '../../components/status';
import { getJson } from '../../lib/api-client';
import { PlaceEditor } from './place-editor';
import { Pager } from './pager';
import { PanelMessages } from './panel-messages';

/** Find a place to edit: the admin list searches ids, local titles and names in every language. */
export function ContentPanel({ token }: { token: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<string>();
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const search = useDeferredValue(query.trim());
  const results = useQuery({
    queryKey: ['admin', 'content', 'places', search, page],
    queryFn: ({ signal }) =>
      getJson(
        `/api/admin/places?page=${page}${search ? `&search=${encodeURIComponent(search)}` : ''}`,
        adminPlacesResponseSchema,
        { signal, token },
      ),
  });
  const pages = results.data ? Math.max(1, Math.ceil(results.data.total / results.data.page_size)) : 1;

  return (
    <section className="panel" aria-labelledby={`${id}-title`} data-testid="admin-content">
      <h2 id={`${id}-title`}>{t('adminArea.content.title')}</h2>
      <p>{t('adminArea.content.intro')}</p>
      <div className="admin-form">
        <label htmlFor={`${id}-search`}>{t('adminArea.content.search')}</label>
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
          data-testid="admin-content-search"
        />
      </div>
      {results.isPending && <Loading>{t('adminArea.content.searching')}</Loading>}
      {results.isError && (
        <ErrorPanel>{t('adminArea.content.searchError', { message: results.error.message })}</ErrorPanel>
      )}
      {results.data && (
        <>
          <p className="admin-count">{t('adminArea.content.count', { count: results.data.total })}</p>
          <ul className="admin-photos__results" aria-label={t('adminArea.content.results')}>
            {results.data.places.map((place) => (
              <li key={place.id}>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-pressed={picked === place.id}
                  onClick={() => {
                    setPicked(place.id);
                    setStatus('');
                    setError('');
                  }}
                  data-testid={`admin-content-pick-${place.id}`}
                >
                  {place.name}
                  {place.admin_edited ? ` (${t('adminArea.content.edited')})` : ''}
                </button>
              </li>
            ))}
          </ul>
          <Pager label={t('adminArea.content.pages')} page={page} pages={pages} onPage={setPage} />
        </>
      )}
      {picked && (
        <PlaceEditor
          key={picked}
          id={picked}
          token={token}
          onCreated={setPicked}
          onStatus={(message, failed) => {
            setStatus(failed ? '' : message);
            setError(failed ? message : '');
          }}
        />
      )}
      <PanelMessages id="content" error={error} status={status} />
    </section>
  );
}

import {
  adminPlacesResponseSchema,
  MISSING_TRANSLATION_FILTERS,
  type AdminPlaceSummary,
  type Language,
  type MissingTranslationFilter,
  type TranslationGap,
} from '@swiss/contract';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Loading } from '../../components/status';
import { getJson } from '../../lib/api-client';
import { PlaceEditor } from './place-editor';
import { Pager } from './pager';
import { PanelMessages } from './panel-messages';

/**
 * Find a place to edit: the admin list searches ids, local titles and names in every language, and
 * can show only the places a translation is missing from (with what each lacks).
 */
export function ContentPanel({ token }: { token: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const [missing, setMissing] = useState<MissingTranslationFilter | ''>('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<{ id: string; lang: Language }>();
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const search = useDeferredValue(query.trim());
  const results = useQuery({
    queryKey: ['admin', 'content', 'places', search, missing, page],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page) });
      if (search) params.set('search', search);
      if (missing) params.set('missing_translation', missing);
      return getJson(`/api/admin/places?${params.toString()}`, adminPlacesResponseSchema, { signal, token });
    },
  });
  const pick = (place: AdminPlaceSummary) => {
    setPicked({ id: place.id, lang: firstLanguage(place.missing_translations) });
    setStatus('');
    setError('');
  };
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
        <label htmlFor={`${id}-missing`}>{t('adminArea.content.missingFilter')}</label>
        <select
          id={`${id}-missing`}
          value={missing}
          onChange={(event) => {
            setMissing(MISSING_TRANSLATION_FILTERS.find((filter) => filter === event.target.value) ?? '');
            setPage(1);
          }}
          data-testid="admin-content-missing"
        >
          <option value="">{t('adminArea.content.missingAll')}</option>
          {MISSING_TRANSLATION_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {filter === 'any'
                ? t('adminArea.content.missingAny')
                : t('adminArea.content.missingIn', { language: t(`adminArea.content.languages.${filter}`) })}
            </option>
          ))}
        </select>
      </div>
      {results.isPending && <Loading>{t('adminArea.content.searching')}</Loading>}
      {results.isError && (
        <ErrorPanel>{t('adminArea.content.searchError', { message: results.error.message })}</ErrorPanel>
      )}
      {results.data && (
        <>
          <p className="admin-count" data-testid="admin-content-count">
            {missing && results.data.total === 0
              ? t('adminArea.content.missingNone')
              : t('adminArea.content.count', { count: results.data.total })}
          </p>
          <ul
            className={missing ? 'admin-content__missing' : 'admin-photos__results'}
            aria-label={t('adminArea.content.results')}
          >
            {results.data.places.map((place) => (
              <li key={place.id}>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-pressed={picked?.id === place.id}
                  aria-describedby={place.missing_translations ? `${id}-gaps-${place.id}` : undefined}
                  onClick={() => pick(place)}
                  data-testid={`admin-content-pick-${place.id}`}
                >
                  {place.name}
                  {place.admin_edited ? ` (${t('adminArea.content.edited')})` : ''}
                </button>
                {place.missing_translations && (
                  <MissingList id={`${id}-gaps-${place.id}`} gaps={place.missing_translations} />
                )}
              </li>
            ))}
          </ul>
          <Pager label={t('adminArea.content.pages')} page={page} pages={pages} onPage={setPage} />
        </>
      )}
      {picked && (
        <PlaceEditor
          key={picked.id}
          id={picked.id}
          initialLang={picked.lang}
          token={token}
          onCreated={(created) => setPicked({ id: created, lang: 'en' })}
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

/** Where to start editing a place from the list: the first language it lacks other than English. */
function firstLanguage(gaps: readonly TranslationGap[] | undefined): Language {
  return gaps?.find((gap) => gap.lang !== 'en')?.lang ?? 'en';
}

/** What a place lacks, by language: "German: Full description, Photo spots". */
function MissingList({ id, gaps }: { id: string; gaps: readonly TranslationGap[] }) {
  const { t } = useTranslation();
  const byLang = new Map<Language, string[]>();
  for (const gap of gaps) {
    const names = byLang.get(gap.lang) ?? [];
    const label = t(`adminArea.content.fields.${fieldKey(gap.field)}`);
    if (!names.includes(label)) names.push(label);
    byLang.set(gap.lang, names);
  }
  return (
    <p id={id} className="admin-content__gaps" data-testid="admin-content-gaps">
      {t('adminArea.content.missingLabel')}{' '}
      {[...byLang].map(([lang, names], index) => (
        <span key={lang}>
          {index > 0 && '; '}
          {t('adminArea.content.missingFields', {
            language: t(`adminArea.content.languages.${lang}`),
            fields: names.join(', '),
          })}
        </span>
      ))}
    </p>
  );
}

/** The label key of a text: its last path segment ("sustainability.seasonality_note" -> seasonality_note). */
const fieldKey = (path: string) => path.slice(path.lastIndexOf('.') + 1);

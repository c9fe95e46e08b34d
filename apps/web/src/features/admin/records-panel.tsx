import type { Language } from '@swiss/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Loading } from '../../components/status';
import { LanguageRadios } from './language-radios';
import { RecordEditor } from './record-editor';
import {
  CATEGORY_KIND,
  INSIGHT_KIND,
  QUIZ_KIND,
  RECORD_KINDS,
  type RecordKind,
  type RecordKindName,
} from './record-kinds';
import { PanelMessages } from './panel-messages';
import { matchesSearch } from './record-settings';

/** Categories, quiz questions and insights: choose the kind, pick a record, edit its texts. */
export function RecordsPanel({ token }: { token: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [kind, setKind] = useState<RecordKindName>('categories');

  return (
    <section className="panel" aria-labelledby={`${id}-title`} data-testid="admin-records">
      <h2 id={`${id}-title`}>{t('adminArea.records.title')}</h2>
      <p>{t('adminArea.records.intro')}</p>
      <fieldset className="admin-langs admin-records__kinds">
        <legend>{t('adminArea.records.kind')}</legend>
        {RECORD_KINDS.map((name) => (
          <label key={name} className="admin-langs__option">
            <input
              type="radio"
              name={`${id}-kind`}
              value={name}
              checked={kind === name}
              onChange={() => setKind(name)}
              data-testid={`admin-records-kind-${name}`}
            />
            {t(`adminArea.records.kinds.${name}`)}
          </label>
        ))}
      </fieldset>
      {kind === 'categories' && <RecordPicker kind={CATEGORY_KIND} token={token} />}
      {kind === 'quiz' && <RecordPicker kind={QUIZ_KIND} token={token} />}
      {kind === 'insights' && <RecordPicker kind={INSIGHT_KIND} token={token} />}
    </section>
  );
}

/** Search and pick a record to edit, or start a new one (quiz questions and insights). */
function RecordPicker<R>({ kind, token }: { kind: RecordKind<R>; token: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [picked, setPicked] = useState('');
  const [adding, setAdding] = useState(false);
  const [search, setSearch] = useState('');
  const [lang, setLang] = useState<Language>('en');
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const list = useQuery({
    queryKey: ['admin', 'records', kind.name],
    queryFn: ({ signal }) => kind.load(token, signal),
  });
  const onStatus = (message: string, failed: boolean) => {
    setStatus(failed ? '' : message);
    setError(failed ? message : '');
  };

  if (list.isPending) return <Loading>{t('adminArea.records.loading')}</Loading>;
  if (list.isError) return <ErrorPanel>{t('adminArea.records.error', { message: list.error.message })}</ErrorPanel>;
  const record = adding ? undefined : list.data.find((item) => kind.id(item) === picked);
  const texts = kind.fields.map((field) => (item: R) => field.get(item, lang));
  const found = list.data.filter((item) => matchesSearch(item, search, kind.id(item), texts));
  // The open record stays choosable while the search hides it.
  const shown = record && !found.includes(record) ? [record, ...found] : found;
  const create = kind.create;

  return (
    <>
      <LanguageRadios name={`${id}-lang`} value={lang} onChange={setLang} testIdPrefix="admin-records-lang" />
      <div className="admin-form admin-records__pick">
        <label htmlFor={`${id}-search`}>
          {t(`adminArea.records.search.${kind.name}`, { language: t(`adminArea.content.languages.${lang}`) })}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          aria-describedby={`${id}-found`}
          data-testid="admin-records-search"
        />
        <p
          id={`${id}-found`}
          role="status"
          aria-live="polite"
          className="admin-count"
          data-testid="admin-records-found"
        >
          {t('adminArea.records.found', { count: found.length, total: list.data.length })}
        </p>
        <label htmlFor={`${id}-pick`}>{t(`adminArea.records.pick.${kind.name}`)}</label>
        <select
          id={`${id}-pick`}
          value={record ? picked : ''}
          onChange={(event) => {
            setPicked(event.target.value);
            setAdding(false);
            onStatus('', false);
          }}
          data-testid="admin-records-pick"
        >
          <option value="">{t('adminArea.records.choose')}</option>
          {shown.map((item) => (
            <option key={kind.id(item)} value={kind.id(item)}>
              {kind.label(item)}
            </option>
          ))}
        </select>
        {create && (
          <button
            type="button"
            className="button button--secondary"
            aria-pressed={adding}
            onClick={() => {
              setAdding(true);
              onStatus('', false);
            }}
            data-testid="admin-records-new"
          >
            {t(`adminArea.records.new.${kind.name}`)}
          </button>
        )}
      </div>
      {list.data.length === 0 && !adding && <p>{t(`adminArea.records.empty.${kind.name}`)}</p>}
      {adding && create && (
        <RecordEditor
          key="new"
          kind={kind}
          initial={create.blank()}
          token={token}
          lang={lang}
          onStatus={onStatus}
          onCreated={(created) => {
            setAdding(false);
            setPicked(kind.id(created));
          }}
        />
      )}
      {record && (
        <RecordEditor
          // A new version from the server (saved, reverted, imported) starts a fresh copy; a refetch
          // that brings the same record keeps the edits in progress.
          key={JSON.stringify(record)}
          kind={kind}
          initial={record}
          token={token}
          lang={lang}
          onStatus={onStatus}
        />
      )}
      <PanelMessages id="records" error={error} status={status} />
    </>
  );
}

import type { Language } from '@swiss/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Loading } from '../../components/status';
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

function RecordPicker<R>({ kind, token }: { kind: RecordKind<R>; token: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [picked, setPicked] = useState('');
  const [lang, setLang] = useState<Language>('en');
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const list = useQuery({
    queryKey: ['admin', 'records', kind.name],
    queryFn: ({ signal }) => kind.load(token, signal),
  });

  if (list.isPending) return <Loading>{t('adminArea.records.loading')}</Loading>;
  if (list.isError) return <ErrorPanel>{t('adminArea.records.error', { message: list.error.message })}</ErrorPanel>;
  if (list.data.length === 0) return <p>{t(`adminArea.records.empty.${kind.name}`)}</p>;
  const record = list.data.find((item) => kind.id(item) === picked);

  return (
    <>
      <div className="admin-form admin-records__pick">
        <label htmlFor={`${id}-pick`}>{t(`adminArea.records.pick.${kind.name}`)}</label>
        <select
          id={`${id}-pick`}
          value={picked}
          onChange={(event) => {
            setPicked(event.target.value);
            setStatus('');
            setError('');
          }}
          data-testid="admin-records-pick"
        >
          <option value="">{t('adminArea.records.choose')}</option>
          {list.data.map((item) => (
            <option key={kind.id(item)} value={kind.id(item)}>
              {kind.label(item)}
            </option>
          ))}
        </select>
      </div>
      {record && (
        <RecordEditor
          // A new version from the server (saved, reverted, imported) starts a fresh copy; a refetch
          // that brings the same record keeps the edits in progress.
          key={JSON.stringify(record)}
          kind={kind}
          initial={record}
          token={token}
          lang={lang}
          onLang={setLang}
          onStatus={(message, failed) => {
            setStatus(failed ? '' : message);
            setError(failed ? message : '');
          }}
        />
      )}
      <PanelMessages id="records" error={error} status={status} />
    </>
  );
}

import type { Language } from '@swiss/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotencyKey } from './idempotency-key';
import type { RecordKind } from './record-kinds';
import { RecordSettings } from './record-settings-fields';

interface Props<R> {
  kind: RecordKind<R>;
  initial: R;
  token: string;
  lang: Language;
  onStatus: (message: string, failed: boolean) => void;
  /** Set for a new record: saving creates it (kind.create), then the panel shows the created one. */
  onCreated?: (record: R) => void;
}

/**
 * Edits a copy of one category, quiz question or insight in one language at a time (the panel
 * chooses the language); saves it whole, or creates it when it is new.
 */
export function RecordEditor<R>({ kind, initial, token, lang, onStatus, onCreated }: Props<R>) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const [draft, setDraft] = useState(initial);

  const create = onCreated && kind.create;
  const createKey = useIdempotencyKey();
  const save = useMutation({
    mutationFn: (record: R) => (create ? create.send(record, token, createKey.current()) : kind.save(record, token)),
    onMutate: () => onStatus(t('adminArea.records.saving'), false),
    onSettled: (_saved, failure) => createKey.settle(failure ?? undefined),
    onSuccess: (saved) => {
      client.setQueryData<R[]>(['admin', 'records', kind.name], (list) =>
        create
          ? [...(list ?? []), saved]
          : list?.map((record) => (kind.id(record) === kind.id(saved) ? saved : record)),
      );
      // The change history lists the edit.
      void client.invalidateQueries({ queryKey: ['admin'] });
      onStatus(
        t(create ? 'adminArea.records.created' : 'adminArea.records.saved', { title: kind.label(saved) }),
        false,
      );
      onCreated?.(saved);
    },
    onError: (failure) => onStatus(t('adminArea.records.saveFailed', { message: failure.message }), true),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(kind.clean(draft));
  };
  const suffix = ` (${lang.toUpperCase()})`;
  const answer = kind.answer;

  return (
    <form className="admin-editor" onSubmit={submit} noValidate data-testid="admin-records-editor">
      <h3>{create ? t(`adminArea.records.newTitle.${kind.name}`) : kind.label(draft)}</h3>
      {create ? (
        <p>{t('adminArea.records.newIntro')}</p>
      ) : (
        <p>
          <a href={kind.publicUrl(draft)} target="_blank" rel="noreferrer">
            {t('adminArea.records.openPublic')}
          </a>
        </p>
      )}
      {kind.settings && <RecordSettings fields={kind.settings} record={draft} onChange={setDraft} idPrefix={id} />}
      <div className="admin-editor__texts" lang={lang}>
        {kind.fields.map((field) => {
          const fieldId = `${id}-${field.key}`;
          const helpId = field.lines ? `${fieldId}-help` : undefined;
          const value = field.get(draft, lang);
          const onChange = (next: string) => setDraft(field.set(draft, lang, next));
          return (
            <div key={field.key} className="admin-editor__field">
              <label htmlFor={fieldId}>{t(`adminArea.records.fields.${field.key}`) + suffix}</label>
              {field.multiline ? (
                <textarea
                  id={fieldId}
                  value={value}
                  rows={field.lines ? 4 : 3}
                  onChange={(event) => onChange(event.target.value)}
                  aria-describedby={helpId}
                />
              ) : (
                <input id={fieldId} value={value} onChange={(event) => onChange(event.target.value)} />
              )}
              {helpId && <small id={helpId}>{t('adminArea.records.linesHelp')}</small>}
            </div>
          );
        })}
        {answer && (
          <div className="admin-editor__field">
            <label htmlFor={`${id}-correct`}>{t('adminArea.records.fields.correct')}</label>
            <select
              id={`${id}-correct`}
              value={answer.get(draft)}
              onChange={(event) => setDraft(answer.set(draft, Number(event.target.value)))}
              aria-describedby={`${id}-correct-help`}
            >
              {answer.options(draft, lang).map((option, index) => (
                <option key={index} value={index}>
                  {`${index + 1}. ${option}`}
                </option>
              ))}
            </select>
            <small id={`${id}-correct-help`}>{t('adminArea.records.correctHelp')}</small>
          </div>
        )}
      </div>
      <div className="admin-editor__actions">
        <button type="submit" className="button" disabled={save.isPending} data-testid="admin-records-save">
          {save.isPending
            ? t('adminArea.records.saving')
            : t(create ? `adminArea.records.create.${kind.name}` : 'adminArea.records.save')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={save.isPending}
          onClick={() => {
            setDraft(initial);
            onStatus(t('adminArea.records.discarded'), false);
          }}
        >
          {t('adminArea.records.discard')}
        </button>
      </div>
    </form>
  );
}

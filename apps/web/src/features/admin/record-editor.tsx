import type { Language } from '@swiss/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageRadios } from './language-radios';
import type { RecordKind } from './record-kinds';

interface Props<R> {
  kind: RecordKind<R>;
  initial: R;
  token: string;
  lang: Language;
  onLang: (lang: Language) => void;
  onStatus: (message: string, failed: boolean) => void;
}

/** Edits a copy of one category, quiz question or insight in one language at a time; saves it whole. */
export function RecordEditor<R>({ kind, initial, token, lang, onLang, onStatus }: Props<R>) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const [draft, setDraft] = useState(initial);

  const save = useMutation({
    mutationFn: (record: R) => kind.save(record, token),
    onMutate: () => onStatus(t('adminArea.records.saving'), false),
    onSuccess: (saved) => {
      client.setQueryData<R[]>(['admin', 'records', kind.name], (list) =>
        list?.map((record) => (kind.id(record) === kind.id(saved) ? saved : record)),
      );
      // The change history lists the edit.
      void client.invalidateQueries({ queryKey: ['admin'] });
      onStatus(t('adminArea.records.saved', { title: kind.label(saved) }), false);
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
      <h3>{kind.label(draft)}</h3>
      <p>
        <a href={kind.publicUrl(draft)} target="_blank" rel="noreferrer">
          {t('adminArea.records.openPublic')}
        </a>
      </p>
      <LanguageRadios name={`${id}-lang`} value={lang} onChange={onLang} testIdPrefix="admin-records-lang" />
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
          {save.isPending ? t('adminArea.records.saving') : t('adminArea.records.save')}
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

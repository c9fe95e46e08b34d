import { adminPlaceResponseSchema, type Language, type PlaceSource } from '@swiss/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotencyKey } from './idempotency-key';
import { LanguageRadios } from './language-radios';
import { ErrorPanel, Loading } from '../../components/status';
import { getJson, sendJson } from '../../lib/api-client';
import { cleanPlace, PLACE_TEXT_FIELDS } from './place-texts';

interface Props {
  id: string;
  token: string;
  onCreated: (id: string) => void;
  /** Saved, created or failed: the panel shows it, so it outlives this editor (a created place opens anew). */
  onStatus: (message: string, failed: boolean) => void;
}

/** Loads one place in all four languages; the form below edits a copy of it. */
export function PlaceEditor({ id, token, onCreated, onStatus }: Props) {
  const { t } = useTranslation();
  const [lang, setLang] = useState<Language>('en');
  const place = useQuery({
    queryKey: ['admin', 'content', 'place', id],
    queryFn: ({ signal }) => getJson(`/api/admin/places/${id}`, adminPlaceResponseSchema, { signal, token }),
  });
  if (place.isPending) return <Loading>{t('adminArea.content.loadingPlace')}</Loading>;
  if (place.isError)
    return <ErrorPanel>{t('adminArea.content.placeError', { message: place.error.message })}</ErrorPanel>;
  return (
    // A new version from the server (saved, reverted, imported) starts a fresh copy.
    <EditorForm
      key={place.dataUpdatedAt}
      initial={place.data.place}
      token={token}
      lang={lang}
      onLang={setLang}
      onStatus={onStatus}
      onCreated={onCreated}
    />
  );
}

interface FormProps {
  initial: PlaceSource;
  token: string;
  lang: Language;
  onLang: (lang: Language) => void;
  onStatus: (message: string, failed: boolean) => void;
  onCreated: (id: string) => void;
}

function EditorForm({ initial, token, lang, onLang, onStatus, onCreated }: FormProps) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [newId, setNewId] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: ['admin'] });

  const save = useMutation({
    mutationFn: (place: PlaceSource) =>
      sendJson('PUT', `/api/admin/places/${place.id}`, place, adminPlaceResponseSchema, { token }),
    onMutate: () => onStatus(t('adminArea.content.saving'), false),
    onSuccess: (answer) => {
      client.setQueryData(['admin', 'content', 'place', answer.place.id], answer);
      void refresh();
      onStatus(t('adminArea.content.saved', { title: answer.place.names.en }), false);
    },
    onError: (failure) => onStatus(t('adminArea.content.saveFailed', { message: failure.message }), true),
  });
  const createKey = useIdempotencyKey();
  const create = useMutation({
    mutationFn: (place: PlaceSource) =>
      sendJson('POST', '/api/admin/places', place, adminPlaceResponseSchema, {
        token,
        idempotencyKey: createKey.current(),
      }),
    onMutate: () => onStatus(t('adminArea.content.saving'), false),
    onSettled: (_answer, failure) => createKey.settle(failure ?? undefined),
    onSuccess: (answer) => {
      void refresh();
      onStatus(t('adminArea.content.created', { id: answer.place.id }), false);
      onCreated(answer.place.id);
    },
    onError: (failure) => onStatus(t('adminArea.content.saveFailed', { message: failure.message }), true),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(cleanPlace(draft));
  };
  const busy = save.isPending || create.isPending;

  return (
    <form className="admin-editor" onSubmit={submit} noValidate data-testid="admin-content-editor">
      <h3>
        {draft.names.en} <code>{draft.id}</code>
      </h3>
      <p>
        <a href={`/place/${draft.id}`} target="_blank" rel="noreferrer">
          {t('adminArea.content.openPlace')}
        </a>
      </p>
      <div className="admin-editor__row">
        <label htmlFor={`${id}-title`}>{t('adminArea.content.fields.title')}</label>
        <input
          id={`${id}-title`}
          value={draft.title}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        />
      </div>
      <LanguageRadios name={`${id}-lang`} value={lang} onChange={onLang} testIdPrefix="admin-content-lang" />
      <div className="admin-editor__texts" lang={lang}>
        {PLACE_TEXT_FIELDS.map((field) => {
          const fieldId = `${id}-${field.key}`;
          const label = `${t(`adminArea.content.fields.${field.key}`)} (${code(lang)})`;
          const value = field.get(draft, lang);
          const onChange = (next: string) => setDraft(field.set(draft, lang, next));
          return (
            <div key={field.key} className="admin-editor__field">
              <label htmlFor={fieldId}>{label}</label>
              {field.multiline ? (
                <textarea
                  id={fieldId}
                  value={value}
                  rows={field.key === 'facts' ? 5 : 3}
                  onChange={(event) => onChange(event.target.value)}
                  aria-describedby={field.key === 'facts' ? `${id}-facts-help` : undefined}
                />
              ) : (
                <input id={fieldId} value={value} onChange={(event) => onChange(event.target.value)} />
              )}
              {field.key === 'facts' && <small id={`${id}-facts-help`}>{t('adminArea.content.factsHelp')}</small>}
            </div>
          );
        })}
      </div>
      <div className="admin-editor__actions">
        <button type="submit" className="button" disabled={busy} data-testid="admin-content-save">
          {save.isPending ? t('adminArea.content.saving') : t('adminArea.content.save')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => {
            setDraft(initial);
            onStatus(t('adminArea.content.discarded'), false);
          }}
        >
          {t('adminArea.content.discard')}
        </button>
      </div>
      <details className="admin-editor__create">
        <summary>{t('adminArea.content.createTitle')}</summary>
        <p>{t('adminArea.content.createIntro')}</p>
        <label htmlFor={`${id}-new-id`}>{t('adminArea.content.newId')}</label>
        <input
          id={`${id}-new-id`}
          value={newId}
          placeholder="new-place-id"
          onChange={(event) => setNewId(event.target.value.trim())}
        />
        <button
          type="button"
          className="button button--secondary"
          disabled={busy || newId === ''}
          onClick={() => create.mutate(cleanPlace({ ...draft, id: newId }))}
        >
          {t('adminArea.content.create')}
        </button>
      </details>
    </form>
  );
}

const code = (lang: Language) => lang.toUpperCase();

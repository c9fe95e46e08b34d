import {
  ACCESS_LEVELS,
  adminPlaceResponseSchema,
  placeTranslationGaps,
  type Language,
  type PlaceSource,
  type TranslationGap,
} from '@swiss/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotencyKey } from './idempotency-key';
import { LanguageRadios } from './language-radios';
import { ErrorPanel, Loading } from '../../components/status';
import { getJson, sendJson } from '../../lib/api-client';
import { cleanPlace, PLACE_TEXT_FIELDS, PLACE_TEXT_GROUPS, type PlaceTextField } from './place-texts';

interface Props {
  id: string;
  token: string;
  onCreated: (id: string) => void;
  /** Saved, created or failed: the panel shows it, so it outlives this editor (a created place opens anew). */
  onStatus: (message: string, failed: boolean) => void;
  /** The language to edit first (the one the place lacks, when picked from the missing-translation list). */
  initialLang?: Language;
}

/** Loads one place in all four languages; the form below edits a copy of it. */
export function PlaceEditor({ id, token, onCreated, onStatus, initialLang = 'en' }: Props) {
  const { t } = useTranslation();
  const [lang, setLang] = useState<Language>(initialLang);
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
  // What the draft lacks in the chosen language, by the dataset's own rule.
  const gaps = placeTranslationGaps(draft).filter((gap) => gap.lang === lang);

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
      {lang !== 'en' && (
        <p className="admin-editor__hint" data-testid="admin-content-side-by-side">
          {t('adminArea.content.sideBySide', { language: t(`adminArea.content.languages.${lang}`) })}
        </p>
      )}
      {PLACE_TEXT_GROUPS.map((group) => (
        <fieldset key={group} className="admin-editor__group">
          <legend>{t(`adminArea.content.groups.${group}`)}</legend>
          {PLACE_TEXT_FIELDS.filter((field) => field.group === group).map((field) => (
            <PlaceTextInput
              key={field.key}
              id={`${id}-${field.key}`}
              field={field}
              draft={draft}
              lang={lang}
              gap={gaps.find((gap) => gap.field === field.path)}
              onChange={setDraft}
            />
          ))}
        </fieldset>
      ))}
      <AccessFields id={`${id}-access`} draft={draft} onChange={setDraft} />
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

interface TextInputProps {
  id: string;
  field: PlaceTextField;
  draft: PlaceSource;
  lang: Language;
  /** What the draft lacks of this text in this language. */
  gap: TranslationGap | undefined;
  onChange: (next: PlaceSource) => void;
}

/**
 * One text in the chosen language; in German, French or Italian the English text stands beside it
 * (above it on a phone), read-only, and is announced with the field as its description.
 */
function PlaceTextInput({ id, field, draft, lang, gap, onChange }: TextInputProps) {
  const { t } = useTranslation();
  const name = t(`adminArea.content.fields.${field.key}`);
  const value = field.get(draft, lang);
  const english = lang === 'en' ? undefined : field.get(draft, 'en');
  const help = field.list ? t(`adminArea.content.listHelp.${field.key}`) : undefined;
  const described = [english !== undefined && `${id}-en`, help && `${id}-help`, gap && `${id}-missing`].filter(Boolean);
  const props = {
    id,
    value,
    lang,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(field.set(draft, lang, event.target.value)),
    'aria-describedby': described.length ? described.join(' ') : undefined,
    'aria-invalid': gap ? true : undefined,
  };
  const lines = field.list ? english?.split('\n').filter((line) => line.trim()) : undefined;
  return (
    <div
      className={`admin-editor__field${english === undefined ? '' : ' admin-editor__field--pair'}`}
      data-testid={`admin-content-field-${field.key}`}
    >
      {english !== undefined && (
        <div className="admin-editor__reference" id={`${id}-en`} data-testid="admin-content-english">
          <span className="admin-editor__reference-label">
            {t('adminArea.content.englishReference', { field: name })}
          </span>{' '}
          {english.trim() === '' ? (
            <span className="admin-editor__reference-text">{t('adminArea.content.noEnglish')}</span>
          ) : lines ? (
            <ul className="admin-editor__reference-text" lang="en">
              {lines.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          ) : (
            <span className="admin-editor__reference-text" lang="en">
              {english}
            </span>
          )}
        </div>
      )}
      <div className="admin-editor__input">
        <label htmlFor={id}>{`${name} (${code(lang)})`}</label>
        {field.multiline ? <textarea {...props} rows={field.key === 'facts' ? 5 : 3} /> : <input {...props} />}
        {help && <small id={`${id}-help`}>{help}</small>}
        {gap && (
          <small id={`${id}-missing`} className="admin-editor__missing">
            {gap.spots
              ? t('adminArea.content.spotCount', { have: gap.spots.count, english: gap.spots.english })
              : t('adminArea.content.missingHere', { language: t(`adminArea.content.languages.${lang}`) })}
          </small>
        )}
      </div>
    </div>
  );
}

/**
 * How a visitor reaches the place (the same in every language): the access level, and a short
 * English note on why, like the sources. Both may be left unset; the server's rules decide.
 */
function AccessFields({
  id,
  draft,
  onChange,
}: {
  id: string;
  draft: PlaceSource;
  onChange: (next: PlaceSource) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="admin-editor__group" data-testid="admin-content-access">
      <legend>{t('adminArea.content.access.title')}</legend>
      <div className="admin-editor__input">
        <label htmlFor={`${id}-level`}>{t('adminArea.content.access.level')}</label>
        <select
          id={`${id}-level`}
          value={draft.access_level ?? ''}
          onChange={(event) => {
            const next = { ...draft };
            const level = ACCESS_LEVELS.find((code) => code === event.target.value);
            if (level) next.access_level = level;
            else delete next.access_level;
            onChange(next);
          }}
        >
          <option value="">{t('adminArea.content.access.none')}</option>
          {ACCESS_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`adminArea.content.access.levels.${level}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-editor__input">
        <label htmlFor={`${id}-note`}>{t('adminArea.content.access.note')}</label>
        <input
          id={`${id}-note`}
          lang="en"
          value={draft.access_note ?? ''}
          maxLength={300}
          aria-describedby={`${id}-note-help`}
          onChange={(event) => {
            const next: PlaceSource = { ...draft, access_note: event.target.value };
            if (event.target.value.trim() === '') delete next.access_note;
            onChange(next);
          }}
        />
        <small id={`${id}-note-help`}>{t('adminArea.content.access.noteHelp')}</small>
      </div>
    </fieldset>
  );
}

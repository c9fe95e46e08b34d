import {
  PHOTO_MAX_BYTES,
  PHOTO_MIME_TYPES,
  placePhotoResponseSchema,
  placeResponseSchema,
  placesResponseSchema,
  type Place,
} from '@swiss/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Loading } from '../../components/status';
import { getJson, sendJson } from '../../lib/api-client';
import { uploadPlacePhoto } from './photo-upload';
import { PanelMessages } from './panel-messages';

const MAX_MB = PHOTO_MAX_BYTES / 1024 / 1024;

function usePlaceSearch(query: string) {
  const search = useDeferredValue(query.trim());
  return useQuery({
    queryKey: ['admin', 'photos', 'search', search],
    enabled: search.length >= 2,
    queryFn: ({ signal }) =>
      // Revalidated: the admin must see the photo state the server has now, not a cached list.
      getJson(`/api/swiss/places?lang=en&limit=20&search=${encodeURIComponent(search)}`, placesResponseSchema, {
        signal,
        cache: 'no-cache',
      }),
  });
}

/**
 * The chosen place as the server has it now. A revert in the change history (another panel) refreshes
 * every admin query, this one included, so the photo shown here is never one the server replaced.
 */
function useChosenPlace(chosen: Place | undefined): Place | undefined {
  const fresh = useQuery({
    queryKey: ['admin', 'photos', 'place', chosen?.id],
    enabled: chosen !== undefined,
    queryFn: ({ signal }) =>
      getJson(`/api/swiss/places/${chosen?.id ?? ''}?lang=en`, placeResponseSchema, { signal, cache: 'no-cache' }),
  });
  return chosen && fresh.data?.place.id === chosen.id ? fresh.data.place : chosen;
}

/** A local preview of the chosen file; the previous one is released when the file changes. */
function usePreview(): [string | undefined, (file: File | undefined) => void] {
  const [url, setUrl] = useState<string>();
  const current = useRef<string>(undefined);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  const choose = useCallback((file: File | undefined) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file ? URL.createObjectURL(file) : undefined;
    setUrl(current.current);
  }, []);
  return [url, choose];
}

/** Upload a licensed photo for a place; it replaces the generated cover everywhere at once. */
export function PhotosPanel({ token }: { token: string }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Place>();
  const place = useChosenPlace(chosen);
  const [file, setFile] = useState<File>();
  const [credit, setCredit] = useState('');
  const [licence, setLicence] = useState('');
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [formKey, setFormKey] = useState(0);
  const results = usePlaceSearch(query);
  const [preview, choosePreview] = usePreview();

  const done = (next: Place, message: string) => {
    setChosen(next);
    client.setQueryData(['admin', 'photos', 'place', next.id], { status: 'success', place: next });
    setStatus(message);
    void client.invalidateQueries({ queryKey: ['admin', 'photos', 'search'] });
    // An upload or removal is a new entry of the change history.
    void client.invalidateQueries({ queryKey: ['admin', 'audit'] });
  };
  const upload = useMutation({
    mutationFn: (target: Place) =>
      uploadPlacePhoto(target.id, { file: file as File, credit, licence }, token, setProgress),
    onMutate: () => {
      setError('');
      setStatus(t('adminArea.photos.uploading'));
      setProgress(0);
    },
    onSuccess: ({ photo }, target) => {
      setFile(undefined);
      choosePreview(undefined);
      setFormKey((k) => k + 1);
      done({ ...target, ...(photo ? { photo } : {}) }, t('adminArea.photos.uploaded', { title: target.title }));
    },
    onError: (failure) => {
      setStatus('');
      setError(t('adminArea.photos.failed', { message: failure.message }));
    },
    onSettled: () => setProgress(undefined),
  });
  const remove = useMutation({
    mutationFn: (target: Place) =>
      sendJson('DELETE', `/api/admin/places/${target.id}/photo`, {}, placePhotoResponseSchema, { token }),
    onMutate: () => setError(''),
    onSuccess: (_answer, target) => {
      const rest = { ...target };
      delete rest.photo;
      done(rest, t('adminArea.photos.removed', { title: target.title }));
    },
    onError: (failure) => setError(t('adminArea.photos.removeFailed', { message: failure.message })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!place) return;
    // The server checks the real content; these checks only spare a long upload that would be refused.
    if (!file) return setError(t('adminArea.photos.needFile'));
    if (!(PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) return setError(t('adminArea.photos.wrongType'));
    if (file.size > PHOTO_MAX_BYTES) return setError(t('adminArea.photos.tooBig', { max: MAX_MB }));
    if (!credit.trim()) return setError(t('adminArea.photos.needCredit'));
    if (!licence.trim()) return setError(t('adminArea.photos.needLicence'));
    upload.mutate(place);
  };
  const busy = upload.isPending || remove.isPending;

  return (
    <section className="panel" aria-labelledby={`${id}-title`} data-testid="admin-photos">
      <h2 id={`${id}-title`}>{t('adminArea.photos.title')}</h2>
      <p>{t('adminArea.photos.intro', { max: MAX_MB })}</p>
      <div className="admin-form">
        <label htmlFor={`${id}-search`}>{t('adminArea.photos.search')}</label>
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          data-testid="admin-photos-search"
        />
      </div>
      {results.isFetching && <Loading>{t('adminArea.photos.searching')}</Loading>}
      {results.isError && (
        <ErrorPanel>{t('adminArea.photos.searchError', { message: results.error.message })}</ErrorPanel>
      )}
      {results.data && query.trim().length >= 2 && (
        <ul className="admin-photos__results" aria-label={t('adminArea.photos.results')}>
          {results.data.places.length === 0 && <li>{t('adminArea.photos.noResults')}</li>}
          {results.data.places.map((result) => (
            <li key={result.id}>
              <button
                type="button"
                className="button button--secondary"
                aria-pressed={place?.id === result.id}
                onClick={() => {
                  setChosen(result);
                  setStatus('');
                  setError('');
                }}
                data-testid={`admin-photos-pick-${result.id}`}
              >
                {result.title} {result.photo ? `(${t('adminArea.photos.hasPhoto')})` : ''}
              </button>
            </li>
          ))}
        </ul>
      )}

      {place && (
        <div className="admin-photos__place">
          <h3>{place.title}</h3>
          <figure className="admin-photos__current">
            <img
              src={place.photo ? (place.photo.webp[0]?.url ?? '') : `/api/media/cover/${place.id}`}
              alt={place.photo ? t('adminArea.photos.currentPhoto') : t('adminArea.photos.currentCover')}
              width={320}
              height={180}
            />
            <figcaption>
              {place.photo
                ? t('adminArea.photos.credit', { credit: place.photo.credit, licence: place.photo.licence })
                : t('adminArea.photos.noPhoto')}
            </figcaption>
          </figure>
          {place.photo && (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => remove.mutate(place)}
              data-testid="admin-photos-remove"
            >
              {remove.isPending ? t('adminArea.photos.removing') : t('adminArea.photos.remove')}
            </button>
          )}
          <form key={formKey} className="admin-form" onSubmit={submit} noValidate aria-describedby={`${id}-rules`}>
            <p id={`${id}-rules`}>{t('adminArea.photos.rules', { max: MAX_MB })}</p>
            <label htmlFor={`${id}-file`}>{t('adminArea.photos.file')}</label>
            <input
              id={`${id}-file`}
              type="file"
              accept={PHOTO_MIME_TYPES.join(',')}
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                setFile(chosen);
                choosePreview(chosen);
              }}
              data-testid="admin-photos-file"
            />
            {preview && <img className="admin-photos__preview" src={preview} alt={t('adminArea.photos.preview')} />}
            <label htmlFor={`${id}-credit`}>{t('adminArea.photos.creditLabel')}</label>
            <input
              id={`${id}-credit`}
              value={credit}
              required
              maxLength={200}
              onChange={(event) => setCredit(event.target.value)}
              data-testid="admin-photos-credit"
            />
            <label htmlFor={`${id}-licence`}>{t('adminArea.photos.licenceLabel')}</label>
            <input
              id={`${id}-licence`}
              value={licence}
              required
              maxLength={200}
              placeholder="CC BY-SA 4.0"
              onChange={(event) => setLicence(event.target.value)}
              data-testid="admin-photos-licence"
            />
            {progress !== undefined && (
              <progress max={1} value={progress} aria-label={t('adminArea.photos.progress')} />
            )}
            <button type="submit" className="button" disabled={busy} data-testid="admin-photos-upload">
              {upload.isPending ? t('adminArea.photos.uploading') : t('adminArea.photos.upload')}
            </button>
          </form>
        </div>
      )}
      <PanelMessages id="photos" error={error} status={status} />
    </section>
  );
}

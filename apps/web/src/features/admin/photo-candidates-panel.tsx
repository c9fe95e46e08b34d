import {
  photoCandidateDecisionResponseSchema,
  photoCandidatesImportResponseSchema,
  photoCandidatesResponseSchema,
  type PhotoCandidate,
  type PhotoCandidatePlace,
} from '@swiss/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Loading } from '../../components/status';
import { getJson, sendJson } from '../../lib/api-client';
import { PanelMessages } from './panel-messages';

const QUERY_KEY = ['admin', 'photo-candidates'] as const;

/** A candidate's preview through the server's image proxy (the page's CSP admits no outside images). */
const preview = (url: string) => `/api/media/img?src=${encodeURIComponent(url)}&w=480`;

function CandidateCard({
  candidate,
  busy,
  onDecide,
}: {
  candidate: PhotoCandidate;
  busy: boolean;
  onDecide: (candidate: PhotoCandidate, decision: 'accept' | 'reject') => void;
}) {
  const { t } = useTranslation();
  const name = candidate.title.replace(/^File:/, '');
  return (
    <li className="admin-candidates__candidate" data-testid={`admin-candidate-${candidate.id}`}>
      <figure>
        <img src={preview(candidate.image_url)} alt={name} width={240} height={160} loading="lazy" decoding="async" />
        <figcaption>
          <a href={candidate.page_url} target="_blank" rel="noreferrer">
            {name}
          </a>
          <br />
          {t('adminArea.photoCandidates.by', { author: candidate.author })} ·{' '}
          {candidate.licence_url ? (
            <a href={candidate.licence_url} target="_blank" rel="noreferrer license">
              {candidate.licence}
            </a>
          ) : (
            candidate.licence
          )}
          <br />
          {candidate.origin === 'wikidata'
            ? t('adminArea.photoCandidates.fromWikidata')
            : t('adminArea.photoCandidates.near', { metres: candidate.distance_m ?? 0 })}
          {' · '}
          {t('adminArea.photoCandidates.size', { width: candidate.width, height: candidate.height })}
          {candidate.attribution && (
            <>
              <br />
              {t('adminArea.photoCandidates.attribution', { attribution: candidate.attribution })}
            </>
          )}
        </figcaption>
      </figure>
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => onDecide(candidate, 'accept')}
          data-testid={`admin-candidate-accept-${candidate.id}`}
        >
          {t('adminArea.photoCandidates.accept')}
          <span className="visually-hidden"> {name}</span>
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => onDecide(candidate, 'reject')}
          data-testid={`admin-candidate-reject-${candidate.id}`}
        >
          {t('adminArea.photoCandidates.reject')}
          <span className="visually-hidden"> {name}</span>
        </button>
      </div>
    </li>
  );
}

function PlaceCandidates({
  place,
  busy,
  onDecide,
}: {
  place: PhotoCandidatePlace;
  busy: boolean;
  onDecide: (candidate: PhotoCandidate, decision: 'accept' | 'reject') => void;
}) {
  const { t } = useTranslation();
  const photo = place.photo;
  return (
    <article className="admin-candidates__place" data-testid={`admin-candidates-place-${place.id}`}>
      <div className="admin-candidates__subject">
        <h3>{place.title}</h3>
        <figure className="admin-photos__current">
          <img
            src={photo ? (photo.webp[0]?.url ?? '') : `/api/media/cover/${place.id}`}
            alt={photo ? t('adminArea.photos.currentPhoto') : t('adminArea.photos.currentCover')}
            width={320}
            height={180}
          />
          <figcaption>
            {photo
              ? t('adminArea.photos.credit', { credit: photo.credit, licence: photo.licence })
              : t('adminArea.photos.noPhoto')}
          </figcaption>
        </figure>
        <p>{place.summary}</p>
      </div>
      <ul
        className="admin-candidates__list"
        aria-label={t('adminArea.photoCandidates.listLabel', { title: place.title })}
      >
        {place.candidates.map((candidate) => (
          <CandidateCard key={candidate.id} candidate={candidate} busy={busy} onDecide={onDecide} />
        ))}
      </ul>
    </article>
  );
}

/**
 * Photos `npm run photos:import` found on Wikimedia Commons, pending review: each place beside its
 * candidates. Accept downloads the image through the photo pipeline and credits its author and
 * licence on the public page; Reject keeps it from coming back.
 */
export function PhotoCandidatesPanel({ token }: { token: string }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const candidates = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) =>
      getJson('/api/admin/photo-candidates?status=pending', photoCandidatesResponseSchema, { signal, token }),
  });
  const decide = useMutation({
    mutationFn: ({ candidate, decision }: { candidate: PhotoCandidate; decision: 'accept' | 'reject' }) =>
      sendJson(
        'POST',
        `/api/admin/photo-candidates/${candidate.id}/${decision}`,
        {},
        photoCandidateDecisionResponseSchema,
        { token },
      ),
    onMutate: ({ decision }) => {
      setError('');
      setStatus(decision === 'accept' ? t('adminArea.photoCandidates.accepting') : '');
    },
    onSuccess: (_answer, { candidate, decision }) => {
      const name = candidate.title.replace(/^File:/, '');
      setStatus(
        decision === 'accept'
          ? t('adminArea.photoCandidates.accepted', { name })
          : t('adminArea.photoCandidates.rejected', { name }),
      );
      void client.invalidateQueries({ queryKey: QUERY_KEY });
      // An accepted photo is a new entry of the change history and shows in the photos panel.
      if (decision === 'accept') {
        void client.invalidateQueries({ queryKey: ['admin', 'audit'] });
        void client.invalidateQueries({ queryKey: ['admin', 'photos'] });
      }
    },
    onError: (failure) => {
      setStatus('');
      setError(t('adminArea.photoCandidates.failed', { message: failure.message }));
    },
  });
  const [placeId, setPlaceId] = useState('');
  const lookUp = useMutation({
    mutationFn: (id: string) =>
      sendJson('POST', '/api/admin/photo-candidates/import', { place_id: id }, photoCandidatesImportResponseSchema, {
        token,
      }),
    onMutate: () => {
      setError('');
      setStatus(t('adminArea.photoCandidates.lookingUp'));
    },
    onSuccess: (answer) => {
      setStatus(t('adminArea.photoCandidates.lookedUp', { count: answer.added, skipped: answer.skipped }));
      void client.invalidateQueries({ queryKey: QUERY_KEY });
    },
    onError: (failure) => {
      setStatus('');
      setError(t('adminArea.photoCandidates.lookUpFailed', { message: failure.message }));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = placeId.trim();
    if (!/^[a-z0-9-]{1,120}$/.test(id)) return setError(t('adminArea.photoCandidates.needPlaceId'));
    lookUp.mutate(id);
  };
  const places = candidates.data?.places ?? [];

  return (
    <section className="panel" aria-labelledby={`${id}-title`} data-testid="admin-photo-candidates">
      <h2 id={`${id}-title`}>{t('adminArea.photoCandidates.title')}</h2>
      <p>{t('adminArea.photoCandidates.intro')}</p>
      <form className="admin-form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-place`}>{t('adminArea.photoCandidates.placeId')}</label>
        <input
          id={`${id}-place`}
          value={placeId}
          placeholder="matterhorn"
          autoCapitalize="off"
          spellCheck={false}
          onChange={(event) => setPlaceId(event.target.value)}
          data-testid="admin-candidates-place-id"
        />
        <button type="submit" className="button button--secondary" disabled={lookUp.isPending}>
          {t('adminArea.photoCandidates.lookUp')}
        </button>
      </form>
      {candidates.isLoading && <Loading>{t('adminArea.photoCandidates.loading')}</Loading>}
      {candidates.isError && (
        <ErrorPanel>{t('adminArea.photoCandidates.loadError', { message: candidates.error.message })}</ErrorPanel>
      )}
      {candidates.data && places.length === 0 && <p>{t('adminArea.photoCandidates.none')}</p>}
      {places.map((place) => (
        <PlaceCandidates
          key={place.id}
          place={place}
          busy={decide.isPending || lookUp.isPending}
          onDecide={(candidate, decision) => decide.mutate({ candidate, decision })}
        />
      ))}
      <PanelMessages id="photo-candidates" error={error} status={status} />
    </section>
  );
}

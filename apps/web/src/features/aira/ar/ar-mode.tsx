import { AIRA_CATEGORY_IDS, AR, AR_DROPDOWN, type AiraCategoryId, type AiraPlace, type Peak } from '@swiss/contract';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeviceStore } from '../../../lib/device-store';
import { formatDistance } from '../lib/format';
import type { AiraPosition } from '../position/detect-position';
import { loadArPlaces, loadPeaks } from './ar-api';
import { ArAnnouncer } from './ar-announcer';
import { capturePhoto, downloadBlob, shareLink, type DrawnCard } from './ar-capture';
import { ArChat } from './ar-chat';
import { ArFilterDialog } from './ar-filter-dialog';
import { arFilterStore } from './ar-filter-store';
import {
  bearingDeg,
  distanceM,
  effectiveFilter,
  filterPlaces,
  filterSupport,
  offScreenSide,
  screenX,
  screenY,
  stackCards,
} from './ar-geometry';
import { ArPlaceDialog } from './ar-place-dialog';
import { ArRadar } from './ar-radar';
import { ArSession, browserDevices, type CameraFailure } from './ar-session';
import './ar.css';

const CHIPS: AiraCategoryId[] = ['all', ...AIRA_CATEGORY_IDS.filter((id) => id !== 'all').slice(0, AR.chips)];

/** A load's outcome, for the request `key` it answered (a newer key means loading again). */
type PlacesLoad = { key: string; status: 'ready' | 'error' };
type PeaksLoad = { key: string; status: 'ready'; peaks: Peak[] } | { key: string; status: 'error' };

/**
 * AR mode (spec §2 "AR mode", §4, §8, §9): the rear camera with place cards placed by compass bearing,
 * or the visual fallback (a radar) when the camera is off or refused. Closing it gives the camera,
 * the orientation listeners and the position watch back (ArSession.stop).
 */
export function ArMode({
  position,
  orientationPermission,
  onClose,
}: {
  position: AiraPosition;
  /** Asked in the tap that opened AR (iOS needs that). */
  orientationPermission: Promise<PermissionState>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const session = useMemo(() => new ArSession(browserDevices()), []);
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  const storedFilter = useDeviceStore(arFilterStore);
  const [category, setCategory] = useState<AiraCategoryId>('all');
  const [scan, setScan] = useState(0);
  const [placesResult, setPlacesResult] = useState<PlacesLoad | null>(null);
  const [cameraWanted, setCameraWanted] = useState(true);
  const [toast, setToast] = useState<string | null>(null);
  const [dialog, setDialog] = useState<
    { kind: 'filter' } | { kind: 'place'; place: AiraPlace } | { kind: 'chat'; place: AiraPlace | undefined } | null
  >(null);
  const [screenReader, setScreenReader] = useState(false);
  const [peaksOn, setPeaksOn] = useState(false);
  const [peaksResult, setPeaksResult] = useState<PeaksLoad | null>(null);
  const [busy, setBusy] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const view = useRef<HTMLDivElement>(null);
  const radar = useRef<SVGSVGElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  const say = (text: string) => setToast(text);
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), AR.alertToastMs);
    return () => window.clearTimeout(timer);
  }, [toast]);

  // The full-screen view is a modal dialog: the page behind is inert, Escape leaves AR.
  useEffect(() => {
    const element = dialogRef.current;
    if (!element) return;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
    };
  }, []);

  // Off to on (§4): orientation (after the tap's permission) and the position watch; on to off: stop all.
  useEffect(() => {
    let live = true;
    void orientationPermission.then((state) => {
      if (live && state === 'granted') session.startOrientation();
    });
    session.startWatch();
    return () => {
      live = false;
      session.stop();
    };
  }, [session, orientationPermission]);

  const cameraMessage = (failure: CameraFailure) => t(`aira.ar.cameraError.${failure}`);
  useEffect(() => {
    if (!cameraWanted) {
      session.stopCamera();
      return;
    }
    let live = true;
    void session.startCamera().then((failure) => {
      if (live && failure) setToast(t(`aira.ar.cameraError.${failure}`));
    });
    return () => {
      live = false;
    };
  }, [cameraWanted, session, t]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = snapshot.stream;
    if (snapshot.stream) element.play().catch(() => undefined); // autoplay of a muted video; a refusal leaves the frame
  }, [snapshot.stream]);

  // Places of the category (SCAN and a category refresh them).
  const placesKey = `${position.lat},${position.lng},${category},${scan}`;
  useEffect(() => {
    const controller = new AbortController();
    loadArPlaces(position.lat, position.lng, category, controller.signal)
      .then((places) => {
        session.setPlaces(places);
        setPlacesResult({ key: placesKey, status: 'ready' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setPlacesResult({ key: placesKey, status: 'error' });
      });
    return () => controller.abort();
  }, [position.lat, position.lng, category, placesKey, session]);
  const load = placesResult?.key === placesKey ? placesResult : { status: 'loading' as const };

  const peaksKey = `${position.lat},${position.lng},${i18n.language}`;
  useEffect(() => {
    if (!peaksOn) return;
    const controller = new AbortController();
    loadPeaks(position.lat, position.lng, i18n.language, controller.signal)
      .then((list) => setPeaksResult({ key: peaksKey, status: 'ready', peaks: list }))
      .catch(() => {
        if (!controller.signal.aborted) setPeaksResult({ key: peaksKey, status: 'error' });
      });
    return () => controller.abort();
  }, [peaksOn, position.lat, position.lng, i18n.language, peaksKey]);
  const peaks: PeaksLoad | { status: 'off' | 'loading' } = !peaksOn
    ? { status: 'off' }
    : peaksResult?.key === peaksKey
      ? peaksResult
      : { status: 'loading' };

  const at = snapshot.position ?? position;
  const heading = snapshot.heading ?? 0;
  const support = filterSupport(snapshot.places);
  const filter = effectiveFilter(storedFilter, support);
  const shown = filterPlaces(snapshot.places, filter)
    .map((place) => ({ place, bearing: bearingDeg(at, place), metres: distanceM(at, place) }))
    .sort((a, b) => a.metres - b.metres)
    .slice(0, AR.placesShown);
  const cards = shown.slice(0, AR.overlayCards).map((item) => ({
    ...item,
    x: screenX(item.bearing, heading),
    y: screenY(item.metres, filter.maxDistanceM),
    side: offScreenSide(item.bearing, heading),
  }));
  const stacks = stackCards(cards);
  const cameraOn = snapshot.stream !== null;
  const peakList = peaks.status === 'ready' ? peaks.peaks : [];
  const distanceText = (metres: number) => formatDistance(metres / 1000, i18n.language);

  const takePhoto = async () => {
    setBusy(true);
    try {
      const box = view.current?.getBoundingClientRect();
      // Each card where the visitor sees it (columns lay cards out below their anchor).
      const drawn: DrawnCard[] = cards.map((card) => {
        const element = view.current?.querySelector(`[data-place-id="${CSS.escape(card.place.place_id)}"]`);
        const rect = element?.getBoundingClientRect();
        const placed =
          box && rect && box.width > 0 && box.height > 0
            ? {
                xPercent: ((rect.left + rect.width / 2 - box.left) / box.width) * 100,
                yPercent: ((rect.top + rect.height / 2 - box.top) / box.height) * 100,
              }
            : { xPercent: card.x, yPercent: card.y };
        return { title: card.place.name, subtitle: distanceText(card.metres), ...placed };
      });
      const blob = await capturePhoto(
        {
          video: cameraOn ? video.current : null,
          radar: radar.current,
          width: box?.width ?? 720,
          height: box?.height ?? 960,
        },
        drawn,
      );
      downloadBlob(blob, `aira-ar-${new Date().toISOString().replace(/[:.]/g, '-')}.png`);
      say(t('aira.ar.photoSaved'));
    } catch {
      say(t('aira.ar.photoFailed'));
    } finally {
      setBusy(false);
    }
  };

  const share = async () => {
    const result = await shareLink(t('aira.ar.title'), t('aira.ar.shareText'), window.location.href);
    if (result === 'copied') say(t('aira.ar.shareCopied'));
    else if (result === 'failed') say(t('aira.ar.shareFailed'));
  };

  return (
    <dialog
      ref={dialogRef}
      className="aira-ar"
      aria-labelledby={titleId}
      data-testid="aira-ar"
      data-heading={Math.round(heading)}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="aira-ar__top">
        <h2 id={titleId} className="aira-ar__title">
          {t('aira.ar.title')} <span data-testid="aira-ar-count">{t('aira.ar.count', { count: shown.length })}</span>
        </h2>
        <button
          type="button"
          className="aira-ar__button"
          aria-pressed={cameraWanted}
          aria-label={t('aira.ar.cameraLabel')}
          data-testid="aira-ar-camera-toggle"
          onClick={() => setCameraWanted((on) => !on)}
        >
          {t('aira.ar.camera')}
        </button>
        <button type="button" className="aira-ar__button" data-testid="aira-ar-exit" onClick={onClose}>
          {t('aira.ar.exit')}
        </button>
      </div>
      <div className="aira-ar__chips" role="group" aria-label={t('aira.ar.categoriesLabel')}>
        {CHIPS.map((id) => (
          <button
            key={id}
            type="button"
            className="aira-ar__chip"
            aria-pressed={category === id}
            data-testid={`aira-ar-chip-${id}`}
            onClick={() => setCategory(id)}
          >
            {t(`aira.categories.${id}`)}
          </button>
        ))}
        <label className="visually-hidden" htmlFor={`${titleId}-dropdown`}>
          {t('aira.ar.dropdownLabel')}
        </label>
        <select
          id={`${titleId}-dropdown`}
          className="aira-ar__select"
          value={AR_DROPDOWN.some((id) => id === category) ? category : 'all'}
          data-testid="aira-ar-dropdown"
          onChange={(event) => {
            const next = AR_DROPDOWN.find((id) => id === event.target.value);
            if (next) setCategory(next);
          }}
        >
          {AR_DROPDOWN.map((id) => (
            <option key={id} value={id}>
              {t(`aira.categories.${id}`)}
            </option>
          ))}
        </select>
      </div>
      <div ref={view} className="aira-ar__view" data-testid="aira-ar-view" data-mode={cameraOn ? 'camera' : 'visual'}>
        <video
          ref={video}
          className="aira-ar__video"
          hidden={!cameraOn}
          muted
          playsInline
          autoPlay
          aria-hidden="true"
          data-testid="aira-ar-video"
        />
        {!cameraOn && (
          <div className="aira-ar__fallback" data-testid="aira-ar-fallback">
            <p>
              {snapshot.cameraFailure ? `${cameraMessage(snapshot.cameraFailure)} ` : ''}
              {t('aira.ar.fallback')}
            </p>
            <ArRadar
              ref={radar}
              points={shown.map((item) => ({
                id: item.place.place_id,
                name: item.place.name,
                bearing: item.bearing,
                distanceM: item.metres,
              }))}
              peaks={peakList}
              heading={snapshot.heading}
              headingSource={snapshot.headingSource}
              maxDistanceM={filter.maxDistanceM}
            />
          </div>
        )}
        {peakList.map((peak) => (
          <p
            key={peak.id}
            className="aira-ar__peak"
            style={{ left: `${screenX(peak.bearing_deg, heading)}%` }}
            data-testid="aira-ar-peak"
          >
            <span aria-hidden="true">▲ </span>
            {t('aira.ar.peakLabel', {
              name: peak.name,
              elevation: peak.elevation_m,
              distance: formatDistance(peak.distance_km, i18n.language),
            })}
          </p>
        ))}
        <ul className="aira-ar__cards" data-testid="aira-ar-cards">
          {stacks.map((stack) => (
            <li
              key={stack.cards[0]?.place.place_id}
              className="aira-ar__stack"
              style={{ left: `${stack.x}%`, top: `${stack.y}%` }}
            >
              <ul>
                {stack.cards.map((card) => (
                  <li
                    key={card.place.place_id}
                    className="aira-ar__card"
                    data-testid="aira-ar-card"
                    data-place-id={card.place.place_id}
                    data-x={card.x.toFixed(1)}
                    data-distance={Math.round(card.metres)}
                  >
                    <button
                      type="button"
                      aria-label={t('aira.ar.cardLabel', {
                        name: card.place.name,
                        distance: distanceText(card.metres),
                      })}
                      onClick={() => setDialog({ kind: 'place', place: card.place })}
                    >
                      {card.side === 'left' && <span aria-hidden="true">← </span>}
                      <strong>{card.place.name}</strong>
                      {card.side === 'right' && <span aria-hidden="true"> →</span>}
                      <span className="aira-ar__card-distance">{distanceText(card.metres)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <div className="aira-ar__status" role="status">
          {load.status === 'loading' && <p>{t('aira.ar.loading')}</p>}
          {load.status === 'ready' && shown.length === 0 && (
            <p data-testid="aira-ar-empty">
              {t('aira.ar.empty', { distance: formatDistance(filter.maxDistanceM / 1000, i18n.language) })}
            </p>
          )}
          {peaks.status === 'loading' && <p>{t('aira.ar.peaksLoading')}</p>}
          {peaks.status === 'ready' && peaks.peaks.length === 0 && <p>{t('aira.ar.peaksEmpty')}</p>}
        </div>
        {load.status === 'error' && (
          <p className="aira-ar__error" role="alert">
            {t('aira.ar.error')}{' '}
            <button type="button" className="aira-ar__button" onClick={() => setScan((n) => n + 1)}>
              {t('aira.ar.retry')}
            </button>
          </p>
        )}
        {peaks.status === 'error' && (
          <p className="aira-ar__error" role="alert">
            {t('aira.ar.peaksError')}
          </p>
        )}
      </div>
      <div className="aira-ar__toggles">
        <label>
          <input
            type="checkbox"
            checked={screenReader}
            onChange={(event) => setScreenReader(event.target.checked)}
            data-testid="aira-ar-screen-reader"
          />{' '}
          {t('aira.ar.screenReader')}
        </label>
        <label>
          <input
            type="checkbox"
            checked={peaksOn}
            onChange={(event) => setPeaksOn(event.target.checked)}
            data-testid="aira-ar-peaks"
          />{' '}
          {t('aira.ar.peaks')}
        </label>
      </div>
      {screenReader && <ArAnnouncer places={shown.map((item) => item.place)} at={at} heading={heading} />}
      <div className="aira-ar__controls" role="group" aria-label={t('aira.ar.controlsLabel')}>
        <button
          type="button"
          className="aira-ar__control"
          data-testid="aira-ar-scan"
          onClick={() => setScan((n) => n + 1)}
        >
          {t('aira.ar.scan')}
        </button>
        <button
          type="button"
          className="aira-ar__control"
          data-testid="aira-ar-filter-button"
          onClick={() => setDialog({ kind: 'filter' })}
        >
          {t('aira.ar.filter')}
        </button>
        <button
          type="button"
          className="aira-ar__control"
          data-testid="aira-ar-chat-button"
          onClick={() => setDialog({ kind: 'chat', place: undefined })}
        >
          {t('aira.ar.chat')}
        </button>
        <button
          type="button"
          className="aira-ar__control"
          aria-disabled={busy}
          data-testid="aira-ar-photo"
          onClick={() => {
            if (!busy) void takePhoto();
          }}
        >
          {t('aira.ar.photo')}
        </button>
        <button type="button" className="aira-ar__control" data-testid="aira-ar-share" onClick={() => void share()}>
          {t('aira.ar.share')}
        </button>
      </div>
      {toast && (
        <p className="aira-ar__toast" role="alert" data-testid="aira-ar-toast">
          {toast}
        </p>
      )}
      {dialog?.kind === 'filter' && (
        <ArFilterDialog
          filter={{ ...storedFilter }}
          support={support}
          onChange={(next) => arFilterStore.set(next)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'place' && (
        <ArPlaceDialog
          place={dialog.place}
          distanceKm={distanceM(at, dialog.place) / 1000}
          onAskAi={() => setDialog({ kind: 'chat', place: dialog.place })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'chat' && (
        <ArChat
          key={dialog.place?.place_id ?? 'general'}
          place={dialog.place}
          at={at}
          onGeneral={() => setDialog({ kind: 'chat', place: undefined })}
          onClose={() => setDialog(null)}
        />
      )}
    </dialog>
  );
}

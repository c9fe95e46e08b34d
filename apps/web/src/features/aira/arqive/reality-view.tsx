import { ARQIVE } from '@swiss/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeviceStore } from '../../../lib/device-store';
import { describeError } from '../../../lib/errors';
import { downloadBlob } from '../ar/ar-capture';
import { cameraFailureOf, type CameraFailure } from '../ar/ar-session';
import { usePositionState } from '../position/position-store';
import { nearbyVirtualObjects } from './arqive-api';
import { captureView, type CaptureMark } from './capture';
import { stagePercent } from './object-kinds';
import { PlaceToast } from './place-toast';
import { usePlaceVirtualObject } from './use-place-virtual';
import { virtualObjectsStore } from './virtual-objects';

const CAMERA: MediaStreamConstraints = { video: { facingMode: 'environment' }, audio: false };

/**
 * Reality: the ARQive camera view (spec §2) with place-object and capture. The virtual objects placed
 * here and those others placed nearby (the server's radius query) float over the camera, or over a
 * dark backdrop while the camera is off.
 */
export function RealityView({ captureAtStart, onCaptured }: { captureAtStart: boolean; onCaptured: () => void }) {
  const { t } = useTranslation();
  const { position } = usePositionState();
  const video = useRef<HTMLVideoElement>(null);
  const view = useRef<HTMLDivElement>(null);
  const [cameraOn, setCameraOn] = useState(false);
  const [cameraWanted, setCameraWanted] = useState(true);
  const [failure, setCameraFailure] = useState<CameraFailure | null>(null);
  // A browser without camera access at all (or an insecure page) says so like a missing camera.
  const noCamera = typeof navigator === 'undefined' || typeof navigator.mediaDevices?.getUserMedia !== 'function';
  const cameraFailure: CameraFailure | null = noCamera ? 'notFound' : failure;
  const [captureError, setCaptureError] = useState(false);
  const kept = useDeviceStore(virtualObjectsStore);
  const { place, busy, toast, ready } = usePlaceVirtualObject();
  const nearby = useQuery({
    queryKey: ['arqive-nearby', position?.lat, position?.lng],
    queryFn: ({ signal }) =>
      position ? nearbyVirtualObjects(position, ARQIVE.virtualObject.radiusKm, signal) : Promise.resolve([]),
    enabled: position !== null,
    refetchInterval: 30_000,
  });

  useEffect(() => {
    if (!cameraWanted) return;
    let stream: MediaStream | null = null;
    let live = true;
    if (noCamera) return;
    navigator.mediaDevices
      .getUserMedia(CAMERA)
      .then((got) => {
        if (!live) return got.getTracks().forEach((track) => track.stop());
        stream = got;
        if (video.current) {
          video.current.srcObject = got;
          void video.current.play().catch(() => undefined);
        }
        setCameraFailure(null);
        setCameraOn(true);
      })
      .catch((error: unknown) => {
        if (live) setCameraFailure(cameraFailureOf(error));
      });
    return () => {
      live = false;
      stream?.getTracks().forEach((track) => track.stop());
      setCameraOn(false);
    };
  }, [cameraWanted, noCamera]);

  const mine = new Set(kept.map((k) => k.object.id));
  const objects = [...kept.map((k) => k.object), ...(nearby.data ?? []).filter((o) => !mine.has(o.id))].slice(0, 60);
  const marks: CaptureMark[] = objects.map((o) => ({
    emoji: o.emoji,
    label: o.message,
    scale: o.scale,
    ...stagePercent({ x: o.position.x, y: o.position.y, z: 0 }),
  }));

  const capture = async () => {
    setCaptureError(false);
    try {
      const box = view.current?.getBoundingClientRect();
      const blob = await captureView(
        { video: cameraOn ? video.current : null, width: box?.width ?? 800, height: box?.height ?? 600 },
        marks,
      );
      downloadBlob(blob, `arqive-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.png`);
    } catch {
      setCaptureError(true);
    }
  };

  // Neural capture from the tutorial: once the camera answered (on or refused), take the picture.
  const settled = cameraOn || cameraFailure !== null;
  useEffect(() => {
    if (!captureAtStart || !settled) return;
    const timer = window.setTimeout(() => {
      void capture().finally(onCaptured);
    }, 300);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per request
  }, [captureAtStart, settled]);

  return (
    <div className="arqive__view" data-testid="arqive-reality">
      <div ref={view} className="arqive-reality" data-camera={cameraOn ? 'on' : 'off'}>
        <video ref={video} className="arqive-reality__video" playsInline muted hidden={!cameraOn} aria-hidden="true" />
        {!cameraOn && (
          <p className="arqive-reality__fallback">
            {cameraFailure
              ? t(`aira.ar.cameraError.${cameraFailure}`)
              : cameraWanted
                ? t('aira.arqive.reality.starting')
                : t('aira.arqive.reality.cameraOff')}
          </p>
        )}
        <ul className="arqive-reality__marks" aria-label={t('aira.arqive.reality.objectsLabel')}>
          {objects.map((o, index) => {
            const mark = marks[index];
            return (
              <li
                key={o.id}
                className="arqive-reality__mark"
                style={{ left: `${mark?.left ?? 50}%`, top: `${mark?.top ?? 50}%`, fontSize: `${2 * o.scale}rem` }}
              >
                <span role="img" aria-label={t('aira.arqive.reality.objectBy', { emoji: o.emoji, creator: o.creator })}>
                  {o.emoji}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="aira-actions">
        <button
          type="button"
          className="aira-button"
          aria-disabled={busy || !ready}
          data-testid="arqive-reality-place"
          onClick={() => {
            if (!busy) void place();
          }}
        >
          {t('aira.arqive.reality.place')}
        </button>
        <button
          type="button"
          className="aira-button aira-button--ghost"
          aria-pressed={cameraWanted}
          onClick={() => setCameraWanted((on) => !on)}
        >
          {t('aira.arqive.reality.camera')}
        </button>
        <button type="button" className="aira-button aira-button--ghost" onClick={() => void capture()}>
          {t('aira.arqive.capture')}
        </button>
      </div>
      {captureError && <p role="alert">{t('aira.arqive.captureFailed')}</p>}
      <PlaceToast toast={toast} />
      <section className="arqive__card" aria-labelledby="arqive-nearby-title">
        <h2 id="arqive-nearby-title">{t('aira.arqive.reality.nearbyTitle')}</h2>
        {!position ? (
          <p>{t('aira.arqive.virtual.noPosition')}</p>
        ) : nearby.isPending ? (
          <p role="status">{t('aira.arqive.loading')}</p>
        ) : nearby.isError ? (
          <p role="alert">
            {t('aira.arqive.reality.nearbyFailed')} {describeError(nearby.error)}{' '}
            <button type="button" className="aira-button aira-button--ghost" onClick={() => void nearby.refetch()}>
              {t('aira.arqive.retry')}
            </button>
          </p>
        ) : objects.length === 0 ? (
          <p>{t('aira.arqive.reality.nearbyEmpty')}</p>
        ) : (
          <ul className="arqive__list" data-testid="arqive-nearby-list">
            {objects.map((o) => (
              <li key={o.id}>
                <span aria-hidden="true">{o.emoji} </span>
                {t('aira.arqive.reality.objectLine', {
                  creator: o.creator,
                  place: o.location_name ?? t('aira.arqive.reality.here'),
                })}
                {o.distance_km !== undefined && ` · ${Math.round(o.distance_km * 1000)} m`}
                {o.message && ` · “${o.message}”`}
                {kept.some((k) => k.object.id === o.id && !k.shared) && ` · ${t('aira.arqive.reality.notShared')}`}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

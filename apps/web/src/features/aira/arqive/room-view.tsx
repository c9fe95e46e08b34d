import { ARQIVE, type ClientMessage, type NewArObject } from '@swiss/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeviceStore } from '../../../lib/device-store';
import { downloadBlob } from '../ar/ar-capture';
import type { AiraChatServices } from '../components/aira-chat-dialog';
import { AiraDialog } from '../components/aira-dialog';
import { lastPositionStore, usePositionState } from '../position/position-store';
import { activityText } from './activity-text';
import { captureView } from './capture';
import { newObject, stagePercent } from './object-kinds';
import { EditTextDialog, PlaceObjectDialog } from './place-object-dialog';
import { RoomStage } from './room-stage';
import type { RoomObject } from './room-state';
import { RoomVoiceChat } from './room-voice-chat';
import { useArqiveConnection, useRoom } from './use-arqive';

/**
 * The AR room view (spec §2, §4): name, connection, fullscreen, leave; the objects with their count,
 * place object, create portal, voice chat (AIRA about where the visitor stands) and capture; what
 * each object does; activity from the room's log and the participants with their points.
 */
export function RoomView({
  roomId,
  onLeave,
  chatServices,
}: {
  roomId: string;
  onLeave: () => void;
  /** The voice chat's transports (tests); the default is the real API. */
  chatServices?: AiraChatServices;
}) {
  const { t } = useTranslation();
  const detected = usePositionState();
  const kept = useDeviceStore(lastPositionStore);
  const position = detected.position ?? kept;
  const [talking, setTalking] = useState(false);
  const { client, status } = useArqiveConnection();
  const { state, failure, notice, clickResult, clearClickResult, act } = useRoom(client, roomId);
  const root = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const [editing, setEditing] = useState<RoomObject | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === root.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), 4000);
    return () => window.clearTimeout(timer);
  }, [message]);

  const send = (sent: boolean) => {
    if (!sent) setMessage(t('aira.arqive.room.offlineNotSent'));
    return sent;
  };
  // Stable across renders: the stage's move throttle is made per `act` (room-stage.tsx).
  const stageAct = useCallback(
    (message: ClientMessage) => {
      const sent = act(message);
      if (!sent) setMessage(t('aira.arqive.room.offlineNotSent'));
      return sent;
    },
    [act, t],
  );
  const me = client.me;
  const myself = state?.participants.find((p) => p.id === me);
  const isCreator = myself?.is_creator ?? false;
  const live = state?.objects.filter((o) => !o.deleting) ?? [];
  const selectedObject = state?.objects.find((o) => o.id === selected && !o.deleting) ?? null;

  const toggleFullscreen = async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await root.current?.requestFullscreen();
    } catch {
      setMessage(t('aira.arqive.room.fullscreenFailed'));
    }
  };
  const place = (object: NewArObject) => {
    if (send(act({ type: 'place_object', room_id: roomId, object }))) setPlacing(false);
  };
  const activate = (object: RoomObject) => {
    if (object.properties.editable && object.type === 'text') setEditing(object);
    else send(act({ type: 'activate', room_id: roomId, object_id: object.id }));
  };
  const capture = async () => {
    try {
      const box = stage.current?.getBoundingClientRect();
      const blob = await captureView(
        { video: null, width: box?.width ?? 800, height: box?.height ?? 500 },
        live.map((o) => ({
          emoji: o.emoji,
          label: o.text ?? '',
          scale: Math.min(2, o.scale),
          ...stagePercent(o.position),
        })),
      );
      downloadBlob(blob, `arqive-room-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.png`);
    } catch {
      setMessage(t('aira.arqive.captureFailed'));
    }
  };
  const leave = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    onLeave();
  };

  if (failure) {
    const text =
      failure.code === 'REMOVED'
        ? t('aira.arqive.room.removed')
        : failure.code === 'ROOM_NOT_FOUND'
          ? t('aira.arqive.room.notFound')
          : failure.message || t('aira.arqive.room.joinFailed');
    return (
      <div className="arqive__view" data-testid="arqive-room-failure">
        <p role="alert" className="arqive__error">
          {text}
        </p>
        <button type="button" className="aira-button" onClick={onLeave}>
          {t('aira.arqive.room.backToRooms')}
        </button>
      </div>
    );
  }

  return (
    <div ref={root} className="arqive-room" data-testid="arqive-room">
      <header className="arqive-room__head">
        <h1>{state?.room.name ?? t('aira.arqive.room.joining')}</h1>
        <p className="arqive-room__status" data-status={status} role="status">
          {t(`aira.arqive.status.${status}`)}
        </p>
        <div className="aira-actions">
          <button
            type="button"
            className="aira-button aira-button--ghost"
            aria-pressed={fullscreen}
            onClick={() => void toggleFullscreen()}
          >
            {fullscreen ? t('aira.arqive.room.exitFullscreen') : t('aira.arqive.room.fullscreen')}
          </button>
          <button type="button" className="aira-button aira-button--ghost" data-testid="arqive-leave" onClick={leave}>
            {t('aira.arqive.room.leave')}
          </button>
        </div>
      </header>
      {!state ? (
        <p role="status">{status === 'open' ? t('aira.arqive.room.joining') : t(`aira.arqive.status.${status}`)}</p>
      ) : (
        <>
          <p className="arqive-room__count" data-testid="arqive-object-count">
            {t('aira.arqive.room.objectCount', { count: live.length })}
          </p>
          <RoomStage
            roomId={roomId}
            objects={state.objects}
            me={me}
            selected={selected}
            onSelect={setSelected}
            onActivate={activate}
            act={stageAct}
            stageRef={stage}
          />
          {live.length === 0 && <p>{t('aira.arqive.room.empty')}</p>}
          <div className="aira-actions">
            <button
              type="button"
              className="aira-button"
              data-testid="arqive-place-object-open"
              onClick={() => setPlacing(true)}
            >
              {t('aira.arqive.objects.placeTitle')}
            </button>
            <button
              type="button"
              className="aira-button"
              data-testid="arqive-create-portal"
              onClick={() => place(newObject('portal', { emoji: '🌀', color: '#00c2d1' }))}
            >
              {t('aira.arqive.room.createPortal')}
            </button>
            <button
              type="button"
              className="aira-button"
              aria-disabled={!position}
              aria-describedby={position ? undefined : 'arqive-voice-chat-needs'}
              data-testid="arqive-voice-chat-open"
              onClick={() => {
                if (position) setTalking(true);
              }}
            >
              {t('aira.arqive.room.voiceChat')}
            </button>
            <button type="button" className="aira-button aira-button--ghost" onClick={() => void capture()}>
              {t('aira.arqive.capture')}
            </button>
          </div>
          {!position && (
            <p id="arqive-voice-chat-needs" className="aira-muted">
              {t('aira.arqive.room.voiceChatNeedsPosition')}
            </p>
          )}
          {selectedObject && (
            <section
              className="arqive__card"
              aria-label={t('aira.arqive.objects.actionsLabel')}
              data-testid="arqive-object-actions"
            >
              <p>
                <span aria-hidden="true">{selectedObject.emoji} </span>
                {t(`aira.arqive.types.${selectedObject.type}`)} · {selectedObject.creator}
              </p>
              <div className="aira-actions">
                <button
                  type="button"
                  className="aira-button aira-button--ghost"
                  onClick={() => activate(selectedObject)}
                >
                  {t('aira.arqive.objects.use')}
                </button>
                {selectedObject.properties.scalable && (
                  <button
                    type="button"
                    className="aira-button aira-button--ghost"
                    aria-disabled={selectedObject.scale >= ARQIVE.scaleCap}
                    onClick={() => {
                      if (selectedObject.scale < ARQIVE.scaleCap)
                        send(act({ type: 'scale_object', room_id: roomId, object_id: selectedObject.id }));
                    }}
                  >
                    {t('aira.arqive.objects.scale')}
                  </button>
                )}
                <button
                  type="button"
                  className="aira-button aira-button--ghost"
                  onClick={() => send(act({ type: 'rotate_object', room_id: roomId, object_id: selectedObject.id }))}
                >
                  {t('aira.arqive.objects.rotate')}
                </button>
                {(isCreator || selectedObject.creator_id === me) && (
                  <button
                    type="button"
                    className="aira-button aira-button--ghost"
                    data-testid="arqive-delete-object"
                    onClick={() => send(act({ type: 'delete_object', room_id: roomId, object_id: selectedObject.id }))}
                  >
                    {isCreator && selectedObject.creator_id !== me
                      ? t('aira.arqive.objects.remove')
                      : t('aira.arqive.objects.delete')}
                  </button>
                )}
              </div>
            </section>
          )}
          <section className="arqive__card" aria-labelledby="arqive-people-title">
            <h2 id="arqive-people-title">
              {t('aira.arqive.room.participants', {
                count: state.participants.length,
                max: state.room.max_participants,
              })}
            </h2>
            <ul className="arqive__list" data-testid="arqive-participants">
              {state.participants.map((p) => (
                <li key={p.id} className="arqive__item">
                  <span>
                    {p.name}
                    {p.id === me && ` (${t('aira.arqive.room.you')})`}
                    {p.is_creator && ` · ${t('aira.arqive.room.creator')}`} ·{' '}
                    {t('aira.arqive.room.points', { count: p.points })}
                  </span>
                  {isCreator && p.id !== me && (
                    <button
                      type="button"
                      className="aira-button aira-button--ghost"
                      aria-label={t('aira.arqive.room.removeParticipant', { name: p.name })}
                      onClick={() => send(act({ type: 'remove_participant', room_id: roomId, participant_id: p.id }))}
                    >
                      {t('aira.arqive.objects.remove')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </section>
          <section className="arqive__card" aria-labelledby="arqive-activity-title">
            <h2 id="arqive-activity-title">{t('aira.arqive.room.activity')}</h2>
            <ol className="arqive__list" aria-live="polite" aria-relevant="additions" data-testid="arqive-activity">
              {state.activity.length === 0 && <li>{t('aira.arqive.room.noActivity')}</li>}
              {state.activity.map((line) => (
                <li key={line.entry.seq}>{activityText(line, t)}</li>
              ))}
            </ol>
          </section>
        </>
      )}
      <p
        className="arqive__toast"
        role="status"
        aria-live="polite"
        data-testid="arqive-room-message"
        hidden={!(message ?? notice)}
      >
        {message ?? notice}
      </p>
      {talking && position && (
        <RoomVoiceChat
          roomId={roomId}
          roomName={state?.room.name ?? ''}
          position={position}
          placeName={detected.position ? detected.placeName : null}
          onClose={() => setTalking(false)}
          services={chatServices}
        />
      )}
      {placing && <PlaceObjectDialog onClose={() => setPlacing(false)} onPlace={place} />}
      {editing && (
        <EditTextDialog
          initial={editing.text ?? ''}
          onClose={() => setEditing(null)}
          onSave={(text) => {
            if (send(act({ type: 'edit_text', room_id: roomId, object_id: editing.id, text }))) setEditing(null);
          }}
        />
      )}
      {clickResult && (
        <AiraDialog
          title={
            clickResult.kind === 'portal'
              ? t('aira.arqive.click.portalTitle')
              : clickResult.kind === 'points'
                ? t('aira.arqive.click.pointsTitle')
                : t('aira.arqive.click.detailsTitle')
          }
          onClose={clearClickResult}
          testId="arqive-click-result"
        >
          <p role="alert">
            {clickResult.kind === 'portal'
              ? t('aira.arqive.click.portal', { creator: clickResult.object.creator })
              : clickResult.kind === 'points'
                ? t('aira.arqive.click.points', { points: clickResult.points })
                : t('aira.arqive.click.details', {
                    object: t(`aira.arqive.types.${clickResult.object.type}`),
                    emoji: clickResult.object.emoji,
                    creator: clickResult.object.creator,
                    x: clickResult.object.position.x,
                    y: clickResult.object.position.y,
                    z: clickResult.object.position.z,
                    scale: Math.round(clickResult.object.scale * 100) / 100,
                    rotation: clickResult.object.rotation.y + clickResult.object.rotation.z,
                  })}
          </p>
        </AiraDialog>
      )}
    </div>
  );
}

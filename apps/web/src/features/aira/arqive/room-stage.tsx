import { ARQIVE, type ClientMessage, type Vec3 } from '@swiss/contract';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { moveThrottle } from './move-throttle';
import { nudge, positionAt, stagePercent } from './object-kinds';
import type { RoomObject } from './room-state';
import { drawnSize, spreadTargets } from './stage-layout';
import { useStageSizes } from './use-stage-sizes';

/** A button's size before it is measured (its CSS minimum). */
const BUTTON_PX = 48;
/** Pixels a pointer must travel before a press becomes a drag (else it is a click). */
const DRAG_START_PX = 6;
/**
 * After a release the object stays where it was let go until the server's move comes back (one round
 * trip), instead of jumping back to its last confirmed position meanwhile; at most this long.
 */
const SETTLE_MS = 2000;

interface Preview {
  id: string;
  position: Vec3;
  /** Released: shown until the room's state has the same position (or SETTLE_MS pass). */
  settling?: boolean;
}

const samePosition = (a: Vec3, b: Vec3) => a.x === b.x && a.y === b.y && a.z === b.z;

interface Props {
  roomId: string;
  objects: readonly RoomObject[];
  me: string | null;
  selected: string | null;
  onSelect: (id: string) => void;
  /** A click on an object (spec §4). */
  onActivate: (object: RoomObject) => void;
  act: (message: ClientMessage) => boolean;
  stageRef: React.RefObject<HTMLDivElement | null>;
}

/**
 * The room's objects as buttons on a stage. A press that travels drags it (grab, moves about 10 per
 * second, release); arrow keys do the same from the keyboard. Every change comes back as the server's
 * operation; only the dragged object follows the pointer locally while held.
 */
export function RoomStage({ roomId, objects, me, selected, onSelect, onActivate, act, stageRef }: Props) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<Preview | null>(null);
  const drag = useRef<{ id: string; x: number; y: number; moving: boolean } | null>(null);
  const held = useRef<string | null>(null);
  const justDragged = useRef<string | null>(null);
  // `act` must keep its identity across renders (RoomView memoises it): a new throttle cancels the
  // old one's pending last move, and the others would see the object stop short of where it was let go.
  const sendMove = useMemo(
    () =>
      moveThrottle<{ id: string; position: Vec3 }>(({ id, position }) =>
        act({ type: 'move_object', room_id: roomId, object_id: id, position }),
      ),
    [act, roomId],
  );
  useEffect(() => () => sendMove.cancel(), [sendMove]);
  useEffect(() => {
    if (!preview?.settling) return;
    const timer = window.setTimeout(() => setPreview((current) => (current === preview ? null : current)), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [preview]);
  // The room's state caught up with a released object (or it is gone): the state places it again.
  // Adjusted while rendering, so the frame in between never shows the old position.
  if (preview?.settling) {
    const confirmed = objects.find((o) => o.id === preview.id);
    if (!confirmed || samePosition(confirmed.position, preview.position)) setPreview(null);
  }
  /** Where an object is drawn: the held or just released position, else the room's. */
  const shownPosition = (object: RoomObject): Vec3 => (preview?.id === object.id ? preview.position : object.position);
  const settle = () => setPreview((current) => (current ? { ...current, settling: true } : current));
  // Drawn positions: the room's (or the held one's) moved apart where buttons would overlap at the
  // stage's current size; the held object stays under the pointer and the others make way.
  const sizes = useStageSizes(stageRef, objects.map((o) => o.id).join(' '));
  const shown = useMemo(
    () =>
      spreadTargets(
        objects.map((object) => {
          const size = sizes.buttons.get(object.id) ?? { width: BUTTON_PX, height: BUTTON_PX };
          return {
            id: object.id,
            ...stagePercent(preview?.id === object.id ? preview.position : object.position),
            ...drawnSize(size, object.scale, object.rotation.y + object.rotation.z),
          };
        }),
        sizes.stage ?? { width: 0, height: 0 },
        { pinned: new Set(preview ? [preview.id] : []) },
      ),
    [objects, preview, sizes],
  );

  const grab = (id: string) => {
    if (held.current === id) return;
    if (held.current) release();
    held.current = id;
    act({ type: 'grab', room_id: roomId, object_id: id });
  };
  const release = () => {
    const id = held.current;
    if (!id) return;
    sendMove.flush();
    held.current = null;
    act({ type: 'release', room_id: roomId, object_id: id });
  };

  const pointAt = (event: PointerEvent, z: number): Vec3 | null => {
    const box = stageRef.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return null;
    return positionAt((event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height, z);
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, object: RoomObject) => {
    if (!object.properties.grabbable || event.button !== 0) return;
    drag.current = { id: object.id, x: event.clientX, y: event.clientY, moving: false };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>, object: RoomObject) => {
    const state = drag.current;
    if (!state || state.id !== object.id) return;
    if (!state.moving && Math.hypot(event.clientX - state.x, event.clientY - state.y) < DRAG_START_PX) return;
    if (!state.moving) {
      state.moving = true;
      grab(object.id);
    }
    const position = pointAt(event, object.position.z);
    if (!position) return;
    setPreview({ id: object.id, position });
    sendMove.push({ id: object.id, position });
  };
  const onPointerUp = () => {
    const state = drag.current;
    drag.current = null;
    if (state?.moving) {
      justDragged.current = state.id;
      release();
      settle();
    }
  };
  const onClick = (object: RoomObject) => {
    // A drag ends with a click event too; only a press that stayed put is a click.
    if (justDragged.current === object.id) {
      justDragged.current = null;
      return;
    }
    onSelect(object.id);
    onActivate(object);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, object: RoomObject) => {
    if (event.key === 'Escape' && held.current) {
      event.preventDefault();
      release();
      settle();
      return;
    }
    if (!object.properties.grabbable) return;
    const from = shownPosition(object);
    const position = nudge(from, event.key);
    if (!position) return;
    event.preventDefault();
    onSelect(object.id);
    grab(object.id);
    setPreview({ id: object.id, position });
    sendMove.push({ id: object.id, position });
  };

  return (
    <div ref={stageRef} className="arqive-stage" data-testid="arqive-stage">
      <ul className="arqive-stage__objects" aria-label={t('aira.arqive.objects.listLabel')}>
        {objects.map((object) => {
          const { left, top } = shown.get(object.id) ?? stagePercent(shownPosition(object));
          const heldBy = object.grabbed_by && object.grabbed_by !== me;
          return (
            <li
              key={object.id}
              className="arqive-stage__slot"
              style={{ left: `${left}%`, top: `${top}%` }}
              data-deleting={object.deleting || undefined}
            >
              <button
                type="button"
                className="arqive-object"
                aria-pressed={selected === object.id}
                aria-label={t('aira.arqive.objects.name', {
                  object: t(`aira.arqive.types.${object.type}`),
                  emoji: object.emoji,
                  creator: object.creator,
                  text: object.text ?? '',
                }).trim()}
                aria-describedby="arqive-object-hint"
                data-testid="arqive-object"
                data-object-id={object.id}
                disabled={object.deleting}
                style={{
                  transform: `rotate(${object.rotation.y + object.rotation.z}deg) scale(${object.scale})`,
                  borderColor: object.color,
                  transitionDuration: `${ARQIVE.deleteFadeMs}ms`,
                }}
                onPointerDown={(e) => onPointerDown(e, object)}
                onPointerMove={(e) => onPointerMove(e, object)}
                onPointerUp={onPointerUp}
                onPointerCancel={onPointerUp}
                onClick={() => onClick(object)}
                onKeyDown={(e) => onKeyDown(e, object)}
                onBlur={() => {
                  if (held.current === object.id) {
                    release();
                    settle();
                  }
                }}
              >
                <span aria-hidden="true">{object.emoji}</span>
                {object.type === 'text' && object.text && <span className="arqive-object__text">{object.text}</span>}
                {heldBy && (
                  <span className="arqive-object__held" aria-hidden="true">
                    ✋
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <p id="arqive-object-hint" className="visually-hidden">
        {t('aira.arqive.objects.hint')}
      </p>
    </div>
  );
}

import type { ArObject, ClientMessage, ServerMessage } from '@swiss/contract';
import { ARQIVE } from '@swiss/contract';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ArqiveClient, joinRef, type ConnectionStatus } from '../../../lib/realtime/arqive-client';
import { displayName } from './display-name';
import { reduceRoom, type RoomEvent, type RoomState } from './room-state';

let shared: ArqiveClient | null = null;
let users = 0;

/** Tests put a client with a fake socket here. */
export function setArqiveClientForTests(client: ArqiveClient | null): void {
  shared = client;
}

function arqiveClient(): ArqiveClient {
  shared ??= new ArqiveClient({ name: displayName });
  return shared;
}

/** The one ARQive connection of the page, open while a view that needs it is shown. */
export function useArqiveConnection(): { client: ArqiveClient; status: ConnectionStatus } {
  const client = arqiveClient();
  useEffect(() => {
    users += 1;
    client.start();
    return () => {
      users -= 1;
      if (users === 0) client.stop();
    };
  }, [client]);
  const status = useSyncExternalStore(
    (listener) => client.onStatus(listener),
    () => client.status,
    () => client.status,
  );
  return { client, status };
}

/** What the visitor's own click did (spec §4): shown to them only. */
export type ClickResult =
  { kind: 'portal'; object: ArObject } | { kind: 'points'; points: number } | { kind: 'details'; object: ArObject };

export interface RoomFailure {
  code: string;
  message: string;
}

let refCounter = 0;

/**
 * A joined room: its state from the server's snapshot and operations (room-state.ts), rejoining after
 * a gap, fading deleted objects for 0.5 s, and `act` to send an interaction (false when offline).
 */
export function useRoom(client: ArqiveClient, roomId: string) {
  const [state, setState] = useState<RoomState | null>(null);
  const stateRef = useRef<RoomState | null>(null);
  const [failure, setFailure] = useState<RoomFailure | null>(null);
  /** The server refused an interaction (rate limit, cap, not allowed): its message, for 4 s. */
  const [notice, setNotice] = useState<string | null>(null);
  const [clickResult, setClickResult] = useState<ClickResult | null>(null);

  useEffect(() => {
    // A new room id mounts a new view (RoomView is keyed by it), so the state starts empty.
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const apply = (event: RoomEvent) => {
      const step = reduceRoom(stateRef.current, event);
      if (step.state !== stateRef.current) {
        stateRef.current = step.state;
        setState(step.state);
        if (step.state) client.markApplied(roomId, step.state.seq);
      }
      if (step.rejoin && step.state) client.join(roomId, step.state.seq);
    };
    const onMessage = (message: ServerMessage) => {
      if (message.type === 'snapshot' && message.room.room_id === roomId) {
        setFailure(null);
        apply(message);
      } else if (message.type === 'op' && message.entry.room_id === roomId) {
        const before = stateRef.current;
        apply(message);
        const op = message.entry.op;
        if (op.kind === 'object_deleted') {
          const timer = setTimeout(() => {
            timers.delete(timer);
            apply({ type: 'purge', object_id: op.object_id });
          }, ARQIVE.deleteFadeMs);
          timers.add(timer);
        }
        if (op.kind === 'object_activated' && message.entry.actor.id === client.me && before) {
          const object = stateRef.current?.objects.find((o) => o.id === op.object_id);
          if (op.effect === 'points') setClickResult({ kind: 'points', points: op.points ?? ARQIVE.valuablePoints });
          else if (object) setClickResult({ kind: op.effect, object });
        }
      } else if (message.type === 'removed' && message.room_id === roomId) {
        setFailure({ code: 'REMOVED', message: '' });
      } else if (message.type === 'error' && message.ref !== undefined) {
        if (message.ref === joinRef(roomId) && !stateRef.current)
          setFailure({ code: message.code, message: message.message });
        else if (message.ref.startsWith(`${roomId}:`)) {
          setNotice(message.message);
          const timer = setTimeout(() => {
            timers.delete(timer);
            setNotice(null);
          }, 4000);
          timers.add(timer);
        }
      }
    };
    const off = client.onMessage(onMessage);
    client.join(roomId);
    return () => {
      off();
      for (const timer of timers) clearTimeout(timer);
      client.leave(roomId);
    };
  }, [client, roomId]);

  /** Sends one interaction; false when not connected (the caller says so). */
  const act = useCallback(
    (message: ClientMessage): boolean => {
      refCounter += 1;
      const withRef =
        message.type === 'ping' || message.type === 'hello'
          ? message
          : { ...message, ref: `${roomId}:${refCounter}`.slice(0, 64) };
      return client.send(withRef);
    },
    [client, roomId],
  );

  return { state, failure, notice, clickResult, clearClickResult: () => setClickResult(null), act };
}

import {
  ARQIVE,
  clientMessageSchema,
  type ClientMessage,
  type RoomLogEntry,
  type ServerMessage,
} from '@swiss/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import { realtimeRoute } from '../../platform/realtime/index.js';
import { ArqiveHub, type ArqiveConnection, type Membership } from './arqive-hub.js';
import { displayName } from './arqive-text.js';
import { MoveBatcher } from './move-batcher.js';
import { HEARTBEAT_MS } from './presence.js';
import {
  actOnObject,
  heartbeat,
  joinRoom,
  leaveRoom,
  opsAfter,
  OPS_CHANNEL,
  placeObject,
  removeParticipant,
  RoomError,
  roomSeq,
  roomSnapshot,
  releaseAbandoned,
  roomTheme,
  type Actor,
} from './room-store.js';

/** A lost notification is caught up by this poll of the rooms with local members. */
const POLL_MS = 5000;

type RoomMessage = Exclude<ClientMessage, { type: 'hello' | 'ping' | 'join' | 'move_object' }>;

/**
 * GET /api/arqive/ws: the live side of ARQive rooms. The kernel (platform/realtime) has already
 * checked each frame's size, shape and rate and who sent it; this answers each message with an ack
 * or an error frame, and the hub fans the resulting operations out to every room member: this
 * instance's own right after commit, the others' from their notifications. Moves go through the
 * batcher (coalesced, all rooms written together every MOVE_BATCH_MS) and are answered when written.
 */
async function routes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const hub = new ArqiveHub(db, app.log);
  const publish = (entries: RoomLogEntry[]) => hub.publish(entries);
  const batcher = new MoveBatcher(db, app.log, publish);
  const memberships = new WeakMap<ArqiveConnection, Map<string, Membership>>();
  const leaving = new Set<Promise<unknown>>();

  const stopListening = await app.database.listen(OPS_CHANNEL, (payload) => hub.notified(payload));
  const poll = setInterval(() => hub.wake(), POLL_MS);
  const beat = setInterval(() => {
    heartbeat(db, app.instanceId)
      .then(() => releaseAbandoned(db))
      .then(publish)
      .catch((error: unknown) => app.log.warn({ err: error }, 'arqive heartbeat failed'));
  }, HEARTBEAT_MS);
  poll.unref();
  beat.unref();
  app.addHook('onClose', async () => {
    clearInterval(poll);
    clearInterval(beat);
    await batcher.flush();
    await Promise.allSettled([...leaving]);
    await stopListening();
  });

  const send = (connection: ArqiveConnection, message: ServerMessage) => connection.send(message);
  const roomsOf = (connection: ArqiveConnection) => {
    let rooms = memberships.get(connection);
    if (!rooms) memberships.set(connection, (rooms = new Map<string, Membership>()));
    return rooms;
  };

  const join = async (connection: ArqiveConnection, roomId: string, lastSeq: number | undefined, ref?: string) => {
    const rooms = roomsOf(connection);
    const previous = rooms.get(roomId);
    if (previous) hub.exit(roomId, previous);
    const membership: Membership = {
      connection,
      seq: null,
      buffered: [],
      onRemoved: () => {
        rooms.delete(roomId);
        send(connection, { type: 'removed', room_id: roomId });
      },
    };
    rooms.set(roomId, membership);
    await hub.enter(roomId, membership);
    try {
      const entry = await joinRoom(db, roomId, connection.identity, app.instanceId);
      publish([entry]);
      const current = (await roomSeq(db, roomId)) ?? entry.seq;
      if (lastSeq !== undefined && lastSeq <= current && current - lastSeq <= ARQIVE.replayMax) {
        const missed = await opsAfter(db, roomId, lastSeq, ARQIVE.replayMax);
        for (const missedEntry of missed) send(connection, { type: 'op', entry: missedEntry });
        hub.start(membership, missed.at(-1)?.seq ?? lastSeq);
      } else {
        const snapshot = await roomSnapshot(db, roomId);
        send(connection, snapshot);
        hub.start(membership, snapshot.seq);
      }
      send(connection, { type: 'ack', ref, seq: entry.seq });
    } catch (error) {
      hub.exit(roomId, membership);
      rooms.delete(roomId);
      throw error;
    }
  };

  const leave = async (connection: ArqiveConnection, roomId: string) => {
    const rooms = roomsOf(connection);
    const membership = rooms.get(roomId);
    if (!membership) return undefined;
    rooms.delete(roomId);
    hub.exit(roomId, membership);
    await batcher.flush(roomId); // the moves before a drop are written before its objects are released
    const entries = await leaveRoom(db, roomId, connection.identity);
    publish(entries);
    return entries.at(-1);
  };

  /** Queued, not awaited: the connection's next frames go on while the batch gathers. */
  const move = (connection: ArqiveConnection, message: Extract<ClientMessage, { type: 'move_object' }>) => {
    const { room_id: roomId, ref } = message;
    if (!roomsOf(connection).has(roomId))
      return send(connection, refused(new RoomError('NOT_IN_ROOM', 'Join the room first.'), ref));
    void batcher
      .move(roomId, { actor: connection.identity, objectId: message.object_id, position: message.position })
      .then((outcome) => {
        if ('failure' in outcome) {
          connection.log.error({ err: outcome.failure }, 'arqive move failed');
          return connection.close(1011, 'server error'); // the client reconnects and resyncs
        }
        if ('entry' in outcome) return send(connection, { type: 'ack', ref, seq: outcome.entry.seq });
        send(connection, refused(new RoomError(outcome.code, outcome.message), ref));
      });
  };

  const act = async (connection: ArqiveConnection, message: RoomMessage): Promise<RoomLogEntry | undefined> => {
    const { room_id: roomId } = message;
    if (message.type === 'leave') {
      const entry = await leave(connection, roomId);
      if (!entry) throw new RoomError('NOT_IN_ROOM', 'You are not in this room.');
      return entry;
    }
    if (!roomsOf(connection).has(roomId)) throw new RoomError('NOT_IN_ROOM', 'Join the room first.');
    // Moves still gathering are written first: nothing overtakes a move sent before it.
    await batcher.flush(roomId);
    const entries = await perform(connection.identity, message);
    publish(entries);
    return entries.at(-1);
  };

  const perform = async (actor: Actor, message: Exclude<RoomMessage, { type: 'leave' }>): Promise<RoomLogEntry[]> => {
    const { room_id: roomId } = message;
    switch (message.type) {
      case 'place_object':
        return [await placeObject(db, roomId, actor, message.object, await roomTheme(db, roomId))];
      case 'edit_text':
        return [await actOnObject(db, roomId, actor, message.object_id, { editText: message.text })];
      case 'remove_participant':
        return removeParticipant(db, roomId, actor, message.participant_id);
      case 'grab':
      case 'release':
      case 'scale_object':
      case 'rotate_object':
      case 'activate':
      case 'delete_object':
        return [await actOnObject(db, roomId, actor, message.object_id, message.type)];
    }
  };

  const refused = (error: RoomError, ref: string | undefined): ServerMessage =>
    ref === undefined
      ? { type: 'error', code: error.code, message: error.message }
      : { type: 'error', code: error.code, message: error.message, ref };

  realtimeRoute<ClientMessage, ServerMessage, Actor>(app, {
    path: '/api/arqive/ws',
    schema: clientMessageSchema,
    maxFrameBytes: ARQIVE.maxFrameBytes,
    messagesPerSecond: ARQIVE.messagesPerSecond,
    messagesBurst: ARQIVE.messagesBurst,
    errorFrame: (code, message, ref) =>
      ref === undefined ? { type: 'error', code, message } : { type: 'error', code, message, ref },
    authenticate: (message) => {
      if (message.type !== 'hello') return undefined;
      const id = app.deviceTokens.verify(message.token);
      return id === undefined ? undefined : { id, name: displayName(message.name) };
    },
    onOpen: (connection) =>
      send(connection, { type: 'welcome', participant_id: connection.identity.id, name: connection.identity.name }),
    onMessage: async (connection, message) => {
      if (message.type === 'ping') return send(connection, { type: 'pong' });
      if (message.type === 'hello')
        return send(connection, {
          type: 'welcome',
          participant_id: connection.identity.id,
          name: connection.identity.name,
        });
      const ref = message.ref;
      try {
        if (message.type === 'join') return await join(connection, message.room_id, message.last_seq, ref);
        if (message.type === 'move_object') return move(connection, message);
        const entry = await act(connection, message);
        send(connection, { type: 'ack', ref, seq: entry?.seq ?? null });
      } catch (error) {
        if (!(error instanceof RoomError)) throw error;
        send(connection, refused(error, ref));
      }
    },
    onClose: async (connection) => {
      const rooms = memberships.get(connection);
      if (!rooms) return;
      const done = Promise.allSettled([...rooms.keys()].map((roomId) => leave(connection, roomId)));
      leaving.add(done);
      await done;
      leaving.delete(done);
    },
  });
}

export const arqiveWsRoutes = fp(routes, {
  name: 'arqive-ws-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES, 'database', 'realtime'],
  decorators: { fastify: ['database', 'deviceTokens', 'instanceId'] },
});

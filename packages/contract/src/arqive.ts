import * as z from 'zod/mini';

/**
 * ARQive: AR rooms, objects and events shared live (spec 001 §2 "ARQive", §3, §4, §5, §9;
 * DEVIATIONS 12). PostgreSQL holds rooms, objects, events and an ordered log of operations per room;
 * clients talk over one WebSocket (`/api/arqive/ws`) with the messages below, validated on both ends.
 */
export const ARQIVE = {
  /** A client frame larger than this is refused with an error frame (the connection stays). */
  maxFrameBytes: 4096,
  room: {
    nameDefault: 'New AR Room',
    descriptionDefault: 'A new AR experience',
    /** Max participants: a number 2-20, default 10; a value that is not a number becomes 10 (§5). */
    minParticipants: 2,
    maxParticipants: 20,
    defaultParticipants: 10,
    nameMax: 80,
    descriptionMax: 300,
  },
  event: { titleDefault: 'New Event', descriptionDefault: 'A new AR event', titleMax: 80, descriptionMax: 300 },
  /** Caps against abuse: objects per room, objects one participant may have in a room, rooms per device. */
  objectsPerRoom: 500,
  objectsPerParticipant: 60,
  roomsPerDevice: 20,
  eventsPerDevice: 20,
  /** Text objects and names. */
  textMax: 200,
  nameMax: 40,
  /** Interactions (§4): scale grows 20 % up to 3; rotate adds 90 degrees; delete fades 0.5 s; valuables give 10 points. */
  scaleFactor: 1.2,
  scaleCap: 3,
  rotateStepDeg: 90,
  deleteFadeMs: 500,
  valuablePoints: 10,
  /** Per connection: a token bucket of this many messages per second with this burst. */
  messagesPerSecond: 20,
  messagesBurst: 40,
  /** A reconnecting client gets the missed operations when at most this many; else a fresh snapshot. */
  replayMax: 500,
  /** Activity lines a snapshot carries (the room's last operations). */
  activityLines: 20,
  /** Coordinates of objects inside a room (metres from the room's origin). */
  coordinateMax: 1000,
  /** Virtual objects (§4, §9): one of 10 emoji, spawn distance 1-4, height 0.5-2.5, scale 0.5-1, 3 s toast. */
  virtualObject: {
    emojis: ['🌟', '💎', '🎈', '🦄', '🌈', '🔮', '🎁', '🍀', '🚀', '🎵'],
    spawnDistance: [1, 4],
    height: [0.5, 2.5],
    scale: [0.5, 1],
    toastMs: 3000,
    messageMax: 140,
    /** Nearby query radius, km (default and maximum). */
    radiusKm: 1,
    radiusMaxKm: 10,
  },
} as const;

export const AR_OBJECT_TYPES = ['cube', 'sphere', 'portal', 'text', 'crystal', 'star', 'rocket', 'gem'] as const;
export const arObjectTypeSchema = z.enum(AR_OBJECT_TYPES);
export type ArObjectType = z.infer<typeof arObjectTypeSchema>;

/** The spec's realm themes (§3), blueprint the default. */
export const REALM_THEMES = ['teal', 'gold', 'purple', 'ocean', 'neon', 'rose', 'blueprint'] as const;
export const realmThemeSchema = z.enum(REALM_THEMES);
export type RealmTheme = z.infer<typeof realmThemeSchema>;

const coordinate = z.number().check(z.gte(-ARQIVE.coordinateMax), z.lte(ARQIVE.coordinateMax));
export const vec3Schema = z.object({ x: coordinate, y: coordinate, z: coordinate });
export type Vec3 = z.infer<typeof vec3Schema>;
const colourSchema = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'colour: #rrggbb'));
const idSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, 'id: letters, digits, _ and -'));
const textSchema = (max: number) => z.string().check(z.trim(), z.maxLength(max));

export const arObjectPropertiesSchema = z.object({
  grabbable: z.boolean(),
  scalable: z.boolean(),
  teleport: z.boolean(),
  editable: z.boolean(),
  valuable: z.boolean(),
});
export type ArObjectProperties = z.infer<typeof arObjectPropertiesSchema>;

/** An object in a room (§3 AR object), as the server keeps it. */
export const arObjectSchema = z.object({
  id: z.string(),
  room_id: z.string(),
  type: arObjectTypeSchema,
  emoji: z.string(),
  color: colourSchema,
  position: vec3Schema,
  /** Degrees about each axis. */
  rotation: vec3Schema,
  scale: z.number(),
  theme: realmThemeSchema,
  /** The creator's display name, or 'User'. */
  creator: z.string(),
  creator_id: z.string(),
  /** A text object's text; null for the others. */
  text: z.nullable(z.string()),
  properties: arObjectPropertiesSchema,
  /** The participant holding it (grab), or null. */
  grabbed_by: z.nullable(z.string()),
  created_at: z.string(),
});
export type ArObject = z.infer<typeof arObjectSchema>;

/** A room as listed (§3 AR room, server-kept; participants live). */
export const arRoomSchema = z.object({
  room_id: z.string(),
  name: z.string(),
  description: z.string(),
  realm_theme: realmThemeSchema,
  max_participants: z.int(),
  participant_count: z.int(),
  object_count: z.int(),
  creator: z.string(),
  created_at: z.string(),
  /** The room's last operation number. */
  seq: z.int(),
});
export type ArRoom = z.infer<typeof arRoomSchema>;

export const arParticipantSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** ARQive points collected in this room (+10 per valuable). */
  points: z.int(),
  is_creator: z.boolean(),
});
export type ArParticipant = z.infer<typeof arParticipantSchema>;

/** An event (§3), kept on the server. */
export const arEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  event_type: z.string(),
  start_time: z.string(),
  description: z.string(),
  realm_theme: realmThemeSchema,
  host: z.string(),
  attendees: z.int(),
  /** Whether the asking device has joined it. */
  joined: z.boolean(),
  created_at: z.string(),
});
export type ArEvent = z.infer<typeof arEventSchema>;

/** A virtual object placed where the visitor stands (§3), kept on the device and shared by radius. */
export const virtualObjectSchema = z.object({
  id: z.string(),
  type: z.literal('virtual_object'),
  emoji: z.enum(ARQIVE.virtualObject.emojis),
  position: vec3Schema,
  coordinates: z.object({
    lat: z.number().check(z.gte(-90), z.lte(90)),
    lng: z.number().check(z.gte(-180), z.lte(180)),
  }),
  message: z.string(),
  location_name: z.nullable(z.string()),
  creator: z.string(),
  scale: z.number(),
  created_at: z.string(),
  /** Distance from the asked point, km (in nearby answers). */
  distance_km: z.optional(z.number()),
});
export type VirtualObject = z.infer<typeof virtualObjectSchema>;

// ---- REST ----

/** POST /api/arqive/rooms. `max_participants` may be anything: a number must be 2-20, anything else becomes 10. */
export const createRoomBodySchema = z.object({
  name: z.optional(textSchema(ARQIVE.room.nameMax)),
  description: z.optional(textSchema(ARQIVE.room.descriptionMax)),
  max_participants: z.optional(z.unknown()),
  realm_theme: z.optional(realmThemeSchema),
  /** The creator's display name (else 'User'). */
  creator_name: z.optional(textSchema(ARQIVE.nameMax)),
});
export type CreateRoomBody = z.input<typeof createRoomBodySchema>;
export const roomResponseSchema = z.object({ status: z.literal('success'), room: arRoomSchema });
export const roomsResponseSchema = z.object({ status: z.literal('success'), rooms: z.array(arRoomSchema) });

/** POST /api/arqive/events */
export const createEventBodySchema = z.object({
  title: z.optional(textSchema(ARQIVE.event.titleMax)),
  /** ISO time; default now. */
  start_time: z.optional(z.iso.datetime({ offset: true })),
  description: z.optional(textSchema(ARQIVE.event.descriptionMax)),
  event_type: z.optional(textSchema(40)),
  realm_theme: z.optional(realmThemeSchema),
  host_name: z.optional(textSchema(ARQIVE.nameMax)),
});
export type CreateEventBody = z.input<typeof createEventBodySchema>;
export const eventResponseSchema = z.object({ status: z.literal('success'), event: arEventSchema });
export const eventsResponseSchema = z.object({ status: z.literal('success'), events: z.array(arEventSchema) });

/** POST /api/arqive/virtual-objects */
export const createVirtualObjectBodySchema = z.object({
  emoji: z.enum(ARQIVE.virtualObject.emojis),
  position: vec3Schema,
  coordinates: z.object({
    lat: z.number().check(z.gte(-90), z.lte(90)),
    lng: z.number().check(z.gte(-180), z.lte(180)),
  }),
  message: z.optional(textSchema(ARQIVE.virtualObject.messageMax)),
  location_name: z.optional(textSchema(120)),
  scale: z.number().check(z.gte(ARQIVE.virtualObject.scale[0]), z.lte(ARQIVE.virtualObject.scale[1])),
  creator_name: z.optional(textSchema(ARQIVE.nameMax)),
});
export const virtualObjectResponseSchema = z.object({ status: z.literal('success'), object: virtualObjectSchema });
/** GET /api/arqive/virtual-objects?lat&lng[&radius_km] */
export const virtualObjectsQuerySchema = z.object({
  lat: z.coerce.number().check(z.gte(-90), z.lte(90)),
  lng: z.coerce.number().check(z.gte(-180), z.lte(180)),
  radius_km: z._default(
    z.coerce.number().check(z.gt(0), z.lte(ARQIVE.virtualObject.radiusMaxKm)),
    ARQIVE.virtualObject.radiusKm,
  ),
});
export const virtualObjectsResponseSchema = z.object({
  status: z.literal('success'),
  objects: z.array(virtualObjectSchema),
});

// ---- WebSocket: client -> server ----

/** What a client may place (the server fills id, creator, timestamps and defaults). */
export const newArObjectSchema = z.object({
  type: arObjectTypeSchema,
  emoji: textSchema(8),
  color: colourSchema,
  position: vec3Schema,
  rotation: z.optional(vec3Schema),
  scale: z.optional(z.number().check(z.gt(0), z.lte(ARQIVE.scaleCap))),
  text: z.optional(textSchema(ARQIVE.textMax)),
  properties: z.optional(z.partial(arObjectPropertiesSchema)),
});
export type NewArObject = z.infer<typeof newArObjectSchema>;

const roomRef = { room_id: idSchema };
const objectRef = { room_id: idSchema, object_id: idSchema };
/** A client's own reference for a request, echoed in its ack or error. */
const ref = { ref: z.optional(z.string().check(z.maxLength(64))) };

export const clientMessageSchema = z.discriminatedUnion('type', [
  /** First frame: the signed device token (POST /api/device) identifies the participant; no account needed. */
  z.object({
    type: z.literal('hello'),
    token: z.string().check(z.maxLength(512)),
    name: z.optional(textSchema(ARQIVE.nameMax)),
  }),
  /** Join a room; with `last_seq`, the operations after it are replayed (or a snapshot when too many). */
  z.object({ type: z.literal('join'), ...roomRef, last_seq: z.optional(z.int().check(z.gte(0))), ...ref }),
  z.object({ type: z.literal('leave'), ...roomRef, ...ref }),
  z.object({ type: z.literal('place_object'), ...roomRef, object: newArObjectSchema, ...ref }),
  /** Grab moves: the holder sends positions; release clears the hold. */
  z.object({ type: z.literal('grab'), ...objectRef, ...ref }),
  z.object({ type: z.literal('move_object'), ...objectRef, position: vec3Schema, ...ref }),
  z.object({ type: z.literal('release'), ...objectRef, ...ref }),
  z.object({ type: z.literal('scale_object'), ...objectRef, ...ref }),
  z.object({ type: z.literal('rotate_object'), ...objectRef, ...ref }),
  z.object({ type: z.literal('edit_text'), ...objectRef, text: textSchema(ARQIVE.textMax), ...ref }),
  /** Click: a portal activates, a valuable gives points, others answer with their details. */
  z.object({ type: z.literal('activate'), ...objectRef, ...ref }),
  z.object({ type: z.literal('delete_object'), ...objectRef, ...ref }),
  /** The room's creator only. */
  z.object({ type: z.literal('remove_participant'), ...roomRef, participant_id: idSchema, ...ref }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

// ---- WebSocket: server -> client ----

const actorSchema = z.object({ id: z.string(), name: z.string() });

/** One operation of a room's log, applied by every client in order of `seq`. */
export const roomOpSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('object_placed'), object: arObjectSchema }),
  z.object({ kind: z.literal('object_grabbed'), object_id: z.string(), by: z.string() }),
  z.object({ kind: z.literal('object_moved'), object_id: z.string(), position: vec3Schema }),
  z.object({ kind: z.literal('object_released'), object_id: z.string() }),
  z.object({ kind: z.literal('object_scaled'), object_id: z.string(), scale: z.number() }),
  z.object({ kind: z.literal('object_rotated'), object_id: z.string(), rotation: vec3Schema }),
  z.object({ kind: z.literal('object_text'), object_id: z.string(), text: z.string() }),
  z.object({
    kind: z.literal('object_activated'),
    object_id: z.string(),
    effect: z.enum(['portal', 'points', 'details']),
    points: z.nullable(z.int()),
  }),
  z.object({ kind: z.literal('object_deleted'), object_id: z.string() }),
  z.object({ kind: z.literal('participant_joined'), participant: arParticipantSchema }),
  z.object({ kind: z.literal('participant_left'), participant_id: z.string() }),
  z.object({ kind: z.literal('participant_removed'), participant_id: z.string() }),
]);
export type RoomOp = z.infer<typeof roomOpSchema>;

export const roomLogEntrySchema = z.object({
  room_id: z.string(),
  seq: z.int(),
  at: z.string(),
  actor: actorSchema,
  op: roomOpSchema,
});
export type RoomLogEntry = z.infer<typeof roomLogEntrySchema>;

export const ARQIVE_ERROR_CODES = [
  'INVALID_MESSAGE',
  'TOO_LARGE',
  'RATE_LIMITED',
  'NOT_AUTHENTICATED',
  'NOT_IN_ROOM',
  'ROOM_NOT_FOUND',
  'ROOM_FULL',
  'OBJECT_NOT_FOUND',
  'NOT_ALLOWED',
  'LIMIT_REACHED',
  'REMOVED',
] as const;
export type ArqiveErrorCode = (typeof ARQIVE_ERROR_CODES)[number];

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), participant_id: z.string(), name: z.string() }),
  /** The room as it is now: sent on join, and on a rejoin with too many missed operations. */
  z.object({
    type: z.literal('snapshot'),
    room: arRoomSchema,
    objects: z.array(arObjectSchema),
    participants: z.array(arParticipantSchema),
    /** The room's last operations, oldest first (the activity lines). */
    activity: z.array(roomLogEntrySchema),
    seq: z.int(),
  }),
  z.object({ type: z.literal('op'), entry: roomLogEntrySchema }),
  z.object({ type: z.literal('ack'), ref: z.optional(z.string()), seq: z.nullable(z.int()) }),
  z.object({
    type: z.literal('error'),
    code: z.enum(ARQIVE_ERROR_CODES),
    message: z.string(),
    ref: z.optional(z.string()),
  }),
  /** The room's creator removed this participant: the client leaves the room view. */
  z.object({ type: z.literal('removed'), room_id: z.string() }),
  z.object({ type: z.literal('pong') }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Runtime feature switches, e.g. `bhms_explorer_v2`. */
export const featureFlags = pgTable('feature_flags', {
  key: text('key').primaryKey(),
  enabled: boolean('enabled').notNull(),
  description: text('description').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The 11 destination categories; names and descriptions live in category_translations. */
export const categories = pgTable('categories', {
  key: text('key').primaryKey(),
  icon: text('icon').notNull(),
  color: text('color').notNull(),
  count: integer('count').notNull(),
  sortOrder: integer('sort_order').notNull(),
  sustainabilityFocus: jsonb('sustainability_focus').$type<Record<string, string[]>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryKey: text('category_key')
      .notNull()
      .references(() => categories.key, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryKey, t.lang] })],
);

/** A destination; texts per language live in place_translations. */
export const places = pgTable(
  'places',
  {
    id: text('id').primaryKey(),
    categoryKey: text('category_key')
      .notNull()
      .references(() => categories.key),
    title: text('title').notNull(),
    type: text('type').notNull(),
    region: text('region').notNull(),
    canton: text('canton').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    elevation: integer('elevation'),
    foundedYear: integer('founded_year'),
    bestSeasons: jsonb('best_seasons').$type<string[]>().notNull(),
    unescoSite: boolean('unesco_site').notNull(),
    protectedArea: boolean('protected_area').notNull(),
    transitAccess: text('transit_access').notNull(),
    seasonalityPressure: text('seasonality_pressure').notNull(),
    sustainabilityScore: integer('sustainability_score').notNull(),
    nearestStation: text('nearest_station'),
    /** walk | easy_hike | mountain_hike | alpine (ACCESS_LEVELS); null for a place created before levels existed. */
    accessLevel: text('access_level'),
    accessNote: text('access_note'),
    /** The DiDok stop directions lead to (accessPointSchema in packages/contract). */
    accessPoint: jsonb('access_point').$type<{ name: string; lat: number; lng: number; ref: string }>(),
    officialUrl: text('official_url'),
    imageUrl: text('image_url'),
    imageCredit: text('image_credit'),
    sources: jsonb('sources').$type<string[]>().notNull(),
    /** Dataset order: best known first within a category. */
    sortOrder: integer('sort_order').notNull().default(0),
    /** Set when an admin edits the place: the seed then leaves it alone. */
    adminEdited: boolean('admin_edited').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('places_category_idx').on(t.categoryKey)],
);

/** Optional texts of a place in one language (only those that exist). */
export interface PlaceExtras {
  /** The region label in this language; places.region keeps the English one (search, ordering). */
  region?: string;
  photo_spots?: string[];
  annual_festival?: string;
  festival_date?: string;
  seasonal_event?: string;
  preservation_efforts?: string;
  sustainable_transport?: string;
  eco_initiatives?: string;
  travel_time?: string;
  final_transport?: string;
}

export const placeTranslations = pgTable(
  'place_translations',
  {
    placeId: text('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    summary: text('summary').notNull(),
    fullDescription: text('full_description'),
    facts: jsonb('facts').$type<string[]>().notNull(),
    insightsOldVsNew: text('insights_old_vs_new').notNull(),
    publicTransitTip: text('public_transit_tip').notNull(),
    seasonalityNote: text('seasonality_note').notNull(),
    lowImpactActivity: text('low_impact_activity').notNull(),
    extras: jsonb('extras').$type<PlaceExtras>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.placeId, t.lang] })],
);

/** Texts of a quiz question in one language. */
export interface QuizTexts {
  question: string;
  options: string[];
  insight: string;
  funFact: string;
}

export const quizQuestions = pgTable('quiz_questions', {
  id: text('id').primaryKey(),
  category: text('category').notNull(),
  placeId: text('place_id').references(() => places.id, { onDelete: 'set null' }),
  correct: integer('correct').notNull(),
  sortOrder: integer('sort_order').notNull(),
  texts: jsonb('texts').$type<Record<string, QuizTexts>>().notNull(),
});

export const insights = pgTable('insights', {
  id: text('id').primaryKey(),
  placeId: text('place_id')
    .notNull()
    .references(() => places.id, { onDelete: 'cascade' }),
  sortOrder: integer('sort_order').notNull(),
  texts: jsonb('texts').$type<Record<string, { title: string; description: string }>>().notNull(),
});

/** Which version of the content package was seeded last, so unchanged content is not re-seeded. */
export const seedState = pgTable('seed_state', {
  key: text('key').primaryKey(),
  contentHash: text('content_hash').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Accounts: visitors are anonymous; users and admins sign in. Passwords are argon2id hashes. */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  /** Stored lower-cased so that sign-in ignores case. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').$type<'user' | 'admin'>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Bearer tokens, kept only as SHA-256 hashes so a database leak does not leak sessions. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The licensed photo an admin uploaded for a place; it replaces the generated cover. */
/**
 * Place photos, one row per uploaded version. At most one is active (shown); superseded and removed
 * ones stay inactive so the audit log can bring them back (a revert restores the row, not a copy).
 */
export const placePhotos = pgTable(
  'place_photos',
  {
    placeId: text('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    credit: text('credit').notNull(),
    licence: text('licence').notNull(),
    /** Short content hash: part of the public URLs, so each upload gets new, immutable URLs. */
    version: text('version').notNull(),
    widths: jsonb('widths').$type<number[]>().notNull(),
    /** Size of the largest variant, so the web can reserve the right box. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedBy: text('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    active: boolean('active').notNull().default(true),
    /** Where the photo comes from (e.g. its Wikimedia Commons file page) and its licence text; null for uploads. */
    sourceUrl: text('source_url'),
    licenceUrl: text('licence_url'),
  },
  (t) => [
    primaryKey({ columns: [t.placeId, t.version] }),
    uniqueIndex('place_photos_active_idx')
      .on(t.placeId)
      .where(sql`${t.active}`),
  ],
);

/** The resized, metadata-free files of a place photo, kept in the database so every instance serves them. */
export const placePhotoFiles = pgTable(
  'place_photo_files',
  {
    placeId: text('place_id').notNull(),
    version: text('version').notNull(),
    width: integer('width').notNull(),
    format: text('format').$type<'webp' | 'jpeg'>().notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.placeId, t.version, t.width, t.format] }),
    foreignKey({
      name: 'place_photo_files_photo_fk',
      columns: [t.placeId, t.version],
      foreignColumns: [placePhotos.placeId, placePhotos.version],
    }).onDelete('cascade'),
  ],
);

/**
 * Every change an admin makes to the content, with the record before and after it, so any change
 * can be reviewed and reverted. The seed also reads it: content an admin changed is never
 * overwritten by a later seed.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // No foreign key: the history must outlive a deleted account.
    userId: text('user_id'),
    userEmail: text('user_email'),
    entityKind: text('entity_kind').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** For a revert: the entry it undid. */
    reverts: integer('reverts'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityKind, t.entityId)],
);

/**
 * Anonymous usage counts, one row per day, metric and key (a screen, a place id, a score band...).
 * Only sums: no visitor id, address or user agent exists here, so nothing can be traced to a person.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    /** What was counted within the metric; '' when the metric has no key. */
    key: text('key').notNull().default(''),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.metric, t.key] })],
);

/**
 * Sign-in attempts per account (lower-cased email) and per address, shared by every instance. A
 * request reserves its slot here in one atomic statement BEFORE the password is checked, so a burst
 * of parallel sign-ins cannot check more passwords than the limit allows.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    scope: text('scope').$type<'account' | 'address'>().notNull(),
    key: text('key').notNull(),
    /** Attempts reserved since window_started_at (a successful sign-in resets the account's row). */
    attempts: integer('attempts').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    /** After the limit: no password is checked for this key before this time. */
    nextAllowedAt: timestamp('next_allowed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('login_attempts_updated_idx').on(t.updatedAt)],
);

/**
 * The first answer to an admin create sent with an Idempotency-Key, stored in the create's own
 * transaction: a retry of the same request (a lost answer, a double click) gets this answer back
 * instead of creating the record twice. Keys belong to one admin and expire after a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the method, route and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * Photos found on Wikimedia Commons for a place (`npm run photos:import`): near its coordinates or
 * named by its Wikidata item, with the author, licence and attribution Commons gives. Only free
 * licences are stored; an admin accepts one (it becomes the place's photo) or rejects it.
 */
export const photoCandidates = pgTable(
  'photo_candidates',
  {
    id: serial('id').primaryKey(),
    placeId: text('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    /** The Commons file title, e.g. "File:Matterhorn from Zermatt.jpg". */
    title: text('title').notNull(),
    /** The file page on Commons. */
    pageUrl: text('page_url').notNull(),
    /** The image to download (a thumbnail of the original at a useful width). */
    imageUrl: text('image_url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    mime: text('mime').notNull(),
    author: text('author').notNull(),
    licence: text('licence').notNull(),
    licenceUrl: text('licence_url'),
    /** The attribution line Commons asks for, when it gives one. */
    attribution: text('attribution'),
    /** How it was found: 'geosearch' (near the coordinates) or 'wikidata' (the item's image). */
    origin: text('origin').$type<'geosearch' | 'wikidata'>().notNull(),
    /** Metres from the place, for geosearch finds. */
    distanceM: integer('distance_m'),
    status: text('status').$type<'pending' | 'accepted' | 'rejected'>().notNull().default('pending'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('photo_candidates_place_title_idx').on(t.placeId, t.title),
    index('photo_candidates_status_idx').on(t.status, t.placeId),
  ],
);

/**
 * Points of interest for AIRA's nearby places (modules/poi): the bundled starter set ('starter'),
 * the catalog's own places ('curated', id `curated:<place id>`) and an OpenStreetMap import
 * ('osm-import', written by `npm run poi:import`, which also drops the starter rows of source 'osm').
 * Ids carry their source's prefix (`didok:8503000`, `osm:node/1`, `geonames:2661173`).
 */
export const pois = pgTable(
  'pois',
  {
    id: text('id').primaryKey(),
    dataset: text('dataset').$type<'starter' | 'curated' | 'osm-import'>().notNull(),
    /** POI_SOURCES in packages/contract (its attribution). */
    source: text('source').notNull(),
    name: text('name').notNull(),
    /** An AIRA category id (AIRA_CATEGORY_IDS, never 'all'). */
    category: text('category').notNull(),
    /** OSM-style kind; for transport the `;`-joined modes, most significant first. */
    subcategory: text('subcategory').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    canton: text('canton'),
    address: text('address'),
    locality: text('locality'),
    openingHours: text('opening_hours'),
    website: text('website'),
    phone: text('phone'),
    wheelchair: text('wheelchair'),
    cuisine: text('cuisine'),
    stars: text('stars'),
    brand: text('brand'),
    explorerPlaceId: text('explorer_place_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pois_dataset_source_idx').on(t.dataset, t.source)],
);

/**
 * ARQive (modules/arqive, DEVIATIONS 12): AR rooms shared live. `seq` is the room's last operation
 * number: every change bumps it in the same transaction that writes the object and appends the op,
 * so each room's log is gap-free and ordered (what instances fan out through LISTEN/NOTIFY).
 */
export const arqiveRooms = pgTable(
  'arqive_rooms',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    realmTheme: text('realm_theme').notNull(),
    maxParticipants: integer('max_participants').notNull(),
    /** Device id of the signed anonymous token that created it (caps, creator rights). */
    creatorDevice: text('creator_device').notNull(),
    creatorName: text('creator_name').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('arqive_rooms_creator_idx').on(t.creatorDevice), index('arqive_rooms_created_idx').on(t.createdAt)],
);

/** The objects of a room as they are now (the log says how they got there). */
export const arqiveObjects = pgTable(
  'arqive_objects',
  {
    roomId: text('room_id')
      .notNull()
      .references(() => arqiveRooms.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    type: text('type').notNull(),
    emoji: text('emoji').notNull(),
    color: text('color').notNull(),
    position: jsonb('position').$type<{ x: number; y: number; z: number }>().notNull(),
    rotation: jsonb('rotation').$type<{ x: number; y: number; z: number }>().notNull(),
    scale: doublePrecision('scale').notNull(),
    theme: text('theme').notNull(),
    text: text('text'),
    properties: jsonb('properties')
      .$type<{ grabbable: boolean; scalable: boolean; teleport: boolean; editable: boolean; valuable: boolean }>()
      .notNull(),
    grabbedBy: text('grabbed_by'),
    createdBy: text('created_by').notNull(),
    creatorName: text('creator_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.id] }), index('arqive_objects_creator_idx').on(t.roomId, t.createdBy)],
);

/** Each room's ordered operations (RoomOp in packages/contract); replayed to reconnecting clients. */
export const arqiveOps = pgTable(
  'arqive_ops',
  {
    roomId: text('room_id')
      .notNull()
      .references(() => arqiveRooms.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    op: jsonb('op').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.seq] })],
);

/**
 * Who is in a room (participant = device id) and their ARQive points there. A row whose
 * last_seen is older than the presence timeout (no heartbeat from any instance) no longer counts.
 */
export const arqivePresence = pgTable(
  'arqive_presence',
  {
    roomId: text('room_id')
      .notNull()
      .references(() => arqiveRooms.id, { onDelete: 'cascade' }),
    participantId: text('participant_id').notNull(),
    name: text('name').notNull(),
    points: integer('points').notNull().default(0),
    /** The server instance holding the connection; null once the participant left (points kept). */
    instanceId: text('instance_id'),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
    /** Removed by the room's creator: may not join again. */
    removed: boolean('removed').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.participantId] }), index('arqive_presence_seen_idx').on(t.lastSeen)],
);

/** Hosted AR events (§3 Event), kept on the server. */
export const arqiveEvents = pgTable(
  'arqive_events',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    eventType: text('event_type').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    description: text('description').notNull(),
    realmTheme: text('realm_theme').notNull(),
    hostDevice: text('host_device').notNull(),
    hostName: text('host_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('arqive_events_host_idx').on(t.hostDevice), index('arqive_events_start_idx').on(t.startTime)],
);

export const arqiveEventAttendees = pgTable(
  'arqive_event_attendees',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => arqiveEvents.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.deviceId] })],
);

/** Virtual objects placed where a visitor stood (§3), shared so that people nearby see them. */
export const arqiveVirtualObjects = pgTable(
  'arqive_virtual_objects',
  {
    id: text('id').primaryKey(),
    emoji: text('emoji').notNull(),
    position: jsonb('position').$type<{ x: number; y: number; z: number }>().notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    message: text('message').notNull(),
    locationName: text('location_name'),
    scale: doublePrecision('scale').notNull(),
    creatorDevice: text('creator_device').notNull(),
    creatorName: text('creator_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('arqive_virtual_objects_latlng_idx').on(t.lat, t.lng),
    index('arqive_virtual_objects_creator_idx').on(t.creatorDevice),
  ],
);

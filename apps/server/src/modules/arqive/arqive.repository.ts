import { randomBytes } from 'node:crypto';
import type { ArEvent, ArRoom, RealmTheme, VirtualObject } from '@swiss/contract';
import { and, desc, eq, gte, lte, sql, tables, type Database } from '@swiss/db';
import { PRESENCE_TIMEOUT_S } from './presence.js';

const { arqiveRooms: rooms, arqiveObjects: objects, arqivePresence: presence } = tables;
const { arqiveEvents: events, arqiveEventAttendees: attendees, arqiveVirtualObjects: virtuals } = tables;

/** A new random id (fits the contract's id pattern). */
export const newId = (): string => randomBytes(12).toString('base64url');

/** SQL: this presence row counts (held by an instance that refreshed it recently). */
export const livePresence = sql`${presence.instanceId} is not null and ${presence.lastSeen} > now() - make_interval(secs => ${PRESENCE_TIMEOUT_S})`;

const roomColumns = {
  id: rooms.id,
  name: rooms.name,
  description: rooms.description,
  realmTheme: rooms.realmTheme,
  maxParticipants: rooms.maxParticipants,
  creatorName: rooms.creatorName,
  createdAt: rooms.createdAt,
  seq: rooms.seq,
  participants: sql<number>`(select count(*)::int from ${presence} where ${presence.roomId} = ${rooms.id} and ${livePresence})`,
  objectCount: sql<number>`(select count(*)::int from ${objects} where ${objects.roomId} = ${rooms.id})`,
};

interface RoomRow {
  id: string;
  name: string;
  description: string;
  realmTheme: string;
  maxParticipants: number;
  creatorName: string;
  createdAt: Date;
  seq: number;
  participants: number;
  objectCount: number;
}

function toRoom(row: RoomRow): ArRoom {
  return {
    room_id: row.id,
    name: row.name,
    description: row.description,
    realm_theme: row.realmTheme as RealmTheme,
    max_participants: row.maxParticipants,
    participant_count: Number(row.participants),
    object_count: Number(row.objectCount),
    creator: row.creatorName,
    created_at: row.createdAt.toISOString(),
    seq: Number(row.seq),
  };
}

export async function findRoom(db: Database, roomId: string): Promise<ArRoom | undefined> {
  const [row] = await db.select(roomColumns).from(rooms).where(eq(rooms.id, roomId));
  return row ? toRoom(row) : undefined;
}

/** The newest rooms first. */
export async function listRooms(db: Database, limit = 50): Promise<ArRoom[]> {
  const rows = await db.select(roomColumns).from(rooms).orderBy(desc(rooms.createdAt)).limit(limit);
  return rows.map(toRoom);
}

export async function countRoomsBy(db: Database, device: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rooms)
    .where(eq(rooms.creatorDevice, device));
  return Number(row?.n ?? 0);
}

export interface NewRoom {
  name: string;
  description: string;
  realmTheme: RealmTheme;
  maxParticipants: number;
  creatorDevice: string;
  creatorName: string;
}

export async function insertRoom(db: Database, room: NewRoom): Promise<ArRoom> {
  const id = newId();
  await db.insert(rooms).values({ id, ...room });
  const created = await findRoom(db, id);
  if (!created) throw new Error('room vanished after insert');
  return created;
}

// ---- events ----

const eventColumns = (device: string | undefined) => ({
  id: events.id,
  title: events.title,
  eventType: events.eventType,
  startTime: events.startTime,
  description: events.description,
  realmTheme: events.realmTheme,
  hostName: events.hostName,
  createdAt: events.createdAt,
  attendees: sql<number>`(select count(*)::int from ${attendees} where ${attendees.eventId} = ${events.id})`,
  joined: device
    ? sql<boolean>`exists (select 1 from ${attendees} where ${attendees.eventId} = ${events.id} and ${attendees.deviceId} = ${device})`
    : sql<boolean>`false`,
});

interface EventRow {
  id: string;
  title: string;
  eventType: string;
  startTime: Date;
  description: string;
  realmTheme: string;
  hostName: string;
  createdAt: Date;
  attendees: number;
  joined: boolean;
}

function toEvent(row: EventRow): ArEvent {
  return {
    id: row.id,
    title: row.title,
    event_type: row.eventType,
    start_time: row.startTime.toISOString(),
    description: row.description,
    realm_theme: row.realmTheme as RealmTheme,
    host: row.hostName,
    attendees: Number(row.attendees),
    joined: Boolean(row.joined),
    created_at: row.createdAt.toISOString(),
  };
}

export async function findEvent(db: Database, id: string, device?: string): Promise<ArEvent | undefined> {
  const [row] = await db.select(eventColumns(device)).from(events).where(eq(events.id, id));
  return row ? toEvent(row) : undefined;
}

/** The newest events first (as the spec's list: a new one on top). */
export async function listEvents(db: Database, device: string | undefined, limit = 50): Promise<ArEvent[]> {
  const rows = await db.select(eventColumns(device)).from(events).orderBy(desc(events.createdAt)).limit(limit);
  return rows.map(toEvent);
}

export async function countEventsBy(db: Database, device: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(events)
    .where(eq(events.hostDevice, device));
  return Number(row?.n ?? 0);
}

export interface NewEvent {
  title: string;
  eventType: string;
  startTime: Date;
  description: string;
  realmTheme: RealmTheme;
  hostDevice: string;
  hostName: string;
}

export async function insertEvent(db: Database, event: NewEvent): Promise<ArEvent> {
  const id = newId();
  await db.insert(events).values({ id, ...event });
  const created = await findEvent(db, id, event.hostDevice);
  if (!created) throw new Error('event vanished after insert');
  return created;
}

/** Joins (idempotent); undefined when there is no such event. */
export async function joinEvent(db: Database, id: string, device: string): Promise<ArEvent | undefined> {
  const [exists] = await db.select({ id: events.id }).from(events).where(eq(events.id, id));
  if (!exists) return undefined;
  await db.insert(attendees).values({ eventId: id, deviceId: device }).onConflictDoNothing();
  return findEvent(db, id, device);
}

// ---- virtual objects ----

const EARTH_RADIUS_KM = 6371;

function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

type VirtualRow = typeof virtuals.$inferSelect;

function toVirtual(row: VirtualRow, distanceKm?: number): VirtualObject {
  const object: VirtualObject = {
    id: row.id,
    type: 'virtual_object',
    emoji: row.emoji as VirtualObject['emoji'],
    position: row.position,
    coordinates: { lat: row.lat, lng: row.lng },
    message: row.message,
    location_name: row.locationName,
    creator: row.creatorName,
    scale: row.scale,
    created_at: row.createdAt.toISOString(),
  };
  if (distanceKm !== undefined) object.distance_km = Math.round(distanceKm * 1000) / 1000;
  return object;
}

export async function countVirtualObjectsBy(db: Database, device: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(virtuals)
    .where(eq(virtuals.creatorDevice, device));
  return Number(row?.n ?? 0);
}

export async function insertVirtualObject(
  db: Database,
  value: Omit<typeof virtuals.$inferInsert, 'id' | 'createdAt'>,
): Promise<VirtualObject> {
  const [row] = await db
    .insert(virtuals)
    .values({ id: newId(), ...value })
    .returning();
  if (!row) throw new Error('virtual object not stored');
  return toVirtual(row);
}

/** Virtual objects within `radiusKm` of a point, nearest first (a bounding box, then the exact distance). */
export async function virtualObjectsNear(
  db: Database,
  lat: number,
  lng: number,
  radiusKm: number,
  limit = 200,
): Promise<VirtualObject[]> {
  const dLat = radiusKm / 111.32;
  const cos = Math.max(0.01, Math.cos((lat * Math.PI) / 180));
  const dLng = Math.min(180, radiusKm / (111.32 * cos));
  const rows = await db
    .select()
    .from(virtuals)
    .where(
      and(
        gte(virtuals.lat, lat - dLat),
        lte(virtuals.lat, lat + dLat),
        gte(virtuals.lng, lng - dLng),
        lte(virtuals.lng, lng + dLng),
      ),
    )
    .orderBy(desc(virtuals.createdAt))
    .limit(2000);
  return rows
    .map((row) => ({ row, distance: haversineKm(lat, lng, row.lat, row.lng) }))
    .filter(({ distance }) => distance <= radiusKm)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, limit)
    .map(({ row, distance }) => toVirtual(row, distance));
}

import {
  eventResponseSchema,
  eventsResponseSchema,
  roomResponseSchema,
  roomsResponseSchema,
  virtualObjectResponseSchema,
  virtualObjectsResponseSchema,
  type CreateEventBody,
  type CreateRoomBody,
  type ArEvent,
  type ArRoom,
  type VirtualObject,
} from '@swiss/contract';
import type { createVirtualObjectBodySchema } from '@swiss/contract';
import type * as z from 'zod/mini';
import { getJson, postJson } from '../../../lib/api-client';

// Every ARQive call carries the device token: rooms, events and objects belong to a participant.
const device = { device: true } as const;

export async function listRooms(signal?: AbortSignal): Promise<ArRoom[]> {
  return (await getJson('/api/arqive/rooms', roomsResponseSchema, { ...device, signal, cache: 'no-cache' })).rooms;
}

export async function createRoom(body: CreateRoomBody): Promise<ArRoom> {
  return (await postJson('/api/arqive/rooms', body, roomResponseSchema, device)).room;
}

export async function listEvents(signal?: AbortSignal): Promise<ArEvent[]> {
  return (await getJson('/api/arqive/events', eventsResponseSchema, { ...device, signal, cache: 'no-cache' })).events;
}

export async function createEvent(body: CreateEventBody): Promise<ArEvent> {
  return (await postJson('/api/arqive/events', body, eventResponseSchema, device)).event;
}

export async function joinEvent(id: string): Promise<ArEvent> {
  const url = `/api/arqive/events/${encodeURIComponent(id)}/join`;
  return (await postJson(url, {}, eventResponseSchema, device)).event;
}

export type NewVirtualObject = z.input<typeof createVirtualObjectBodySchema>;

export async function shareVirtualObject(body: NewVirtualObject): Promise<VirtualObject> {
  return (await postJson('/api/arqive/virtual-objects', body, virtualObjectResponseSchema, device)).object;
}

export async function nearbyVirtualObjects(
  at: { lat: number; lng: number },
  radiusKm: number,
  signal?: AbortSignal,
): Promise<VirtualObject[]> {
  const query = new URLSearchParams({ lat: String(at.lat), lng: String(at.lng), radius_km: String(radiusKm) });
  const url = `/api/arqive/virtual-objects?${query.toString()}`;
  return (await getJson(url, virtualObjectsResponseSchema, { ...device, signal, cache: 'no-cache' })).objects;
}

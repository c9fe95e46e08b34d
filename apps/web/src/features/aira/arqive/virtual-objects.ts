import { ARQIVE, virtualObjectSchema, type VirtualObject } from '@swiss/contract';
import * as z from 'zod/mini';
import { defineDeviceStore } from '../../../lib/device-store';
import type { NewVirtualObject } from './arqive-api';

const VO = ARQIVE.virtualObject;
/** At most this many kept on the device (oldest dropped). */
const KEPT = 100;

/** A virtual object kept on the device (spec §3 "stored locally"), and whether the server has it too. */
const keptSchema = z.object({ object: virtualObjectSchema, shared: z.boolean() });
export type KeptVirtualObject = z.infer<typeof keptSchema>;

export const virtualObjectsStore = defineDeviceStore<KeptVirtualObject[]>({
  key: 'arqive_virtual_objects',
  schema: z.array(keptSchema),
  fallback: () => [],
});

export function keepVirtualObject(object: VirtualObject, shared: boolean): void {
  virtualObjectsStore.update((list) =>
    [{ object, shared }, ...list.filter((k) => k.object.id !== object.id)].slice(0, KEPT),
  );
}

const between = ([min, max]: readonly [number, number], random: () => number) => min + random() * (max - min);
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A virtual object where the visitor stands (spec §4, §9): one of the 10 emoji, 1-4 m away in a random
 * direction, 0.5-2.5 m up, scale 0.5-1. The random values choose where to put it; nothing is measured.
 */
export function spawnVirtualObject(
  at: { lat: number; lng: number },
  extra: { message: string; locationName: string | null; creatorName: string | undefined },
  random: () => number = Math.random,
): NewVirtualObject {
  const emoji = VO.emojis[Math.min(VO.emojis.length - 1, Math.floor(random() * VO.emojis.length))] ?? VO.emojis[0];
  const distance = between(VO.spawnDistance, random);
  const angle = random() * 2 * Math.PI;
  const body: NewVirtualObject = {
    emoji,
    position: {
      x: round2(distance * Math.sin(angle)),
      y: round2(between(VO.height, random)),
      z: round2(-distance * Math.cos(angle)),
    },
    coordinates: { lat: at.lat, lng: at.lng },
    scale: round2(between(VO.scale, random)),
  };
  const message = extra.message.trim().slice(0, VO.messageMax);
  if (message) body.message = message;
  if (extra.locationName) body.location_name = extra.locationName.slice(0, 120);
  if (extra.creatorName) body.creator_name = extra.creatorName;
  return body;
}

/** The device's copy when the server could not take it (offline): same shape, marked not shared. */
export function localVirtualObject(body: NewVirtualObject, creator: string, now = new Date()): VirtualObject {
  return {
    id: `local-${now.getTime().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`,
    type: 'virtual_object',
    emoji: body.emoji,
    position: body.position,
    coordinates: body.coordinates,
    message: body.message ?? '',
    location_name: body.location_name ?? null,
    creator,
    scale: body.scale,
    created_at: now.toISOString(),
  };
}

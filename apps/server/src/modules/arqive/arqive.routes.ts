import {
  ARQIVE,
  createEventBodySchema,
  createRoomBodySchema,
  createVirtualObjectBodySchema,
  DEVICE_TOKEN_HEADER,
  errorEnvelopeSchema,
  eventResponseSchema,
  eventsResponseSchema,
  roomResponseSchema,
  roomsResponseSchema,
  virtualObjectResponseSchema,
  virtualObjectsQuerySchema,
  virtualObjectsResponseSchema,
} from '@swiss/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import { HttpError } from '../../plugins/errors.js';
import {
  countEventsBy,
  countRoomsBy,
  countVirtualObjectsBy,
  insertEvent,
  insertRoom,
  insertVirtualObject,
  joinEvent,
  listEvents,
  listRooms,
  virtualObjectsNear,
} from './arqive.repository.js';
import { cleanText, displayName, textOr } from './arqive-text.js';
import { maxParticipantsFrom } from './room-validation.js';

/** Virtual objects one device may have shared (they stay on the device too, per spec). */
const VIRTUAL_OBJECTS_PER_DEVICE = 200;

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/**
 * ARQive over HTTP: rooms and events listed and created, events joined, virtual objects shared by
 * radius. Writes need the signed anonymous device token (x-device-token): it names the creator
 * for the caps and for the creator's rights in a room. The live room itself is arqive-ws.routes.ts.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deviceOf = (request: FastifyRequest) => app.deviceTokens.verify(request.headers[DEVICE_TOKEN_HEADER]);
  const requireDevice = (request: FastifyRequest): string => {
    const device = deviceOf(request);
    if (!device)
      throw new HttpError(
        401,
        'UNAUTHORIZED',
        'A device token is needed (POST /api/device, then send it as x-device-token).',
      );
    return device;
  };

  app.get(
    '/api/arqive/rooms',
    {
      schema: {
        summary: 'ARQive rooms, newest first, with live participant counts',
        tags: ['arqive'],
        response: { 200: roomsResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'success' as const, rooms: await listRooms(db) };
    },
  );

  app.post(
    '/api/arqive/rooms',
    {
      schema: {
        summary:
          "Create an AR room (name 'New AR Room', description 'A new AR experience', 2-20 participants, default 10)",
        tags: ['arqive'],
        body: createRoomBodySchema,
        response: { 201: roomResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const device = requireDevice(request);
      const body = request.body;
      const max = maxParticipantsFrom(body.max_participants);
      if (!max.ok)
        throw new HttpError(400, 'VALIDATION_ERROR', max.message, [
          { field: 'max_participants', message: max.message },
        ]);
      if ((await countRoomsBy(db, device)) >= ARQIVE.roomsPerDevice)
        throw new HttpError(403, 'FORBIDDEN', `You can create at most ${ARQIVE.roomsPerDevice} rooms.`);
      const room = await insertRoom(db, {
        name: textOr(body.name, ARQIVE.room.nameMax, ARQIVE.room.nameDefault),
        description: textOr(body.description, ARQIVE.room.descriptionMax, ARQIVE.room.descriptionDefault),
        realmTheme: body.realm_theme ?? 'blueprint',
        maxParticipants: max.value,
        creatorDevice: device,
        creatorName: displayName(body.creator_name),
      });
      return reply.code(201).send({ status: 'success' as const, room });
    },
  );

  app.get(
    '/api/arqive/events',
    {
      schema: { summary: 'Hosted AR events, newest first', tags: ['arqive'], response: { 200: eventsResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'success' as const, events: await listEvents(db, deviceOf(request)) };
    },
  );

  app.post(
    '/api/arqive/events',
    {
      schema: {
        summary: "Host an AR event (title 'New Event', start now, description 'A new AR event')",
        tags: ['arqive'],
        body: createEventBodySchema,
        response: { 201: eventResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const device = requireDevice(request);
      const body = request.body;
      if ((await countEventsBy(db, device)) >= ARQIVE.eventsPerDevice)
        throw new HttpError(403, 'FORBIDDEN', `You can host at most ${ARQIVE.eventsPerDevice} events.`);
      const event = await insertEvent(db, {
        title: textOr(body.title, ARQIVE.event.titleMax, ARQIVE.event.titleDefault),
        eventType: textOr(body.event_type, 40, 'social'),
        startTime: body.start_time ? new Date(body.start_time) : new Date(),
        description: textOr(body.description, ARQIVE.event.descriptionMax, ARQIVE.event.descriptionDefault),
        realmTheme: body.realm_theme ?? 'blueprint',
        hostDevice: device,
        hostName: displayName(body.host_name),
      });
      return reply.code(201).send({ status: 'success' as const, event });
    },
  );

  app.post(
    '/api/arqive/events/:id/join',
    {
      schema: {
        summary: 'Join an AR event (idempotent)',
        tags: ['arqive'],
        params: z.object({ id: z.string().check(z.maxLength(64)) }),
        response: { 200: eventResponseSchema, 404: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const device = requireDevice(request);
      const event = await joinEvent(db, request.params.id, device);
      if (!event) throw new HttpError(404, 'NOT_FOUND', 'This event no longer exists.');
      return { status: 'success' as const, event };
    },
  );

  app.get(
    '/api/arqive/virtual-objects',
    {
      schema: {
        summary: 'Virtual objects placed near a point (radius_km, default 1, at most 10), nearest first',
        tags: ['arqive'],
        querystring: virtualObjectsQuerySchema,
        response: { 200: virtualObjectsResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { lat, lng, radius_km } = request.query;
      reply.header('cache-control', 'no-store');
      return { status: 'success' as const, objects: await virtualObjectsNear(db, lat, lng, radius_km) };
    },
  );

  app.post(
    '/api/arqive/virtual-objects',
    {
      schema: {
        summary: 'Share a virtual object placed where the visitor stands',
        tags: ['arqive'],
        body: createVirtualObjectBodySchema,
        response: { 201: virtualObjectResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const device = requireDevice(request);
      const body = request.body;
      if ((await countVirtualObjectsBy(db, device)) >= VIRTUAL_OBJECTS_PER_DEVICE)
        throw new HttpError(403, 'FORBIDDEN', `You can share at most ${VIRTUAL_OBJECTS_PER_DEVICE} virtual objects.`);
      const object = await insertVirtualObject(db, {
        emoji: body.emoji,
        position: body.position,
        lat: body.coordinates.lat,
        lng: body.coordinates.lng,
        message: cleanText(body.message ?? '', ARQIVE.virtualObject.messageMax),
        locationName: body.location_name ? cleanText(body.location_name, 120) || null : null,
        scale: body.scale,
        creatorDevice: device,
        creatorName: displayName(body.creator_name),
      });
      return reply.code(201).send({ status: 'success' as const, object });
    },
  );
};

export const arqiveRoutes = fp(routes, {
  name: 'arqive-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES, 'database'],
  decorators: { fastify: ['database', 'deviceTokens'] },
});

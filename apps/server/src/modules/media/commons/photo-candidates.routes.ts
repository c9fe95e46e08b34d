import {
  errorEnvelopeSchema,
  photoCandidateDecisionResponseSchema,
  photoCandidateParamsSchema,
  photoCandidatesImportRequestSchema,
  photoCandidatesImportResponseSchema,
  photoCandidatesQuerySchema,
  photoCandidatesResponseSchema,
} from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ERROR_RESPONSES, answerUncached } from '../../../plugins/admin-api.js';
import { ADMIN_ROUTE_DEPENDENCIES } from '../../../platform/plugin-graph.js';
import { HttpError } from '../../../plugins/errors.js';
import { placeExists } from '../place-photos.repository.js';
import type { WikimediaCommons } from './commons-provider.js';
import {
  acceptPhotoCandidate,
  importPhotoCandidates,
  listPhotoCandidates,
  rejectPhotoCandidate,
} from './photo-candidates.js';

export interface PhotoCandidateRoutesOptions {
  /** Unset when PHOTOS_PROVIDER=off: candidates can still be listed and rejected, not accepted. */
  commons: WikimediaCommons | undefined;
}

/** The admin's review of photos `npm run photos:import` found on Wikimedia Commons. */
const routes: FastifyPluginAsyncZod<PhotoCandidateRoutesOptions> = async (app, { commons }) => {
  answerUncached(app);
  const db = app.database.db;
  const errors = ADMIN_ERROR_RESPONSES;

  app.get(
    '/api/admin/photo-candidates',
    {
      schema: {
        summary: 'Places with photo candidates from Wikimedia Commons of a status (pending unless asked)',
        tags: ['admin'],
        querystring: photoCandidatesQuerySchema,
        response: { 200: photoCandidatesResponseSchema, ...errors },
      },
    },
    async (request) => ({ status: 'success' as const, places: await listPhotoCandidates(db, request.query.status) }),
  );

  app.post(
    '/api/admin/photo-candidates/import',
    {
      schema: {
        summary: 'Look for photo candidates of one place on Wikimedia Commons now (near it and by its Wikidata item)',
        tags: ['admin'],
        body: photoCandidatesImportRequestSchema,
        response: {
          200: photoCandidatesImportResponseSchema,
          ...errors,
          502: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const placeId = request.body.place_id;
      if (!(await placeExists(db, placeId))) throw new HttpError(404, 'NOT_FOUND', `No place with the id "${placeId}"`);
      if (!commons)
        throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'Wikimedia Commons is switched off (PHOTOS_PROVIDER=off)');
      const report = await importPhotoCandidates(db, commons, { placeIds: [placeId] });
      if (report.failed.length > 0) throw new HttpError(502, 'UPSTREAM_ERROR', 'Wikimedia Commons could not be asked');
      return { status: 'success' as const, place_id: placeId, added: report.added, skipped: report.skipped };
    },
  );

  app.post(
    '/api/admin/photo-candidates/:id/accept',
    {
      schema: {
        summary: "Accept a candidate: its image is downloaded and becomes the place's photo, credited to its author",
        tags: ['admin'],
        params: photoCandidateParamsSchema,
        response: {
          200: photoCandidateDecisionResponseSchema,
          ...errors,
          502: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
          504: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { candidate, photo } = await acceptPhotoCandidate(db, commons, request.params.id, request.user);
      await app.catalogChanged();
      return { status: 'success' as const, candidate, photo };
    },
  );

  app.post(
    '/api/admin/photo-candidates/:id/reject',
    {
      schema: {
        summary: 'Reject a candidate (it is not offered again by a later import)',
        tags: ['admin'],
        params: photoCandidateParamsSchema,
        response: { 200: photoCandidateDecisionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const candidate = await rejectPhotoCandidate(db, request.params.id, request.user);
      return { status: 'success' as const, candidate, photo: null };
    },
  );
};

export const photoCandidateRoutes = fp(routes, {
  name: 'photo-candidate-routes',
  encapsulate: true,
  dependencies: [...ADMIN_ROUTE_DEPENDENCIES, 'database', 'catalog-snapshot', 'audit'],
  decorators: { fastify: ['database', 'catalogChanged', 'audit'] },
});

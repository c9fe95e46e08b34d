import multipart from '@fastify/multipart';
import {
  adminPlaceParamsSchema,
  errorEnvelopeSchema,
  PHOTO_MAX_BYTES,
  photoFileParamsSchema,
  photoFileQuerySchema,
  placePhotoFieldsSchema,
  placePhotoResponseSchema,
} from '@swiss/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ERROR_RESPONSES } from '../../plugins/admin-api.js';
import { ADMIN_ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import { HttpError } from '../../plugins/errors.js';
import { requireStorableText } from '../../plugins/storable-text.js';
import { NotAPhotoError, processPhoto } from './photo-process.js';
import { loadPhotoFile, placeExists } from './place-photos.repository.js';
import { deletePlacePhoto, photoRestorer, savePlacePhoto } from './place-photos.service.js';

const invalid = (field: string, message: string) =>
  new HttpError(400, 'VALIDATION_ERROR', message, [{ field, message }]);

/** Reads the multipart upload: one `file` part and the `credit` and `licence` fields, in any order. */
async function readUpload(request: FastifyRequest): Promise<{ file: Buffer; credit: string; licence: string }> {
  if (!request.isMultipart()) throw invalid('file', 'Send the photo as multipart/form-data with a file field');
  let file: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          await part.toBuffer();
          continue;
        }
        file = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw invalid('file', `The photo is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB`);
    if (error instanceof HttpError) throw error;
    throw invalid('file', 'The upload could not be read');
  }
  if (!file || file.length === 0) throw invalid('file', 'file is required: attach a JPEG, PNG or WebP photo');
  // Form fields miss the check of JSON bodies (plugins/storable-text.ts): a NUL would fail the insert.
  requireStorableText(fields);
  const parsed = placePhotoFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'credit');
    throw invalid(field, issue?.code === 'too_big' ? `${field} is too long` : `${field} is required`);
  }
  return { file, ...parsed.data };
}

function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  data: Buffer,
  type: string,
  etag: string,
  cacheControl: string,
): FastifyReply {
  reply.header('etag', etag).header('cache-control', cacheControl);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(data);
}

/** Place photos: admins upload and remove them; everyone reads the resized files. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.audit.registerRestorer('photo', { ...photoRestorer, afterRevert: () => app.catalogChanged() });
  await app.register(multipart, { limits: { files: 1, fileSize: PHOTO_MAX_BYTES, fields: 4, parts: 6 } });
  const db = app.database.db;
  const errors = ADMIN_ERROR_RESPONSES;
  const requirePlace = async (id: string) => {
    if (!(await placeExists(db, id))) throw new HttpError(404, 'NOT_FOUND', `No place with the id "${id}"`);
  };

  app.post(
    '/api/admin/places/:id/photo',
    {
      schema: {
        summary: `Upload a photo for a place (multipart: file (JPEG/PNG/WebP, at most ${PHOTO_MAX_BYTES} bytes), credit, licence)`,
        tags: ['admin'],
        params: adminPlaceParamsSchema,
        response: { 200: placePhotoResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await requirePlace(request.params.id);
      const upload = await readUpload(request);
      let processed;
      try {
        processed = await processPhoto(upload.file);
      } catch (error) {
        if (error instanceof NotAPhotoError)
          throw invalid('file', `${error.message}: upload a JPEG, PNG or WebP photo`);
        throw error;
      }
      const photo = await savePlacePhoto(db, request.params.id, processed, upload, request.user);
      await app.catalogChanged();
      return { status: 'success' as const, place_id: request.params.id, photo };
    },
  );

  app.delete(
    '/api/admin/places/:id/photo',
    {
      schema: {
        summary: 'Remove the photo of a place (audited, revertible): its generated cover is shown again',
        tags: ['admin'],
        params: adminPlaceParamsSchema,
        response: { 200: placePhotoResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await requirePlace(request.params.id);
      if (await deletePlacePhoto(db, request.params.id, request.user)) await app.catalogChanged();
      return { status: 'success' as const, place_id: request.params.id, photo: null };
    },
  );

  app.get(
    '/api/media/photos/:placeId/:file',
    {
      schema: {
        summary: 'One size of an uploaded place photo (<width>.webp or <width>.jpg)',
        tags: ['media'],
        params: photoFileParamsSchema,
        querystring: photoFileQuerySchema,
        response: { 200: z.instanceof(Buffer).describe('image'), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { placeId, file } = request.params;
      const [width, extension] = file.split('.');
      const format = extension === 'jpg' ? 'jpeg' : 'webp';
      const found = await loadPhotoFile(db, placeId, Number(width), format);
      if (!found) throw new HttpError(404, 'NOT_FOUND', `No photo ${file} for "${placeId}"`);
      const etag = `"${found.version}-${width}-${format}"`;
      // A versioned URL never changes content; an unversioned one may after the next upload.
      const cache = request.query.v === found.version ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
      return sendImage(request, reply, found.data, `image/${format}`, etag, cache);
    },
  );
};

export const photoRoutes = fp(routes, {
  name: 'photo-routes',
  encapsulate: true,
  dependencies: [...ADMIN_ROUTE_DEPENDENCIES, 'database', 'catalog-snapshot', 'audit'],
  decorators: { fastify: ['database', 'catalogChanged', 'audit'] },
});

import type { ErrorCode, ErrorEnvelope } from '@swiss/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '@swiss/db';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { RecentErrors } from './recent-errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The last 5xx errors of this instance (admin system panel). */
    recentErrors: RecentErrors;
  }
}

/** An error a route throws on purpose; it reaches the client with its code and message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorEnvelope['details'],
  ) {
    super(message);
  }
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  statusCode: number,
  code: ErrorCode,
  message: string,
  details?: ErrorEnvelope['details'],
): FastifyReply {
  const body: ErrorEnvelope = { status: 'error', code, message, requestId: request.id };
  if (details) body.details = details;
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

function fieldName(instancePath: string, missing: unknown): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (path) return path;
  return typeof missing === 'string' ? missing : '(root)';
}

/** One error envelope for every failure: validation, thrown HttpErrors, Fastify's own, unknown. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    const recent = new RecentErrors(20);
    app.decorate('recentErrors', recent);
    const remember = (request: FastifyRequest, status: number, message: string) =>
      recent.add({ method: request.method, route: request.routeOptions.url ?? '(no route)', status, message });
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const details = error.validation.map((v) => ({
          field: fieldName(v.instancePath, v.params?.missingProperty),
          message: v.message ?? 'is invalid',
        }));
        const where = error.validationContext ?? 'request';
        const fields = [...new Set(details.map((d) => d.field))].join(', ');
        return sendError(reply, request, 400, 'VALIDATION_ERROR', `Invalid ${where} parameter: ${fields}`, details);
      }
      if (error instanceof HttpError) {
        if (error.statusCode >= 500) remember(request, error.statusCode, error.message);
        return sendError(reply, request, error.statusCode, error.code, error.message, error.details);
      }
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        // Fastify's JSON parser also refuses prototype keys (__proto__, constructor.prototype) as
        // "not valid JSON"; one message says both, and the field is the body as a whole.
        const message = 'The request body must be a JSON document without __proto__ or constructor.prototype keys.';
        return sendError(reply, request, 400, 'BAD_REQUEST', message, [
          { field: '(root)', message: 'is not valid JSON' },
        ]);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
        return sendError(reply, request, status, code, error.message);
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', '5');
        return sendError(
          reply,
          request,
          503,
          'SERVICE_UNAVAILABLE',
          'The database is not reachable. Please try again.',
        );
      }
      request.log.error({ err: error }, 'unhandled error');
      remember(request, 500, error.message || error.name);
      return sendError(reply, request, 500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.');
    });
  },
  { name: 'errors' },
);

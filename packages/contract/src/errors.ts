import * as z from 'zod/mini';

/** Stable, machine-readable error codes shared by server and client. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  /** 431: the request's headers exceed the server's limit (refused by the HTTP parser). */
  'HEADERS_TOO_LARGE',
  /** 408: the request did not arrive in time (headers or body too slow). */
  'REQUEST_TIMEOUT',
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'SERVICE_UNAVAILABLE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UPSTREAM_ERROR',
  'UPSTREAM_TIMEOUT',
  /** An Idempotency-Key already used for a different request (admin creates). */
  'IDEMPOTENCY_KEY_REUSED',
  /** 409: the conversation's interrupt stopped this spoken reply before its audio was ready. */
  'INTERRUPTED',
  'INTERNAL_ERROR',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** The one error envelope every failed API call answers with. */
export const errorEnvelopeSchema = z.object({
  status: z.literal('error'),
  code: errorCodeSchema,
  message: z.string(),
  requestId: z.optional(z.string()),
  details: z
    .optional(z.array(z.object({ field: z.string(), message: z.string() })))
    .register(z.globalRegistry, { description: 'One entry per invalid field' }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

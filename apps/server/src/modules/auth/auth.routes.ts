import {
  AUTH_MESSAGES,
  errorEnvelopeSchema,
  LOGIN_DELAY_FIRST_MINUTES,
  LOGIN_DELAY_MAX_MINUTES,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_WINDOW_MINUTES,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  meResponseSchema,
} from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import { HttpError } from '../../plugins/errors.js';
import { findUserByEmail, insertToken, pruneTokens, revokeToken } from './auth.repository.js';
import {
  clearAttempts,
  pruneAttempts,
  refundAttempt,
  reserveAttempt,
  type LoginPolicy,
  type Reservation,
} from './login-limiter.js';
import { burnVerification, verifyPassword } from './passwords.js';
import { bearerToken, hashToken, newToken } from './tokens.js';

export interface AuthRoutesOptions {
  tokenTtlMs: number;
  now?: () => Date;
}

const MINUTE_MS = 60 * 1000;
const DELAYS = { firstDelayMs: LOGIN_DELAY_FIRST_MINUTES * MINUTE_MS, maxDelayMs: LOGIN_DELAY_MAX_MINUTES * MINUTE_MS };
const PER_ACCOUNT: LoginPolicy = {
  max: LOGIN_MAX_FAILURES_PER_ACCOUNT,
  windowMs: LOGIN_WINDOW_MINUTES * MINUTE_MS,
  ...DELAYS,
};
const PER_ADDRESS: LoginPolicy = {
  max: LOGIN_MAX_FAILURES_PER_IP,
  windowMs: LOGIN_WINDOW_MINUTES * MINUTE_MS,
  ...DELAYS,
};
/** Old attempt records are dropped whenever a password is checked and, in a flood of refusals, every this many sign-ins. */
const PRUNE_EVERY = 100;

function tooManyAttempts(reply: FastifyReply, refused: Extract<Reservation, { allowed: false }>): HttpError {
  reply.header('retry-after', String(Math.ceil(refused.retryAfterMs / 1000)));
  return new HttpError(429, 'RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts(Math.ceil(refused.retryAfterMs / MINUTE_MS)));
}

const routes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  let signIns = 0;

  app.post(
    '/api/auth/login',
    {
      schema: {
        summary: 'Sign in with email and password; answers a bearer token',
        tags: ['auth'],
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const { db } = app.database;
      const signInAt = now();
      const at = signInAt.getTime();
      const account = email.toLowerCase();
      // Both limits share the window and the delays, so one pruning serves both scopes. Refused
      // attempts check no password; under a flood of them, prune every so often too.
      if (++signIns % PRUNE_EVERY === 0) await pruneAttempts(db, PER_ACCOUNT, signInAt);
      // The slots are reserved in the database before the password is checked (login-limiter.ts):
      // shared by every instance, and race-free under a burst of parallel requests.
      const address = await reserveAttempt(db, 'address', request.ip, PER_ADDRESS, signInAt);
      if (!address.allowed) throw tooManyAttempts(reply, address);
      const perAccount = await reserveAttempt(db, 'account', account, PER_ACCOUNT, signInAt);
      if (!perAccount.allowed) {
        // No password was checked: the address keeps its slot, so hammering a waiting account from
        // an address shared with others (an event hall) does not also shut the address.
        await refundAttempt(db, 'address', request.ip, address.windowStartedAt, PER_ADDRESS);
        throw tooManyAttempts(reply, perAccount);
      }
      const user = await findUserByEmail(db, account);
      let valid = false;
      if (user) valid = await verifyPassword(user.passwordHash, password);
      else await burnVerification(password);
      // Cheap (indexed) next to the password check: records are gone soon after they expire.
      await pruneAttempts(db, PER_ACCOUNT, signInAt);
      if (!user || !valid) throw new HttpError(401, 'UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials);
      // Only failures count against the address; the account starts afresh.
      await refundAttempt(db, 'address', request.ip, address.windowStartedAt, PER_ADDRESS);
      await clearAttempts(db, 'account', account);
      const token = newToken();
      const expiresAt = new Date(at + options.tokenTtlMs);
      await insertToken(db, hashToken(token), user.id, expiresAt);
      await pruneTokens(db, signInAt);
      reply.header('cache-control', 'no-store');
      return {
        status: 'success' as const,
        access_token: token,
        token_type: 'bearer' as const,
        expires_at: expiresAt.toISOString(),
        user: { id: user.id, email: user.email, role: user.role },
      };
    },
  );

  app.get(
    '/api/auth/me',
    {
      preHandler: app.requireRole('user', 'admin'),
      schema: {
        summary: 'The signed-in user',
        tags: ['auth'],
        response: { 200: meResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!request.user) throw new HttpError(401, 'UNAUTHORIZED', AUTH_MESSAGES.signInRequired);
      return { status: 'success' as const, user: request.user };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        summary: 'Revoke the bearer token (answers success also when it was not valid)',
        tags: ['auth'],
        response: { 200: logoutResponseSchema },
      },
    },
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (token) await revokeToken(app.database.db, hashToken(token), now());
      return { status: 'success' as const };
    },
  );
};

export const authRoutes = fp(routes, {
  name: 'auth-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES, 'database', 'auth'],
  decorators: { fastify: ['database', 'requireRole'] },
});

import {
  AUTH_MESSAGES,
  errorEnvelopeSchema,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_WINDOW_MINUTES,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  meResponseSchema,
} from '@swiss/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors.js';
import { findUserByEmail, insertToken, pruneTokens, revokeToken } from './auth.repository.js';
import { LoginLimiter } from './login-limiter.js';
import { burnVerification, verifyPassword } from './passwords.js';
import { bearerToken, hashToken, newToken } from './tokens.js';

export interface AuthRoutesOptions {
  tokenTtlMs: number;
  now?: () => Date;
}

const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60 * 1000;

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const perAccount = new LoginLimiter(LOGIN_MAX_FAILURES_PER_ACCOUNT, WINDOW_MS);
  const perIp = new LoginLimiter(LOGIN_MAX_FAILURES_PER_IP, WINDOW_MS);

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
      const at = now().getTime();
      const ipKey = request.ip;
      const wait = Math.max(perAccount.retryAfterMs(email, at), perIp.retryAfterMs(ipKey, at));
      if (wait > 0) {
        const minutes = Math.ceil(wait / 60000);
        reply.header('retry-after', String(Math.ceil(wait / 1000)));
        throw new HttpError(429, 'RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts(minutes));
      }
      const user = await findUserByEmail(app.database.db, email);
      let valid = false;
      if (user) valid = await verifyPassword(user.passwordHash, password);
      else await burnVerification(password);
      if (!user || !valid) {
        perAccount.fail(email, at);
        perIp.fail(ipKey, at);
        throw new HttpError(401, 'UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials);
      }
      perAccount.reset(email);
      const token = newToken();
      const expiresAt = new Date(at + options.tokenTtlMs);
      await insertToken(app.database.db, hashToken(token), user.id, expiresAt);
      await pruneTokens(app.database.db, now());
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

import { AUTH_MESSAGES, type User, type UserRole } from '@swiss/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../plugins/errors.js';
import { findSession } from './auth.repository.js';
import { bearerToken, hashToken } from './tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that lets only signed-in users with one of these roles through (401/403 otherwise). */
    requireRole: (...roles: UserRole[]) => preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by requireRole for the routes it guards. */
    user: User | null;
  }
}

export interface AuthPluginOptions {
  now?: () => Date;
}

/** The user behind the request's bearer token; 401 when absent, unknown, revoked or expired. */
export async function authenticate(app: FastifyInstance, request: FastifyRequest, now: Date): Promise<User> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw new HttpError(401, 'UNAUTHORIZED', AUTH_MESSAGES.signInRequired);
  const session = await findSession(app.database.db, hashToken(token), now);
  if (!session) throw new HttpError(401, 'UNAUTHORIZED', AUTH_MESSAGES.signInRequired);
  if ('expired' in session) throw new HttpError(401, 'UNAUTHORIZED', AUTH_MESSAGES.sessionExpired);
  return session.user;
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app, options) => {
    const now = options.now ?? (() => new Date());
    app.decorateRequest('user', null);
    app.decorate('requireRole', (...roles: UserRole[]): preHandlerAsyncHookHandler => {
      return async function guard(request) {
        const user = await authenticate(app, request, now());
        if (!roles.includes(user.role)) throw new HttpError(403, 'FORBIDDEN', AUTH_MESSAGES.adminOnly);
        request.user = user;
      };
    });
  },
  { name: 'auth' },
);

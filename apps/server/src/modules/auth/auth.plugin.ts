import { AUTH_MESSAGES, type User, type UserRole } from '@swiss/contract';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { isAdminApiUrl } from '../../plugins/admin-api.js';
import { HttpError } from '../../plugins/errors.js';
import { findSession } from './auth.repository.js';
import { bearerToken, hashToken } from './tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A hook that lets only signed-in users with one of these roles through (401/403 otherwise).
     * Admin routes need not call it: every route under /api/admin/ gets requireRole('admin') on
     * request (see ADMIN_API_PREFIX in plugins/admin-api.ts).
     */
    requireRole: (...roles: UserRole[]) => onRequestAsyncHookHandler;
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
    const requireRole = (...roles: UserRole[]): onRequestAsyncHookHandler =>
      async function guard(request) {
        // Already let through by an earlier guard of this request (the admin hook below).
        if (request.user && roles.includes(request.user.role)) return;
        const user = await authenticate(app, request, now());
        if (!roles.includes(user.role)) throw new HttpError(403, 'FORBIDDEN', AUTH_MESSAGES.adminOnly);
        request.user = user;
      };
    app.decorateRequest('user', null);
    app.decorate('requireRole', requireRole);

    // The one admin guard. It is added to the route itself when the route is registered, so no
    // admin route can forget it, and it runs on request: before the body is parsed and validated,
    // so a stranger gets 401/403 and never a schema error. This plugin is registered before every
    // route (app.ts), and onRoute hooks reach the routes of all plugins registered after it.
    const adminGuard = requireRole('admin');
    app.addHook('onRoute', (route) => {
      if (!isAdminApiUrl(route.url)) return;
      const own = route.onRequest ?? [];
      route.onRequest = [adminGuard, ...(Array.isArray(own) ? own : [own])];
    });
  },
  { name: 'auth', dependencies: ['database'], decorators: { fastify: ['database'] } },
);

import { errorEnvelopeSchema } from '@swiss/contract';
import type { FastifyInstance } from 'fastify';

/*
 * Which URLs are the admin API. The admin guard (modules/auth) and the storable-text check
 * (plugins/storable-text.ts) both add themselves to exactly these routes; it lives here, below
 * both, so the platform never imports a module.
 */

/** Every route under this prefix is for admins only, whatever its own options say. */
export const ADMIN_API_PREFIX = '/api/admin/';
/** The spec's backend admin paths: redirects to the web app's sign-in and dashboard, open to all. */
export const ADMIN_REDIRECT_URLS: readonly string[] = ['/api/admin', '/api/admin/login'];

/** Whether a route's URL (as registered, with its prefix) is an admin API route. */
export function isAdminApiUrl(url: string): boolean {
  const path = url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url;
  return (path + '/').startsWith(ADMIN_API_PREFIX) && !ADMIN_REDIRECT_URLS.includes(path);
}

/** The error answers of an admin route: bad input, signed out, not an admin, nothing there. */
export const ADMIN_ERROR_RESPONSES = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
} as const;

/** Every answer of the (encapsulated) plugin is `no-store`: an edit shows at once, and admin data never sits in a shared cache. */
export function answerUncached(app: Pick<FastifyInstance, 'addHook'>): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}

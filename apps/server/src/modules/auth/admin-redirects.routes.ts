import type { FastifyPluginAsync } from 'fastify';

/** The spec's admin paths on the backend lead to the dashboard routes of the web app. */
export const adminRedirectRoutes: FastifyPluginAsync = async (app) => {
  const hide = { schema: { hide: true } };
  app.get('/api/admin', hide, async (_request, reply) => reply.redirect('/admin', 302));
  app.get('/api/admin/login', hide, async (_request, reply) => reply.redirect('/admin/login', 302));
};

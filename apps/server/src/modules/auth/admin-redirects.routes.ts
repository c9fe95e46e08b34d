import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';

/** The spec's admin paths on the backend lead to the dashboard routes of the web app. */
const routes: FastifyPluginAsync = async (app) => {
  const hide = { schema: { hide: true } };
  app.get('/api/admin', hide, async (_request, reply) => reply.redirect('/admin', 302));
  app.get('/api/admin/login', hide, async (_request, reply) => reply.redirect('/admin/login', 302));
};

export const adminRedirectRoutes = fp(routes, {
  name: 'admin-redirect-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES],
});

import { errorEnvelopeSchema, systemStatusResponseSchema, type SystemStatus } from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import type { ProviderRegistry } from '../../platform/providers/registry.js';
import { catalogState, databaseSize } from './system.repository.js';

export interface SystemRoutesOptions {
  version: string;
  /** What is configured, read from the config by app.ts (never the keys or URLs themselves). */
  providers: SystemStatus['providers'];
  /** Every outside provider with its health (last success, last error, circuit, cache, calls today). */
  registry: ProviderRegistry;
}

/** The health of this instance for administrators: process, database, catalog, providers, errors. */
const routes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, options) => {
  app.get(
    '/api/admin/system',
    {
      schema: {
        summary: 'Uptime, memory, database, catalog version, providers and the last server errors of this instance',
        tags: ['admin'],
        response: { 200: systemStatusResponseSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const db = app.database.db;
      // A failing size query must not hide the rest of the panel.
      const size = await databaseSize(db).catch((error: unknown) => {
        request.log.warn({ err: error }, 'database size unavailable');
        return null;
      });
      const catalog = await catalogState(db);
      const memory = process.memoryUsage();
      const uptime = process.uptime();
      reply.header('cache-control', 'no-store');
      return {
        status: 'success' as const,
        system: {
          version: options.version,
          node: process.version,
          started_at: new Date(Date.now() - uptime * 1000).toISOString(),
          uptime_seconds: Math.round(uptime),
          memory: { rss_bytes: memory.rss, heap_used_bytes: memory.heapUsed, heap_total_bytes: memory.heapTotal },
          database: { kind: app.database.kind, size_bytes: size },
          catalog: {
            places: catalog.places,
            content_hash: catalog.contentHash,
            seeded_at: catalog.seededAt,
            updated_at: catalog.updatedAt,
          },
          providers: options.providers,
          provider_status: options.registry.status(),
          recent_errors: app.recentErrors.list(),
        },
      };
    },
  );
};

export const systemRoutes = fp(routes, {
  name: 'system-routes',
  encapsulate: true,
  dependencies: [...ADMIN_ROUTE_DEPENDENCIES, 'database'],
  decorators: { fastify: ['database', 'recentErrors'] },
});

import { POI_CHANNEL, seedPois } from '@swiss/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PoiDirectory } from './poi-directory.js';
import { PoiService } from './poi-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Nearby places from the in-memory POI index (modules/poi). */
    pois: PoiService;
  }
}

export interface PoiIndexOptions {
  /** Seed the starter set and the curated places first (the server's own database; tests seed themselves). */
  seed: boolean;
  /** How often the store's version is re-read in case a notification was lost (default 60 s). */
  pollMs?: number | undefined;
}

/**
 * The POI index as a named plugin: seeded and built before the server listens (never on a first
 * request), and rebuilt when `npm run poi:import` or another instance's seed sends
 * NOTIFY pois_changed, as the catalog snapshot does for catalog_changed: queued rebuilds, a version
 * check, a check after the listening connection comes back, and a slow poll as a safety net.
 */
export const poiIndexPlugin = fp(
  async (app: FastifyInstance, options: PoiIndexOptions) => {
    const directory = new PoiDirectory(app.database.db);
    if (options.seed && (await seedPois(app.database.db))) {
      app.log.info('points of interest seeded');
      await app.database.notify(POI_CHANNEL);
    }
    await directory.refresh();
    app.log.info({ pois: directory.index.size }, 'POI index built');
    app.decorate('pois', new PoiService(directory, (id, lang) => app.catalog.place(lang, id)));

    const check = (why: string) => {
      directory
        .refreshIfChanged()
        .then((rebuilt) => {
          if (rebuilt) app.log.info({ why, pois: directory.index.size }, 'POIs changed: index rebuilt');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'POI version check failed'));
    };
    const stopListening = await app.database.listen(POI_CHANNEL, () => check('notification'));
    const timer = setInterval(() => check('poll'), options.pollMs ?? 60_000);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await stopListening();
    });
  },
  {
    name: 'poi-index',
    dependencies: ['database', 'catalog-snapshot'],
    decorators: { fastify: ['database', 'catalog'] },
  },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogChanges } from './catalog.changes.js';
import { CatalogSnapshot } from './catalog.snapshot.js';
import type { PlacePhotoSource } from './places.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogSnapshot;
    /**
     * After a committed catalog write: rebuild this instance's snapshot and tell the other
     * instances. Never throws: what fails is retried in the background (catalog.changes.ts).
     */
    catalogChanged(): Promise<void>;
  }
}

/** The PostgreSQL notification channel of catalog writes. */
export const CATALOG_CHANNEL = 'catalog_changed';

export interface CatalogSnapshotOptions {
  /** How often an instance re-reads the catalog version in case a notification was lost (default 30 s). */
  pollMs?: number;
  /** The places' uploaded photos (the media module's port, handed in by app.ts). */
  placePhotos: PlacePhotoSource;
}

/**
 * The catalog snapshot as a named plugin: built from the database before any route is added, and
 * kept current (this instance's writes, other instances' notifications, a version poll). It
 * decorates app.catalog and app.catalogChanged for every plugin registered after it (not
 * encapsulated); the plugins that read them name 'catalog-snapshot' among their dependencies.
 */
export const catalogSnapshotPlugin = fp(
  async (app: FastifyInstance, options: CatalogSnapshotOptions) => {
    const snapshot = new CatalogSnapshot(app.database.db, options.placePhotos);
    await snapshot.refresh();
    app.decorate('catalog', snapshot);

    // Another instance changed the catalog: it sent a notification (at once) or the poll sees it.
    const check = (why: string) => {
      snapshot
        .refreshIfChanged()
        .then((rebuilt) => {
          if (rebuilt) app.log.info({ why }, 'catalog changed: snapshot rebuilt');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'catalog version check failed'));
    };
    const stopListening = await app.database.listen(CATALOG_CHANNEL, () => check('notification'));
    const timer = setInterval(() => check('poll'), options.pollMs ?? 30_000);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await stopListening();
    });

    const changes = new CatalogChanges({
      rebuild: () => snapshot.refresh(),
      notify: () => app.database.notify(CATALOG_CHANNEL),
      log: app.log,
    });
    app.addHook('onClose', async () => changes.stop());
    app.decorate('catalogChanged', () => changes.changed());
  },
  { name: 'catalog-snapshot', dependencies: ['database'], decorators: { fastify: ['database'] } },
);

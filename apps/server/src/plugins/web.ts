import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Database } from '@swiss/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { appPageOfPath, FEATURE_FLAGS } from '@swiss/contract';
import { sendError } from './errors.js';
import { firstScreenFor, withFirstScreen } from './first-screen.js';
import { categoryPlacesPreload, placeHeroPreload } from './preload-hints.js';

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is revalidated on
 * every visit so an update never strands a user; the service worker (/sw.js) and the web manifest
 * are sent with `no-cache`. App routes (/category/..., /place/...) answer with index.html, the home,
 * category and place pages with their first screen in it (first-screen.ts), a place page with a
 * preload hint for its hero image; unknown /api paths answer with the 404 envelope.
 */
export interface WebPluginOptions {
  distDir: string | undefined;
  /** The feature flags as the public app reads them (the flags module's, handed in by app.ts). */
  featureFlags: (db: Database) => Promise<Record<string, boolean>>;
}

export const webPlugin = fp(
  async (app: FastifyInstance, options: WebPluginOptions) => {
    const distDir = options.distDir;
    const indexPath = distDir ? join(distDir, 'index.html') : undefined;
    const hasWeb = indexPath !== undefined && existsSync(indexPath);
    if (!hasWeb) app.log.warn({ distDir }, 'web app not built: only the API is served');

    if (hasWeb && distDir) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        preCompressed: true, // .br/.gz siblings written by the build
        setHeaders: (reply, path) => {
          if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
          // The service worker and the manifest are checked on every visit, so an update is found at once.
          else if (/[/\\](sw\.js|manifest\.webmanifest)(\.br|\.gz)?$/.test(path))
            reply.header('cache-control', 'no-cache');
          else reply.header('cache-control', 'public, max-age=0, must-revalidate');
          if (/\.webmanifest(\.br|\.gz)?$/.test(path))
            reply.header('content-type', 'application/manifest+json; charset=utf-8');
        },
      });
    }
    const indexHtml = hasWeb && indexPath ? readFileSync(indexPath) : undefined;
    const indexText = indexHtml?.toString('utf8');

    /** The first screens are the newer explorer's: with the flag off, the plain page (loader). */
    const firstScreenFits = async (): Promise<boolean> => {
      try {
        return (await options.featureFlags(app.database.db))[FEATURE_FLAGS.explorerV2] !== false;
      } catch (error) {
        app.log.warn({ err: error }, 'feature flags unreadable: the page is sent without its first screen');
        return false;
      }
    };

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/data/');
      const isAppRoute = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path);
      if (!isApi && isAppRoute && indexHtml) {
        const page = appPageOfPath(path);
        // The photo is the same in every language; a place the catalog does not hold gets no hint.
        const place = page?.kind === 'place' ? app.catalog.place('en', page.id) : undefined;
        if (place) reply.header('link', placeHeroPreload(place));
        if (page?.kind === 'category' && app.catalog.category('en', page.key))
          reply.header('link', categoryPlacesPreload(page.key));
        const firstScreen = indexText && page ? firstScreenFor(page, app.catalog) : undefined;
        const withScreen =
          indexText && firstScreen && (await firstScreenFits()) ? withFirstScreen(indexText, firstScreen) : undefined;
        const html = withScreen ?? indexHtml;
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
      }
      return sendError(reply, request, 404, 'NOT_FOUND', `No such resource: ${request.method} ${path}`);
    });
  },
  // Last: its not-found handler answers every path no route took. The snapshot gives the first screens.
  {
    name: 'web',
    dependencies: ['errors', 'database', 'catalog-snapshot'],
    decorators: { fastify: ['database', 'catalog'] },
  },
);

import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { catalogSnapshotPlugin } from '../modules/catalog/catalog-snapshot.plugin.js';
import type { CatalogSnapshot } from '../modules/catalog/index.js';
import { coverSetRoutes } from '../modules/media/cover-set.routes.js';

const SRC = join(import.meta.dirname, '..');
const META = Symbol.for('plugin-meta');

interface PluginMeta {
  name?: string;
  encapsulate?: boolean;
  dependencies?: string[];
}

/** The files that define the server's plugins: plugins/, platform/ and every module's routes and plugins. */
function pluginFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : pluginFiles(path);
    const file = relative(SRC, path);
    const isPluginFile = /\.(routes|plugin)\.ts$/.test(file) || /^plugins\/[^/]+\.ts$/.test(file);
    return isPluginFile && !file.endsWith('.test.ts') ? [path] : [];
  });
}

/** A stand-in for a plugin of that name, for the graph checks below. */
const named = (name: string) => fp(async () => {}, { name });

/** Registers the plugins in order and boots; rejects as the app's start would. */
async function load(app: FastifyInstance, ...plugins: FastifyPluginAsync[]): Promise<void> {
  for (const plugin of plugins) await app.register(plugin);
  await app.ready();
}

describe('the plugin graph', () => {
  it('has every plugin name itself, and every route plugin keep its hooks to itself', async () => {
    const plugins: { file: string; exported: string; meta: PluginMeta | undefined }[] = [];
    for (const path of pluginFiles()) {
      const exports = (await import(path)) as Record<string, unknown>;
      for (const [exported, value] of Object.entries(exports))
        if (typeof value === 'function' && /(Routes|Plugin)$/.test(exported))
          plugins.push({ file: relative(SRC, path), exported, meta: (value as { [META]?: PluginMeta })[META] });
    }
    expect(plugins.length).toBeGreaterThan(25);
    const label = ({ file, exported }: { file: string; exported: string }) => `${file}: ${exported}`;
    expect(plugins.filter((p) => !/^[a-z][a-z-]*$/.test(p.meta?.name ?? '')).map(label)).toEqual([]);
    expect(plugins.filter((p) => p.exported.endsWith('Routes') && p.meta?.encapsulate !== true).map(label)).toEqual([]);
    const names = plugins.map((p) => p.meta?.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('makes Fastify refuse a route plugin registered before what it needs', async () => {
    // The snapshot's decorator is missing.
    await expect(load(Fastify(), coverSetRoutes)).rejects.toThrow(/'catalog' required by 'cover-set-routes'/);
    // The decorator is there, but the plugin that should have made it was not registered first.
    const app = Fastify().decorate('catalog', {} as CatalogSnapshot);
    const error = await load(app, named('errors'), named('security'), coverSetRoutes).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED' });
    expect(String(error)).toContain("'catalog-snapshot'");
  });

  it('builds the catalog snapshot only on an open database', async () => {
    const app = Fastify();
    const start = async () => {
      await app.register(catalogSnapshotPlugin, { placePhotos: async () => new Map() });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/'database' required by 'catalog-snapshot'/);
  });
});

/*
 * The import boundaries of ARCHITECTURE.md ("Layers") as one ESLint rule, so they hold at any
 * folder depth: every relative import is resolved to the file it names, and the layer (and module
 * or feature) of the importer is compared with the target's. Path patterns could only say "so many
 * ../ up", which a sub-folder (features/place/sections/, modules/voice/providers/) slips past.
 *
 *   web:    app (src/app, main, boot) > features > kernels (lib, components, locales, styles, sw)
 *   server: app (app.ts, server.ts, admin-create.ts) > modules > platform (config, plugins, platform)
 *
 * No import runs back up; features do not import each other; a module imports another module only
 * through its index.ts, and the modules' imports form no loop (checked over every module's sources).
 * Tests and test support may import anything: they compose, nothing imports them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '..');
const WEB = 'apps/web/src/';
const SERVER = 'apps/server/src/';
const MODULES = `${SERVER}modules/`;

const posix = (path) => path.split(sep).join('/');
const fromRoot = (path) => posix(relative(ROOT, path));
const withoutExtension = (path) => path.replace(/\.(js|mjs|cjs|ts|tsx|mts|cts|json)$/, '');
const isTest = (path) =>
  /\.test\.tsx?$/.test(path) || path.startsWith(`${SERVER}test/`) || path.startsWith(`${WEB}test/`);

/** Where a file sits: its layer, and its unit (feature or module) when it has one. */
export function placeOf(path) {
  if (path.startsWith(WEB)) {
    const rest = path.slice(WEB.length);
    const [top, unit] = rest.split('/');
    if (top === 'features' && unit && rest.split('/').length > 2) return { side: 'web', layer: 'features', unit };
    if (top === 'app' || !rest.includes('/')) return { side: 'web', layer: 'app' };
    return { side: 'web', layer: 'kernels' };
  }
  if (path.startsWith(SERVER)) {
    const rest = path.slice(SERVER.length);
    const [top, unit] = rest.split('/');
    if (top === 'modules')
      return unit && rest.split('/').length > 2 ? { side: 'server', layer: 'modules', unit } : undefined;
    if (['config', 'plugins', 'platform'].includes(top) || rest === 'version.ts')
      return { side: 'server', layer: 'platform' };
    if (!rest.includes('/')) return { side: 'server', layer: 'app' };
  }
  return undefined;
}

const RANK = { platform: 0, kernels: 0, modules: 1, features: 1, app: 2 };

/** The module an import specifier of `file` lands in, when it is another module. */
function moduleOf(file, specifier) {
  const target = fromRoot(resolve(dirname(file), specifier));
  return target.startsWith(MODULES) ? target.slice(MODULES.length).split('/')[0] : undefined;
}

/** The server's module graph from its sources (tests left out): module -> modules it imports. */
export function readModuleGraph() {
  const graph = new Map();
  const modulesDir = join(ROOT, MODULES);
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !isTest(fromRoot(path))) {
        const from = placeOf(fromRoot(path))?.unit;
        if (!from) continue;
        const edges = graph.get(from) ?? new Set();
        graph.set(from, edges);
        for (const { fileName } of ts.preProcessFile(readFileSync(path, 'utf8'), true, true).importedFiles) {
          const to = fileName.startsWith('.') ? moduleOf(path, fileName) : undefined;
          if (to && to !== from) edges.add(to);
        }
      }
    }
  };
  walk(modulesDir);
  return graph;
}

// Read once per lint run (a few ms), again after a while for an editor's long-lived ESLint.
let cached;
function moduleGraph() {
  if (!cached || Date.now() - cached.at > 5000) cached = { at: Date.now(), graph: readModuleGraph() };
  return cached.graph;
}

/** A path of module imports from `from` to `to`, if there is one (breadth first: the shortest). */
function pathBetween(graph, from, to) {
  const previous = new Map([[from, undefined]]);
  const queue = [from];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === to) {
      const path = [];
      for (let at = to; at !== undefined; at = previous.get(at)) path.unshift(at);
      return path;
    }
    for (const next of graph.get(current) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** A loop in the module graph (["a", "b", "a"]), if there is one. */
export function findModuleLoop(graph = readModuleGraph()) {
  for (const [from, targets] of graph)
    for (const to of targets) {
      const back = pathBetween(graph, to, from);
      if (back) return [from, ...back];
    }
  return undefined;
}

/** What is wrong with importing `target` from `importer` (both from the root), if anything. */
export function boundaryProblem(importer, target, graph = moduleGraph()) {
  if (isTest(importer)) return undefined;
  const from = placeOf(importer);
  const to = placeOf(target);
  if (!from || !to || from.side !== to.side) return undefined;
  if (RANK[to.layer] > RANK[from.layer]) {
    if (from.side === 'web' && from.layer === 'features') return 'Features do not import from src/app.';
    if (from.side === 'web')
      return 'lib, components and the other kernels sit below the features: they import no feature and not src/app.';
    if (from.layer === 'platform')
      return 'The platform (config/, plugins/, platform/) sits below the modules: it imports no module and not app.ts; take what it needs as an option or a decorator.';
    return 'Modules never import app.ts, server.ts or admin-create.ts: app.ts composes the modules.';
  }
  if (from.layer === 'features' && to.layer === 'features' && from.unit !== to.unit)
    return 'Features do not import each other: compose them in a route (src/app), or move what they share to lib/.';
  if (from.layer === 'modules' && to.layer === 'modules' && from.unit !== to.unit) {
    const loop = pathBetween(graph, to.unit, from.unit);
    if (loop) return `Modules form no loop: ${[from.unit, ...loop].join(' -> ')}.`;
    if (
      withoutExtension(target) !== `${MODULES}${to.unit}/index` &&
      withoutExtension(target) !== `${MODULES}${to.unit}`
    )
      return `A module imports another module only through its index.ts: import "${to.unit}/index.js", and export there what "${from.unit}" needs.`;
  }
  return undefined;
}

const importsRule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'The layers and units of ARCHITECTURE.md: no import runs back up, across features, or round in a loop.',
    },
    schema: [],
    messages: { boundary: '{{problem}}' },
  },
  create(context) {
    const importer = fromRoot(context.filename);
    if (!placeOf(importer)) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const target = fromRoot(resolve(dirname(context.filename), source.value));
      const problem = boundaryProblem(importer, target);
      if (problem) context.report({ node: source, messageId: 'boundary', data: { problem } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const boundariesPlugin = { meta: { name: 'boundaries' }, rules: { imports: importsRule } };

/** The flat-config block eslint.config.js spreads in (and the rule's own test lints with). */
export const boundariesConfig = {
  files: [`${WEB}**/*.{ts,tsx}`, `${SERVER}**/*.ts`],
  plugins: { boundaries: boundariesPlugin },
  rules: { 'boundaries/imports': 'error' },
};

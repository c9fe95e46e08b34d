import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/**
 * index.html loads only the small entry (src/boot.ts), which imports the app (src/main.tsx). This
 * puts the app's stylesheet and a modulepreload hint for every script the app needs at start into
 * index.html, so they load with the HTML as if main.tsx were the entry.
 */
export function appStartHints(appEntry = 'src/main.tsx'): Plugin {
  return {
    name: 'app-start-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
        const app = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(appEntry));
        if (!app) throw new Error(`app-start-hints: no chunk for ${appEntry}`);
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (chunk: OutputChunk) => {
          if (scripts.has(chunk.fileName)) return;
          scripts.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const name of chunk.imports) {
            const next = bundle[name];
            if (next?.type === 'chunk') visit(next);
          }
        };
        visit(app);
        const isAsset = (name: string) => bundle[name]?.type === 'asset';
        return [
          ...[...styles].filter(isAsset).map((css) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${css}` },
            injectTo: 'head' as const,
          })),
          // data-app-start marks them for the server, which turns them into low-priority prefetches
          // on a page it sends with a first screen (apps/server/src/plugins/first-screen.ts).
          ...[...scripts]
            .filter((js) => !html.includes(`/${js}"`))
            .map((js) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${js}`, 'data-app-start': true },
              injectTo: 'head' as const,
            })),
        ];
      },
    },
  };
}

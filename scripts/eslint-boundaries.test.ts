import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { boundariesConfig, findModuleLoop, readModuleGraph } from './eslint-boundaries.mjs';

const ROOT = resolve(import.meta.dirname, '..');

/** Only the boundary rule, on a parser without type information: fast, and the files need not exist. */
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, boundariesConfig],
});

/** The boundary problems of one import written in a file at `path`. */
async function problems(path: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { thing } from '${specifier}';\nexport const used = thing;\n`, {
    filePath: resolve(ROOT, path),
  });
  return (result?.messages ?? []).map((message) => message.message);
}

describe('import boundaries at any folder depth', () => {
  it('keeps web features apart, however deep the importer sits', async () => {
    expect(await problems('apps/web/src/features/place/sections/deep/x.ts', '../../../explorer/home.js')).toEqual([
      expect.stringContaining('Features do not import each other'),
    ]);
    expect(await problems('apps/web/src/features/place/sections/deep/x.ts', '../../../../app/routes.js')).toEqual([
      expect.stringContaining('Features do not import from src/app'),
    ]);
    // Within one feature, and down to the kernels, any depth is fine.
    expect(await problems('apps/web/src/features/place/sections/deep/x.ts', '../../place-page.js')).toEqual([]);
    expect(await problems('apps/web/src/features/place/sections/deep/x.ts', '../../../../lib/storage.js')).toEqual([]);
  });

  it('keeps the web kernels (lib, components) below the features', async () => {
    expect(await problems('apps/web/src/lib/chat/deep/x.ts', '../../../features/place/place-page.js')).toEqual([
      expect.stringContaining('sit below the features'),
    ]);
  });

  it('lets a module reach another only through its index.ts, from any sub-folder', async () => {
    const file = 'apps/server/src/modules/voice/providers/deep/x.ts';
    expect(await problems(file, '../../../catalog/places.repository.js')).toEqual([
      expect.stringContaining('only through its index.ts'),
    ]);
    expect(await problems(file, '../../../catalog/index.js')).toEqual([]);
    expect(await problems(file, '../../voice.routes.js')).toEqual([]);
  });

  it('reports every import that runs back up in apps/server', async () => {
    expect(await problems('apps/server/src/platform/providers/deep/x.ts', '../../../modules/flags/index.js')).toEqual([
      expect.stringContaining('The platform'),
    ]);
    expect(await problems('apps/server/src/plugins/x.ts', '../app.js')).toEqual([
      expect.stringContaining('The platform'),
    ]);
    expect(await problems('apps/server/src/config/x.ts', '../modules/auth/auth.plugin.js')).toEqual([
      expect.stringContaining('The platform'),
    ]);
    expect(await problems('apps/server/src/modules/media/deep/x.ts', '../../../app.js')).toEqual([
      expect.stringContaining('Modules never import app.ts'),
    ]);
    // Down is fine: a module uses the platform, app.ts composes the modules.
    expect(await problems('apps/server/src/modules/media/deep/x.ts', '../../../platform/audit/index.js')).toEqual([]);
    expect(await problems('apps/server/src/app.ts', './modules/media/photos.routes.js')).toEqual([]);
  });

  it('reports an import that closes a loop of modules', async () => {
    // media imports the catalog (cover-set.routes.ts), so the catalog importing media is a loop.
    expect(readModuleGraph().get('media')).toContain('catalog');
    expect(await problems('apps/server/src/modules/catalog/x.ts', '../media/index.js')).toEqual([
      'Modules form no loop: catalog -> media -> catalog.',
    ]);
  });

  it('leaves tests free to compose', async () => {
    expect(await problems('apps/server/src/plugins/x.int.test.ts', '../modules/flags/flags.repository.js')).toEqual([]);
  });

  it('finds no loop among the modules of today’s sources', () => {
    expect(findModuleLoop()).toBeUndefined();
    expect(
      findModuleLoop(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set(['c'])],
          ['c', new Set(['a'])],
        ]),
      ),
    ).toEqual(['a', 'b', 'c', 'a']);
  });

  it('is on in the project config for deep files on both sides', async () => {
    const project = new ESLint({ cwd: ROOT });
    for (const path of ['apps/web/src/features/place/a/b/c.ts', 'apps/server/src/modules/voice/providers/a/b.ts']) {
      const config = (await project.calculateConfigForFile(resolve(ROOT, path))) as { rules?: Record<string, unknown> };
      expect(config.rules?.['boundaries/imports']).toEqual([2]);
    }
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The one layout of the strings (lib/i18n.ts): the shared catalog in src/locales, and every feature's
 * (and the older app's) own in `<folder>/locales/{en,de,fr,it}.json`, registered by its index with
 * registerFeatureStrings so they travel with its chunk. This test holds the layout, the same keys in
 * all four languages, and that every key the code names exists.
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const LANGUAGES = ['en', 'de', 'fr', 'it'] as const;
const REGISTRATION = "registerFeatureStrings(en, import.meta.glob('./locales/{de,fr,it}.json'))";
type Catalog = { [key: string]: string | Catalog };

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}
const readCatalog = (path: string): Catalog => JSON.parse(readFileSync(path, 'utf8')) as Catalog;

/** Leaf keys, dotted, with i18next's plural suffixes folded (languages have different plural forms). */
function leafKeys(catalog: Catalog, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) => {
    const path = `${prefix}${key}`;
    return typeof value === 'string'
      ? [path.replace(/_(zero|one|two|few|many|other)$/, '')]
      : leafKeys(value, `${path}.`);
  });
}

const FEATURES = readdirSync(join(SRC, 'features')).map((name) => `features/${name}`);
/** Folders with their own strings: every feature, and the older app (a lazily loaded layout). */
const OWNERS = [...FEATURES, 'app/older'];

const catalogOf = (folder: string, lang: string) => readCatalog(join(SRC, folder, `${lang}.json`));
const shared = Object.fromEntries(LANGUAGES.map((lang) => [lang, catalogOf('locales', lang)]));

describe('the strings layout', () => {
  it.each(OWNERS)('%s keeps its strings in locales/{en,de,fr,it}.json and registers them', (folder) => {
    const jsonFiles = filesUnder(join(SRC, folder))
      .filter((path) => path.endsWith('.json'))
      .map((path) => relative(join(SRC, folder), path))
      .sort();
    expect(jsonFiles).toEqual(['locales/de.json', 'locales/en.json', 'locales/fr.json', 'locales/it.json']);
    const registering = filesUnder(join(SRC, folder)).filter((path) =>
      readFileSync(path, 'utf8').includes('registerFeatureStrings('),
    );
    expect(registering).toHaveLength(1);
    const source = readFileSync(registering[0] as string, 'utf8');
    expect(source).toContain("import en from './locales/en.json';");
    expect(source).toContain(REGISTRATION);
  });

  it('no other folder holds string catalogs', () => {
    const strays = filesUnder(SRC)
      .map((path) => relative(SRC, path))
      .filter((path) => path.endsWith('.json') && path !== 'sw/tsconfig.json')
      .filter((path) => !/^locales\/\w+\.json$/.test(path) && !OWNERS.some((o) => path.startsWith(`${o}/locales/`)));
    expect(strays).toEqual([]);
  });

  it.each(['locales', ...OWNERS.map((o) => `${o}/locales`)])('%s has the same keys in all four languages', (folder) => {
    const en = leafKeys(catalogOf(folder, 'en')).sort();
    for (const lang of LANGUAGES)
      expect({ lang, keys: leafKeys(catalogOf(folder, lang)).sort() }).toEqual({ lang, keys: en });
  });

  it('no two catalogs define the same top-level key (they share one namespace)', () => {
    const owners = new Map<string, string>();
    for (const folder of ['locales', ...OWNERS.map((o) => `${o}/locales`)]) {
      for (const key of Object.keys(catalogOf(folder, 'en'))) {
        expect(owners.get(key), `${key} in ${folder}`).toBeUndefined();
        owners.set(key, folder);
      }
    }
  });
});

/** Whether `key` names a string (or, with a trailing dot, a group) of the catalog. */
function has(catalog: Catalog, key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop() as string;
  let node: Catalog | string | undefined = catalog;
  for (const part of parts) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'object') return false;
  if (last === '') return true;
  return node[last] !== undefined || node[`${last}_one`] !== undefined || node[`${last}_other`] !== undefined;
}

describe('every key the code names', () => {
  const sources = filesUnder(SRC).filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path));
  it.each(sources.map((path) => relative(SRC, path)))('%s', (file) => {
    const owner = OWNERS.find((o) => file.startsWith(`${o}/`));
    // Code of a folder sees its own strings and the shared ones; other code the shared ones only.
    const catalogs = [shared.en as Catalog, ...(owner ? [catalogOf(`${owner}/locales`, 'en')] : [])];
    const code = readFileSync(join(SRC, file), 'utf8');
    const named = [
      ...[...code.matchAll(/\bt\(\s*(['"])([\w.-]+)\1/g)].map((m) => m[2] as string),
      // A key built from a value: its fixed start must be a group.
      ...[...code.matchAll(/\bt\(\s*`([\w.]+\.)\$\{/g)].map((m) => m[1] as string),
    ];
    const missing = named.filter((key) => !catalogs.some((catalog) => has(catalog, key)));
    expect(missing).toEqual([]);
  });
});

// Rebuilds the advisory snapshot (security/advisories.json) from a copy of the GitHub Advisory Database
// (https://github.com/github/advisory-database, CC-BY-4.0): a checkout, a bare git directory, or any
// directory of OSV JSON files (e.g. osv.dev's npm export, unzipped). Only reviewed npm advisories about
// package names in package-lock.json are kept, so the file stays small.
//
//   npm run advisories:refresh -- <source> [--lockfile package-lock.json] [--out security/advisories.json]
//                                           [--coverage "<what the source covers, if not the whole database>"]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { collectAdvisories } from './advisories/collect.js';
import { installedNames } from './advisories/lockfile.js';
import type { AdvisorySnapshot } from './advisories/snapshot.js';

const REVIEWED = 'advisories/github-reviewed';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    lockfile: { type: 'string', default: 'package-lock.json' },
    out: { type: 'string', default: 'security/advisories.json' },
    coverage: { type: 'string' },
  },
});
const source = positionals[0];
if (!source || !existsSync(source)) {
  console.error('usage: npm run advisories:refresh -- <advisory-database checkout, bare git dir or OSV JSON dir>');
  process.exit(2);
}

function* jsonFiles(dir: string): Generator<unknown> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== '.git') yield* jsonFiles(path);
    else if (entry.isFile() && entry.name.endsWith('.json')) yield JSON.parse(readFileSync(path, 'utf8'));
  }
}

function git(repository: string, args: string[], input?: string): Buffer {
  const run = spawnSync('git', ['-C', repository, ...args], { input, maxBuffer: 2 ** 31 - 1 });
  if (run.status !== 0) throw new Error(`git ${args[0]} failed: ${run.stderr.toString()}`);
  return run.stdout;
}

/** A bare repository (what a mirror gives): the files of HEAD through one `git cat-file --batch`. */
function* bareRepositoryFiles(repository: string): Generator<unknown> {
  const paths = git(repository, ['ls-tree', '-r', '--name-only', 'HEAD', '--', REVIEWED])
    .toString()
    .split('\n')
    .filter((path) => path.endsWith('.json'));
  const batch = git(repository, ['cat-file', '--batch'], paths.map((path) => `HEAD:${path}\n`).join(''));
  let at = 0;
  while (at < batch.length) {
    const headerEnd = batch.indexOf(10, at);
    const size = Number(batch.subarray(at, headerEnd).toString().split(' ')[2]);
    yield JSON.parse(batch.subarray(headerEnd + 1, headerEnd + 1 + size).toString());
    at = headerEnd + 1 + size + 1;
  }
}

const isBare = existsSync(join(source, 'HEAD')) && existsSync(join(source, 'objects'));
const documents = isBare
  ? bareRepositoryFiles(source)
  : jsonFiles(
      statSync(join(source, REVIEWED), { throwIfNoEntry: false })?.isDirectory() ? join(source, REVIEWED) : source,
    );
const revision =
  isBare || existsSync(join(source, '.git')) ? git(source, ['rev-parse', 'HEAD']).toString().trim() : undefined;

const names = installedNames(JSON.parse(readFileSync(values.lockfile, 'utf8')));
const { advisories, newestModified, documents: read } = collectAdvisories(documents, names);
if (!newestModified) {
  console.error(`no OSV advisories with a "modified" date found in ${source}`);
  process.exit(2);
}

const snapshot: AdvisorySnapshot = {
  source: 'GitHub Advisory Database (OSV format), https://github.com/github/advisory-database',
  licence: 'CC-BY-4.0 (https://creativecommons.org/licenses/by/4.0/); advisory data by GitHub, Inc. and contributors',
  snapshotDate: newestModified.slice(0, 10),
  ...(revision ? { sourceRevision: revision } : {}),
  coverage:
    values.coverage ??
    `every reviewed npm advisory of the source (${read} files read) about the ${names.size} package names in package-lock.json`,
  refresh: 'npm run advisories:refresh -- <path to an advisory-database checkout> (README, "Dependency audit")',
  advisories,
};
const text = await format(JSON.stringify(snapshot), { ...(await resolveConfig(values.out)), filepath: values.out });
writeFileSync(values.out, text);
console.log(
  `${values.out}: ${advisories.length} advisories for ${new Set(advisories.map((a) => a.package)).size} of ` +
    `${names.size} package names, from ${read} files, newest modified ${snapshot.snapshotDate}.`,
);

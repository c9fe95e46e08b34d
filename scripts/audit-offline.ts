// Offline dependency audit: every package package-lock.json installs, against the advisory snapshot kept in
// the repository (security/advisories.json, from the GitHub Advisory Database). It needs no network, so it
// runs where `npm audit` cannot (this workplace's registry answers 405 to the advisory endpoint).
// Exit codes: 0 nothing fails the policy (see scripts/advisories/audit.ts), 1 a finding fails it,
// 2 not checked (no readable lockfile or snapshot): never "clean" unchecked.
// Options: --lockfile <path>, --snapshot <path>, --max-age-days <n> (older snapshot: a warning, not a failure).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { auditPackages, formatFindings, snapshotAgeDays } from './advisories/audit.js';
import { installedPackages, type InstalledPackage } from './advisories/lockfile.js';
import { assertSnapshot } from './advisories/snapshot.js';

const { values } = parseArgs({
  options: {
    lockfile: { type: 'string', default: 'package-lock.json' },
    snapshot: { type: 'string', default: 'security/advisories.json' },
    'max-age-days': { type: 'string', default: '90' },
  },
});

function load(path: string, what: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    console.error(
      `Offline dependency audit NOT CHECKED: cannot read the ${what} ${path} (${(error as Error).message}).`,
    );
    process.exit(2);
  }
}

const snapshot = load(values.snapshot, 'advisory snapshot');
let installed: InstalledPackage[];
try {
  assertSnapshot(snapshot);
  installed = installedPackages(load(values.lockfile, 'lockfile'));
} catch (error) {
  console.error(`Offline dependency audit NOT CHECKED: ${(error as Error).message}.`);
  process.exit(2);
}

const age = snapshotAgeDays(snapshot.snapshotDate, new Date());
const maxAge = Number(values['max-age-days']);
console.log(
  `Advisory snapshot of ${snapshot.snapshotDate} (${age} days old): ${snapshot.advisories.length} advisories, ` +
    `${snapshot.source}.\nCoverage: ${snapshot.coverage}`,
);
if (age > maxAge)
  console.warn(
    `WARNING: the snapshot is older than ${maxAge} days; advisories published since are not checked. ` +
      'Refresh it (README, "Dependency audit").',
  );

const { findings, unchecked } = auditPackages(installed, snapshot);
const shipping = installed.filter((pkg) => !pkg.dev).length;
console.log(
  `Checked ${installed.length} installed packages (${shipping} ship, ${installed.length - shipping} dev only).`,
);
for (const pkg of unchecked) console.warn(`not checked (version is not semver): ${pkg.name}@${pkg.version}`);
if (findings.length > 0) console.log(`\n${formatFindings(findings)}\n`);

const failing = findings.filter((finding) => finding.fails);
console.log(
  failing.length > 0
    ? `Offline dependency audit FAILED: ${failing.length} finding(s) over the policy ` +
        '(high/critical in a package that ships, critical in a dev-only one).'
    : `Offline dependency audit passed: ${findings.length} finding(s) reported, none over the policy.`,
);
process.exit(failing.length > 0 ? 1 : 0);

// The offline dependency audit on a synthetic lockfile and snapshot: the OSV range semantics, the
// ships/dev policy and the command's exit codes; then the committed snapshot's shape.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auditPackages } from './advisories/audit.js';
import { collectAdvisories } from './advisories/collect.js';
import { installedNames, installedPackages } from './advisories/lockfile.js';
import {
  assertSnapshot,
  isAffected,
  rangesFromEvents,
  type AdvisorySnapshot,
  type SnapshotAdvisory,
} from './advisories/snapshot.js';

const ROOT = join(import.meta.dirname, '..');

function advisory(
  fields: Partial<SnapshotAdvisory> & Pick<SnapshotAdvisory, 'package' | 'severity'>,
): SnapshotAdvisory {
  return { id: `GHSA-test-${fields.package}`, aliases: [], ranges: [], summary: 'synthetic', url: '', ...fields };
}

function snapshotOf(advisories: SnapshotAdvisory[], snapshotDate = new Date().toISOString().slice(0, 10)) {
  return {
    source: 'synthetic',
    licence: 'none',
    snapshotDate,
    coverage: 'synthetic test data',
    refresh: '',
    advisories,
  } satisfies AdvisorySnapshot;
}

/** lockfileVersion 3: a shipping dependency, a dev-only one, a workspace link and a nested copy. */
function lockfileWith(versions: { web: string; tool: string }) {
  return {
    lockfileVersion: 3,
    packages: {
      '': { name: 'root' },
      'node_modules/@app/server': { resolved: 'apps/server', link: true },
      'node_modules/webframework': { version: versions.web },
      'node_modules/buildtool': { version: versions.tool, dev: true },
      'node_modules/buildtool/node_modules/webframework': { version: '1.0.0', dev: true },
      'node_modules/aliased': { name: 'realname', version: '2.0.0' },
    },
  };
}

describe('OSV ranges', () => {
  it('pairs introduced/fixed into a half-open interval', () => {
    const ranges = rangesFromEvents([{ introduced: '0' }, { fixed: '4.2.1' }]);
    expect(ranges).toEqual([{ introduced: '0', fixed: '4.2.1' }]);
    expect(isAffected('4.2.0', { ranges })).toBe(true);
    expect(isAffected('4.2.1', { ranges })).toBe(false);
    expect(isAffected('0.0.1', { ranges })).toBe(true);
  });

  it('treats last_affected as inclusive', () => {
    const ranges = rangesFromEvents([{ introduced: '2.0.0' }, { last_affected: '2.3.4' }]);
    expect(isAffected('2.3.4', { ranges })).toBe(true);
    expect(isAffected('2.3.5', { ranges })).toBe(false);
    expect(isAffected('1.9.9', { ranges })).toBe(false);
  });

  it('sorts events first, keeps several intervals, and leaves an unfixed interval open', () => {
    const ranges = rangesFromEvents([
      { introduced: '9.0.0' },
      { fixed: '8.2.2' },
      { introduced: '4.1.1' },
      { fixed: '9.0.1' },
      { introduced: '10.0.0' },
    ]);
    expect(ranges).toEqual([
      { introduced: '4.1.1', fixed: '8.2.2' },
      { introduced: '9.0.0', fixed: '9.0.1' },
      { introduced: '10.0.0' },
    ]);
    expect(isAffected('8.2.2', { ranges })).toBe(false);
    expect(isAffected('9.0.0', { ranges })).toBe(true);
    expect(isAffected('99.0.0', { ranges })).toBe(true);
  });

  it('matches explicitly listed versions (malware advisories)', () => {
    expect(isAffected('4.4.2', { ranges: [], versions: ['4.4.2'] })).toBe(true);
    expect(isAffected('4.4.3', { ranges: [], versions: ['4.4.2'] })).toBe(false);
  });
});

describe('lockfile', () => {
  it('lists installed packages, ships unless dev-only, skips workspace links, follows aliases', () => {
    const installed = installedPackages(lockfileWith({ web: '1.0.0', tool: '3.0.0' }));
    expect(installed).toEqual([
      {
        name: 'buildtool',
        version: '3.0.0',
        dev: true,
        paths: ['node_modules/buildtool'],
      },
      { name: 'realname', version: '2.0.0', dev: false, paths: ['node_modules/aliased'] },
      {
        name: 'webframework',
        version: '1.0.0',
        // Installed once for production and once under a dev tool: it ships.
        dev: false,
        paths: ['node_modules/webframework', 'node_modules/buildtool/node_modules/webframework'],
      },
    ]);
  });

  it('refuses a lockfile without a packages map', () => {
    expect(() => installedPackages({ lockfileVersion: 1, dependencies: {} })).toThrow(/lockfileVersion 2 or 3/);
  });
});

describe('policy', () => {
  const high = advisory({ package: 'webframework', severity: 'HIGH', ranges: [{ introduced: '0', fixed: '1.0.1' }] });

  it('fails on a high advisory in a package that ships, naming the fixed release', () => {
    const { findings } = auditPackages(
      installedPackages(lockfileWith({ web: '1.0.0', tool: '3.0.0' })),
      snapshotOf([high]),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ fails: true, fixedIn: '1.0.1', pkg: { name: 'webframework', dev: false } });
  });

  it('passes once the shipping package is at the fixed version', () => {
    const installed = installedPackages({
      packages: { 'node_modules/webframework': { version: '1.0.1' } },
    });
    expect(auditPackages(installed, snapshotOf([high])).findings).toEqual([]);
  });

  it('reports a moderate advisory without failing', () => {
    const moderate = { ...high, severity: 'MODERATE' as const };
    const { findings } = auditPackages(
      installedPackages(lockfileWith({ web: '1.0.0', tool: '3.0.0' })),
      snapshotOf([moderate]),
    );
    expect(findings.map((finding) => finding.fails)).toEqual([false]);
  });

  it('reports a high advisory in a dev-only package, fails on a critical one', () => {
    const installed = installedPackages(lockfileWith({ web: '2.0.0', tool: '3.0.0' }));
    const toolHigh = advisory({
      id: 'GHSA-high',
      package: 'buildtool',
      severity: 'HIGH',
      ranges: [{ introduced: '3.0.0', last_affected: '3.0.0' }],
    });
    const toolCritical = { ...toolHigh, id: 'GHSA-critical', severity: 'CRITICAL' as const };
    expect(auditPackages(installed, snapshotOf([toolHigh])).findings.map((f) => f.fails)).toEqual([false]);
    expect(auditPackages(installed, snapshotOf([toolCritical])).findings.map((f) => f.fails)).toEqual([true]);
  });
});

describe('npm run audit:offline', () => {
  const dir = mkdtempSync(join(tmpdir(), 'audit-offline-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function run(lockfile: unknown, snapshot: unknown) {
    writeFileSync(join(dir, 'lock.json'), JSON.stringify(lockfile));
    writeFileSync(join(dir, 'snapshot.json'), JSON.stringify(snapshot));
    const result = spawnSync(
      join(ROOT, 'node_modules/.bin/tsx'),
      ['scripts/audit-offline.ts', '--lockfile', join(dir, 'lock.json'), '--snapshot', join(dir, 'snapshot.json')],
      { cwd: ROOT, encoding: 'utf8' },
    );
    return { status: result.status, output: result.stdout + result.stderr };
  }

  const high = advisory({
    id: 'GHSA-aaaa-bbbb-cccc',
    package: 'webframework',
    severity: 'HIGH',
    ranges: [{ introduced: '0', fixed: '1.0.1' }],
  });

  it('exits 1 with a table row for a high advisory in a shipping package', () => {
    const { status, output } = run(lockfileWith({ web: '1.0.0', tool: '3.0.0' }), snapshotOf([high]));
    expect(status).toBe(1);
    expect(output).toMatch(/FAIL\s+HIGH\s+webframework\s+1\.0\.0\s+ships\s+1\.0\.1\s+GHSA-aaaa-bbbb-cccc/);
  });

  it('exits 0 on the fixed version, and only warns about an old snapshot', () => {
    const { status, output } = run(lockfileWith({ web: '1.0.1', tool: '3.0.0' }), snapshotOf([high], '2020-01-01'));
    expect(status).toBe(0);
    expect(output).toContain('WARNING: the snapshot is older than 90 days');
  });

  it('exits 2, not 0, when the snapshot is unreadable', () => {
    const { status, output } = run(lockfileWith({ web: '1.0.1', tool: '3.0.0' }), { advisories: 'none' });
    expect(status).toBe(2);
    expect(output).toContain('NOT CHECKED');
  });
});

describe('advisories:refresh', () => {
  it('keeps reviewed npm advisories about installed names, one entry a package, and dates the source', () => {
    const names = installedNames(lockfileWith({ web: '1.0.0', tool: '3.0.0' }));
    const npm = (name: string) => ({
      package: { ecosystem: 'npm', name },
      ranges: [{ type: 'ECOSYSTEM', events: [{ introduced: '0' }, { fixed: '1.0.1' }] }],
    });
    const { advisories, newestModified } = collectAdvisories(
      [
        {
          id: 'GHSA-keep',
          modified: '2024-05-01T00:00:00Z',
          summary: 'kept',
          affected: [
            npm('webframework'),
            {
              ...npm('webframework'),
              ranges: [{ type: 'ECOSYSTEM', events: [{ introduced: '2.0.0' }, { last_affected: '2.1.0' }] }],
            },
          ],
          database_specific: { severity: 'HIGH', github_reviewed: true },
        },
        {
          id: 'GHSA-other',
          modified: '2024-06-01T00:00:00Z',
          affected: [npm('not-installed')],
          database_specific: { severity: 'HIGH' },
        },
        {
          id: 'GHSA-pypi',
          modified: '2024-01-01T00:00:00Z',
          affected: [{ ...npm('webframework'), package: { ecosystem: 'PyPI', name: 'webframework' } }],
        },
        { id: 'GHSA-gone', withdrawn: '2024-02-01T00:00:00Z', affected: [npm('webframework')] },
        { id: 'GHSA-unreviewed', affected: [npm('buildtool')], database_specific: { github_reviewed: false } },
      ],
      names,
    );
    expect(newestModified).toBe('2024-06-01T00:00:00Z');
    expect(advisories).toEqual([
      {
        id: 'GHSA-keep',
        aliases: [],
        package: 'webframework',
        severity: 'HIGH',
        ranges: [
          { introduced: '0', fixed: '1.0.1' },
          { introduced: '2.0.0', last_affected: '2.1.0' },
        ],
        summary: 'kept',
        url: 'https://github.com/advisories/GHSA-keep',
      },
    ]);
  });
});

describe('the committed snapshot', () => {
  it('is well formed, dated and attributed (CC-BY-4.0)', () => {
    const snapshot: unknown = JSON.parse(readFileSync(join(ROOT, 'security/advisories.json'), 'utf8'));
    assertSnapshot(snapshot);
    expect(snapshot.licence).toContain('CC-BY-4.0');
    expect(snapshot.coverage).not.toBe('');
  });
});

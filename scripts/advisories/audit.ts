// The offline audit's verdict: which installed packages an advisory of the snapshot affects, and which of
// those fail the build. Policy: a package that ships fails on HIGH or CRITICAL; a dev-only one (build,
// test and lint tools, never deployed) fails on CRITICAL and has its HIGH reported; MODERATE, LOW and
// UNKNOWN are reported, never failing.
import type { InstalledPackage } from './lockfile.js';
import { affectingRange, isAffected, type AdvisorySnapshot, type Severity, type SnapshotAdvisory } from './snapshot.js';

export interface Finding {
  pkg: InstalledPackage;
  advisory: SnapshotAdvisory;
  /** The release that leaves the affected interval, if the advisory names one. */
  fixedIn: string | undefined;
  fails: boolean;
}

export interface AuditResult {
  findings: Finding[];
  /** Installed versions that are not semver (e.g. a git dependency): not tested, said so. */
  unchecked: InstalledPackage[];
}

export function failsPolicy(severity: Severity, dev: boolean): boolean {
  return dev ? severity === 'CRITICAL' : severity === 'CRITICAL' || severity === 'HIGH';
}

const RANK: Record<Severity, number> = { CRITICAL: 0, HIGH: 1, MODERATE: 2, LOW: 3, UNKNOWN: 4 };

export function auditPackages(installed: readonly InstalledPackage[], snapshot: AdvisorySnapshot): AuditResult {
  const byPackage = new Map<string, SnapshotAdvisory[]>();
  for (const advisory of snapshot.advisories) {
    byPackage.set(advisory.package, [...(byPackage.get(advisory.package) ?? []), advisory]);
  }
  const findings: Finding[] = [];
  const unchecked: InstalledPackage[] = [];
  for (const pkg of installed) {
    for (const advisory of byPackage.get(pkg.name) ?? []) {
      let affected: boolean;
      try {
        affected = isAffected(pkg.version, advisory);
      } catch {
        if (!unchecked.includes(pkg)) unchecked.push(pkg);
        continue;
      }
      if (!affected) continue;
      findings.push({
        pkg,
        advisory,
        fixedIn: affectingRange(pkg.version, advisory.ranges)?.fixed,
        fails: failsPolicy(advisory.severity, pkg.dev),
      });
    }
  }
  findings.sort(
    (a, b) =>
      Number(b.fails) - Number(a.fails) ||
      RANK[a.advisory.severity] - RANK[b.advisory.severity] ||
      a.pkg.name.localeCompare(b.pkg.name),
  );
  return { findings, unchecked };
}

/** Whole days from the snapshot's date to `now`. */
export function snapshotAgeDays(snapshotDate: string, now: Date): number {
  return Math.floor((now.getTime() - Date.parse(snapshotDate)) / 86_400_000);
}

/** A plain-text table, one row a finding, columns padded to the widest cell. */
export function formatFindings(findings: readonly Finding[]): string {
  const header = ['verdict', 'severity', 'package', 'installed', 'scope', 'fixed in', 'advisory', 'summary'];
  const rows = findings.map((finding) => [
    finding.fails ? 'FAIL' : 'report',
    finding.advisory.severity,
    finding.pkg.name,
    finding.pkg.version,
    finding.pkg.dev ? 'dev' : 'ships',
    finding.fixedIn ?? 'no fix',
    finding.advisory.id,
    finding.advisory.summary.slice(0, 70),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

// The advisory snapshot kept in the repository (security/advisories.json) and how an installed version is
// tested against one of its advisories. OSV range semantics (https://ossf.github.io/osv-schema/): a version
// is affected when it is >= an `introduced` and < the matching `fixed` (or <= `last_affected`); an interval
// with neither end is open (no fixed release yet). npm versions are compared as semver.
import semver from 'semver';

export const SEVERITIES = ['CRITICAL', 'HIGH', 'MODERATE', 'LOW', 'UNKNOWN'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** One affected interval of versions, as the snapshot stores it (OSV events already paired). */
export interface AffectedRange {
  introduced: string;
  fixed?: string;
  last_affected?: string;
}

/** One advisory for one package (an advisory naming two packages becomes two entries). */
export interface SnapshotAdvisory {
  id: string;
  aliases: string[];
  package: string;
  severity: Severity;
  ranges: AffectedRange[];
  /** Explicitly listed versions (malware advisories name the compromised releases this way). */
  versions?: string[];
  summary: string;
  url: string;
}

export interface AdvisorySnapshot {
  source: string;
  licence: string;
  /** The newest `modified` date of the advisories the snapshot was built from (YYYY-MM-DD). */
  snapshotDate: string;
  /** The source's revision (a git commit) when the refresh could tell it. */
  sourceRevision?: string;
  /** What the snapshot covers, in words: a full scan, or something less (never implied complete). */
  coverage: string;
  refresh: string;
  advisories: SnapshotAdvisory[];
}

/** An OSV `ranges[].events[]` item. */
export interface OsvEvent {
  introduced?: string;
  fixed?: string;
  last_affected?: string;
  limit?: string;
}

function parse(version: string): semver.SemVer | null {
  return version === '0' ? new semver.SemVer('0.0.0-0') : semver.parse(version, { loose: true });
}

function compare(a: string, b: string): number {
  const left = parse(a);
  const right = parse(b);
  if (!left || !right) throw new Error(`not a semver version: ${left ? b : a}`);
  return semver.compare(left, right);
}

const eventVersion = (event: OsvEvent): string =>
  event.introduced ?? event.fixed ?? event.last_affected ?? event.limit ?? '0';

/**
 * OSV events to intervals. The spec has the evaluator sort the events by version before walking them, so
 * an advisory that lists them out of order still means the same intervals; `limit` is not used by GHSA.
 */
export function rangesFromEvents(events: readonly OsvEvent[]): AffectedRange[] {
  const sorted = [...events].sort((a, b) => compare(eventVersion(a), eventVersion(b)));
  const ranges: AffectedRange[] = [];
  let open: AffectedRange | undefined;
  for (const event of sorted) {
    if (event.introduced !== undefined) {
      if (!open) {
        open = { introduced: event.introduced };
        ranges.push(open);
      }
    } else if (open && event.fixed !== undefined) {
      open.fixed = event.fixed;
      open = undefined;
    } else if (open && event.last_affected !== undefined) {
      open.last_affected = event.last_affected;
      open = undefined;
    }
  }
  return ranges;
}

/** The interval of `ranges` that holds `version`, if any (its `fixed` is the release to move to). */
export function affectingRange(version: string, ranges: readonly AffectedRange[]): AffectedRange | undefined {
  return ranges.find(
    (range) =>
      compare(version, range.introduced) >= 0 &&
      (range.fixed === undefined || compare(version, range.fixed) < 0) &&
      (range.last_affected === undefined || compare(version, range.last_affected) <= 0),
  );
}

export function isAffected(version: string, advisory: Pick<SnapshotAdvisory, 'ranges' | 'versions'>): boolean {
  if (advisory.versions?.includes(version)) return true;
  return affectingRange(version, advisory.ranges) !== undefined;
}

/** GHSA writes MODERATE; other OSV sources may write MEDIUM. */
export function normaliseSeverity(value: unknown): Severity {
  const upper = typeof value === 'string' ? value.toUpperCase() : '';
  if (upper === 'MEDIUM') return 'MODERATE';
  return (SEVERITIES as readonly string[]).includes(upper) ? (upper as Severity) : 'UNKNOWN';
}

/** A light shape check: a hand-edited or truncated snapshot must stop the check, not pass it silently. */
export function assertSnapshot(value: unknown): asserts value is AdvisorySnapshot {
  const snapshot = value as Partial<AdvisorySnapshot> | null;
  if (!snapshot || typeof snapshot !== 'object') throw new Error('the snapshot is not a JSON object');
  if (typeof snapshot.snapshotDate !== 'string' || Number.isNaN(Date.parse(snapshot.snapshotDate)))
    throw new Error('the snapshot has no valid snapshotDate');
  if (!Array.isArray(snapshot.advisories)) throw new Error('the snapshot has no advisories array');
  for (const advisory of snapshot.advisories) {
    if (typeof advisory?.id !== 'string' || typeof advisory.package !== 'string' || !Array.isArray(advisory.ranges))
      throw new Error(`a snapshot entry lacks id, package or ranges: ${JSON.stringify(advisory).slice(0, 120)}`);
    if (!SEVERITIES.includes(advisory.severity))
      throw new Error(`${advisory.id}: unknown severity ${advisory.severity}`);
  }
}

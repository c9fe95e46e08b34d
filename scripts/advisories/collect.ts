// From OSV documents (the GitHub Advisory Database's files, or an OSV export) to the snapshot's entries:
// only npm advisories about package names the lockfile installs, reviewed, not withdrawn, one entry per
// advisory and package, ranges already paired.
import { normaliseSeverity, rangesFromEvents, type OsvEvent, type SnapshotAdvisory } from './snapshot.js';

interface OsvAffected {
  package?: { ecosystem?: string; name?: string };
  ranges?: { type?: string; events?: OsvEvent[] }[];
  versions?: string[];
}

interface OsvDocument {
  id?: string;
  modified?: string;
  withdrawn?: string;
  aliases?: string[];
  summary?: string;
  details?: string;
  affected?: OsvAffected[];
  database_specific?: { severity?: string; github_reviewed?: boolean };
}

export interface Collected {
  advisories: SnapshotAdvisory[];
  /** The newest `modified` among every document read (any ecosystem): how current the source is. */
  newestModified: string | undefined;
  documents: number;
}

const advisoryUrl = (id: string) =>
  id.startsWith('GHSA-') ? `https://github.com/advisories/${id}` : `https://osv.dev/vulnerability/${id}`;

export function collectAdvisories(documents: Iterable<unknown>, names: ReadonlySet<string>): Collected {
  const advisories: SnapshotAdvisory[] = [];
  let newestModified: string | undefined;
  let count = 0;
  for (const value of documents) {
    const doc = value as OsvDocument;
    count += 1;
    if (doc.modified && (!newestModified || doc.modified > newestModified)) newestModified = doc.modified;
    if (!doc.id || doc.withdrawn || doc.database_specific?.github_reviewed === false) continue;
    const byPackage = new Map<string, SnapshotAdvisory>();
    for (const affected of doc.affected ?? []) {
      const name = affected.package?.name;
      if (affected.package?.ecosystem !== 'npm' || !name || !names.has(name)) continue;
      let entry = byPackage.get(name);
      if (!entry) {
        entry = {
          id: doc.id,
          aliases: doc.aliases ?? [],
          package: name,
          severity: normaliseSeverity(doc.database_specific?.severity),
          ranges: [],
          summary: doc.summary ?? doc.details?.split('\n')[0] ?? '',
          url: advisoryUrl(doc.id),
        };
        byPackage.set(name, entry);
      }
      for (const range of affected.ranges ?? []) {
        if (range.type === 'SEMVER' || range.type === 'ECOSYSTEM')
          entry.ranges.push(...rangesFromEvents(range.events ?? []));
      }
      if (affected.versions?.length) entry.versions = [...(entry.versions ?? []), ...affected.versions];
    }
    advisories.push(...byPackage.values());
  }
  advisories.sort((a, b) => a.package.localeCompare(b.package) || a.id.localeCompare(b.id));
  return { advisories, newestModified, documents: count };
}

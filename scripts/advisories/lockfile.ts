// The packages a package-lock.json (lockfileVersion 2 or 3) installs, with whether each one ships.
// npm marks a package `dev` when only devDependencies reach it; `optional` and `devOptional` ones can be
// installed for production (platform binaries, optional peers), so they count as shipping here.

export interface InstalledPackage {
  name: string;
  version: string;
  /** True when every place it is installed is reached from devDependencies only. */
  dev: boolean;
  /** Where it sits in node_modules (one name@version can be installed at several places). */
  paths: string[];
}

interface LockEntry {
  name?: string;
  version?: string;
  dev?: boolean;
  link?: boolean;
}

const MARKER = 'node_modules/';

export function installedPackages(lockfile: unknown): InstalledPackage[] {
  const packages = (lockfile as { packages?: Record<string, LockEntry> } | null)?.packages;
  if (!packages || typeof packages !== 'object')
    throw new Error('package-lock.json has no "packages" map (lockfileVersion 2 or 3 is needed)');
  const byKey = new Map<string, InstalledPackage>();
  for (const [path, entry] of Object.entries(packages)) {
    const at = path.lastIndexOf(MARKER);
    // The root (""), workspace folders and links to them are our own code, not installed packages.
    if (at < 0 || entry.link || !entry.version) continue;
    // An alias ("x": "npm:y@1") is installed under x, but the advisories are about y.
    const name = entry.name ?? path.slice(at + MARKER.length);
    const key = `${name}@${entry.version}`;
    const known = byKey.get(key);
    if (known) {
      known.dev = known.dev && entry.dev === true;
      known.paths.push(path);
    } else {
      byKey.set(key, { name, version: entry.version, dev: entry.dev === true, paths: [path] });
    }
  }
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

/** Every package name the lockfile installs (what the snapshot must cover). */
export function installedNames(lockfile: unknown): Set<string> {
  return new Set(installedPackages(lockfile).map((pkg) => pkg.name));
}

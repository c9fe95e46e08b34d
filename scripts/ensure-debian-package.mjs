// Tools the tests run that come from Debian, not npm: installed when missing (as root), else a clear
// message. Usage: node scripts/ensure-debian-package.mjs /usr/bin/chromium=chromium /usr/bin/osmium=osmium-tool
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureDebianPackages(wanted) {
  const missing = wanted.filter(({ path }) => !existsSync(path));
  if (missing.length === 0) return;
  const names = missing.map(({ pkg }) => pkg);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `Missing ${missing.map(({ path }) => path).join(', ')}. Install: sudo apt-get install -y ${names.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian ${names.join(', ')} for the tests...`);
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...names]]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureDebianPackages(
    process.argv.slice(2).map((arg) => {
      const [path, pkg] = arg.split('=');
      return { path, pkg };
    }),
  );
}

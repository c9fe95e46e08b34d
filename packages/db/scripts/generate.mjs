// drizzle-kit imports drizzle-orm from the hoisted node_modules, but npm keeps drizzle-orm inside
// this package (its many optional peers prevent hoisting); link it for the duration of the run.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const own = fileURLToPath(new URL('../node_modules/drizzle-orm', import.meta.url));
const hoisted = fileURLToPath(new URL('../../../node_modules/drizzle-orm', import.meta.url));
const linked = !existsSync(hoisted);
if (linked) symlinkSync(own, hoisted, 'dir');
try {
  const args = ['drizzle-kit', 'generate', '--config', 'drizzle.config.ts', ...process.argv.slice(2)];
  const result = spawnSync('npx', args, { stdio: 'inherit' });
  process.exitCode = result.status ?? 1;
} finally {
  if (linked) rmSync(hoisted);
}

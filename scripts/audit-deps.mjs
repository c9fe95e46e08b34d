// Dependency audit of what ships (`npm audit --omit=dev`), failing on high or critical advisories.
// Exit codes: 0 clean, 1 high/critical advisories found, 2 the advisory service could not be
// asked (this workplace's registry mirror answers 405 to the audit endpoint): "not checked" is
// never reported as "clean".
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}
const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const reason = report?.message || report?.error?.summary || 'no answer';
  console.error(`Dependency audit NOT CHECKED: the advisory service did not answer (${reason}).`);
  process.exit(2);
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `Dependency audit (--omit=dev): critical ${counts.critical ?? 0}, high ${counts.high ?? 0}, ` +
    `moderate ${counts.moderate ?? 0}, low ${counts.low ?? 0}.`,
);
process.exit(serious > 0 ? 1 : 0);

/**
 * ARQive fan-out bench (bounded, loopback): 200 simulated clients in 10 rooms, each moving its own
 * object 10 times a second for ~20 s. Prints p50/p99 fan-out latency (a sender's send to each room
 * member's receive, the sender's own echo included), how many moves went out (moves are coalesced
 * per participant and object, latest wins, and written every MOVE_BATCH_MS) and the server's CPU,
 * measured apart from the clients, which run in a child process (bench/arqive-clients.ts).
 * PGlite by default; DATABASE_URL for PostgreSQL.
 *   npm run bench:arqive   [CLIENTS=200 ROOMS=10 RATE=10 BENCH_SECONDS=20]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config/env.js';

const CLIENTS = Number(process.env.CLIENTS ?? 200);
const ROOMS = Number(process.env.ROOMS ?? 10);
const RATE = Number(process.env.RATE ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);

const dir = mkdtempSync(join(tmpdir(), 'se-bench-arqive-'));
const config = loadConfig({
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  RATE_LIMIT_MAX: '1000000',
  MAX_CONNECTIONS_PER_ADDRESS: '100000',
  DATA_DIR: dir,
  ...(process.env.DATA_DIR_FSYNC ? { DATA_DIR_FSYNC: process.env.DATA_DIR_FSYNC } : {}),
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const app = await buildApp({ config });
await app.ready();
const base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');

const rooms: string[] = [];
for (let r = 0; r < ROOMS; r++) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/arqive/rooms',
    headers: { 'x-device-token': app.deviceTokens.issue().token },
    payload: { max_participants: 20, name: `Bench ${r}` },
  });
  rooms.push(res.json<{ room: { room_id: string } }>().room.room_id);
}
const inputFile = join(dir, 'clients.json');
const tokens = Array.from({ length: CLIENTS }, () => app.deviceTokens.issue().token);
writeFileSync(inputFile, JSON.stringify({ base, rooms, tokens, rate: RATE, seconds: SECONDS }));

/**
 * CPU seconds of this database's PostgreSQL backends (Linux /proc, same machine; their command
 * line names the database), so the server's whole cost is printed; undefined on PGlite.
 */
function postgresCpuSeconds(): number | undefined {
  if (!process.env.DATABASE_URL) return undefined;
  const database = new URL(process.env.DATABASE_URL).pathname.slice(1);
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.startsWith('postgres: ') || !cmdline.includes(` ${database} `)) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / 100;
}

const child = spawn('node_modules/.bin/tsx', ['bench/arqive-clients.ts'], {
  env: { ...process.env, BENCH_INPUT: inputFile },
  stdio: ['pipe', 'pipe', 'inherit'],
});
const lines: string[] = [];
const waitLine = () =>
  new Promise<string>((resolve, reject) => {
    const check = () => {
      const line = lines.shift();
      if (line !== undefined) return resolve(line);
      if (child.exitCode !== null) return reject(new Error(`clients exited with ${child.exitCode}`));
      setTimeout(check, 20);
    };
    check();
  });
let partial = '';
child.stdout.on('data', (data: Buffer) => {
  const parts = (partial + data.toString('utf8')).split('\n');
  partial = parts.pop() ?? '';
  lines.push(...parts);
});

if ((await waitLine()) !== 'ready') throw new Error('clients did not get ready');
console.log(`${CLIENTS} clients in ${ROOMS} rooms joined; moving ${RATE}/s each for ${SECONDS} s...`);
const cpuBefore = process.cpuUsage();
const postgresBefore = postgresCpuSeconds();
const wallBefore = performance.now();
child.stdin.write('go\n');
const result = JSON.parse(await waitLine()) as {
  sent: number;
  movesOut: number;
  deliveries: number;
  refused: number;
  p50: number;
  p99: number;
  max: number;
  clientCpu: number;
};
const cpu = process.cpuUsage(cpuBefore);
const postgresAfter = postgresCpuSeconds();
const wall = performance.now() - wallBefore;
await app.close();
console.log(
  `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; moves sent ${result.sent}, moves written and fanned out ${result.movesOut} (a batch writes only the latest move of each object), deliveries measured ${result.deliveries}, error frames ${result.refused}`,
);
console.log(
  `fan-out latency p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(1)} ms (target p99 <= 100 ms)`,
);
const postgres =
  postgresBefore === undefined || postgresAfter === undefined
    ? 'PGlite runs inside the server process'
    : `PostgreSQL backends of the bench database ${(((postgresAfter - postgresBefore) * 1000 * 100) / wall).toFixed(0)} %`;
console.log(
  `server process CPU ${(((cpu.user + cpu.system) / 1000 / wall) * 100).toFixed(0)} % of one core; ${postgres}; clients' process ${result.clientCpu.toFixed(0)} %`,
);
process.exit(0);

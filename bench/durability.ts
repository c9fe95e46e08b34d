// `npm run bench:durability`: what a durable commit costs on the embedded database (PGlite on a
// data directory). Times ROWS single-row inserts then as many updates, each its own transaction
// (as the app's writes are), with fsync on (the default) and off, alternately, ROUNDS times on one
// data directory under BENCH_DIR (default: the system's temp dir; put it on the disk that will hold
// DATA_DIR for a figure that means something). Prints per-commit median and p95 and commits/s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, sql } from '@swiss/db';

const ROWS = Number(process.env.ROWS ?? 200);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const dir = mkdtempSync(join(process.env.BENCH_DIR ?? tmpdir(), 'se-durability-'));

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function round(durable: boolean, table: string): Promise<number[]> {
  const handle = await openDatabase({ dataDir: dir, durable });
  try {
    await handle.db.execute(sql.raw(`create table ${table} (id int primary key, value int not null)`));
    const times: number[] = [];
    for (let i = 0; i < ROWS; i += 1) {
      const start = performance.now();
      await handle.db.execute(sql.raw(`insert into ${table} values (${i}, 0)`));
      times.push(performance.now() - start);
    }
    for (let i = 0; i < ROWS; i += 1) {
      const start = performance.now();
      await handle.db.execute(sql.raw(`update ${table} set value = value + 1 where id = ${i}`));
      times.push(performance.now() - start);
    }
    return times;
  } finally {
    await handle.close();
  }
}

try {
  // The first open creates the directory (initdb, ~15 s); not timed.
  await (await openDatabase({ dataDir: dir, durable: false })).close();
  const results = { durable: [] as number[], relaxed: [] as number[] };
  for (let r = 0; r < ROUNDS; r += 1) {
    // Alternate the order so that a slower or faster moment of a shared machine hits both.
    for (const durable of r % 2 === 0 ? [true, false] : [false, true])
      (durable ? results.durable : results.relaxed).push(...(await round(durable, `t_${r}_${durable ? 'd' : 'r'}`)));
  }
  for (const [name, times] of Object.entries(results)) {
    const sorted = [...times].sort((a, b) => a - b);
    const total = times.reduce((a, b) => a + b, 0);
    console.log(
      `${name === 'durable' ? 'fsync on ' : 'fsync off'}: ${times.length} commits, median ${quantile(sorted, 0.5).toFixed(2)} ms, p95 ${quantile(sorted, 0.95).toFixed(2)} ms, ${Math.round((times.length / total) * 1000)} commits/s`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

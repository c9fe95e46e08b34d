import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CatalogChanges } from './catalog.changes.js';

/** A logger that writes nothing (Fastify's own when logging is off). */
const quiet = Fastify({ logger: false }).log;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const down = () => Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });

describe('what follows a committed catalog write', () => {
  it('never fails the write, and retries a failed rebuild and notification until they succeed', async () => {
    let failures = 3;
    const done: string[] = [];
    const changes = new CatalogChanges({
      rebuild: async () => {
        if (failures-- > 0) throw down();
        done.push('rebuild');
      },
      notify: async () => {
        done.push('notify');
      },
      log: quiet,
      minDelayMs: 5,
      maxDelayMs: 20,
    });
    await expect(changes.changed()).resolves.toBeUndefined();
    expect(done).toEqual(['notify']);
    expect(changes.retrying).toBe(true);
    for (let i = 0; i < 100 && changes.retrying; i += 1) await sleep(5);
    expect(changes.retrying).toBe(false);
    expect(done).toEqual(['notify', 'rebuild']);
    changes.stop();
  });

  it('retries only the notification when only it failed, and stops retrying on close', async () => {
    const done: string[] = [];
    const changes = new CatalogChanges({
      rebuild: async () => void done.push('rebuild'),
      notify: async () => {
        throw down();
      },
      log: quiet,
      minDelayMs: 5,
    });
    await changes.changed();
    await sleep(30);
    expect(done).toEqual(['rebuild']);
    changes.stop();
    expect(changes.retrying).toBe(false);
  });
});

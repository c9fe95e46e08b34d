import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loginResponseSchema } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config/env.js';

const script = new URL('../../admin-create.ts', import.meta.url).pathname;

function adminCreate(dataDir: string, args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 60000,
  });
}

describe('npm run admin:create', () => {
  it('creates an admin with a generated password shown once, who can then sign in', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'se-admin-'));
    const run = adminCreate(dataDir, ['--email', 'Chief@Example.org', '--generate-password']);
    expect(run.status, run.stderr).toBe(0);
    const password = /Password \(shown once, keep it safe\): (\S+)/.exec(run.stdout)?.[1];
    expect(password).toMatch(/^\S{24}$/);

    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: '' }) });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'chief@example.org', password },
      });
      expect(res.statusCode).toBe(200);
      expect(loginResponseSchema.parse(res.json()).user.role).toBe('admin');
    } finally {
      await app.close();
    }
  }, 120000);

  it('refuses a missing or malformed email and changes nothing', () => {
    const run = adminCreate(mkdtempSync(join(tmpdir(), 'se-admin-')), ['--email', 'nope']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Usage: npm run admin:create -- --email');
  });
});

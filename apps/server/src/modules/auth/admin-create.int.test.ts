import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loginResponseSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@swiss/contract';
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

/**
 * Runs the command on a terminal of its own (util-linux `script` gives it a pseudo-terminal: the
 * command asks for a password only when its input is one) and types each answer once its prompt
 * shows. Resolves with the exit code and everything the terminal showed.
 */
function adminCreateOnTerminal(
  dataDir: string,
  args: string[],
  answers: { prompt: string; text: string }[],
): Promise<{ status: number | null; output: string }> {
  const command = [process.execPath, '--import', 'tsx', script, ...args].map((part) => `'${part}'`).join(' ');
  const child = spawn('script', ['-qfec', command, '/dev/null'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  let answeredUpTo = 0;
  const pending = [...answers];
  const answer = () => {
    const next = pending[0];
    if (!next || !output.includes(next.prompt, answeredUpTo)) return;
    pending.shift();
    answeredUpTo = output.length;
    child.stdin.write(`${next.text}\r`);
  };
  const read = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    answer();
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const timer = setTimeout(() => child.kill(), 60000);
  return new Promise((resolve) => {
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, output });
    });
  });
}

const PROMPT = 'Password (at least';
const REPEAT = 'Repeat the password:';

async function signIn(dataDir: string, email: string, password: string) {
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: '' }) });
  try {
    return await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  } finally {
    await app.close();
  }
}

describe('npm run admin:create', () => {
  it('creates an admin with a generated password shown once, who can then sign in; a reset signs out', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'se-admin-'));
    const run = adminCreate(dataDir, ['--email', 'Chief@Example.org', '--generate-password']);
    expect(run.status, run.stderr).toBe(0);
    const password = /Password \(shown once, keep it safe\): (\S+)/.exec(run.stdout)?.[1];
    expect(password).toMatch(/^\S{24}$/);

    let oldToken: string | undefined;
    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: '' }) });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'chief@example.org', password },
      });
      expect(res.statusCode).toBe(200);
      expect(loginResponseSchema.parse(res.json()).user.role).toBe('admin');
      oldToken = loginResponseSchema.parse(res.json()).access_token;
    } finally {
      await app.close();
    }

    // Run again for the same email: a password reset, which signs out every session of the account.
    const reset = adminCreate(dataDir, ['--email', 'chief@example.org', '--generate-password']);
    expect(reset.status, reset.stderr).toBe(0);
    const newPassword = /Password \(shown once, keep it safe\): (\S+)/.exec(reset.stdout)?.[1];
    const again = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: '' }) });
    try {
      const me = await again.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${oldToken ?? ''}` } });
      expect(me.statusCode).toBe(401);
      const old = { email: 'chief@example.org', password };
      expect((await again.inject({ method: 'POST', url: '/api/auth/login', payload: old })).statusCode).toBe(401);
      const fresh = { email: 'chief@example.org', password: newPassword };
      expect((await again.inject({ method: 'POST', url: '/api/auth/login', payload: fresh })).statusCode).toBe(200);
    } finally {
      await again.close();
    }
  }, 120000);

  it.skipIf(!existsSync('/usr/bin/script'))(
    'asks for the password on a terminal, without echoing it, and the admin signs in with it',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'se-admin-'));
      const password = 'a typed passphrase of my own';
      const run = await adminCreateOnTerminal(
        dataDir,
        ['--email', 'Typist@Example.org'],
        [
          { prompt: PROMPT, text: password },
          { prompt: REPEAT, text: password },
        ],
      );
      expect(run.status, run.output).toBe(0);
      expect(run.output).toContain(`Password (at least ${PASSWORD_MIN_LENGTH} characters; empty = generate one):`);
      expect(run.output).toContain('Administrator typist@example.org is ready (pglite database).');
      expect(run.output).not.toContain(password);
      expect(run.output).not.toContain('shown once');

      const res = await signIn(dataDir, 'typist@example.org', password);
      expect(res.statusCode).toBe(200);
      expect(loginResponseSchema.parse(res.json()).user.role).toBe('admin');
    },
    120000,
  );

  it.skipIf(!existsSync('/usr/bin/script'))(
    'refuses a short password or a different repeat at the prompt and creates nothing',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'se-admin-'));
      const short = await adminCreateOnTerminal(
        dataDir,
        ['--email', 'weak@example.org'],
        [{ prompt: PROMPT, text: 'short' }],
      );
      expect(short.status).toBe(1);
      expect(short.output).toContain(
        `The password must have ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`,
      );

      const different = await adminCreateOnTerminal(
        dataDir,
        ['--email', 'weak@example.org'],
        [
          { prompt: PROMPT, text: 'a long enough passphrase' },
          { prompt: REPEAT, text: 'another long passphrase' },
        ],
      );
      expect(different.status).toBe(1);
      expect(different.output).toContain('The passwords do not match.');
      // The database is opened only after a good password: nothing was written.
      expect(readdirSync(dataDir)).toEqual([]);
    },
    120000,
  );

  it('refuses a missing or malformed email and changes nothing', () => {
    const run = adminCreate(mkdtempSync(join(tmpdir(), 'se-admin-')), ['--email', 'nope']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Usage: npm run admin:create -- --email');
  });
});

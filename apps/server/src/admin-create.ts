// `npm run admin:create -- --email you@example.org [--generate-password]`: creates an administrator
// (or resets the password of an existing account and makes it an administrator). There are no default
// credentials; this command is the only way to the first admin. With PGlite, run it while the server
// is stopped: the embedded database has a single owner, and a data directory another process holds is
// refused at once (see packages/db/src/data-dir-lock.ts) rather than written by two processes.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { emailSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@swiss/contract';
import { DataDirLockedError, openDatabase } from '@swiss/db';
import { loadConfig } from './config/env.js';
import { upsertUser } from './modules/auth/auth.repository.js';
import { generatePassword, hashPassword } from './modules/auth/passwords.js';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Reads one line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function choosePassword(generate: boolean): Promise<{ password: string; generated: boolean }> {
  if (generate || !process.stdin.isTTY) return { password: generatePassword(), generated: true };
  const first = await askHidden(`Password (at least ${PASSWORD_MIN_LENGTH} characters; empty = generate one): `);
  if (first === '') return { password: generatePassword(), generated: true };
  if (first.length < PASSWORD_MIN_LENGTH || first.length > PASSWORD_MAX_LENGTH)
    fail(`The password must have ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`);
  if ((await askHidden('Repeat the password: ')) !== first) fail('The passwords do not match.');
  return { password: first, generated: false };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, 'generate-password': { type: 'boolean', default: false } },
  });
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) fail('Usage: npm run admin:create -- --email admin@example.org [--generate-password]');
  const { password, generated } = await choosePassword(values['generate-password']);
  const config = loadConfig();
  const handle = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    durable: config.DATA_DIR_FSYNC,
  });
  try {
    await handle.migrate();
    const user = await upsertUser(handle.db, email.data, await hashPassword(password), 'admin');
    process.stdout.write(`Administrator ${user.email} is ready (${handle.kind} database).\n`);
    if (generated) process.stdout.write(`Password (shown once, keep it safe): ${password}\n`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError)
    fail(
      `admin:create cannot run now. ${error.message}\n` +
        'If that is the server: stop it, run admin:create again, then start the server. Nothing was changed.',
    );
  fail(`admin:create failed: ${error instanceof Error ? error.message : String(error)}`);
});

import { sql, type Database } from '@swiss/db';

/** How many sign-ins a key may try, and how long it waits once it has used them up. */
export interface LoginPolicy {
  /** Attempts a key may make freely within a window. */
  max: number;
  windowMs: number;
  /** Wait after the last free attempt; it doubles with each further attempt... */
  firstDelayMs: number;
  /** ...up to this cap. */
  maxDelayMs: number;
}

export type LoginScope = 'account' | 'address';

export type Reservation = { allowed: true; windowStartedAt: number } | { allowed: false; retryAfterMs: number };

/**
 * Reserves one sign-in attempt for `key` in ONE atomic statement, before any password is checked:
 * parallel requests on any number of instances queue on the row lock of the upsert, so no more
 * than `max` of them get through in a window however they are timed.
 *
 * The first `max` attempts in a window are free. Each further attempt waits: the attempt that uses
 * the last free slot opens the next slot `firstDelayMs` later, each attempt in an open slot doubles
 * the wait, up to `maxDelayMs`. An attempt refused inside the wait changes nothing. That is what
 * keeps an attacker from locking the real owner out: were refused attempts to extend the wait, a
 * script retrying every second would hold the account shut forever; as it is, the slot opens at
 * most `maxDelayMs` after the last password actually checked, and the attacker gets at most one
 * guess per `maxDelayMs`. The record starts afresh once a whole window passes after its last slot
 * opened (or after the window began, before the limit), so a patient attacker gains nothing.
 */
export async function reserveAttempt(
  db: Database,
  scope: LoginScope,
  key: string,
  policy: LoginPolicy,
  now: Date,
): Promise<Reservation> {
  const at = now.toISOString();
  const window = sql`(${policy.windowMs}::float8 * interval '1 millisecond')`;
  const stale = sql`${at}::timestamptz >= greatest(login_attempts.window_started_at, login_attempts.next_allowed_at) + ${window}`;
  const attempts = sql`(case when ${stale} then 1 else login_attempts.attempts + 1 end)`;
  const nextAllowed = (count: typeof attempts) =>
    sql`case when ${count} >= ${policy.max}::int then ${at}::timestamptz + least(${policy.maxDelayMs}::float8,
      ${policy.firstDelayMs}::float8 * power(2, least(${count} - ${policy.max}::int, 30))) * interval '1 millisecond' end`;
  const result = await db.execute(sql`
    insert into login_attempts (scope, key, attempts, window_started_at, next_allowed_at, updated_at)
    values (${scope}, ${key}, 1, ${at}::timestamptz, ${nextAllowed(sql`1`)}, ${at}::timestamptz)
    on conflict (scope, key) do update set
      attempts = ${attempts},
      window_started_at = case when ${stale} then ${at}::timestamptz else login_attempts.window_started_at end,
      next_allowed_at = ${nextAllowed(attempts)},
      updated_at = ${at}::timestamptz
    where ${stale} or login_attempts.next_allowed_at is null or login_attempts.next_allowed_at <= ${at}::timestamptz
    returning (extract(epoch from window_started_at) * 1000)::float8 as window_started_at`);
  const [row] = (result as { rows: { window_started_at: number }[] }).rows;
  if (row) return { allowed: true, windowStartedAt: row.window_started_at };
  // Refused: the row was left as it was; read when its slot opens, only to tell the client.
  const waiting = await db.execute(sql`
    select (extract(epoch from next_allowed_at) * 1000)::float8 as next_allowed_at
    from login_attempts where scope = ${scope} and key = ${key}`);
  const [state] = (waiting as { rows: { next_allowed_at: number | null }[] }).rows;
  return { allowed: false, retryAfterMs: Math.max(1000, (state?.next_allowed_at ?? 0) - now.getTime()) };
}

/**
 * Gives back an attempt reserved at `windowStartedAt` that checked no wrong password (the sign-in
 * succeeded, or another key refused it). Below the limit again, no wait is due. A record that has
 * started afresh meanwhile is left alone, so a refund never buys an attempt in another window.
 */
export async function refundAttempt(
  db: Database,
  scope: LoginScope,
  key: string,
  windowStartedAt: number,
  policy: LoginPolicy,
): Promise<void> {
  await db.execute(sql`
    update login_attempts set
      attempts = attempts - 1,
      next_allowed_at = case when attempts - 1 < ${policy.max}::int then null else next_allowed_at end
    where scope = ${scope} and key = ${key} and attempts > 0
      and (extract(epoch from window_started_at) * 1000)::float8 = ${windowStartedAt}::float8`);
  // A record with nothing left to count is not kept: a good sign-in leaves no trace of its address.
  // An attempt reserved between the two statements makes it 1 again, and it stays.
  await db.execute(sql`delete from login_attempts where scope = ${scope} and key = ${key} and attempts = 0`);
}

/** Forgets the attempts of `key`: the owner signed in. */
export async function clearAttempts(db: Database, scope: LoginScope, key: string): Promise<void> {
  await db.execute(sql`delete from login_attempts where scope = ${scope} and key = ${key}`);
}

/**
 * Drops records that would start afresh anyway. A record's slot opens at most `maxDelayMs` after
 * its last update, and it is stale one window after that; the index on updated_at keeps this cheap.
 */
export async function pruneAttempts(db: Database, policy: LoginPolicy, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - policy.maxDelayMs - policy.windowMs).toISOString();
  await db.execute(sql`delete from login_attempts where updated_at < ${cutoff}::timestamptz`);
}

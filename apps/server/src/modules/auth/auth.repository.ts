import { randomUUID } from 'node:crypto';
import type { User, UserRole } from '@swiss/contract';
import { and, eq, sql, tables, type Database } from '@swiss/db';

export interface StoredUser extends User {
  passwordHash: string;
}

export async function findUserByEmail(db: Database, email: string): Promise<StoredUser | undefined> {
  const [row] = await db
    .select({
      id: tables.users.id,
      email: tables.users.email,
      role: tables.users.role,
      passwordHash: tables.users.passwordHash,
    })
    .from(tables.users)
    .where(eq(tables.users.email, email.toLowerCase()));
  return row;
}

/**
 * Creates the account, or sets a new password and role when the email exists already. A new password
 * revokes every token of the account in the same transaction: whoever held a session with the old
 * password (the reason for the reset, perhaps) is signed out with it.
 */
export async function upsertUser(db: Database, email: string, passwordHash: string, role: UserRole): Promise<User> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ passwordHash: tables.users.passwordHash })
      .from(tables.users)
      .where(eq(tables.users.email, email.toLowerCase()))
      .for('update');
    const [row] = await tx
      .insert(tables.users)
      .values({ id: randomUUID(), email: email.toLowerCase(), passwordHash, role })
      .onConflictDoUpdate({ target: tables.users.email, set: { passwordHash, role } })
      .returning({ id: tables.users.id, email: tables.users.email, role: tables.users.role });
    if (!row) throw new Error('user upsert returned no row');
    if (before && before.passwordHash !== passwordHash)
      await tx
        .update(tables.authTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(tables.authTokens.userId, row.id), sql`${tables.authTokens.revokedAt} is null`));
    return row;
  });
}

export async function insertToken(db: Database, tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
  await db.insert(tables.authTokens).values({ tokenHash, userId, expiresAt });
}

export type SessionLookup = { user: User } | { expired: true } | undefined;

/** The signed-in user of a token hash; `expired` for an expired one; undefined if unknown or revoked. */
export async function findSession(db: Database, tokenHash: string, now: Date): Promise<SessionLookup> {
  const [row] = await db
    .select({
      id: tables.users.id,
      email: tables.users.email,
      role: tables.users.role,
      expiresAt: tables.authTokens.expiresAt,
    })
    .from(tables.authTokens)
    .innerJoin(tables.users, eq(tables.users.id, tables.authTokens.userId))
    .where(and(eq(tables.authTokens.tokenHash, tokenHash), sql`${tables.authTokens.revokedAt} is null`));
  if (!row) return undefined;
  if (row.expiresAt.getTime() <= now.getTime()) return { expired: true };
  return { user: { id: row.id, email: row.email, role: row.role } };
}

export async function revokeToken(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db.update(tables.authTokens).set({ revokedAt: now }).where(eq(tables.authTokens.tokenHash, tokenHash));
}

/** Drops tokens that expired more than a day ago, so the table does not grow without bound. */
export async function pruneTokens(db: Database, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - 24 * 3600 * 1000);
  await db.delete(tables.authTokens).where(sql`${tables.authTokens.expiresAt} < ${cutoff}`);
}

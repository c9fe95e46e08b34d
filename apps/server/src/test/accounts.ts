import type { UserRole } from '@swiss/contract';
import type { Database } from '@swiss/db';
import { insertToken, upsertUser } from '../modules/auth/auth.repository.js';
import { hashToken, newToken } from '../modules/auth/tokens.js';

/**
 * A signed-in account for tests of protected endpoints, made straight in the database: hashing a
 * password and signing in through the login route would cost seconds and meet its rate limit.
 */
export async function tokenFor(db: Database, email: string, role: UserRole): Promise<string> {
  // No password will ever match this hash: the account is reachable only through its token.
  const user = await upsertUser(db, email, 'not-a-password-hash', role);
  const token = newToken();
  await insertToken(db, hashToken(token), user.id, new Date(Date.now() + 3_600_000));
  return token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

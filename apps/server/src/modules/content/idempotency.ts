import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@swiss/contract';
import { and, eq, sql, tables, type Database } from '@swiss/db';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors.js';

/*
 * Admin creates with an Idempotency-Key (contract: admin-content.ts). The key, the request's hash
 * and the answer are stored in the create's own transaction, so either the record and its answer
 * are both stored or neither: a retry after a lost answer finds the answer and creates nothing.
 */

/** How long a key is remembered; older ones are pruned by the next keyed create. */
const KEY_TTL = sql`interval '24 hours'`;
/** Two retries of one key at the same moment take turns, so the second finds the first's answer. */
const KEY_LOCK = 740_253;

export interface CreateAnswer<T> {
  status: number;
  body: T;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

/** JSON with sorted keys: the same body hashes the same whatever order its fields came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function requestHash(request: FastifyRequest): string {
  const what = `${request.method} ${request.routeOptions.url ?? request.url}\n${canonical(request.body)}`;
  return createHash('sha256').update(what).digest('hex');
}

/**
 * Runs `create` and answers `status` with what it returns. With an
 * Idempotency-Key, a request seen before (same admin, same key) is not run again: its stored
 * answer comes back, or 422 when the key was used for another request.
 */
export async function idempotentCreate<T>(
  db: Database,
  request: FastifyRequest,
  status: number,
  create: (tx: Database) => Promise<T>,
): Promise<CreateAnswer<T>> {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  const key = typeof header === 'string' ? header : undefined;
  // The create opens its own transaction; with a key it becomes a savepoint of this one.
  if (key === undefined) return { status, body: await create(db), replayed: false };
  const userId = request.user?.id ?? '';
  const hash = requestHash(request);
  const t = tables.idempotencyKeys;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK}, hashtext(${`${userId}:${key}`}))`);
    await tx.delete(t).where(sql`${t.createdAt} < now() - ${KEY_TTL}`);
    const [seen] = await tx
      .select()
      .from(t)
      .where(and(eq(t.userId, userId), eq(t.key, key)));
    if (seen) {
      if (seen.requestHash !== hash)
        throw new HttpError(
          422,
          'IDEMPOTENCY_KEY_REUSED',
          'A create with this Idempotency-Key was already saved with other content: reload to see it, or send a new key.',
          [{ field: IDEMPOTENCY_KEY_HEADER, message: 'already used for a different request' }],
        );
      return { status: seen.status, body: seen.body as T, replayed: true };
    }
    const body = await create(tx);
    await tx.insert(t).values({ userId, key, requestHash: hash, status, body });
    return { status, body, replayed: false };
  });
}

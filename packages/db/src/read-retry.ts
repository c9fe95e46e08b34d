import pg from 'pg';

/*
 * A pooled connection can die while it sits idle (the server restarted or failed over, a proxy or
 * a NAT dropped it): the pool learns it only when the next query goes out on it, and that query
 * fails although the database is fine. For a read that is a needless 503, so a read is sent once
 * more, on a fresh connection, before the error counts.
 */

/** Only a plain SELECT is run again: it changes nothing. A WITH may hide a write, so it is not. */
const READ_ONLY = /^\s*select\b/i;

const LOST_CODES = new Set(['ECONNRESET', 'EPIPE', '57P01', '57P02']);
/**
 * The messages of node-postgres for a connection that went away under a query. Not its connect
 * timeout ("Connection terminated due to connection timeout"): a second try would only wait as long.
 */
const LOST_MESSAGES =
  /^Connection terminated unexpectedly$|Client has encountered a connection error|Client was closed and is not queryable/i;

/**
 * Whether an error (or one it wraps) says that the connection was cut under the query, as opposed
 * to a database that cannot be reached at all (refused, timed out), where a retry only adds waiting.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && LOST_CODES.has(code)) return true;
    if (LOST_MESSAGES.test(e.message)) return true;
  }
  return false;
}

type Query = (...args: unknown[]) => Promise<unknown>;

function queryText(config: unknown): string | undefined {
  if (typeof config === 'string') return config;
  if (typeof config === 'object' && config !== null && 'text' in config && typeof config.text === 'string')
    return config.text;
  return undefined;
}

/**
 * Makes `pool.query` send a SELECT that failed on a lost connection once more, on a connection of
 * its own (the pool's other idle connections may be just as dead). Drizzle sends every statement
 * outside a transaction through `pool.query`; transactions check out a client and are left alone,
 * since their earlier statements are gone with the connection.
 */
export function retryReadsOnce(pool: pg.Pool, clientConfig: pg.ClientConfig, onRetry: (error: Error) => void): void {
  const original = pool.query.bind(pool) as Query;
  const retrying: Query = async (...args) => {
    const text = queryText(args[0]);
    if (typeof args.at(-1) === 'function' || text === undefined || !READ_ONLY.test(text)) return original(...args);
    try {
      return await original(...args);
    } catch (error) {
      if (!isConnectionLost(error)) throw error;
      onRetry(error as Error);
      const client = new pg.Client(clientConfig);
      // An error of the socket after the answer must not crash the process; the query reports its own.
      client.on('error', () => undefined);
      try {
        try {
          await client.connect();
        } catch {
          // The database is not there either: the lost connection is the error to report (a 503),
          // not the bare client's own wording of a connect timeout ("timeout expired").
          throw error;
        }
        return await (client.query.bind(client) as Query)(...args);
      } finally {
        client.end().catch(() => undefined);
      }
    }
  };
  pool.query = retrying as typeof pool.query;
}

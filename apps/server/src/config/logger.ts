import type { FastifyLoggerOptions } from 'fastify';
import type { Config } from './env.js';

/** Where log lines go: stdout unless a test captures them. */
export interface LogDestination {
  write(line: string): void;
}

/** A request as the req serializer sees it (Fastify passes its own request object). */
interface LoggedRequest {
  method?: string;
  url?: string;
}

/**
 * Request logs carry no personal data (README, Privacy): Fastify's default request serializer adds
 * the client's address and port (behind a proxy, taken from X-Forwarded-For), so it is replaced by
 * one that keeps only the method and the path. The query string is dropped too: it carries what
 * visitors type (search terms) and nothing an operator needs to follow a request; the request id
 * ties a line to the response. Headers are never logged. The completion line keeps the status code
 * and the response time.
 */
export function loggerOptions(level: Config['LOG_LEVEL'], stream?: LogDestination): FastifyLoggerOptions {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: LoggedRequest) => ({ method: request.method, url: request.url?.split('?', 1)[0] }),
    },
  };
}

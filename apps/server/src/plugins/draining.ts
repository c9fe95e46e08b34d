import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.js';

/**
 * Graceful shutdown, the HTTP side. From `close()` on, the listening socket is closed (no new
 * connections) and idle keep-alive sockets are dropped by Node; this plugin answers requests that
 * still arrive on open connections with the 503 envelope (Fastify's own 503 has another shape), and
 * marks the responses of requests already in flight `connection: close`, so their sockets end with
 * them instead of idling until the keep-alive timeout and holding up the exit.
 */
export const drainingPlugin = fp(
  (app: FastifyInstance, _options: unknown, done: (error?: Error) => void) => {
    let closing = false;
    app.addHook('preClose', (hookDone) => {
      closing = true;
      hookDone();
    });
    app.addHook('onRequest', (request, reply, hookDone) => {
      if (!closing) {
        hookDone();
        return;
      }
      reply.header('retry-after', '5');
      sendError(reply, request, 503, 'SERVICE_UNAVAILABLE', 'The server is restarting. Please try again.');
    });
    app.addHook('onSend', (_request, reply, payload, hookDone) => {
      if (closing) reply.header('connection', 'close');
      hookDone(null, payload);
    });
    done();
  },
  { name: 'draining' },
);

import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

export interface ConnectionLimits {
  /** Open sockets in all; Node refuses the ones beyond at once (file descriptors are finite). */
  maxConnections: number;
  /** Open sockets from one peer address; beyond, new ones are closed unanswered. */
  maxPerAddress: number;
  /** Peers exempt from the per-address cap: the trusted proxies, which carry everybody's connections. */
  isTrustedPeer: (address: string) => boolean;
}

/**
 * Caps open connections, in all and per peer address, so one address holding thousands of slow
 * connections (slowloris) cannot take every socket; the header and request timeouts then close
 * the slow ones it has. Counting happens on `connection`, before a byte is parsed.
 */
export function limitConnections(server: Server, limits: ConnectionLimits, log: FastifyBaseLogger): void {
  server.maxConnections = limits.maxConnections;
  const open = new Map<string, number>();
  // Addresses already reported as over the cap, forgotten when their last socket closes: one log
  // line per episode, not one per refused socket.
  const reported = new Set<string>();
  let lastDropLog = -Infinity;
  server.on('drop', () => {
    if (performance.now() - lastDropLog < 60_000) return;
    lastDropLog = performance.now();
    log.warn({ max: limits.maxConnections }, 'connection limit reached: refusing new connections');
  });
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || limits.isTrustedPeer(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= limits.maxPerAddress) {
      if (!reported.has(address)) {
        reported.add(address);
        log.warn({ max: limits.maxPerAddress }, 'too many connections from one address: refusing more');
      }
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) {
        open.set(address, left);
      } else {
        open.delete(address);
        reported.delete(address);
      }
    });
  });
}

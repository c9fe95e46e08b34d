import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export type ProxyMode = 'up' | 'refuse' | 'blackhole';

export interface TcpProxy {
  /** `url` with its host and port replaced by the proxy's. */
  through(url: string): string;
  /**
   * 'refuse': cut every connection and reset new ones at once; 'blackhole': cut every connection and
   * accept new ones without ever answering (a hung network); 'up': forward again.
   */
  set(mode: ProxyMode): void;
  /**
   * Every connection open now dies silently: it is cut the next time the client sends on it, as a
   * connection dropped by a restart or a NAT is found dead only when used. New ones work.
   */
  doom(): void;
  /**
   * Once the database sends a message containing `marker` (it still reaches the client): refuse
   * new connections and doom the open ones, until set('up'). Cuts right after, say, a COMMIT.
   */
  refuseAfter(marker: string): void;
  close(): Promise<void>;
}

/** A TCP proxy on 127.0.0.1 in front of `target` (host:port), for database failure tests. */
export async function startTcpProxy(target: string): Promise<TcpProxy> {
  const { hostname, port } = new URL(target);
  let mode: ProxyMode = 'up';
  const open = new Set<Socket>();
  const clients = new Set<Socket>();
  const doomed = new WeakSet<Socket>();
  let marker: Buffer | undefined;
  const doom = () => {
    for (const client of clients) doomed.add(client);
  };
  const server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    if (mode === 'refuse') return void client.resetAndDestroy();
    if (mode === 'blackhole') return void client.resume(); // read and drop, never answer
    clients.add(client);
    client.on('close', () => clients.delete(client));
    const upstream = connect(Number(port), hostname);
    open.add(upstream);
    upstream.on('close', () => {
      open.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    client.on('data', (chunk: Buffer) => {
      if (!doomed.has(client)) return void upstream.write(chunk);
      client.resetAndDestroy();
      upstream.destroy();
    });
    upstream.on('data', (chunk: Buffer) => {
      client.write(chunk);
      if (marker && chunk.includes(marker)) {
        marker = undefined;
        mode = 'refuse';
        doom();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxyPort = (server.address() as AddressInfo).port;
  const cutAll = () => {
    for (const socket of open) socket.resetAndDestroy();
    open.clear();
  };
  return {
    through(url) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(proxyPort);
      return u.toString();
    },
    set(next) {
      mode = next;
      if (next !== 'up') cutAll();
    },
    doom,
    refuseAfter(text) {
      marker = Buffer.from(text);
    },
    close: async () => {
      cutAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

import { connect, type Socket } from 'node:net';

/** A TCP connection to 127.0.0.1:`port`, from `localAddress` (any of 127.0.0.0/8 on Linux) if given. */
export function openSocket(port: number, localAddress?: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, ...(localAddress ? { localAddress } : {}) });
    socket.once('connect', () => {
      socket.off('error', reject);
      // Tests read what they need; a reset after the server closed the socket is not a failure.
      socket.on('error', () => undefined);
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Splits one HTTP/1.1 response as received (headers lower-cased; the body as it came). */
export function parseRawResponse(raw: string): RawResponse {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) throw new Error(`not an HTTP response: ${JSON.stringify(raw.slice(0, 200))}`);
  const [statusLine = '', ...lines] = raw.slice(0, end).split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status, headers, body: raw.slice(end + 4) };
}

/**
 * Everything the server sends on `socket` until it closes it; rejects after `limitMs` (the socket
 * is then destroyed), so a server that never closes fails the test instead of hanging it.
 */
export function readUntilClosed(socket: Socket, limitMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`socket still open after ${limitMs} ms; received ${Buffer.concat(chunks).length} bytes`));
    }, limitMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
  });
}

/** The first complete response with a content-length body on `socket` (which may stay open). */
export function readOneResponse(socket: Socket, limitMs: number): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    let received = '';
    const timer = setTimeout(() => {
      socket.off('data', onData);
      reject(new Error(`no complete response within ${limitMs} ms; received ${JSON.stringify(received)}`));
    }, limitMs);
    const onData = (chunk: Buffer) => {
      received += chunk.toString('utf8');
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const response = parseRawResponse(received);
      if (Buffer.byteLength(response.body) < Number(response.headers['content-length'] ?? 0)) return;
      clearTimeout(timer);
      socket.off('data', onData);
      resolve(response);
    };
    socket.on('data', onData);
  });
}

/** The port an app listening on 127.0.0.1 got. */
export function portOf(url: string): number {
  return Number(new URL(url).port);
}

import { errorEnvelopeSchema } from '@swiss/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { listenLocally } from '../test/instances.js';
import { openSocket, parseRawResponse, portOf, readUntilClosed } from '../test/raw-http.js';
import { useTestApp } from '../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../test/test-database.js';

/** Requests Node's HTTP parser refuses before any route: they answer with the error envelope too. */
describe.each(TEST_DATABASE_KINDS)('requests refused by the HTTP parser (%s)', (kind) => {
  const ctx = useTestApp(kind, { env: { HEADERS_TIMEOUT_MS: '400', REQUEST_TIMEOUT_MS: '1000' } });
  let port: number;
  beforeAll(async () => {
    port = portOf(await listenLocally(ctx.app));
  });

  async function send(raw: string, limitMs = 3000) {
    const socket = await openSocket(port);
    const received = readUntilClosed(socket, limitMs);
    socket.write(raw);
    return parseRawResponse(await received);
  }

  it('answers headers over 16 KB with 431 and the envelope', async () => {
    const response = await send(
      `GET /api/swiss/v2/categories HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(response.status).toBe(431);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = errorEnvelopeSchema.parse(JSON.parse(response.body));
    expect(body).toMatchObject({ status: 'error', code: 'HEADERS_TOO_LARGE' });
    expect(response.headers['x-request-id']).toBe(body.requestId);
  });

  it('answers a malformed request line with 400 and the envelope', async () => {
    const response = await send('GARBAGE\r\n\r\n');
    expect(response.status).toBe(400);
    expect(errorEnvelopeSchema.parse(JSON.parse(response.body))).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('answers headers that never finish with 408 and the envelope after HEADERS_TIMEOUT_MS', async () => {
    const started = performance.now();
    const response = await send('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(response.status).toBe(408);
    expect(errorEnvelopeSchema.parse(JSON.parse(response.body))).toMatchObject({ code: 'REQUEST_TIMEOUT' });
    expect(performance.now() - started).toBeLessThan(2500);
  });
});

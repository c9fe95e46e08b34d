import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** One request the fake provider received. */
export interface CapturedRequest {
  method: string;
  /** The path without the query string. */
  path: string;
  /** The full request target, query string included. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

/** A scripted answer: a status, headers and a body, optionally late; or a function for anything else. */
export type FakeAnswer =
  | { status?: number; headers?: Record<string, string>; body?: string | Buffer; delayMs?: number }
  | ((request: CapturedRequest, response: ServerResponse) => void);

/** The usual answers, so tests read as what the provider does. */
export const answer = {
  json: (value: unknown, status = 200): FakeAnswer => ({
    status,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(value),
  }),
  bytes: (body: Buffer, contentType: string): FakeAnswer => ({ headers: { 'content-type': contentType }, body }),
  text: (body: string, contentType = 'text/plain', status = 200): FakeAnswer => ({
    status,
    headers: { 'content-type': contentType },
    body,
  }),
  status: (status: number, body = ''): FakeAnswer => ({ status, headers: { 'content-type': 'text/plain' }, body }),
  /** A 200 whose body is not what any schema wants. */
  garbage: (): FakeAnswer => ({ headers: { 'content-type': 'application/json' }, body: '{not json' }),
  rateLimited: (retryAfterSeconds: number): FakeAnswer => ({
    status: 429,
    headers: { 'retry-after': String(retryAfterSeconds) },
  }),
  /** The given answer after a delay (a slow provider, a timeout). */
  slow: (delayMs: number, then: FakeAnswer): FakeAnswer =>
    typeof then === 'function'
      ? (request, response) => void setTimeout(() => then(request, response), delayMs)
      : { ...then, delayMs },
};

export interface FakeProvider {
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  /** Every request received, oldest first. */
  readonly requests: CapturedRequest[];
  /**
   * Scripts a route ("/path", "POST /path" or "*" for any): the answers in turn, the last one repeating.
   * Setting a route again replaces its script.
   */
  on(route: string, ...answers: FakeAnswer[]): void;
  /** Requests to a path (any method). */
  calls(path: string): CapturedRequest[];
  /** Forgets the scripts and the captured requests. */
  reset(): void;
  close(): Promise<void>;
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString());
  } catch {
    return undefined;
  }
}

function play(script: FakeAnswer, request: CapturedRequest, response: ServerResponse): void {
  if (typeof script === 'function') return script(request, response);
  const { status = 200, headers = {}, body = '', delayMs = 0 } = script;
  const send = () => {
    if (response.destroyed) return;
    response.writeHead(status, headers).end(body);
  };
  if (delayMs > 0) setTimeout(send, delayMs);
  else send();
}

/** A real HTTP server on 127.0.0.1 that plays an outside provider (LLM, TTS, images...) for tests. */
export async function startFakeProvider(): Promise<FakeProvider> {
  const scripts = new Map<string, { answers: FakeAnswer[]; next: number }>();
  const requests: CapturedRequest[] = [];
  const server = createServer((incoming: IncomingMessage, response) => {
    const parts: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => parts.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(parts);
      const url = incoming.url ?? '/';
      const path = url.split('?')[0] ?? '/';
      const method = incoming.method ?? 'GET';
      const captured = { method, path, url, headers: incoming.headers, body, json: parseJson(body) };
      requests.push(captured);
      const script = scripts.get(`${method} ${path}`) ?? scripts.get(path) ?? scripts.get('*');
      if (!script) return void response.writeHead(404).end();
      const current = script.answers[Math.min(script.next, script.answers.length - 1)];
      script.next += 1;
      if (current) play(current, captured, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    on: (route, ...answers) => void scripts.set(route, { answers, next: 0 }),
    calls: (path) => requests.filter((r) => r.path === path),
    reset: () => {
      scripts.clear();
      requests.length = 0;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A fake provider for one test file: started before its tests, closed after them. */
export function useFakeProvider(): FakeProvider {
  let fake: FakeProvider | undefined;
  const started = (): FakeProvider => {
    if (!fake) throw new Error('The fake provider starts in beforeAll: use it inside tests or hooks.');
    return fake;
  };
  beforeAll(async () => {
    fake = await startFakeProvider();
  });
  afterAll(async () => {
    await fake?.close();
  });
  return {
    get origin() {
      return started().origin;
    },
    get requests() {
      return started().requests;
    },
    on: (route, ...answers) => started().on(route, ...answers),
    calls: (path) => started().calls(path),
    reset: () => started().reset(),
    close: () => started().close(),
  };
}

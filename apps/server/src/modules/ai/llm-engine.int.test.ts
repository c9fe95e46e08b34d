import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroundedEngine } from './grounded-engine.js';
import type { Knowledge } from './knowledge.js';
import { LlmEngine } from './llm-engine.js';
import { contentWords } from './text.js';
import { useTestApp } from '../../test/test-app.js';

type Handler = (body: Record<string, unknown>, request: IncomingMessage, response: ServerResponse) => void;

/** A real OpenAI-compatible server on 127.0.0.1 whose behaviour each test sets. */
let handler: Handler = () => undefined;
let server: Server;
let baseUrl = '';
const received: { body: Record<string, unknown>; authorization: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      received.push({ body, authorization: request.headers.authorization });
      handler(body, request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const json = (response: ServerResponse, status: number, value: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(value));
};
const completion = (content: string) => ({ choices: [{ message: { role: 'assistant', content } }] });

const knowledge: Knowledge = {
  passages: [
    {
      text: 'The Rhine Falls are 23 metres high.',
      cues: [],
      weight: 1,
      source: { title: 'Rhine Falls', url: '/place/rheinfall' },
    },
  ],
  subjectWords: contentWords('Rhine Falls'),
  overview: ['The Rhine Falls are the largest plain waterfall in Europe.'],
};
const engine = () =>
  new LlmEngine({ baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs: 300, fallback: new GroundedEngine() });
const ask = (question = 'How high are the falls?') =>
  engine().answer({ question, language: 'de', knowledge, history: [{ question: 'Hi', answer: 'Hello' }] });

describe('LlmEngine against an OpenAI-compatible server', () => {
  it('sends the facts, the language, the history and the key, and returns the sanitized answer', async () => {
    handler = (_body, _req, res) =>
      json(res, 200, completion('Der Rheinfall ist **23 Meter** hoch (siehe https://x.example).'));
    const answer = await ask();
    expect(answer).toMatchObject({ text: 'Der Rheinfall ist 23 Meter hoch, siehe.', isFallback: false });
    const last = received.at(-1);
    expect(last?.authorization).toBe('Bearer test-key');
    expect(last?.body.model).toBe('test-model');
    const messages = last?.body.messages as { role: string; content: string }[];
    expect(messages[0]?.content).toContain('Reply in German');
    expect(messages[0]?.content).toContain('The Rhine Falls are 23 metres high.');
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
  });

  it.each([
    ['a 500', (_b: unknown, _q: IncomingMessage, res: ServerResponse) => json(res, 500, { error: 'boom' })],
    ['malformed JSON', (_b: unknown, _q: IncomingMessage, res: ServerResponse) => res.end('{not json')],
    ['a wrong shape', (_b: unknown, _q: IncomingMessage, res: ServerResponse) => json(res, 200, { choices: [] })],
    [
      'an over-long answer',
      (_b: unknown, _q: IncomingMessage, res: ServerResponse) => json(res, 200, completion('word '.repeat(150))),
    ],
    [
      'a timeout',
      (_b: unknown, _q: IncomingMessage, res: ServerResponse) =>
        setTimeout(() => json(res, 200, completion('late')), 1000),
    ],
  ])('falls back to the grounded answer, flagged, on %s', async (_name, behaviour) => {
    handler = behaviour;
    const started = Date.now();
    const answer = await ask();
    expect(answer).toMatchObject({ text: 'The Rhine Falls are 23 metres high.', isFallback: true });
    expect(Date.now() - started).toBeLessThan(900);
  });
});

describe('the chat endpoint with LLM_BASE_URL set', () => {
  const env: Record<string, string> = { LLM_MODEL: 'test-model', LLM_TIMEOUT_MS: '2000' };
  beforeAll(() => {
    env.LLM_BASE_URL = baseUrl; // known once the fake server listens (its beforeAll ran first)
  });
  const ctx = useTestApp('pglite', { env });

  it('answers through the model and sends earlier turns of the session as history', async () => {
    handler = (_body, _req, res) => json(res, 200, completion('The Matterhorn is 4478 metres high.'));
    const ask = (message: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/ai/chat',
        payload: { message, location_id: 'matterhorn', session_id: 'place_matterhorn_concierge' },
      });
    const first = await ask('How high is it?');
    expect(first.json()).toMatchObject({ response: 'The Matterhorn is 4478 metres high.', isFallback: false });
    await ask('And who climbed it first?');
    const messages = received.at(-1)?.body.messages as { role: string; content: string }[];
    expect(messages.slice(1).map((m) => m.content)).toEqual([
      'How high is it?',
      'The Matterhorn is 4478 metres high.',
      'And who climbed it first?',
    ]);
  });

  it('streams the model text as server-sent events, then the full response', async () => {
    handler = (body, _req, res) => {
      expect(body.stream).toBe(true);
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunks = ['The Matterhorn ', 'is 4478 ', 'metres high.'];
      for (const content of chunks) res.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
      res.end('data: [DONE]\n\n');
    };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/ai/chat/stream',
      payload: { message: 'How high?', location_id: 'matterhorn' },
    });
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const events = res.body
      .trim()
      .split('\n\n')
      .map((block) => ({
        event: block.split('\n')[0]?.slice(7),
        data: JSON.parse(block.split('\n')[1]?.slice(6) ?? '{}') as unknown,
      }));
    expect(events.map((e) => e.event)).toEqual(['text', 'text', 'text', 'done']);
    expect(events[1]?.data).toEqual({ text: 'The Matterhorn is 4478' });
    expect(events[3]?.data).toMatchObject({ response: 'The Matterhorn is 4478 metres high.', isFallback: false });
  });

  it('ends a broken stream with the grounded answer, flagged', async () => {
    handler = (_body, _req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('data: {"garbage": true}\n\n');
    };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/ai/chat/stream',
      payload: { message: 'How high is it?', location_id: 'matterhorn' },
    });
    const done = res.body.trim().split('\n\n').at(-1) ?? '';
    expect(done.startsWith('event: done')).toBe(true);
    expect(JSON.parse(done.split('\n')[1]?.slice(6) ?? '{}')).toMatchObject({ isFallback: true });
    expect(done).toContain('4478');
  });
});

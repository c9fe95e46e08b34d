import type { ServerResponse } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer as fakeAnswer, useFakeProvider, type FakeAnswer } from '../../test/fake-provider.js';
import { GroundedEngine } from './grounded-engine.js';
import type { Knowledge } from './knowledge.js';
import { LlmEngine } from './llm-engine.js';
import { OpenAiCompatibleLlm } from './providers/openai-compatible.js';
import { useTestApp } from '../../test/test-app.js';

/** A real OpenAI-compatible server on 127.0.0.1 whose behaviour each test sets. */
const fake = useFakeProvider();
const ROUTE = 'POST /v1/chat/completions';
const respond = (...answers: FakeAnswer[]) => fake.on(ROUTE, ...answers);
const lastBody = () => fake.requests.at(-1)?.json as Record<string, unknown>;
const completion = (content: string) => ({ choices: [{ message: { role: 'assistant', content } }] });

const knowledge: Knowledge = {
  lang: 'de',
  passages: [
    {
      text: 'The Rhine Falls are 23 metres high.',
      cues: [],
      weight: 1,
      source: { title: 'Rhine Falls', url: '/place/rheinfall' },
    },
  ],
  subject: 'Rhine Falls',
  overview: ['The Rhine Falls are the largest plain waterfall in Europe.'],
};
// A generous time-out where the answer must arrive (a loaded CI machine), a short one where the
// fallback on a slow model is the point.
const engine = (timeoutMs: number) =>
  new LlmEngine({
    llm: new OpenAiCompatibleLlm(
      { capability: 'llm', implementation: 'openai-compatible', userAgent: 'SwissExplorer/test' },
      { baseUrl: `${fake.origin}/v1`, apiKey: 'test-key', model: 'test-model', timeoutMs },
    ),
    fallback: new GroundedEngine(),
  });
const ask = (question = 'How high are the falls?', timeoutMs = 5000) =>
  engine(timeoutMs).answer({ question, language: 'de', knowledge, history: [{ question: 'Hi', answer: 'Hello' }] });

describe('LlmEngine against an OpenAI-compatible server', () => {
  it('sends the facts, the language, the history and the key, and returns the sanitized answer', async () => {
    respond(fakeAnswer.json(completion('Der Rheinfall ist **23 Meter** hoch (siehe https://x.example).')));
    const answer = await ask();
    expect(answer).toMatchObject({ text: 'Der Rheinfall ist 23 Meter hoch, siehe.', isFallback: false });
    expect(fake.requests.at(-1)?.headers.authorization).toBe('Bearer test-key');
    expect(lastBody().model).toBe('test-model');
    const messages = lastBody().messages as { role: string; content: string }[];
    expect(messages[0]?.content).toContain('Reply in German');
    expect(messages[0]?.content).toContain('The Rhine Falls are 23 metres high.');
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
  });

  it.each([
    ['a 500', fakeAnswer.json({ error: 'boom' }, 500)],
    ['malformed JSON', fakeAnswer.garbage()],
    ['a wrong shape', fakeAnswer.json({ choices: [] })],
    ['an over-long answer', fakeAnswer.json(completion('word '.repeat(150)))],
    ['a timeout', fakeAnswer.slow(1000, fakeAnswer.json(completion('late')))],
  ])('falls back to the grounded answer, flagged, on %s', async (_name, behaviour) => {
    respond(behaviour);
    const started = Date.now();
    const answer = await ask(undefined, 300);
    expect(answer).toMatchObject({ text: 'The Rhine Falls are 23 metres high.', isFallback: true });
    expect(Date.now() - started).toBeLessThan(900);
  });
});

describe('LlmEngine checks the model against the facts', () => {
  it.each([
    ['a number the facts do not hold', 'Der Rheinfall ist 35 Meter hoch.'],
    ['one of our places the facts do not mention', 'Der Rheinfall ist 23 Meter hoch, fast so hoch wie das Matterhorn.'],
  ])('answers with the grounded text, flagged, when the reply names %s', async (_name, reply) => {
    respond(fakeAnswer.json(completion(reply)));
    const answer = await ask();
    expect(answer).toMatchObject({ text: 'The Rhine Falls are 23 metres high.', isFallback: true });
  });

  it('keeps a reply that names the subject in another language and only numbers from the facts', async () => {
    respond(fakeAnswer.json(completion('Der Rheinfall ist 23 Meter hoch.')));
    expect(await ask()).toMatchObject({ text: 'Der Rheinfall ist 23 Meter hoch.', isFallback: false });
  });
});

describe('the chat endpoint with LLM_BASE_URL set', () => {
  const env: Record<string, string> = { LLM_MODEL: 'test-model', LLM_TIMEOUT_MS: '2000' };
  beforeAll(() => {
    env.LLM_BASE_URL = `${fake.origin}/v1`; // known once the fake server listens (its beforeAll ran first)
  });
  const ctx = useTestApp('pglite', { env });

  it('answers through the model and sends earlier turns of the session as history', async () => {
    respond(fakeAnswer.json(completion('The Matterhorn is 4478 metres high.')));
    // A session is kept for the device of its token (sessions.ts; sessions.int.test.ts for the binding).
    const device = await ctx.app.inject({ method: 'POST', url: '/api/device' });
    const token = device.json<{ device_token: string }>().device_token;
    const ask = (message: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/ai/chat',
        headers: { 'x-device-token': token },
        payload: {
          message,
          location_id: 'matterhorn',
          session_id: 'place_matterhorn_concierge_0123456789abcdef0123456789abcdef',
        },
      });
    const first = await ask('How high is it?');
    expect(first.json()).toMatchObject({ response: 'The Matterhorn is 4478 metres high.', isFallback: false });
    await ask('And who climbed it first?');
    const messages = lastBody().messages as { role: string; content: string }[];
    expect(messages.slice(1).map((m) => m.content)).toEqual([
      'How high is it?',
      'The Matterhorn is 4478 metres high.',
      'And who climbed it first?',
    ]);
  });

  it('streams the model text as server-sent events, then the full response', async () => {
    respond((request, res: ServerResponse) => {
      expect((request.json as { stream?: boolean }).stream).toBe(true);
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunks = ['The Matterhorn ', 'is 4478 ', 'metres high.'];
      for (const content of chunks) res.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
      res.end('data: [DONE]\n\n');
    });
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
    respond(fakeAnswer.text('data: {"garbage": true}\n\n', 'text/event-stream'));
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

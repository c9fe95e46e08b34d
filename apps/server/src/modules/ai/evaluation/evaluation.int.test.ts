import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatEngine } from '../engines.js';
import { evaluate, isRefusal, loadEvaluationQuestions } from './evaluate.js';

/** The harness against an LLM engine made by createChatEngine, talking to a fake model on 127.0.0.1. */
let respond: (response: ServerResponse) => void = () => undefined;
let server: Server;
let baseUrl = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => respond(response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const reply = (content: string) => (response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
};
// A few questions of each kind keep this quick; the full set runs against a real model.
const sample = loadEvaluationQuestions()
  .filter((q) => q.lang === 'en')
  .slice(0, 30);
const engine = () =>
  createChatEngine({ LLM_BASE_URL: baseUrl, LLM_MODEL: 'fake', LLM_API_KEY: undefined, LLM_TIMEOUT_MS: 2000 });

describe('the evaluation harness with an OpenAI-compatible engine', () => {
  it('recognises a model that always declines as refusing, and answering nothing right', async () => {
    respond = reply("Sorry, I don't have that information from the sources I was given.");
    const report = await evaluate(engine(), sample);
    expect(report.engine).toBe('openai-compatible');
    expect(report.unanswerable.rate).toBe(1);
    expect(report.answerable.right).toBe(0);
    expect(report.fallbacks).toBe(0);
  });

  it('counts a failing model as fallbacks, answered by the grounded engine', async () => {
    respond = (response) => {
      response.writeHead(500);
      response.end();
    };
    const report = await evaluate(engine(), sample);
    expect(report.fallbacks).toBe(sample.length);
    expect(report.answerable.rate).toBeGreaterThan(0.8);
  });

  it('tells refusals in the four languages from answers', () => {
    expect(isRefusal('Diese Angabe liegt mir nicht vor.', 'de')).toBe(true);
    expect(isRefusal("Je n'ai aucune information à ce sujet.", 'fr')).toBe(true);
    expect(isRefusal('Non ho informazioni su questo.', 'it')).toBe(true);
    expect(isRefusal('The falls are 23 m high.', 'en')).toBe(false);
  });
});

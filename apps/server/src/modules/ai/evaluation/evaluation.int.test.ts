import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/env.js';
import { ProviderRegistry } from '../../../platform/providers/registry.js';
import { answer, useFakeProvider } from '../../../test/fake-provider.js';
import { createChatEngine } from '../engines.js';
import { llmProvider } from '../providers/llm.js';
import { evaluate, isRefusal, loadEvaluationQuestions } from './evaluate.js';

/** The harness against an LLM engine made by createChatEngine, talking to a fake model on 127.0.0.1. */
const fake = useFakeProvider();
const reply = (content: string) => answer.json({ choices: [{ message: { role: 'assistant', content } }] });
// A few questions of each kind keep this quick; the full set runs against a real model.
const sample = loadEvaluationQuestions()
  .filter((q) => q.lang === 'en')
  .slice(0, 30);
const engine = () =>
  createChatEngine(
    llmProvider(
      // The fake answers within a millisecond: more calls a second than the default budget allows.
      loadConfig({
        LLM_BASE_URL: `${fake.origin}/v1`,
        LLM_MODEL: 'fake',
        LLM_TIMEOUT_MS: '2000',
        PROVIDER_BUDGETS: 'llm=1000/100000',
      }),
      new ProviderRegistry({ version: 'test', contact: undefined }),
    ),
  );

describe('the evaluation harness with an OpenAI-compatible engine', () => {
  it('recognises a model that always declines as refusing, and answering nothing right', async () => {
    fake.on('*', reply("Sorry, I don't have that information from the sources I was given."));
    const report = await evaluate(engine(), sample);
    expect(report.engine).toBe('openai-compatible');
    expect(report.unanswerable.rate).toBe(1);
    expect(report.answerable.right).toBe(0);
    expect(report.fallbacks).toBe(0);
  });

  it('counts a failing model as fallbacks, answered by the grounded engine', async () => {
    fake.on('*', answer.status(500));
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

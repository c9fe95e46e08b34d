import { aiInsightsResponseSchema, errorEnvelopeSchema } from '@swiss/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, useFakeProvider } from '../../test/fake-provider.js';
import { useTestApp } from '../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../test/test-database.js';

describe.each(TEST_DATABASE_KINDS)('GET /api/swiss/v2/places/:slug/insights on %s', (kind) => {
  const ctx = useTestApp(kind);
  const get = async (url: string) => {
    const res = await ctx.app.inject(url);
    expect(res.statusCode, res.body).toBe(200);
    return aiInsightsResponseSchema.parse(res.json());
  };

  it('builds every section from the place data, in the requested language', async () => {
    const body = await get('/api/swiss/v2/places/matterhorn/insights?lang=de');
    expect(body).toMatchObject({ place_id: 'matterhorn', language: 'de', source: 'data', isFallback: false });
    const { insights } = body;
    expect(insights.quickFacts).toContainEqual({ icon: '⛰️', label: 'Höhe', value: '4478 m' });
    expect(insights.quickFacts).toContainEqual({ icon: '📍', label: 'Region', value: 'Zermatt, Wallis (VS)' });
    expect(insights.quickFacts.map((f) => f.value).join(' ')).toContain('Whymper');
    expect(insights.historyHighlights.length).toBeGreaterThan(0);
    expect(insights.localEtiquette.length).toBeGreaterThan(0);
    expect(insights.safetyEtiquette.join(' ')).toContain('1414');
    expect(insights.miniItineraries.map((i) => i.name)).toEqual([
      '3-Stunden-Runde',
      'Familienfreundlich',
      'Budget-Tag',
    ]);
    expect(insights.nearbyPlaces.length).toBeGreaterThan(0);
    expect(insights.nearbyPlaces.map((n) => n.id)).not.toContain('matterhorn');
    expect(insights.gettingThere.length).toBeGreaterThan(0);
    expect(insights.sustainabilityLens[0]).toMatch(/^Nachhaltigkeitswert: \d+\/100$/);
  });

  it('gives a chocolate place chocolate to taste, and English by default', async () => {
    const body = await get('/api/swiss/v2/places/maison-cailler/insights');
    expect(body.language).toBe('en');
    expect(body.insights.foodAndDrinks.map((f) => f.item).join(' ')).toMatch(/chocolate/i);
  });

  it('answers an unknown place with 404 and a bad language with 400, as envelopes', async () => {
    const missing = await ctx.app.inject('/api/swiss/v2/places/atlantis/insights');
    expect(missing.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(missing.json()).code).toBe('NOT_FOUND');
    const bad = await ctx.app.inject('/api/swiss/v2/places/matterhorn/insights?lang=xx');
    expect(bad.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(bad.json()).status).toBe('error');
  });
});

/** A real OpenAI-compatible server on 127.0.0.1 whose answer each test sets. */
const fake = useFakeProvider();
const ROUTE = 'POST /v1/chat/completions';
const completion = (content: string) => ({ choices: [{ message: { role: 'assistant', content } }] });

/**
 * The insight set of one place in French through an app of its own (a fresh provider cache). The
 * model's deadline is short where a timeout is tested, else long enough for a busy test machine.
 */
function useInsights(timeoutMs: string) {
  const env: Record<string, string> = { LLM_MODEL: 'test-model', LLM_TIMEOUT_MS: timeoutMs };
  beforeAll(() => {
    env.LLM_BASE_URL = `${fake.origin}/v1`; // known once the fake provider listens
  });
  const ctx = useTestApp('pglite', { env });
  return async () => {
    const res = await ctx.app.inject('/api/swiss/v2/places/rheinfall/insights?lang=fr');
    expect(res.statusCode, res.body).toBe(200);
    return aiInsightsResponseSchema.parse(res.json());
  };
}

describe('the insight set with LLM_BASE_URL set', () => {
  const get = useInsights('5000');

  it('takes the reworded sections from a valid model answer, sanitized, and keeps facts and neighbours from the data', async () => {
    const reworded = {
      historyHighlights: ['Les chutes du Rhin (voir https://x.example) sont **spectaculaires**.'],
      localEtiquette: ['Restez sur les sentiers.'],
      foodAndDrinks: [{ item: 'Perche', type: 'poisson', where: 'restaurants au bord du lac' }],
      eventsSeasonality: [{ event: 'Été', date: 'juin', why: 'débit maximal' }],
      sustainabilityLens: ['Venez en train.'],
      photoSpots: [],
      gettingThere: 'En train jusqu’à Neuhausen.',
      safetyEtiquette: ['Restez derrière les barrières.'],
    };
    fake.on(ROUTE, answer.json(completion(`Voici le JSON:\n\`\`\`json\n${JSON.stringify(reworded)}\n\`\`\``)));
    const body = await get();
    expect(body).toMatchObject({ source: 'llm', isFallback: false, language: 'fr' });
    expect(body.insights.historyHighlights).toEqual(['Les chutes du Rhin, voir, sont spectaculaires.']);
    expect(body.insights.gettingThere).toBe('En train jusqu’à Neuhausen.');
    expect(body.insights.quickFacts.map((f) => f.value).join(' ')).toContain('150 m');
    expect(body.insights.nearbyPlaces.length).toBeGreaterThan(0);
    const lastBody = fake.requests.at(-1)?.json as { model: string; messages: { content: string }[] };
    expect(lastBody.messages[0]?.content).toContain('in French');
    expect(lastBody.model).toBe('test-model');
  });

  it('asks the model once per place, language and data: the next visitors get the same set', async () => {
    const before = fake.calls('/v1/chat/completions').length;
    const again = await get();
    expect(again).toMatchObject({ source: 'llm', isFallback: false });
    expect(again.insights.historyHighlights).toEqual(['Les chutes du Rhin, voir, sont spectaculaires.']);
    expect(fake.calls('/v1/chat/completions')).toHaveLength(before);
  });
});

describe('the insight set when the model fails', () => {
  const get = useInsights('300');

  it.each([
    ['malformed JSON', answer.json(completion('{"historyHighlights": ['))],
    ['a wrong shape', answer.json(completion('{"historyHighlights": "one string"}'))],
    ['no completion', answer.json({ choices: [] })],
    ['a 500', answer.json({ error: 'boom' }, 500)],
    ['a timeout', answer.slow(1500, answer.json(completion('{}')))],
  ])('serves the data-built set flagged isFallback on %s', async (_name, behaviour) => {
    fake.on(ROUTE, behaviour);
    const body = await get();
    expect(body).toMatchObject({ source: 'data', isFallback: true, language: 'fr' });
    expect(body.insights.quickFacts.map((f) => f.value).join(' ')).toContain('150 m');
    expect(body.insights.miniItineraries[0]?.name).toBe('Boucle de 3 heures');
  });
});

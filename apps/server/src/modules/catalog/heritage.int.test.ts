import {
  aiChatResponseSchema,
  errorEnvelopeSchema,
  HERITAGE_FILTERS,
  heritageResponseSchema,
  SUSTAINABILITY,
} from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../test/test-database.js';

describe.each(TEST_DATABASE_KINDS)('GET /api/swiss/v2/heritage on %s', (kind) => {
  const ctx = useTestApp(kind);
  const heritage = async (query: string) => {
    const res = await ctx.app.inject(`/api/swiss/v2/heritage?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return heritageResponseSchema.parse(res.json());
  };

  it('lists every place under All, with the count of every chip', async () => {
    const body = await heritage('');
    expect(body.filter).toBe('all');
    expect(body.places).toHaveLength(body.counts.all);
    expect(body.counts.all).toBe(344);
    for (const filter of HERITAGE_FILTERS) expect(body.counts[filter], filter).toBeGreaterThan(0);
  });

  it.each(HERITAGE_FILTERS)('filter=%s returns as many places as its count', async (filter) => {
    const body = await heritage(`filter=${filter}`);
    expect(body.places).toHaveLength(body.counts[filter]);
  });

  it('filters from the place data: UNESCO flag, green leaders above 75, crafts, architecture, transport', async () => {
    expect((await heritage('filter=unesco')).places.every((p) => p.unesco_site)).toBe(true);
    const green = await heritage('filter=green');
    expect(green.places.every((p) => p.sustainability_score > SUSTAINABILITY.greenLeaderAbove)).toBe(true);
    expect((await heritage('filter=crafts')).places.map((p) => p.id)).toContain('maison-cailler');
    expect((await heritage('filter=architecture')).places.map((p) => p.id)).toContain('chateau-de-chillon');
    expect((await heritage('filter=transport')).places.map((p) => p.id)).toContain('verkehrshaus-der-schweiz');
  });

  it('answers in the requested language', async () => {
    const de = await heritage('filter=unesco&lang=de');
    expect(de.places.find((p) => p.id === 'lavaux')?.insights_old_vs_new).toMatch(/Früher|Heute|Damals/);
  });

  it.each([
    ['filter=castles', 'filter'],
    ['lang=es', 'lang'],
  ])('answers %s with a 400 envelope naming %s', async (query, field) => {
    const res = await ctx.app.inject(`/api/swiss/v2/heritage?${query}`);
    expect(res.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body.status).toBe('error');
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details?.map((d) => d.field)).toContain(field);
  });

  it('the heritage chat answers from the places of the chosen filter only', async () => {
    const crafts = new Set((await heritage('filter=crafts')).places.map((p) => p.title));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      payload: { message: 'How has cheese making changed?', heritage_filter: 'crafts' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = aiChatResponseSchema.parse(res.json());
    expect(answer.sources.length).toBeGreaterThan(0);
    for (const source of answer.sources) expect(crafts, source.title).toContain(source.title);
  });

  // The questions the Old vs New page sends when a chip is chosen (features/heritage locales).
  it.each([
    ['all', 'How have Swiss places changed from the past to today?', 'en'],
    ['unesco', 'How have the UNESCO sites changed from the past to today?', 'en'],
    ['crafts', 'How have traditional crafts changed from the past to today?', 'en'],
    ['green', 'How have the green leaders changed from the past to today?', 'en'],
    ['architecture', 'How has the architecture changed from the past to today?', 'en'],
    ['transport', 'How has transport changed from the past to today?', 'en'],
    ['crafts', 'Wie hat sich das traditionelle Handwerk von früher bis heute verändert?', 'de'],
  ])('the chip question for %s gets an answer from our data, not the fallback', async (filter, message, language) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      payload: { message, heritage_filter: filter, language },
    });
    const answer = aiChatResponseSchema.parse(res.json());
    expect(answer.isFallback, answer.response).toBe(false);
    expect(answer.sources.length).toBeGreaterThan(0);
  });
});

import {
  errorEnvelopeSchema,
  nearbyResponseSchema,
  insightsResponseSchema,
  placeResponseSchema,
  placesResponseSchema,
  quizResponseSchema,
  v2QuizResponseSchema,
  SUSTAINABILITY,
  v2PlacesResponseSchema,
} from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../test/test-database.js';

describe.each(TEST_DATABASE_KINDS)('places API on %s', (kind) => {
  const ctx = useTestApp(kind);
  const v2 = async (query: string) => {
    const res = await ctx.app.inject(`/api/swiss/v2/places?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return v2PlacesResponseSchema.parse(res.json());
  };

  it('pages the 80 mountains as 50 and 30', async () => {
    const first = await v2('type=mountains_glaciers&per_page=50&page=1&v=123');
    expect(first.places).toHaveLength(50);
    expect(first.total).toBe(80);
    expect(first.category).toBe('mountains_glaciers');
    expect(first.page).toBe(1);
    const second = await v2('type=mountains_glaciers&per_page=50&page=2');
    expect(second.places).toHaveLength(30);
    const ids = new Set([...first.places, ...second.places].map((p) => p.id));
    expect(ids.size).toBe(80);
    expect((await v2('type=mountains_glaciers&per_page=50&page=3')).places).toHaveLength(0);
  });

  it.each([
    ['per_page=51', 'per_page'],
    ['per_page=0', 'per_page'],
    ['per_page=ten', 'per_page'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    ['type=volcanoes', 'type'],
    ['lang=es', 'lang'],
    [`search=${'x'.repeat(101)}`, 'search'],
  ])('answers %s with a 400 envelope naming %s', async (query, field) => {
    const res = await ctx.app.inject(`/api/swiss/v2/places?${query}`);
    expect(res.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details?.map((d) => d.field)).toContain(field);
    expect(body.message).toContain(field);
  });

  it.each([
    ['Lake Geneva', 'lac-leman'],
    ['Matterhon', 'matterhorn'],
    ['zurich', 'zurich'],
    ['Genf', 'geneve'],
    ['Geneve', 'geneve'],
    ['genfersee', 'lac-leman'],
    ['Cervino', 'matterhorn'],
  ])('search "%s" finds %s first', async (search, id) => {
    const body = await v2(`search=${encodeURIComponent(search)}&per_page=50`);
    expect(body.places[0]?.id).toBe(id);
  });

  it.each(['Genf', 'Geneve', 'Lake Geneva'])('search "%s" finds Lac Léman among the first results', async (search) => {
    const body = await v2(`search=${encodeURIComponent(search)}&per_page=5`);
    expect(body.places.map((p) => p.id)).toContain('lac-leman');
  });

  it('returns the sample list across categories when there is neither type nor search', async () => {
    const body = await v2('per_page=50');
    expect(body.places).toHaveLength(50);
    expect(new Set(body.places.map((p) => p.category_key)).size).toBe(11);
    expect(body.category).toBeNull();
  });

  it('localizes place texts and keeps the official title', async () => {
    const de = await v2('type=big_lakes&lang=de');
    const leman = de.places.find((p) => p.id === 'lac-leman');
    expect(leman?.title).toBe('Genfersee');
    expect(leman?.local_title).toBe('Lac Léman');
    expect(leman?.sustainability.sustainability_score).toBeGreaterThan(0);
    const parts = leman?.sustainability.score_breakdown ?? [];
    expect(parts.reduce((sum, p) => sum + p.points, 0)).toBe(leman?.sustainability.sustainability_score);
    expect(parts.reduce((sum, p) => sum + p.max, 0)).toBe(100);
  });

  it('serves one place by slug, and a 404 envelope for an unknown one', async () => {
    const res = await ctx.app.inject('/api/swiss/places/matterhorn?lang=it');
    const body = placeResponseSchema.parse(res.json());
    expect(body.place.title).toBe('Cervino');
    expect(body.place.facts.length).toBeGreaterThanOrEqual(3);
    const missing = await ctx.app.inject('/api/swiss/places/atlantis');
    expect(missing.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(missing.json()).code).toBe('NOT_FOUND');
  });

  it.each([
    ['en', 'Lake Zurich, Zürich'],
    ['de', 'Zürichsee, Zürich'],
    ['fr', 'Lac de Zurich, Zurich'],
    ['it', 'Lago di Zurigo, Zurigo'],
  ])('answers the region in the language asked for (%s)', async (lang, region) => {
    const one = placeResponseSchema.parse((await ctx.app.inject(`/api/swiss/places/zurich?lang=${lang}`)).json());
    expect(one.place.region).toBe(region);
    const list = await v2(`type=cities_villages&per_page=50&lang=${lang}`);
    expect(list.places.find((p) => p.id === 'zurich')?.region).toBe(region);
  });

  it('finds places by the region label of any language', async () => {
    // Château de Chillon's region is "Veytaux near Montreux, Vaud"; in German "..., Waadt".
    const body = await v2('search=Waadt&per_page=50');
    expect(body.places.map((p) => p.id)).toContain('chateau-de-chillon');
  });

  it('filters the older places list by category and sustainability', async () => {
    const rivers = placesResponseSchema.parse((await ctx.app.inject('/api/swiss/places?category=rivers')).json());
    expect(rivers.places).toHaveLength(12);
    const green = placesResponseSchema.parse(
      (await ctx.app.inject('/api/swiss/places?sustainability_filter=true&limit=400')).json(),
    );
    expect(green.places.length).toBeGreaterThan(0);
    for (const p of green.places) {
      expect(p.sustainability.sustainability_score).toBeGreaterThan(SUSTAINABILITY.greenLeaderAbove);
    }
  });

  it('serves insights with a limit and in the chosen language', async () => {
    const body = insightsResponseSchema.parse((await ctx.app.inject('/api/swiss/insights?limit=5&lang=fr')).json());
    expect(body.insights).toHaveLength(5);
    const all = insightsResponseSchema.parse((await ctx.app.inject('/api/swiss/insights')).json());
    expect(all.insights).toHaveLength(30);
  });

  it('lists the nearest places, computed from coordinates', async () => {
    const body = nearbyResponseSchema.parse(
      (await ctx.app.inject('/api/swiss/v2/places/rheinfall/nearby?limit=5')).json(),
    );
    expect(body.nearby).toHaveLength(5);
    expect(body.nearby.map((p) => p.id)).not.toContain('rheinfall');
    const distances = body.nearby.map((p) => p.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(15); // Schaffhausen and its Munot are a few km away
    expect((await ctx.app.inject('/api/swiss/v2/places/atlantis/nearby')).statusCode).toBe(404);
  });

  it('serves the quiz in the older shape, with the right answer among the options', async () => {
    const body = quizResponseSchema.parse((await ctx.app.inject('/api/swiss/quiz?limit=50&lang=de')).json());
    expect(body.questions).toHaveLength(50);
    for (const q of body.questions) expect(q.options).toContain(q.correct_answer);
    expect(body.questions.filter((q) => q.place_id).length).toBeGreaterThan(10);
    expect((await ctx.app.inject('/api/swiss/quiz?limit=51')).statusCode).toBe(400);
  });

  it('serves the 50 built-in questions in the v2 shape and the chosen language', async () => {
    const body = v2QuizResponseSchema.parse((await ctx.app.inject('/api/swiss/v2/quiz?lang=fr')).json());
    expect(body.questions).toHaveLength(50);
    expect(body.questions.filter((q) => q.category === 'Geography').length).toBeGreaterThanOrEqual(8);
    expect(body.questions[0]?.options[body.questions[0].correct]).toBeTruthy();
  });

  it('answers 304 to a repeated places request with its ETag', async () => {
    const first = await ctx.app.inject('/api/swiss/v2/places?type=rivers');
    const again = await ctx.app.inject({
      url: '/api/swiss/v2/places?type=rivers',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

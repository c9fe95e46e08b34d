import {
  adminInsightResponseSchema,
  adminInsightsResponseSchema,
  adminQuizListResponseSchema,
  adminQuizResponseSchema,
  auditResponseSchema,
  errorEnvelopeSchema,
  insightsResponseSchema,
  v2QuizResponseSchema,
  type InsightSource,
  type QuizSource,
} from '@swiss/contract';
import { loadQuiz } from '@swiss/content';
import { describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../test/accounts.js';
import { useTestApp } from '../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../test/test-database.js';

const PLACE = 'five-lakes-walk-zermatt';
const byLang = <T>(make: (lang: string) => T) => ({ en: make('en'), de: make('de'), fr: make('fr'), it: make('it') });

/** A new question in all four languages, unlike any in the dataset. */
const newQuestion = (): Omit<QuizSource, 'id'> => ({
  category: 'Nature',
  place_id: PLACE,
  question: byLang((lang) => `Test question (${lang}): how many lakes does the walk pass?`),
  options: byLang((lang) => ['Three', 'Four', 'Five', `Six ${lang}`]),
  correct: 2,
  insight: byLang((lang) => `The walk is named after them (${lang}). It starts at Sunnegga.`),
  funFact: byLang((lang) => `Fun fact (${lang}).`),
});

const newInsight = (): Omit<InsightSource, 'id'> => ({
  place_id: PLACE,
  title: byLang((lang) => `Test insight (${lang})`),
  description: byLang((lang) => `A description in ${lang}.`),
});

describe.each(TEST_DATABASE_KINDS)('creating quiz questions and insights on %s', (kind) => {
  const ctx = useTestApp(kind);
  const admin = async () => bearer(await tokenFor(ctx.database.db, 'create-admin@example.org', 'admin'));
  const user = async () => bearer(await tokenFor(ctx.database.db, 'create-user@example.org', 'user'));
  const get = async (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const post = async (url: string, payload: unknown, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const quizIds = async () =>
    adminQuizListResponseSchema.parse((await get('/api/admin/quiz', await admin())).json()).questions.map((q) => q.id);
  const insightIds = async () =>
    adminInsightsResponseSchema
      .parse((await get('/api/admin/insights', await admin())).json())
      .insights.map((i) => i.id);
  const publicQuiz = async (lang: string) =>
    v2QuizResponseSchema.parse((await get(`/api/swiss/v2/quiz?lang=${lang}`)).json()).questions;
  const publicInsights = async (lang: string) =>
    insightsResponseSchema.parse((await get(`/api/swiss/insights?lang=${lang}&limit=100`)).json()).insights;
  const revertLatest = async (entity: string) => {
    const headers = await admin();
    const { entries } = auditResponseSchema.parse((await get('/api/admin/audit', headers)).json());
    const entry = entries.find((e) => e.action === 'create' && e.entity_id === entity);
    expect(entry).toMatchObject({ entity_kind: entity.startsWith('q') ? 'quiz' : 'insight' });
    expect(entry?.user_email).toBe('create-admin@example.org');
    expect((await post(`/api/admin/audit/${entry?.id}/revert`, undefined, headers)).statusCode).toBe(200);
  };

  it('lets only admins create: anonymous 401, a signed-in user 403, and nothing is written', async () => {
    const before = [await quizIds(), await insightIds()];
    const userHeaders = await user();
    for (const [url, body] of [
      ['/api/admin/quiz', newQuestion()],
      ['/api/admin/insights', newInsight()],
    ] as const) {
      for (const [headers, status] of [
        [{}, 401],
        [userHeaders, 403],
      ] as const) {
        const res = await post(url, body, headers);
        expect(res.statusCode, url).toBe(status);
        expect(errorEnvelopeSchema.parse(res.json()).status).toBe('error');
      }
    }
    expect([await quizIds(), await insightIds()]).toEqual(before);
  });

  it('creates a quiz question with the next free id, served in all four languages at once; a revert removes it', async () => {
    const res = await post('/api/admin/quiz', newQuestion(), await admin());
    expect(res.statusCode).toBe(201);
    const { question } = adminQuizResponseSchema.parse(res.json());
    expect(question.id).toBe('q51');
    for (const lang of ['en', 'de', 'fr', 'it']) {
      const served = (await publicQuiz(lang)).find((q) => q.id === 'q51');
      expect(served?.question, lang).toBe(`Test question (${lang}): how many lakes does the walk pass?`);
    }
    expect(await quizIds()).toContain('q51');
    // The same id again is refused, naming the field.
    const twice = await post('/api/admin/quiz', { ...newQuestion(), id: 'q51' }, await admin());
    expect(twice.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(twice.json()).details?.[0]?.field).toBe('id');

    await revertLatest('q51');
    expect(await quizIds()).not.toContain('q51');
    expect((await publicQuiz('en')).map((q) => q.id)).not.toContain('q51');
    expect(await publicQuiz('en')).toHaveLength(50);
  });

  it('creates an insight with a given id, served at once; a revert removes it', async () => {
    const res = await post('/api/admin/insights', { ...newInsight(), id: 'insight-90' }, await admin());
    expect(res.statusCode).toBe(201);
    expect(adminInsightResponseSchema.parse(res.json()).insight.id).toBe('insight-90');
    expect((await publicInsights('fr')).find((i) => i.id === 'insight-90')?.title).toBe('Test insight (fr)');

    const next = await post('/api/admin/insights', newInsight(), await admin());
    expect(adminInsightResponseSchema.parse(next.json()).insight.id).toBe('insight-91');
    await revertLatest('insight-91');
    await revertLatest('insight-90');
    const ids = await insightIds();
    expect(ids).not.toContain('insight-90');
    expect(ids).not.toContain('insight-91');
    expect((await publicInsights('en')).map((i) => i.id)).not.toContain('insight-90');
  });

  it('gives insights created at the same moment different ids, none refused', async () => {
    const headers = await admin();
    const before = await insightIds();
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        post('/api/admin/insights', { ...newInsight(), title: byLang((l) => `Together ${n} (${l})`) }, headers),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const ids = answers.map((a) => adminInsightResponseSchema.parse(a.json()).insight.id);
    expect(new Set(ids).size).toBe(3);
    expect(await insightIds()).toEqual(expect.arrayContaining([...before, ...ids]));
    for (const id of ids) await revertLatest(id);
  });

  it('has no way to create a category: the 11 are a fixed set (docs/decisions/0004)', async () => {
    const res = await post('/api/admin/categories', { key: 'castles' }, await admin());
    expect(res.statusCode).toBe(404);
  });

  it('rejects an invalid new record with 400 naming the field, and writes nothing', async () => {
    const headers = await admin();
    const auditBefore = auditResponseSchema.parse((await get('/api/admin/audit', headers)).json()).total;
    const [quizBefore, insightsBefore] = [await quizIds(), await insightIds()];
    const q = newQuestion();
    const cases: [string, unknown, string][] = [
      ['/api/admin/quiz', { ...q, question: { ...q.question, it: '' } }, 'question.it'],
      ['/api/admin/quiz', { ...q, options: { ...q.options, de: ['A', 'B', 'A', 'C'] } }, 'options.de'],
      ['/api/admin/quiz', { ...q, correct: 4 }, 'correct'],
      ['/api/admin/quiz', { ...q, category: 'Astrology' }, 'category'],
      ['/api/admin/quiz', { ...q, id: 'question-1' }, 'id'],
      ['/api/admin/quiz', { ...q, place_id: 'no-such-place' }, 'place_id'],
      ['/api/admin/quiz', { ...q, extra: true }, ''],
      // The dataset's quiz rules: no question twice, and a hint that does not give the answer away.
      ['/api/admin/quiz', { ...q, question: { ...q.question, fr: loadQuiz()[0]?.question.fr } }, 'question.fr'],
      ['/api/admin/quiz', { ...q, insight: { ...q.insight, en: 'Five lakes line it. More text.' } }, 'insight.en'],
      ['/api/admin/insights', { ...newInsight(), place_id: 'no-such-place' }, 'place_id'],
      ['/api/admin/insights', { ...newInsight(), title: { en: 'Only English' } }, 'title.de'],
      ['/api/admin/insights', { ...newInsight(), id: 'insight-01' }, 'id'],
    ];
    for (const [url, body, field] of cases) {
      const res = await post(url, body, headers);
      expect(res.statusCode, `${url} ${field}`).toBe(400);
      const error = errorEnvelopeSchema.parse(res.json());
      expect(error.status).toBe('error');
      expect(error.message, `${url} ${field}`).toContain(field);
    }
    expect([await quizIds(), await insightIds()]).toEqual([quizBefore, insightsBefore]);
    expect(auditResponseSchema.parse((await get('/api/admin/audit', headers)).json()).total).toBe(auditBefore);
  });
});

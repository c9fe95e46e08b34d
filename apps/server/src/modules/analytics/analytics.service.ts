import {
  QUIZ_SCORE_BANDS,
  quizScoreBand,
  type AdminAnalytics,
  type AnalyticsDay,
  type AnalyticsEvent,
  type Language,
} from '@swiss/contract';
import type { Database } from '@swiss/db';
import { addCounts, countersBetween, type CounterRow } from './analytics.repository.js';

/** The counters of analytics_daily: metric names and what their key holds. */
export const METRICS = {
  pageView: 'page_view', // key: screen
  pageLang: 'page_lang', // key: language of the page view
  placeView: 'place_view', // key: place id
  categoryView: 'category_view', // key: category key
  quizComplete: 'quiz_complete', // key: ''
  quizScore: 'quiz_score', // key: score band
  aiQuestion: 'ai_question', // key: 'answered' or 'fallback'
  aiLang: 'ai_lang', // key: language of the reply
} as const;

/** Today's date in UTC, the day every counter is filed under. */
export function utcDay(date = new Date()): string {
  return date.toISOString().slice(0, 10);
}

function countersOf(event: AnalyticsEvent): [string, string][] {
  switch (event.type) {
    case 'page_view':
      return [
        [METRICS.pageView, event.screen],
        [METRICS.pageLang, event.lang],
      ];
    case 'place_view':
      return [[METRICS.placeView, event.place_id]];
    case 'category_view':
      return [[METRICS.categoryView, event.category]];
    case 'quiz_complete':
      return [
        [METRICS.quizComplete, ''],
        [METRICS.quizScore, quizScoreBand(event.score)],
      ];
  }
}

/** Sums a batch into counter increments, so each counter is written once. */
function sumUp(day: string, pairs: [string, string][]): CounterRow[] {
  const sums = new Map<string, CounterRow>();
  for (const [metric, key] of pairs) {
    const id = `${metric}\u0000${key}`;
    const row = sums.get(id);
    if (row) row.count += 1;
    else sums.set(id, { day, metric, key, count: 1 });
  }
  return [...sums.values()];
}

/**
 * Counts a batch of visitor events; events naming a place we do not have are dropped (so made-up
 * keys cannot grow the table). Returns how many were counted.
 */
export async function recordEvents(
  db: Database,
  events: AnalyticsEvent[],
  isKnownPlace: (id: string) => boolean,
  now = new Date(),
): Promise<number> {
  const kept = events.filter((e) => e.type !== 'place_view' || isKnownPlace(e.place_id));
  await addCounts(db, sumUp(utcDay(now), kept.flatMap(countersOf)));
  return kept.length;
}

/** Counts one question to the AI guide: whether the answer was a fallback, and its language. */
export async function recordAiQuestion(
  db: Database,
  answer: { isFallback: boolean; language: Language },
  now = new Date(),
): Promise<void> {
  await addCounts(
    db,
    sumUp(utcDay(now), [
      [METRICS.aiQuestion, answer.isFallback ? 'fallback' : 'answered'],
      [METRICS.aiLang, answer.language],
    ]),
  );
}

const TOP = 10;

function emptyCounts(): Omit<AnalyticsDay, 'day'> {
  return {
    page_views: 0,
    screens: {},
    place_views: 0,
    category_views: 0,
    quiz_completions: 0,
    ai_questions: 0,
    ai_fallbacks: 0,
  };
}

function addTo(day: Omit<AnalyticsDay, 'day'>, row: CounterRow): void {
  switch (row.metric) {
    case METRICS.pageView:
      day.page_views += row.count;
      day.screens[row.key] = (day.screens[row.key] ?? 0) + row.count;
      break;
    case METRICS.placeView:
      day.place_views += row.count;
      break;
    case METRICS.categoryView:
      day.category_views += row.count;
      break;
    case METRICS.quizComplete:
      day.quiz_completions += row.count;
      break;
    case METRICS.aiQuestion:
      day.ai_questions += row.count;
      if (row.key === 'fallback') day.ai_fallbacks += row.count;
      break;
  }
}

function ranked(rows: CounterRow[], metric: string, limit = Infinity): { key: string; count: number }[] {
  const sums = new Map<string, number>();
  for (const row of rows) if (row.metric === metric) sums.set(row.key, (sums.get(row.key) ?? 0) + row.count);
  return [...sums.entries()]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
    .slice(0, limit);
}

/** The report of the last `days` days (today included), every day listed, zeros too. */
export async function analyticsReport(
  db: Database,
  days: number,
  titleOf: (placeId: string) => string | undefined,
  now = new Date(),
): Promise<AdminAnalytics> {
  const dayList: string[] = [];
  for (let i = days - 1; i >= 0; i--) dayList.push(utcDay(new Date(now.getTime() - i * 86_400_000)));
  const from = dayList[0] ?? utcDay(now);
  const to = utcDay(now);
  const rows = await countersBetween(db, from, to);

  const byDay = new Map<string, AnalyticsDay>(dayList.map((day) => [day, { day, ...emptyCounts() }]));
  const totals = emptyCounts();
  for (const row of rows) {
    const day = byDay.get(row.day);
    if (day) addTo(day, row);
    addTo(totals, row);
  }
  const scores = new Map(ranked(rows, METRICS.quizScore).map((r) => [r.key, r.count]));
  return {
    from,
    to,
    days: [...byDay.values()],
    totals,
    screens: ranked(rows, METRICS.pageView),
    top_places: ranked(rows, METRICS.placeView, TOP).map((r) => ({ ...r, title: titleOf(r.key) ?? r.key })),
    top_categories: ranked(rows, METRICS.categoryView, TOP),
    quiz_scores: QUIZ_SCORE_BANDS.map((band) => ({ band, count: scores.get(band) ?? 0 })),
    ai_fallback_rate: totals.ai_questions > 0 ? totals.ai_fallbacks / totals.ai_questions : null,
    languages: ranked(rows, METRICS.pageLang),
    ai_languages: ranked(rows, METRICS.aiLang),
  };
}

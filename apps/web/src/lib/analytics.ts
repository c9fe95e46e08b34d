import {
  ANALYTICS_MAX_BATCH,
  analyticsEventSchema,
  categoryKeySchema,
  resolveAnalyticsScreen,
  type AnalyticsEvent,
  type Language,
} from '@swiss/contract';

/**
 * Anonymous usage counts: what was viewed, never who viewed it. No cookie, no stored id, no URL with
 * its values is sent; the server only adds to daily sums. Events wait a few seconds and go as one
 * batch; a failure is dropped silently, since counting must never slow down or break a page.
 */
const ENDPOINT = '/api/analytics/events';
const FLUSH_AFTER_MS = 3000;
/** The same place or screen within this time is one view (re-renders, refetches, back and forth). */
const REPEAT_MS = 10_000;

const queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
const lastSeen = new Map<string, number>();
// Component tests (jsdom) have no server to count into.
const enabled = typeof window !== 'undefined' && import.meta.env.MODE !== 'test';

function send(events: AnalyticsEvent[], leaving: boolean): void {
  try {
    const body = JSON.stringify({ events });
    // Leaving the page: a beacon survives the unload (text/plain needs no preflight; the server parses it).
    if (leaving && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ENDPOINT, body)) return;
    void fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  } catch {
    // Counting is best effort.
  }
}

function flush(leaving = false): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) send(queue.splice(0, ANALYTICS_MAX_BATCH), leaving);
}

function track(event: AnalyticsEvent, repeatKey?: string): void {
  if (!enabled) return;
  if (repeatKey) {
    const now = Date.now();
    const last = lastSeen.get(repeatKey);
    lastSeen.set(repeatKey, now);
    if (last !== undefined && now - last < REPEAT_MS) return;
  }
  // An event the server would refuse would sink its whole batch: check it here with the same schema.
  if (!analyticsEventSchema.safeParse(event).success) return;
  queue.push(event);
  if (queue.length >= ANALYTICS_MAX_BATCH) flush();
  else timer ??= setTimeout(() => flush(), FLUSH_AFTER_MS);
}

if (enabled) {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush(true);
  });
  window.addEventListener('pagehide', () => flush(true));
}

export const analytics = {
  /** A screen by its route name, from the path (ids and query strings are never sent). */
  pageView(pathname: string, lang: Language): void {
    const screen = resolveAnalyticsScreen(pathname);
    if (!screen) return;
    track({ type: 'page_view', screen, lang }, `screen:${pathname}`);
    const [, first, second] = pathname.split('/');
    const category = categoryKeySchema.safeParse(second);
    if (first === 'category' && category.success)
      track({ type: 'category_view', category: category.data, lang }, `category:${category.data}`);
  },
  /** A place page that loaded. */
  placeView(placeId: string, lang: Language): void {
    track({ type: 'place_view', place_id: placeId, lang }, `place:${placeId}`);
  },
  /** A finished quiz round: the share of right answers, in percent. */
  quizComplete(correct: number, total: number, lang: Language): void {
    if (total <= 0) return;
    track({ type: 'quiz_complete', score: Math.round((100 * correct) / total), lang });
  },
};

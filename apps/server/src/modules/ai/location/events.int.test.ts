import { aiChatResponseSchema, type AiChatResponse } from '@swiss/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, useFakeProvider } from '../../../test/fake-provider.js';
import { useTestApp } from '../../../test/test-app.js';
import { DISCOVER_SWISS_ATTRIBUTION } from '../../live/feed/discover-swiss.js';

/** Bern, Bundesplatz. */
const BERN = { lat: 46.9466, lng: 7.4441 };
const DAY = 86_400_000;

/** An event as discover.swiss's Infocenter v2 lists it (DsEvent). */
function dsEvent(name: string, start: Date, lat: number, lng: number) {
  return {
    identifier: `ev_${name.replace(/\W+/g, '_')}`,
    name,
    description: `${name} in the old town`,
    startDate: start.toISOString(),
    endDate: null,
    url: `https://events.example.ch/${encodeURIComponent(name)}`,
    location: { name: 'Bern', geo: { latitude: lat, longitude: lng } },
  };
}

// The events provider on a real HTTP server on 127.0.0.1 (EVENTS_PROVIDER=discover-swiss).
const fake = useFakeProvider();
const env: Record<string, string> = {
  EVENTS_PROVIDER: 'discover-swiss',
  EVENTS_API_KEY: 'ds-key',
  EVENTS_TIMEOUT_MS: '1000',
  AI_RATE_LIMIT_MAX: '1000',
};
beforeAll(() => {
  env.EVENTS_BASE_URL = `${fake.origin}/info/v2`;
});

describe("AIRA's what's on near me, with the events provider", () => {
  const ctx = useTestApp('pglite', { env });
  const ask = async (message: string): Promise<AiChatResponse> => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/ai/chat', payload: { message, location: BERN } });
    expect(res.statusCode, res.body).toBe(200);
    return aiChatResponseSchema.parse(res.json());
  };

  it('answers from our own events alone when the provider fails (before any listing is cached)', async () => {
    fake.reset();
    // An answer that is not an event list (not retried: the budget of 2 calls a second stays for the next test).
    fake.on('/info/v2/events', answer.json({ error: 'maintenance' }));
    const reply = await ask("What's on near me this week?");
    expect(fake.calls('/info/v2/events')).toHaveLength(1);
    expect(reply.response).not.toContain('Lichterfest');
    expect(reply.response).toMatch(/^(We know of no events within 50 km of you this week\.|Events we know of within 50 km of you in )/); // prettier-ignore
    expect(reply.sources.some((source) => source.title === DISCOVER_SWISS_ATTRIBUTION)).toBe(false);
  });

  it("names the provider's events of the coming week near the position, dated and credited", async () => {
    fake.reset();
    const now = Date.now();
    fake.on(
      '/info/v2/events',
      answer.json({
        hasNextPage: false,
        nextPageToken: null,
        data: [
          dsEvent('Lichterfest Bundesplatz', new Date(now + 2 * DAY), 46.9468, 7.4437),
          dsEvent('Wintermarkt Waisenhausplatz', new Date(now + 20 * DAY), 46.949, 7.4421),
          dsEvent('Fête de Genève', new Date(now + 2 * DAY), 46.2044, 6.1432),
        ],
      }),
    );
    const reply = await ask("What's on near me this week?");
    expect(reply.isFallback).toBe(false);
    expect(reply.response).toContain('Lichterfest Bundesplatz');
    // Later than the week asked about, or farther than 50 km: not named.
    expect(reply.response).not.toContain('Wintermarkt');
    expect(reply.response).not.toContain('Genève');
    const day = new Intl.DateTimeFormat('en-CH', { day: 'numeric', month: 'long', timeZone: 'Europe/Zurich' });
    expect(reply.response).toContain(day.format(new Date(now + 2 * DAY)));
    const credit = reply.sources.find((source) => source.title === DISCOVER_SWISS_ATTRIBUTION);
    expect(credit?.url).toBe('https://events.example.ch/Lichterfest%20Bundesplatz');
  });
});

import { AR } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import type { ChatExchange } from '../../../lib/chat/use-chat';
import { placeFixture } from '../lib/place-fixture';
import { arChatSubject, recentExchanges } from './ar-chat';

const NOW = Date.parse('2026-06-01T12:00:00Z');

function exchange(id: number, minutesAgo: number): ChatExchange<undefined> {
  const askedAt = new Date(NOW - minutesAgo * 60_000).toISOString();
  return {
    id,
    context: undefined,
    question: `q${id}`,
    answer: `a${id}`,
    pending: false,
    isFallback: false,
    sources: [],
    language: 'en',
    askedAt,
    answeredAt: askedAt,
  };
}

describe('recentExchanges (spec §5: the last 5 messages of the last 5 minutes)', () => {
  it('keeps the spec limits', () => {
    expect(AR.chatMessages).toBe(5);
    expect(AR.chatWindowMs).toBe(5 * 60_000);
  });
  it('drops exchanges asked more than 5 minutes ago', () => {
    const shown = recentExchanges([exchange(1, 6), exchange(2, 5.5), exchange(3, 5), exchange(4, 1)], NOW);
    expect(shown.map((e) => e.id)).toEqual([3, 4]);
  });
  it('keeps only the newest 5, oldest first, each question with its answer', () => {
    const all = [1, 2, 3, 4, 5, 6, 7].map((id) => exchange(id, (8 - id) * 0.5));
    const shown = recentExchanges(all, NOW);
    expect(shown.map((e) => e.id)).toEqual([3, 4, 5, 6, 7]);
    expect(shown.every((e) => e.answer === `a${e.id}`)).toBe(true);
  });
  it('is empty after 5 quiet minutes', () => {
    expect(recentExchanges([exchange(1, 2)], NOW + 4 * 60_000)).toEqual([]);
  });
});

describe('arChatSubject: what the server answers from (the question goes as typed)', () => {
  const at = { lat: 46.0207, lng: 7.7491 };
  it('asks about our catalog place by its id', () => {
    const place = placeFixture({ explorer_place_id: 'zermatt-matterhorn-museum', lat: 46.02, lng: 7.75 });
    expect(arChatSubject(place, at)).toEqual({ location_id: 'zermatt-matterhorn-museum' });
  });
  it("asks about another place by that place's position", () => {
    const place = placeFixture({ explorer_place_id: null, lat: 46.03, lng: 7.76 });
    expect(arChatSubject(place, at)).toEqual({ location: { lat: 46.03, lng: 7.76 } });
  });
  it("asks a general question with the visitor's position", () => {
    expect(arChatSubject(undefined, at)).toEqual({ location: at });
  });
});

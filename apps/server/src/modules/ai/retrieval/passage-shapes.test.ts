import { describe, expect, it } from 'vitest';
import type { Knowledge } from '../knowledge.js';
import { shapeKeys } from './passage-kinds.js';
import { askGrounded as ask, testPassage as passage } from './test-helpers.js';

/* A weekday named answers "which day" and "when"; a route "from A to B" says where a path starts. */

const en: Knowledge = {
  lang: 'en',
  subject: 'Town Market',
  overview: [],
  passages: [
    passage('The market is held on Tuesday and Saturday mornings.', 'facts'),
    passage('Budget day: Travel by train and bus; a Half Fare Card lowers the fares.', 'itineraries', ['itinerary']),
    passage('Best seasons: spring, summer, autumn.', 'events', ['season', 'when']),
  ],
};
const it_: Knowledge = {
  lang: 'it',
  subject: 'Sentiero del lago',
  overview: [],
  passages: [
    passage('Facile sentiero da Castagnola a Gandria tra gli ulivi.', 'summary'),
    passage('Stazione più vicina: Lugano.', 'gettingThere', ['transport', 'station', 'where']),
  ],
};
const market: Knowledge = {
  lang: 'it',
  subject: 'Mercato del paese',
  overview: [],
  passages: [
    passage('Il mercato si tiene ogni sabato mattina.', 'facts'),
    passage('Stagioni migliori: primavera, estate, autunno.', 'events', ['season', 'when']),
  ],
};

describe('what a passage’s shape answers', () => {
  it('keys a weekday and a route', () => {
    expect(shapeKeys('Il mercato si tiene ogni sabato mattina.', 'it')).toContain('!weekday');
    expect(shapeKeys('Der Weg führt von Göschenen nach Andermatt.', 'de')).toContain('!start');
    expect(shapeKeys('Un sentier de Castagnola à Gandria.', 'fr')).toContain('!start');
    expect(shapeKeys('A quiet lake with two villages.', 'en')).toEqual([]);
  });
  it('answers which day with the weekday, not a "Budget day"', () => {
    expect(ask(en, 'Which days is the market on?')).toContain('Tuesday');
  });
  it('answers when a market is with its weekday', () => {
    expect(ask(market, 'Quando c’è il mercato?')).toContain('sabato');
  });
  it('answers where a path starts with the route', () => {
    expect(ask(it_, 'Da dove parte il sentiero?')).toContain('Castagnola');
  });
});

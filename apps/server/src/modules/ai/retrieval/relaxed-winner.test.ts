import { describe, expect, it } from 'vitest';
import type { Knowledge } from '../knowledge.js';
import { evaluationKnowledge } from '../evaluation/evaluate.js';
import { terms } from './analyzer.js';
import { askGrounded as ask, testPassage as passage } from './test-helpers.js';

/* A winner by a smaller margin answers a question with at most one word the page does not know; "warum" is phrasing. */

const it_: Knowledge = {
  lang: 'it',
  subject: 'Lago Blu',
  overview: [],
  passages: [
    passage('Da fine maggio a fine ottobre si paga l’ingresso al lido.', 'events', ['season', 'when']),
    passage('Nella stagione balneare c’è un lido a pagamento con noleggio barche.', 'history', ['history']),
    passage('La funicolare è stata aperta nel 1910.', 'facts'),
    passage('Stazione più vicina: Flims.', 'gettingThere', ['transport', 'station']),
  ],
};

describe('a winner by a smaller margin', () => {
  it('answers when only one word of the question is unknown to the page', () => {
    expect(ask(it_, 'Si paga per entrare?')).toContain('si paga l’ingresso');
    expect(ask(it_, 'Si paga per entrare?')).not.toMatch(/^Non ho/);
  });
  it('answers from a real page whose best passage leads by less than half', () => {
    // Murten's page: the walls and their wall-walk, said in two passages of nearly equal score.
    const text = ask(evaluationKnowledge('murten', 'fr'), 'On peut marcher sur les remparts ?');
    expect(text).not.toMatch(/^Je n'ai pas/);
    expect(text).toContain('chemin de ronde');
  });
  it('still refuses a question of several words the page does not know', () => {
    expect(ask(it_, 'Il lago è un vulcano spento? Quando è stata l’ultima eruzione?')).toMatch(/^Non ho/);
  });
  it('reads "warum" as phrasing, not a topic', () => {
    expect(terms('warum reifen die Trauben so gut', 'de')).not.toContain('warum');
  });
});

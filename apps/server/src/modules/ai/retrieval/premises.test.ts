import { describe, expect, it } from 'vitest';
import { GroundedEngine } from '../grounded-engine.js';
import type { Knowledge } from '../knowledge.js';
import { CANTON_NAMES, cantonPhrase, cantonsNamed } from './cantons.js';
import { claimedCantons } from './premises.js';

/* False premises: a wrong canton, a wrong year or height stated in the question get a "No" and our data. */

const engine = new GroundedEngine();
const knowledge: Knowledge = {
  lang: 'en',
  subject: 'Testhorn',
  canton: 'NW',
  overview: [],
  passages: [
    {
      text: 'Testhorn is in the canton of Nidwalden, NW, region Lake Lucerne.',
      section: 'facts',
      cues: ['location', 'where'],
      weight: 1,
    },
    { text: 'Elevation of Testhorn: 1898 m above sea level.', section: 'facts', cues: ['height'], weight: 1.2 },
    { text: 'The first funicular up the mountain opened in 1893.', section: 'history', cues: ['history'], weight: 0.9 },
    {
      text: 'A cable car from Lucerne reaches the summit in summer.',
      section: 'gettingThere',
      cues: ['transport'],
      weight: 1,
    },
  ],
};
const ask = (question: string) => engine.answerNow({ question, language: 'en', knowledge }).text;

describe('false premises', () => {
  it('has all 26 cantons, each named in four languages', () => {
    expect(Object.keys(CANTON_NAMES)).toHaveLength(26);
    expect(cantonPhrase('VS', 'fr')).toBe('du Valais (VS)');
    expect(cantonPhrase('GR', 'it')).toBe('dei Grigioni (GR)');
    expect(cantonsNamed('Liegt das im Kanton Graubünden?')).toEqual(['GR']);
  });

  it('reads "in the canton of X" and "is in X" as a claim, "from X" not', () => {
    expect(claimedCantons('Lo Stanserhorn è nel cantone di Lucerna, giusto?')).toEqual(['LU']);
    expect(claimedCantons('Lugano is in Graubünden, right?')).toEqual(['GR']);
    expect(claimedCantons('How do I get there from Lucerne?')).toEqual([]);
  });

  it('says no to a wrong canton and names the right one', () => {
    expect(ask('Testhorn is in the canton of Lucerne, right? Tell me about it.')).toMatch(
      /No\. Testhorn is in the canton of Nidwalden/,
    );
    // The right canton confirms nothing by itself: the rest of the question decides.
    expect(ask('Testhorn is in the canton of Nidwalden, right?')).not.toMatch(/\bNo\b/);
  });

  it('corrects a year or a height the data does not hold with the one it does', () => {
    expect(ask('The funicular opened in 1950, right?')).toContain('No, our data says 1893.');
    expect(ask('Testhorn is over 3000 m high, correct?')).toContain('No, our data says 1898 m.');
    // A number the data holds is no false premise.
    expect(ask('The funicular opened in 1893, right?')).not.toContain('our data says');
  });
});

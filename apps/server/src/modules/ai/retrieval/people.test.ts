import { describe, expect, it } from 'vitest';
import { GroundedEngine } from '../grounded-engine.js';
import type { Knowledge, Passage } from '../knowledge.js';
import { creatorDistance } from './people.js';
import { askPlace } from './test-helpers.js';

/* "Who made it?": the passage naming the person next to a verb of making answers. */

const engine = new GroundedEngine();
const passage = (text: string): Passage => ({ text, section: 'facts', cues: [], weight: 1 });
const subject = new Set(['testburg']);

describe('who questions', () => {
  it('finds a name next to a verb of making, in four languages', () => {
    expect(creatorDistance(passage('The tower was designed by Anna Keller in 1890.'), 'en', subject)).toBeDefined();
    expect(creatorDistance(passage('Heinrich Muster erfand das Rezept 1915.'), 'de', subject)).toBeDefined();
    expect(
      creatorDistance(passage('Le topographe Jean Dupont en a réussi la première ascension.'), 'fr', subject),
    ).toBeDefined();
    expect(
      creatorDistance(passage("L'orologio, opera di Marco Rossi, fu completato nel 1530."), 'it', subject),
    ).toBeDefined();
  });

  it('takes no organisation, town or far-away name for a person', () => {
    expect(
      creatorDistance(passage('The first hut was built by the Swiss Alpine Club in 1863.'), 'en', subject),
    ).toBeUndefined();
    expect(creatorDistance(passage('La torre fu costruita come porta di Berna.'), 'it', subject)).toBeUndefined();
    expect(
      creatorDistance(
        passage('The first ascent in 1865 with its deadly fall shocked all of Victorian Europe.'),
        'en',
        subject,
      ),
    ).toBeUndefined();
  });

  it('answers "who built it" with the person, not the founding year', () => {
    const knowledge: Knowledge = {
      lang: 'en',
      subject: 'Testburg',
      overview: [],
      passages: [
        {
          text: 'Testburg: founded, built or first held in 1250.',
          section: 'facts',
          cues: ['built', 'year'],
          weight: 1.2,
        },
        { text: 'The keep was built by Count Rudolf around 1250.', section: 'history', cues: ['history'], weight: 0.9 },
      ],
    };
    expect(engine.answerNow({ question: 'Who built it?', language: 'en', knowledge }).text).toContain('Count Rudolf');
  });
});

describe('the first ascent, asked in a hurry', () => {
  it('reads "als erstes geschaft" and "le premier à être monté" as the first ascent', () => {
    expect(askPlace('bietschhorn', 'de', 'wer hat den Gipfel als erstes geschaft?').text).toContain('Leslie Stephen');
    // No first ascent on the page: the earliest ascent by a named person is what it knows.
    expect(
      askPlace('pilatus', 'fr', 'Qui est le premier à être monté là-haut, enfin le premier connu ?').text,
    ).toContain('Vadian');
  });
});

import { describe, expect, it } from 'vitest';
import type { Knowledge } from '../knowledge.js';
import { terms } from './analyzer.js';
import { isYesNoQuestion } from './question-patterns.js';
import { askGrounded as ask } from './test-helpers.js';

/* Dates for "since when", depth apart from altitude, irregular verb forms, yes-or-no openers, restrictions. */

const de: Knowledge = {
  lang: 'de',
  subject: 'Testdorf',
  overview: [],
  passages: [
    {
      text: 'Vom Bahnhof sind es 15 Minuten zu Fuss bis zur Standseilbahn.',
      section: 'gettingThere',
      cues: ['transport'],
      weight: 1,
    },
    { text: 'Nächster Bahnhof: Testdorf.', section: 'gettingThere', cues: ['transport', 'station'], weight: 1.1 },
    {
      text: 'Seit 1899 verbindet eine Standseilbahn die Unterstadt mit der Oberstadt.',
      section: 'history',
      cues: ['history'],
      weight: 0.9,
    },
    {
      text: 'Die Zahnradbahn fährt nur in der warmen Jahreszeit, von Mai bis Oktober.',
      section: 'events',
      cues: ['season'],
      weight: 1,
    },
  ],
};

describe('dates, measures and follow-ups', () => {
  it('answers "since when" with the passage holding a year, not the whole Getting There section', () => {
    expect(ask(de, 'Seit wann fährt die Standseilbahn?')).toContain('1899');
  });

  it('gives an elevation no depth key: "how deep" finds the depth', () => {
    const fr: Knowledge = {
      lang: 'fr',
      subject: 'Lac Test',
      overview: [],
      passages: [
        { text: 'Altitude de Lac Test : 1851 m.', section: 'facts', cues: ['height'], weight: 1.2 },
        { text: 'Le lac mesure 49 m au plus creux.', section: 'facts', cues: [], weight: 1.2 },
      ],
    };
    expect(ask(fr, 'Et il est profond de combien ?')).toContain('49 m');
  });

  it('meets irregular forms: "rouvrit" and "rouvert", "wrote" and "written"', () => {
    expect(terms('il rouvrit', 'fr')).toEqual(terms('il a rouvert', 'fr'));
    expect(terms('Goethe wrote a poem', 'en')).toContain(terms('written', 'en')[0]);
  });

  it('reads "Geht das…", "Fährt…", "Should I…" as yes-or-no questions', () => {
    expect(isYesNoQuestion('Geht das auch mit dem Schiff nach Betlis?', 'de')).toBe(true);
    expect(isYesNoQuestion('Fährt die Bahn auch im Winter hinauf?', 'de')).toBe(true);
    expect(isYesNoQuestion('Should I book the boat in advance?', 'en')).toBe(true);
  });

  it('says no "yes" when the passage restricts to a season', () => {
    expect(ask(de, 'Fährt die Zahnradbahn auch im Winter?')).not.toMatch(/\bJa\b/);
  });
});

import { describe, expect, it } from 'vitest';
import type { Knowledge } from '../knowledge.js';
import { term, terms } from './analyzer.js';
import { HOW_MANY } from './question-patterns.js';
import { asksDuration, namesSeason, otherSeasonOnly } from './seasons.js';
import { askGrounded as ask, askPlace } from './test-helpers.js';

/* A season named in a follow-up, "ça prend combien de temps", and a time span for "how long does it take". */

const falls: Knowledge = {
  lang: 'en',
  subject: 'Test Falls',
  overview: [],
  passages: [
    { text: 'The falls drop about 300 m from the cliff.', section: 'facts', cues: ['height'], weight: 1.2 },
    { text: 'In summer a path leads to a gallery behind the falling water.', section: 'facts', cues: [], weight: 1.2 },
    {
      text: 'The gallery is closed in winter because of ice and falling rock.',
      section: 'events',
      cues: ['season'],
      weight: 1,
    },
  ],
};

const doubs: Knowledge = {
  lang: 'fr',
  subject: 'Chute Test',
  overview: [],
  passages: [
    { text: 'Des bateaux mènent à quelques minutes à pied de la chute.', section: 'history', cues: [], weight: 1 },
    {
      text: 'Un sentier sur la rive suisse y mène à pied en une heure environ.',
      section: 'history',
      cues: [],
      weight: 1,
    },
    { text: 'Prenez le train jusqu’aux Brenets.', section: 'gettingThere', cues: ['transport'], weight: 1 },
  ],
};

describe('seasons named in a question', () => {
  it('knows the four seasons in each language', () => {
    expect(namesSeason(term('winter', 'en') ?? '', 'en')).toBe(true);
    expect(namesSeason(term('Winter', 'de') ?? '', 'de')).toBe(true);
    expect(namesSeason(term('hiver', 'fr') ?? '', 'fr')).toBe(true);
    expect(namesSeason(term('inverno', 'it') ?? '', 'it')).toBe(true);
    expect(namesSeason(term('gallery', 'en') ?? '', 'en')).toBe(false);
  });

  it('sees a passage about summer only as another season, one about ice as winter too', () => {
    const asked = terms('in winter', 'en');
    expect(otherSeasonOnly(asked, new Set(terms('In summer a path leads behind the water', 'en')), 'en')).toBe(true);
    expect(otherSeasonOnly(asked, new Set(terms('Summer weekends and freezing spells', 'en')), 'en')).toBe(false);
    expect(otherSeasonOnly(asked, new Set(terms('A path leads behind the water', 'en')), 'en')).toBe(false);
  });

  it('answers "and in winter?" with the winter passage, not the summer one', () => {
    const reply = ask(falls, 'can you go behind it in winter too?', ['How tall are the falls?']);
    expect(reply).toContain('closed in winter');
    expect(reply).not.toContain('In summer');
  });

  it('reads "go" as phrasing, not a word to match', () => {
    expect(term('go', 'en')).toBeNull();
  });
});

describe('how long it takes', () => {
  it('reads "ça prend combien (de temps)" as a duration, not a count', () => {
    expect(HOW_MANY.fr.test('ça prend combien de temps ?')).toBe(false);
    expect(HOW_MANY.fr.test('combien de lacs ?')).toBe(true);
    expect(ask(doubs, 'et à pied, ça prend combien ?', ['Comment aller à la chute ?'])).toContain('une heure');
    expect(ask(doubs, 'et à pied, ça prend combien de temps ?', ['Comment aller à la chute ?'])).toContain('une heure');
  });

  it('asks a time span for "how long does it take", a length for "how long is it"', () => {
    const en = (q: string) => terms(q, 'en').map((t) => ({ term: t, concepts: t === 'long' ? ['length'] : [] }));
    expect(asksDuration([{ term: '@duration', concepts: ['duration'] }])).toBe(true);
    expect(asksDuration([...en('how long is it'), { term: '@duration', concepts: ['duration'] }])).toBe(false);
    expect(asksDuration([{ term: 'ora', concepts: ['duration'] }])).toBe(false);
  });

  it('refuses "how long does it take" when no passage states a time span', () => {
    const noSpan: Knowledge = { ...doubs, passages: doubs.passages.filter((p) => !p.text.includes('heure')) };
    expect(ask(noSpan, 'Et ça prend combien de temps à pied ?')).toMatch(/n'ai pas/);
  });
});

describe('Swiss German in a hurry', () => {
  it('reads "wie lang brauch ich" as a time span and "gebrant" as a fire', () => {
    expect(
      askPlace('gletscherschlucht-rosenlaui', 'de', 'Wie lang brauch ich ungefähr für die Schlucht?').text,
    ).toContain('Stunde');
    expect(askPlace('kapellbruecke-luzern', 'de', 'Wann hat die Brücke gebrant?').text).toContain('1993');
  });
});

describe('Swiss diminutives', () => {
  it('reads "Bähnli" and "Städtli" as the railway and the town', () => {
    expect(terms('Bähnli Städtli', 'de')).toEqual(terms('Bahn Stadt', 'de'));
    expect(terms('Ässe Beizli Zmittag', 'de')).toEqual(terms('Essen Restaurant Mittagessen', 'de'));
    // "In wie vielen Stufen fällt das Wasser?": a count asked, and what a fall does.
    expect(HOW_MANY.de.test('In wie vielen Stufen fällt das Wasser?')).toBe(true);
    expect(askPlace('ducanfall', 'de', 'In wie vielen Stufen fällt das Wasser?').text).toContain('drei Stufen');
    // "Gipfeli" (a croissant) and short names ("Rütli") keep their ending.
    expect(terms('Gipfeli Rütli', 'de')).not.toEqual(terms('Gipfel Rüt', 'de'));
    expect(
      askPlace('muottas-muragl', 'de', 'Wann ist das Bähnli auf Muottas Muragl in Betrieb gegangen?').text,
    ).toContain('1907');
  });
});

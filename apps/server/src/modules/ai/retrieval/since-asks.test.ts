import { describe, expect, it } from 'vitest';
import { askGrounded as ask, askPlace, testKnowledge } from './test-helpers.js';
import { asSinceWhen } from './since-asks.js';

/* "How long has it been there?" asks since when; "since when" naming only the place asks since it opened. */

const page = (lang: 'en' | 'fr' | 'it' | 'de', texts: string[]) => testKnowledge(lang, texts, 'Testladen');

describe('since when, asked as a length of time', () => {
  it('reads "how long has…been", "depuis combien de temps", "da quanto tempo", "wie lange…schon" as since when', () => {
    expect(asSinceWhen('How long has the shop been on the square?', 'en')).toBe(
      'since when has the shop been on the square?',
    );
    expect(asSinceWhen('Depuis combien de temps existe-t-il ?', 'fr')).toBe('depuis quand existe-t-il ?');
    expect(asSinceWhen("Da quanto tempo c'è il negozio?", 'it')).toBe("da quando c'è il negozio?");
    expect(asSinceWhen('Wie lange gibt es den Laden schon?', 'de')).toBe('seit wann gibt es den Laden schon?');
    // A duration stays one.
    expect(asSinceWhen('How long does the walk take?', 'en')).toBe('How long does the walk take?');
  });

  it('answers it with the year the place opened, not the walk of 20 minutes', () => {
    const en = page('en', [
      'The walk from the station to Testladen takes 20 minutes.',
      'Queues form before Christmas; weekday mornings are the calmest time.',
      'Testladen: founded, built or first held in 1859.',
    ]);
    expect(ask(en, 'How long has Testladen been here?')).toContain('1859');
    const it = page('it', [
      'Da Testladen alla stazione ci vogliono 20 minuti a piedi.',
      'Code prima di Natale; il momento più tranquillo è la mattina nei giorni feriali.',
      'Testladen: fondato, costruito o tenuto per la prima volta nel 1859.',
    ]);
    expect(ask(it, "Da quanto tempo c'è Testladen?")).toContain('1859');
  });
});

describe('when, in other words than the page', () => {
  it('finds the dated passage that meets the question by meaning', () => {
    // "train" on the page is "railway" and "Uetlibergbahn": "a railway followed in 1875".
    expect(askPlace('uetliberg', 'en', 'since when has the train been going up?').text).toContain('1875');
    // "Firma" is "Unternehmen", "protestantisch" is "reformiert".
    expect(askPlace('house-of-laederach', 'de', 'Seit wann gibts die Firma Läderach?').text).toContain('1962');
    expect(askPlace('cathedrale-de-lausanne', 'de', 'Seit wann ist die Kathedrale protestantisch?').text).toContain(
      '1536',
    );
    // "Le funi" is the funicular.
    expect(askPlace('chaumont', 'fr', 'Le funi, il date de quand ?').text).toContain('1910');
  });

  it('takes the place named by its kind and an early year ("um 775", "im Jahr 515")', () => {
    expect(askPlace('abbaye-de-saint-maurice', 'de', 'Seit wann gibts das Kloster schon?').text).toContain('515');
  });

  it('reads "quando è stato fondato" as a past, not as when in the year', () => {
    expect(askPlace('kloster-st-johann-muestair', 'it', 'quando è stato fondato il convento').text).toContain('775');
  });
});

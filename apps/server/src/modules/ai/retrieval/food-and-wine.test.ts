import { describe, expect, it } from 'vitest';
import type { Knowledge } from '../knowledge.js';
import { terms } from './analyzer.js';
import { askGrounded as ask, testKnowledge, testPassage as passage } from './test-helpers.js';

/* The place's own wine and food before the country's list; grapes named; "since when" by "since 1935"; "si trova" is no place. */

const it_: Knowledge = {
  lang: 'it',
  subject: 'Paese',
  overview: [],
  passages: [
    passage('Il vino è l’attività principale del paese.', 'history', ['history']),
    passage('È noto per il Johannisberg, nome vallesano del Silvaner.', 'facts'),
    passage('Le bancarelle offrono formaggi, salumi e pane.', 'facts'),
    passage('Paese si trova nel cantone Vallese (VS).', 'facts', ['location']),
    passage('La fabbrica è stata ampliata nel 2017.', 'facts'),
    passage('La fabbrica è qui dal 1935.', 'history', ['history']),
    passage('Chasselas (vino): cantine nel Vaud e nel Vallese.', 'food', ['food']),
    passage('Merlot (vino): cantine e grotti in Ticino.', 'food', ['food']),
  ],
};
const de: Knowledge = {
  lang: 'de',
  subject: 'Testdorf',
  overview: [],
  passages: [
    passage('Das Museum erzählt die Geschichte des Weinbaus und bietet einheimische Weine an.', 'history', ['history']),
    passage('Es ist der Hauptort des Blauburgunderlands, benannt nach dem Blauburgunder.', 'history', ['history']),
    passage('Chasselas (Wein): Weinkeller in der Waadt und im Wallis.', 'food', ['food']),
  ],
};

describe('food and wine of the place itself', () => {
  it('names the grape the place grows, not the country-wide list', () => {
    expect(ask(de, 'Was für Wein wächst in Testdorf?')).toContain('Blauburgunder');
    expect(ask(it_, 'Per quale vino è famoso il paese?')).toContain('Johannisberg');
  });
  it('leads with the own passage about food, then the food section', () => {
    const text = ask(it_, 'Cosa si mangia?');
    expect(text).toContain('salumi');
    expect(text.indexOf('salumi')).toBeLessThan(text.indexOf('Chasselas'));
  });
  it('reads "si trova" / "se trouve" as no question of place', () => {
    expect(terms('cosa si trova da mangiare', 'it')).not.toContain('trov');
    expect(terms('quels cépages on trouve', 'fr')).not.toContain('trouv');
    expect(ask(it_, 'Cosa si trova da mangiare?')).toContain('salumi');
  });
  it('answers "since when" with the passage that says since which year', () => {
    expect(ask(it_, 'Da quando c’è la fabbrica?')).toContain('1935');
  });
  it('reads "grab a bite", "un casse-croûte", "einen Imbiss" as asking for a restaurant', () => {
    const page = (lang: 'en' | 'fr' | 'de', text: string) => testKnowledge(lang, [text, 'Testsee: 1020 m.']);
    expect(ask(page('en', 'Today it houses a restaurant.'), 'Can you grab a bite at Testsee?')).toContain('restaurant');
    expect(ask(page('fr', 'Il abrite un restaurant.'), 'Peut-on prendre un casse-croûte au Testsee ?')).toContain(
      'restaurant',
    );
    expect(ask(page('de', 'Heute beherbergt er ein Restaurant.'), 'Gibt es am Testsee einen Imbiss?')).toContain(
      'Restaurant',
    );
  });
});

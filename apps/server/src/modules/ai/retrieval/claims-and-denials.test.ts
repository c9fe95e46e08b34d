import type { Language } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { isRefusal } from '../evaluation/evaluate.js';
import { GroundedEngine } from '../grounded-engine.js';
import { testKnowledge as knowledge } from './test-helpers.js';

/* Superlatives and "only in summer" confirmed only where the page states them; "No" when a passage denies. */

const engine = new GroundedEngine();
const ask = (lang: Language, question: string, texts: string[], subject?: string) =>
  engine.answerNow({ question, language: lang, knowledge: knowledge(lang, texts, subject) }).text;

describe('superlatives the page does not state', () => {
  it('refuses a superlative said of another thing, with what is close', () => {
    const answer = ask('de', 'Der Testsee ist doch der grösste See der Schweiz, oder?', [
      'Biel am Ufer des Sees ist die grösste zweisprachige Stadt der Schweiz.',
      'Der Testsee liegt am Jurasüdfuss.',
    ]);
    expect(isRefusal(answer, 'de')).toBe(true);
  });

  it('shows the "second highest" the page says instead', () => {
    const answer = ask(
      'de',
      'Das Testhorn ist doch der höchste Berg der Schweiz, oder?',
      ['Das Testhorn ist der zweithöchste Gipfel der Berner Alpen.', 'Es ist ein grosser, vergletscherter Berg.'],
      'Testhorn',
    );
    expect(answer).toContain('zweithöchste');
  });

  it('corrects the opposite superlative with "Non"', () => {
    const answer = ask(
      'fr',
      'La Côte est la plus petite région viticole du canton, non ?',
      ['La Côte est la plus grande région viticole du canton de Vaud.'],
      'La Côte',
    );
    expect(answer).toMatch(/Non\. La Côte est la plus grande/);
  });

  it('answers a superlative the page states', () => {
    const answer = ask('en', 'Is it the highest railway station in Europe?', [
      'The highest railway station in Europe lies at 3454 m.',
    ]);
    expect(isRefusal(answer, 'en')).toBe(false);
    expect(answer).toContain('3454');
  });
});

describe('"only in summer" against "all year"', () => {
  it('says no with the all-year passage', () => {
    const answer = ask('en', 'The Testbahn railway only runs in summer, right?', [
      'When the railway opened in 1898, it ran only in summer.',
      'Trains run all year, serving skiers and hikers.',
    ]);
    expect(answer).toMatch(/No\. Trains run all year/);
  });
});

describe('yes-or-no questions a passage denies', () => {
  it.each([
    [
      'en',
      'Can I take a motorboat on the lake?',
      'Motor boats are banned; a passenger boat links the villages.',
      'No.',
    ],
    ['de', 'Kann man mit dem Auto nach Quinten fahren?', 'Quinten ist nicht über eine Strasse erreichbar.', 'Nein.'],
    ['it', 'Ci si può arrivare in macchina?', 'Poiché nessuna strada è aperta al pubblico, si arriva a piedi.', 'No.'],
    ['it', "C'è una funivia fino in vetta?", 'Non ha impianti di risalita: la vetta si raggiunge a piedi.', 'No.'],
  ] as const)('%s: %s', (lang, question, text, word) => {
    expect(ask(lang, question, [text, 'Ein anderer Satz über den See.'])).toContain(`${word} `);
  });

  it('says no when the season asked is not the one the passage restricts to', () => {
    const answer = ask('de', 'Fährt die Zahnradbahn auch im Winter?', [
      'Die Zahnradbahn fährt nur in der warmen Jahreszeit, etwa von Mai bis November.',
    ]);
    expect(answer).toContain('Nein. Die Zahnradbahn');
  });

  it('does not deny with a broad word ("no hike" is no "on foot?")', () => {
    const answer = ask('fr', "on peut aller à pied sur l'île ?", [
      'Accès: une visite facile, sans randonnée.',
      "L'île est accessible à pied quand l'eau est basse.",
    ]);
    expect(answer).not.toMatch(/Non\./);
  });
});

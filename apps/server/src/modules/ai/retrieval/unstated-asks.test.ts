import type { Language } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { isRefusal } from '../evaluation/evaluate.js';
import { GroundedEngine } from '../grounded-engine.js';
import { askPlace, testKnowledge as knowledge } from './test-helpers.js';

/* Asks our data never states (an amount, parking, an activity it never names) refused; a lake's origin answered. */

const engine = new GroundedEngine();
const ask = (lang: Language, question: string, texts: string[]) =>
  engine.answerNow({ question, language: lang, knowledge: knowledge(lang, texts) }).text;

describe('asks our data never states', () => {
  it('refuses "how much" when the page names a fee but no amount', () => {
    const answer = ask('en', 'How much is the entrance fee for a family of four?', [
      'The lake is part of a privately run nature park with an entrance fee and a hotel.',
    ]);
    expect(isRefusal(answer, 'en')).toBe(true);
    expect(answer).toContain('entrance fee');
  });

  it('refuses where to park, though the page names a nature park', () => {
    const answer = ask('en', 'Where can I park in Oberdorf?', [
      'The lake lies in a nature park; buses run to Oberdorf.',
      'In nature reserves, stay on the paths.',
    ]);
    expect(isRefusal(answer, 'en')).toBe(true);
  });

  it('refuses an activity the page never names, though its stem is short ("pêcher")', () => {
    const answer = ask('fr', 'Peut-on pêcher dans le lac sans permis ?', [
      "Ne vous baignez que là où c'est permis; certains lacs sont des réserves naturelles.",
    ]);
    expect(isRefusal(answer, 'fr')).toBe(true);
  });

  it('still answers "can I see animals" (a short plain verb)', () => {
    const answer = ask('fr', 'on peut voir des animaux là-haut ?', [
      'On y observe souvent des bouquetins et des animaux.',
    ]);
    expect(isRefusal(answer, 'fr')).toBe(false);
  });
});

describe("a lake's origin", () => {
  it('answers "an artificial lake?" with how the lake formed', () => {
    const answer = ask('it', 'Il Testsee è un lago artificiale, giusto?', [
      'Il lago si formò in una conca dei detriti della frana di Flims.',
      'Nella stagione balneare è un lido a pagamento.',
    ]);
    expect(answer).toContain('frana');
  });
});

describe('"is there" with a question for its date', () => {
  it('answers when the thing dates from, though it opens like "is there one?"', () => {
    expect(askPlace('diesbachfall', 'fr', 'Il y a un vieux moulin en bas, il date de quand ?').text).toContain('1778');
    expect(isRefusal(askPlace('diesbachfall', 'fr', 'Il y a un minigolf en bas ?').text, 'fr')).toBe(true);
  });
});

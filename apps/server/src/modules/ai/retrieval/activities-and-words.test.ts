import type { Language } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { isRefusal } from '../evaluation/evaluate.js';
import { GroundedEngine } from '../grounded-engine.js';
import type { Knowledge } from '../knowledge.js';
import { askGrounded, askPlace, testKnowledge } from './test-helpers.js';
import { indexOf, queryTerm } from './index-knowledge.js';
import { NEGATION } from './question-patterns.js';

/* Activities the page never names, the language a place speaks, lexicon words that are no typos. */

const engine = new GroundedEngine();
const knowledge = (lang: Language, texts: string[]) => testKnowledge(lang, texts, 'Testort');
const ask = (k: Knowledge, question: string) => engine.answerNow({ question, language: k.lang, knowledge: k }).text;

describe('activities, languages and words', () => {
  it('refuses "can I X" when X is named nowhere, and answers it when it is', () => {
    const it_ = knowledge('it', [
      'La Reuss attraversa il centro città e scorre verso nord.',
      'In estate si può nuotare nel fiume.',
    ]);
    expect(isRefusal(ask(it_, 'Si può fare rafting sulla Reuss in centro città?'), 'it')).toBe(true);
    expect(isRefusal(ask(it_, 'Si può nuotare nella Reuss?'), 'it')).toBe(false);
  });

  it('meets "French-speaking" and "bilingual" as words of one concept', () => {
    const en = knowledge('en', [
      'The town lies on the language border and is officially bilingual.',
      'A funicular runs on wastewater.',
    ]);
    expect(ask(en, 'Is it a purely French-speaking town?')).toContain('bilingual');
  });

  it('takes no concept from a typo match when the word is a lexicon word itself', () => {
    const index = indexOf(knowledge('it', ['Il parco è protetto dal 1990.']));
    expect(queryTerm('progett', index, 1).concepts).not.toContain('protected');
  });

  it('reads "n\'importe quelle" as no negation', () => {
    expect(NEGATION.fr.test("rentrez depuis n'importe quelle gare")).toBe(false);
    expect(NEGATION.fr.test("ce n'est pas permis")).toBe(true);
  });
  it('meets "murailles" and "remparts", "walls" and "ramparts" as one thing', () => {
    const fr = knowledge('fr', ['Le chemin de ronde des remparts se visite.', 'La ville est bilingue.']);
    expect(ask(fr, 'Peut-on marcher sur les murailles ?')).toContain('chemin de ronde');
    const en = knowledge('en', ['The covered wall-walk on the ramparts can be visited.', 'The town is bilingual.']);
    expect(ask(en, 'Can you walk on the town walls?')).toContain('wall-walk');
  });
});

describe('animals by their names', () => {
  it('finds horses, beavers and kingfishers for "which animals"', () => {
    const abbey = testKnowledge('de', [
      'Die Klosteranlage wurde im 18. Jahrhundert barock neu gebaut.',
      'Die Mönche züchten seit Jahrhunderten Pferde.',
    ]);
    expect(askGrounded(abbey, 'Welche Tiere halten die Mönche?')).toContain('Pferde');
  });
});

describe('the same thing in other words', () => {
  it('meets "morte" with "uccise", "animali" with "daini"', () => {
    expect(askPlace('lauerzersee', 'it', 'Quante persone sono morte nella frana?').text).toContain('457');
    expect(askPlace('munot-schaffhausen', 'it', 'Che animali ci sono nel fosato?').text).toContain('daini');
  });
});

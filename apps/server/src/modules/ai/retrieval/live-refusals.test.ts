import { describe, expect, it } from 'vitest';
import { isRefusal } from '../evaluation/evaluate.js';
import { GroundedEngine } from '../grounded-engine.js';
import { testKnowledge as knowledge } from './test-helpers.js';

/* Live states (running today, the water's temperature) are not on our pages: refused. */

const engine = new GroundedEngine();

describe('live states and temperatures', () => {
  it.each([
    ['en', 'Is the cable car running today?', 'The cable car runs from May to October.'],
    ['de', 'Wie warm ist das Wasser im Juli?', 'Im Sommer ist das Wasser warm und der See beliebt zum Baden.'],
    ['fr', "L'eau est-elle assez chaude pour se baigner ?", "On se baigne dans l'eau du lac en été."],
    ['it', 'La strada è aperta oggi?', "La strada è aperta solo d'estate."],
  ] as const)('%s: %s', (lang, question, text) => {
    const answer = engine.answerNow({ question, language: lang, knowledge: knowledge(lang, [text]) }).text;
    expect(isRefusal(answer, lang)).toBe(true);
  });

  it('answers a temperature the page does give', () => {
    const answer = engine.answerNow({
      question: 'How warm is the water in summer?',
      language: 'en',
      knowledge: knowledge('en', ['In summer the water reaches about 22 °C.']),
    }).text;
    expect(answer).toContain('22 °C');
  });
});

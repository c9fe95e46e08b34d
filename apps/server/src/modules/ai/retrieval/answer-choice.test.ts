import { describe, expect, it } from 'vitest';
import type { Knowledge } from '../knowledge.js';
import { replyLanguage } from './language.js';
import { askGrounded, askPlace, testKnowledge, testPassage } from './test-helpers.js';

/* Passages that agree need no lead; a count and a day-and-month date answer what they are asked. */

describe('choosing among passages that answer', () => {
  it('answers a yes-or-no question when the two best passages say the same thing', () => {
    const k = testKnowledge('de', [
      'Ausgesetzte Stellen sind mit Ketten und Geländern gesichert.',
      'Auch der Abstieg ist mit Seilen gesichert.',
      'Der Gipfel bietet eine weite Aussicht.',
      'Oben steht ein kleines Restaurant.',
      'Der Berg ist aus Kalkstein.',
      'Im Sommer fährt eine Bahn zum Sattel.',
      'Der Gipfel liegt auf 1898 m.',
    ]);
    const answer = askGrounded(k, 'Ist der Weg gesichert? Ich bin nicht ganz schwindelfrei.');
    expect(answer).toContain('gesichert');
    expect(answer).not.toMatch(/habe ich .* nicht/);
  });

  it('answers "how many" from the passage with the count when a picture of the thing ranks first', () => {
    const k = testKnowledge('de', [
      'Fotospot: Käselaibe im Reifekeller.',
      "Im Reifekeller lagern bis zu 12'500 Laibe.",
      'Die Gäste degustieren Käse verschiedener Reifestufen.',
    ]);
    expect(askGrounded(k, 'Wie viele Käselaibe haben im Reifekeller Platz?')).toContain("12'500");
  });

  it('adds the day and month of the year a date question is answered with', () => {
    const k: Knowledge = {
      lang: 'fr',
      subject: 'Château de Test',
      overview: [],
      passages: [
        testPassage('Château médiéval lié à la bataille de Testville de 1476.', 'summary'),
        testPassage('Le château est aujourd’hui un musée consacré à la bataille.'),
        testPassage('Le 2 mars 1476, les Confédérés battirent le duc près de Testville.'),
      ],
    };
    expect(askGrounded(k, 'date de la bataille de testville')).toContain('2 mars 1476');
  });
});

describe('the language of a short question', () => {
  it('reads a word only one language uses when no function word says it', () => {
    expect(replyLanguage('jungfrau height?', 'de')).toBe('en');
    expect(replyLanguage('altezza jungfrau?', 'de')).toBe('it');
    expect(replyLanguage('Matterhorn?', 'fr')).toBe('fr');
  });
});

describe('a second passage that answers too', () => {
  it('joins the best one when it scores at least 60 % of it, after it', () => {
    const museum = testKnowledge('de', [
      'Das Museum wurde 1898 im Bau von Gustav Gull eröffnet.',
      'Ein moderner Erweiterungsbau des Museums wurde 2016 eröffnet.',
    ]);
    const reply = askGrounded(museum, 'Wann wurde das Museum eröffnet?');
    expect(reply.indexOf('1898')).toBeGreaterThanOrEqual(0);
    expect(reply.indexOf('2016')).toBeGreaterThan(reply.indexOf('1898'));
    // The village below the top, then the trail down from it to Gandria.
    expect(askPlace('monte-bre', 'en', 'Can I walk down from the top to a village on the lake?').text).toContain(
      'Gandria',
    );
    expect(askPlace('saut-du-doubs', 'fr', "Comment il s'est formé, le lac ?").text).toContain('éboulement');
    // The best won on a third of the question; a passage covering as much joins: what feeds Gougra.
    expect(askPlace('lac-de-moiry', 'en', "What's all that water used for?").text).toContain('Gougra');
  });
});

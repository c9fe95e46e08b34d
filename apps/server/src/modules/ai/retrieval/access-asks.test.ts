import { describe, expect, it } from 'vitest';
import { terms } from './analyzer.js';
import { askGrounded as ask, askPlace, testKnowledge } from './test-helpers.js';

/* The way there asked with verbs of coming and going, "without a car", and Italian auxiliaries. */

const en = testKnowledge('en', [
  'Elevation of Testberg: 925 m above sea level.',
  'A funicular climbs from the lakeside to the summit.',
]);

describe('the way there, in any wording', () => {
  it('reads "what is the way up there?" after a question on the height as asking the transport', () => {
    expect(ask(en, "ok and what's the way up there?", ['What altitude is Testberg at?'])).toContain('funicular');
    expect(ask(en, 'and how would we get up there?', ['How high is Testberg?'])).toContain('funicular');
  });

  it('reads "comment redescendre", "wie gelange ich", "come ci arrivo" as the way there', () => {
    const fr = askPlace('twannbachschlucht', 'fr', 'et ensuite, comment on redescend au lac ?', [
      'Où commencent les gorges de Douanne ?',
    ]);
    expect(fr.text).toContain('funiculaire');
    const de = askPlace('finsteraarhorn', 'de', 'Und wie gelange ich da hin?', [
      'Von wo sieht man das Finsteraarhorn am besten?',
    ]);
    expect(de.text).toContain('Fiesch');
  });

  it('reads "without a car" as public transport, not as a question about cars', () => {
    const fr = askPlace('klausen-pass', 'fr', 'et en été, on y va comment sans voiture ?', [
      'Le col du Klausen est-il ouvert en hiver ?',
    ]);
    expect(fr.text).toContain('car postal');
  });
});

describe('Italian auxiliaries', () => {
  it('drops "è stato" so it does not match "Stato federale"', () => {
    expect(terms('quando è stato inaugurato?', 'it')).not.toContain('stat');
    const answer = askPlace('telldenkmal-altdorf', 'it', 'e quando è stato inaugurato?', [
      'Chi è raffigurato nel monumento a Tell di Altdorf?',
    ]);
    expect(answer.text).toContain('1895');
  });
});

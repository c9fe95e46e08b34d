import { describe, expect, it } from 'vitest';
import { terms } from './analyzer.js';
import { indexOf } from './index-knowledge.js';
import { kindWords } from './kind-words.js';
import { isSubject } from './question-core.js';
import { askPlace, testKnowledge } from './test-helpers.js';

describe('the place named by its kind', () => {
  it('reads "la montagna" as the subject when the page never says it of the place', () => {
    // Monte Generoso's page says "montagna" only in the general mountain advice.
    expect(askPlace('monte-generoso', 'it', 'quanto è alta la montagna?').text).toContain('1701');
    expect(
      askPlace('monte-generoso', 'it', 'e quanto è alta la montagna?', ['Chi ha progettato il Fiore di pietra?']).text,
    ).toContain('1701');
  });

  it('takes a kind word as a whole word only ("monter" is no "montagne")', () => {
    const index = indexOf({
      ...testKnowledge('fr', ['Un sommet de 2350 m.'], 'Brienzer Rothorn'),
      kindWords: kindWords('peak', 'fr'),
    });
    const [montagne] = terms('montagne', 'fr');
    const [monter] = terms('monter', 'fr');
    expect(montagne && isSubject(montagne, index)).toBe(true);
    expect(monter && isSubject(monter, index)).toBe(false);
    // "sommet" is the page's own word: it still counts as a word to match.
    const [sommet] = terms('sommet', 'fr');
    expect(sommet && isSubject(sommet, index)).toBe(false);
  });
});

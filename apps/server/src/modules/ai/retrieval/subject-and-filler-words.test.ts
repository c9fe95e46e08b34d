import { describe, expect, it } from 'vitest';
import { isMisspeltQuestionWord, terms } from './analyzer.js';
import { indexOf } from './index-knowledge.js';
import { hasYear } from './field-answers.js';
import { kindWords } from './kind-words.js';
import { isSubject } from './question-core.js';
import { askAfter, askGrounded as ask, askPlace, testKnowledge } from './test-helpers.js';

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

describe('filler words', () => {
  it('reads colloquial particles and pronouns as phrasing, not as words the page must cover', () => {
    // "runter" (down) and "so en" (Swiss for "so ein") are how a visitor talks; the page says neither.
    expect(askPlace('pissevache', 'de', 'Wie hoch fällt das Wasser runter?').text).toContain('116');
    expect(askPlace('emmentaler-schaukaeserei', 'de', 'Wie schwer ist so en Emmentaler Laib?').text).toContain('75');
    expect(terms('elles celles', 'fr')).toEqual([]);
    expect(terms('qualcuno', 'it')).toEqual([]);
    expect(terms('actually', 'en')).toEqual([]);
    expect(terms('überhaupt wirklich ziemlich', 'de')).toEqual([]);
    expect(terms('vraiment plutôt déjà', 'fr')).toEqual([]);
    expect(terms('davvero proprio già', 'it')).toEqual([]);
  });

  it('takes a gorge cut or sawed by its river as how it formed', () => {
    expect(askPlace('aareschlucht', 'en', 'How did this gorge actually form?').text).toContain('ice age');
    expect(askPlace('aareschlucht', 'fr', 'Comment elles se sont formées, ces gorges ?').text).toContain('glaciation');
  });
});

describe('a follow-up about what the previous answer said', () => {
  it("answers when or how high from the previous answer's passage", () => {
    const peak = testKnowledge('de', [
      'John Tyndall bestieg es 1861 als Erster, zusammen mit zwei Bergführern.',
      'Der Gipfel ist 4506 m hoch.',
      'Die Hütte wurde 1900 gebaut.',
    ]);
    const ascent = 'Aus «Kurzinfos»: John Tyndall bestieg es 1861 als Erster, zusammen mit zwei Bergführern.';
    const first = { question: 'Wer war zuerst oben?', answer: ascent };
    expect(ask(peak, 'in welchem Jahr war das?', ['Wer war zuerst oben?'])).toMatch(
      /habe ich in den offiziellen Quellen/,
    );
    expect(askAfter(peak, 'in welchem Jahr war das?', [first])).toContain('1861');
    // "And on what day exactly?": the day and month of that year, where the page gives them.
    const slide = testKnowledge('en', [
      'In 1806 a landslide from the Rossberg buried Goldau.',
      'The landslide of 2 September 1806 killed 457 people.',
      'The lake lies at 1797 m.',
    ]);
    const what = {
      question: 'what happened here in 1806?',
      answer: 'From Quick Facts: In 1806 a landslide from the Rossberg buried Goldau.',
    };
    expect(askAfter(slide, 'what day exactly?', [what])).toContain('2 September 1806');
    // The year is in another passage about the same rare name the previous answer used.
    const castle = testKnowledge('de', [
      'Im 19. Jahrhundert kauften die Familien Bovy und Balland die Burg.',
      'Die Familien Bovy und Balland restaurierten sie ab 1849.',
      'Die Burg steht seit dem 13. Jahrhundert über dem Städtchen.',
    ]);
    const buyers = {
      question: 'Wer hat das Schloss gekauft?',
      answer: 'Aus «Kurzinfos»: Im 19. Jahrhundert kauften die Familien Bovy und Balland die Burg.',
    };
    expect(askAfter(castle, 'in welchem Jahr war das?', [buyers])).toContain('1849');
    // An altitude is no year; an early year is one where the founding is told.
    expect(hasYear('The lake lies at 1797 m.')).toBe(false);
    expect(hasYear('The abbey was founded in 719.')).toBe(true);
    // A follow-up naming something else asks about that.
    expect(askAfter(peak, 'und wann wurde die Hütte gebaut?', [first])).toContain('1900');
  });
});

describe('question words typed in a hurry', () => {
  it('reads "wich" and "dose" as the question words they are, not as words the page must cover', () => {
    expect(isMisspeltQuestionWord('wich', 'en')).toBe(true);
    expect(isMisspeltQuestionWord('dose', 'en')).toBe(true);
    expect(isMisspeltQuestionWord('welcer', 'de')).toBe(true);
    expect(isMisspeltQuestionWord('tall', 'en')).toBe(false);
    expect(askPlace('rhone-glacier', 'en', 'where does the Rhone flow to in the end, wich sea?').text).toContain(
      'Mediterranean',
    );
  });
});

describe('a measure asked and nothing else', () => {
  it('answers with the best passage stating the measure, not one using the word in passing', () => {
    // "l'alta valle" uses "alta" for "upper": the falls' 60 m answer "quanto è alta".
    expect(askPlace('ducanfall', 'it', 'quanto è alta in tutto la cascata?').text).toContain('60');
  });
});

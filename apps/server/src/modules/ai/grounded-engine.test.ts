import { describe, expect, it } from 'vitest';
import { GroundedEngine } from './grounded-engine.js';
import type { Knowledge } from './knowledge.js';
import { contentWords, detectLanguage, sentences, wordsMatch } from './text.js';

const knowledge: Knowledge = {
  passages: [
    {
      text: 'The Rhine Falls are 23 metres high.',
      cues: [],
      weight: 1.2,
      source: { title: 'Rhine Falls', url: '/place/rheinfall' },
    },
    { text: 'Boats take visitors to the rock in the middle of the falls.', cues: [], weight: 1 },
    { text: 'The nearest station is Neuhausen Rheinfall.', cues: contentWords('train station'), weight: 1 },
  ],
  subjectWords: contentWords('Rhine Falls'),
  overview: ['The Rhine Falls are the largest plain waterfall in Europe.'],
};

describe('GroundedEngine', () => {
  const engine = new GroundedEngine();

  it('answers with the passage that covers the question', async () => {
    const answer = await engine.answer({ question: 'How high are the Rhine Falls?', language: 'en', knowledge });
    expect(answer.text).toBe('The Rhine Falls are 23 metres high.');
    expect(answer.sources).toEqual([{ title: 'Rhine Falls', url: '/place/rheinfall' }]);
    const train = await engine.answer({ question: 'Which train station is closest?', language: 'en', knowledge });
    expect(train.text).toContain('Neuhausen Rheinfall');
  });

  it('refuses in the reply language when nothing matches', async () => {
    const answer = await engine.answer({ question: 'Wie teuer ist das Parkhaus?', language: 'de', knowledge });
    expect(answer).toMatchObject({ isFallback: true, sources: [] });
    expect(answer.text).toContain('offiziellen Quellen');
  });

  it('gives the overview for a question without a topic', async () => {
    const answer = await engine.answer({ question: 'Tell me more about the Rhine Falls', language: 'en', knowledge });
    expect(answer.text).toBe('The Rhine Falls are the largest plain waterfall in Europe.');
  });

  it('refuses when the word the visitor asks about is one our data never uses', async () => {
    const answer = await engine.answer({ question: 'What are the boat opening hours?', language: 'en', knowledge });
    expect(answer.isFallback).toBe(true);
  });

  it('answers from passages in the reply language when the knowledge has some', async () => {
    const mixed: Knowledge = {
      ...knowledge,
      passages: [
        { text: 'The rock in the middle is compact limestone.', cues: [], weight: 1 },
        { text: 'Le rocher au milieu des chutes est en calcaire compact.', cues: [], weight: 1 },
      ],
    };
    const answer = await engine.answer({ question: 'Est-ce compact ?', language: 'fr', knowledge: mixed });
    expect(answer.text).toBe('Le rocher au milieu des chutes est en calcaire compact.');
  });

  it('stays under 100 words', async () => {
    const long = { ...knowledge, passages: [{ text: `Boats ${'go '.repeat(150)}.`, cues: [], weight: 1 }] };
    const answer = await engine.answer({ question: 'boats?', language: 'en', knowledge: long });
    expect(answer.text.split(/\s+/).length).toBeLessThan(100);
  });
});

describe('text helpers', () => {
  it('folds accents and drops question words in all four languages', () => {
    expect(contentWords('Où se trouve le Château de Chillon?')).toEqual(['trouve', 'chateau', 'chillon']);
    expect(contentWords('Wie hoch ist der Säntis?')).toEqual(['hoch', 'saentis']);
  });

  it('keeps ordinals and abbreviations inside a sentence', () => {
    expect(sentences('Am 14. Juli 1865 gelang sie. Höhe: 4478 m ü. M.')).toEqual([
      'Am 14. Juli 1865 gelang sie.',
      'Höhe: 4478 m ü. M.',
    ]);
  });

  it('tells the four languages apart, ignoring quoted titles', () => {
    expect(detectLanguage('The falls are 23 metres high.')).toBe('en');
    expect(detectLanguage('Der Rheinfall ist 23 Meter hoch und im Sommer voll.')).toBe('de');
    expect(detectLanguage('Les chutes sont hautes de 23 mètres.')).toBe('fr');
    expect(detectLanguage('La visita di Goethe gli ispirò la poesia «Gesang der Geister über den Wassern».')).toBe(
      'it',
    );
  });

  it('matches word forms but not unrelated words with a shared start', () => {
    expect(wordsMatch('glacier', 'glaciers')).toBe(true);
    expect(wordsMatch('founded', 'founding')).toBe(true);
    expect(wordsMatch('passe', 'password')).toBe(false);
    expect(wordsMatch('wine', 'winter')).toBe(false);
    expect(wordsMatch('gross', 'groesste')).toBe(true); // "grösste" typed without the umlaut
    expect(wordsMatch('gletscherzunge', 'zunge')).toBe(true); // a German compound and its head
  });
});

import { describe, expect, it } from 'vitest';
import type { Knowledge } from '../knowledge.js';
import { askGrounded, askPlace, testKnowledge, testPassage } from './test-helpers.js';

/* "What is there to see?" asks for the highlights; "which philosopher?" for the person the page names. */

const town = (lang: Knowledge['lang'], texts: { summary: string; photo: string; station: string; other: string }) => ({
  lang,
  subject: 'Testfluss',
  overview: [],
  passages: [
    testPassage(texts.summary, 'summary'),
    testPassage(texts.other),
    testPassage(texts.photo, 'photos'),
    testPassage(texts.station, 'gettingThere'),
  ],
});

describe('what there is to see', () => {
  const en = town('en', {
    summary: 'A quiet river that loops past the medieval town of Saint-Aubin.',
    other: 'The river is popular with anglers and canoeists.',
    photo: 'Photo spot: The stone bridge and its statue.',
    station: 'Nearest station: St-Aubin.',
  });

  it('answers with the overview and the photo spots, not the station named like the town', () => {
    const answer = askGrounded(en, 'wat is there to see in st aubin');
    expect(answer).toContain('stone bridge');
    expect(answer).not.toContain('Nearest station');
  });

  it('reads a follow-up asking what to see in Italian', () => {
    const it_ = town('it', {
      summary: 'Borgo di case porticate sul lago, con una chiesa raggiunta da una lunga scalinata.',
      other: 'I battelli collegano il borgo a Lugano.',
      photo: 'Punto fotografico: La vista sul lago dalla chiesa.',
      station: 'Arrivare in battello da Lugano.',
    });
    expect(askGrounded(it_, 'e cosa vedo lì?', ['Come arrivo?'])).toContain('porticate');
  });

  it('leaves "where can I see…" and "when to visit" to the other rules', () => {
    expect(askGrounded(en, 'Where can I see the anglers?')).toContain('anglers');
  });
});

describe('a person asked by role', () => {
  const page = (lang: Knowledge['lang'], texts: string[]): Knowledge => ({
    lang,
    subject: 'Cascade de Test',
    overview: [],
    passages: [
      testPassage('Gare la plus proche : Testville. 20 min à pied', 'gettingThere'),
      ...texts.map((t) => testPassage(t)),
    ],
  });

  it('answers "quel philosophe" with the passage naming a person', () => {
    const k = page('fr', [
      'La cascade tombe de 60 m.',
      'Jean-Jacques Rousseau se promenait souvent jusqu’à la cascade.',
    ]);
    expect(askGrounded(k, 'quel philosophe venait à la cascade')).toContain('Rousseau');
  });

  it('takes no role word joined to a name ("Saint-Maurice") for a person asked', () => {
    const k = page('fr', ['La cascade tombe de 60 m.', 'Jean Dupont habitait le village.']);
    expect(askGrounded(k, 'Quelle est la hauteur de Saint-Test ?')).toContain('60 m');
  });

  it('reads "un edificio di Renzo Piano" as who designed it', () => {
    const k: Knowledge = {
      lang: 'it',
      subject: 'Centro Test',
      overview: [],
      passages: [
        testPassage('Presentazioni a rotazione mostrano dipinti e disegni del pittore.', 'history'),
        testPassage('Il centro fu aperto nel 2005 in un edificio di Renzo Piano.'),
      ],
    };
    expect(askGrounded(k, 'chi ha progettato il centro test')).toContain('Renzo Piano');
  });

  it('takes "geschafft" for a verb of doing first, not a misspelt shop', () => {
    const k = testKnowledge('de', [
      'Der Berg ragt 3967 m hoch auf.',
      'Anna Muster bestieg ihn 1858 als Erste.',
      'Im Dorf gibt es eine Bäckerei.',
    ]);
    expect(askGrounded(k, 'und wer hat ihn als Erste geschafft?', ['Wie hoch ist der Berg?'])).toContain('Anna Muster');
  });
});

describe('a person known by one name', () => {
  it('finds "Goethe described the falls" for a writer, not a passage naming places', () => {
    expect(askPlace('pissevache', 'en', 'Which famous writer wrote about the waterfall?').text).toContain('Goethe');
  });

  it('finds a three-word name from a first name ("Joseph Anton Koch")', () => {
    const fall = testKnowledge('de', [
      'Der Bach wird von Gletschern unter Breithorn und Grosshorn gespeist.',
      'Joseph Anton Koch malte den Fall um 1794.',
    ]);
    expect(askGrounded(fall, 'Welcher Maler hat den Fall gemalt?')).toContain('Joseph Anton Koch');
  });

  it("does not take the place's own namesake for its maker", () => {
    expect(askPlace('zentrum-paul-klee', 'it', 'chi ha progettato lo zentrum paul klee').text).toContain('Renzo Piano');
  });
});

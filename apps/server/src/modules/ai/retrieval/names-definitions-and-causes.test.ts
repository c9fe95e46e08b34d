import { describe, expect, it } from 'vitest';
import { isRefusal } from '../evaluation/evaluate.js';
import type { Knowledge } from '../knowledge.js';
import { askGrounded, askPlace, testKnowledge as knowledge } from './test-helpers.js';

/*
 * What a thing is called, what such a thing is, who made it (a German noun before the name), why it
 * is so (one fact, not a section), and the words that do not sink a right passage ("exactly", "fing
 * an" for "begann", "died" for "die out", "9 p.m." for "what time").
 */

describe('what a thing is called', () => {
  it.each([
    ['it', 'come si chiama la centrale elettrica', 'Hugschwendi'],
    ['it', 'come si chiama il tornante vicino al ghiacciaio', 'Belvédère'],
  ] as const)('%s: %s', (lang, question, name) => {
    const page = knowledge(lang, [
      'Negli anni 1950 una diga portò la superficie del lago a 54 ettari per produrre elettricità per la valle.',
      "L'acqua scende in condotta forzata alla centrale di Hugschwendi, nel fondovalle.",
      'La strada passa dal tornante del Belvédère, accanto al ghiacciaio.',
      'Il passo è chiuso in inverno.',
    ]);
    expect(askGrounded(page, question)).toContain(name);
  });
});

describe('what such a thing is', () => {
  it('answers "c\'est quoi un bisse" with the defining passage, though "bisse" names the place', () => {
    const page: Knowledge = {
      ...knowledge('fr', [
        'Le sentier longe un bisse historique taillé dans la falaise.',
        "Les bisses sont des canaux d'irrigation construits pour arroser les pentes sèches.",
      ]),
      subject: 'Bisse du Ro',
    };
    expect(askGrounded(page, "c'est quoi un bisse exactement")).toContain("canaux d'irrigation");
  });
});

describe('what a name means', () => {
  it.each([
    ['fr', 'le nom schreckhorn veut dire quoi'],
    ['en', 'what does the name schreckhorn mean'],
  ] as const)('%s: answers "%s" with the passage that glosses the name', (lang, question) => {
    const gloss =
      lang === 'fr'
        ? 'Le Schreckhorn (« pic de la terreur », 4078 m) est une tour de roche.'
        : "The Schreckhorn ('peak of terror', 4078 m) is a tower of rock.";
    const other = lang === 'fr' ? 'Son nom convient bien à ses arêtes abruptes.' : 'Its name suits its steep ridges.';
    const page: Knowledge = { ...knowledge(lang, [other, gloss]), subject: 'Schreckhorn' };
    expect(askGrounded(page, question)).toContain(lang === 'fr' ? 'terreur' : 'terror');
  });
});

describe('who made it, in German', () => {
  it('finds the name after a capitalised noun ("vom Bildhauer Richard Kissling")', () => {
    const page: Knowledge = {
      ...knowledge('de', [
        'Es zeigt den Helden mit Armbrust und seinen Sohn.',
        'Das Denkmal stammt vom Bildhauer Richard Kissling und wurde 1895 enthüllt.',
      ]),
      subject: 'Telldenkmal',
    };
    expect(askGrounded(page, 'wer hat das telldenkmal gemacht')).toContain('Kissling');
  });
});

describe('a cause asked', () => {
  it('answers "why is it green" with the cause, not the section the word "green" names', () => {
    const page: Knowledge = {
      ...knowledge('en', ['Its green colour and sharp aroma come from blue fenugreek.']),
      passages: [
        { text: 'Its green colour and sharp aroma come from blue fenugreek.', section: 'facts', cues: [], weight: 1 },
        { text: 'Sustainability score: 70/100', section: 'sustainability', cues: [], weight: 1 },
      ],
    };
    expect(askGrounded(page, 'why is it green')).toContain('fenugreek');
  });
});

describe('words that do not sink a right passage', () => {
  it('"exactly" and "die out" against "died out"', () => {
    const page = knowledge('en', [
      'After the Kyburg line died out in 1264, it passed to the Habsburgs.',
      "From 1424 to 1798 it was the seat of Zürich's bailiffs.",
    ]);
    const answer = askGrounded(page, 'what year did the kyburg family die out exactly');
    expect(isRefusal(answer, 'en')).toBe(false);
    expect(answer).toContain('1264');
  });

  it('"fing alles an" against "mit dem alles begann"', () => {
    const page = knowledge('de', [
      'Eine Ausstellung erzählt vom Bretzeli, dem dünnen Waffelgebäck, mit dem alles begann.',
      'Das Besucherzentrum liegt neben dem Bahnhof.',
    ]);
    const answer = askGrounded(page, 'mit welchem gebäck fing alles an');
    expect(isRefusal(answer, 'de')).toBe(false);
    expect(answer).toContain('Bretzeli');
  });

  it('"what time" against a clock time written "9 p.m."', () => {
    const page = knowledge('en', ['The tower bell is rung every evening at 9 p.m.', 'Best seasons: spring, summer.']);
    expect(askGrounded(page, 'what time does the bell ring')).toContain('9 p.m.');
  });
});

describe('where the water comes from', () => {
  it('answers with what feeds it, in whatever words the page says so', () => {
    expect(askPlace('truemmelbachfaelle', 'en', 'where does all that water come from?').text).toContain('glaciers');
    expect(askPlace('oltschibachfall', 'de', 'Woher kommt das ganze Wasser?').text).toContain('Oltscheren');
    expect(askPlace('iffigfall', 'it', "da dove arriva l'acqua del torrente?").text).toContain('Wildhorn');
    expect(askPlace('gorner-glacier', 'it', 'da dove arriva tutto quel ghiaccio?').text).toContain('Monte Rosa');
  });
});

describe('what a name means, in the words visitors use', () => {
  it('answers "ça veut dire quoi", "pourquoi elle s\'appelle", "the story behind the name"', () => {
    expect(askPlace('piz-nair', 'fr', 'Ça veut dire quoi, Piz Nair ?').text).toContain('noir');
    expect(askPlace('geltenschuss', 'fr', 'Ça veut dire quoi « Schuss » par ici ?').text).toContain('cascade');
    expect(askPlace('les-diablerets', 'en', 'whats the story behind the name?').text).toContain('devils');
  });
});

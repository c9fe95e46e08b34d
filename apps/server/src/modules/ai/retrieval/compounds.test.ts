import { describe, expect, it } from 'vitest';
import { GroundedEngine } from '../grounded-engine.js';
import type { Knowledge, Passage } from '../knowledge.js';
import { evaluationKnowledge } from '../evaluation/evaluate.js';
import { compoundKeyOf, compoundKeys } from './compounds.js';
import { indexOf, queryTerm } from './index-knowledge.js';
import { NEGATION } from './question-patterns.js';

/* German compounds split on a known head: "Brienzersee" is a lake, "Wasserfall" holds "Wasser". */

const engine = new GroundedEngine();
const passage = (text: string, section: Passage['section']): Passage => ({ text, section, cues: [], weight: 1 });

describe('German compound parts', () => {
  it('gives a compound its head and its modifier, and a lone head its one form', () => {
    expect(compoundKeys('Thuner- und Brienzersee', new Set())).toEqual(['^see', '^brienz']);
    expect(compoundKeys('die Staumauer', new Set())).toEqual(['^mauer', '^stau']);
    expect(compoundKeys('beide Seen', new Set())).toEqual(['^see']);
    // "Ost" is too short a part to stand on its own: no split.
    expect(compoundKeys('Ostweg', new Set())).toEqual([]);
  });

  it("leaves the subject's own name whole", () => {
    expect(compoundKeys('Der Silsersee liegt hoch', new Set(['silserse']))).toEqual([]);
  });

  it('reads a plural head as the head ("Seen" is "See")', () => {
    expect(compoundKeyOf('seen')).toBe('^see');
    expect(compoundKeyOf('mau')).toBe('^mauer');
    expect(compoundKeyOf('natur')).toBe('^natur');
  });

  it('lets a question word meet a compound of the page, less surely than the word itself', () => {
    const knowledge: Knowledge = {
      lang: 'de',
      subject: 'Harder Kulm',
      overview: [],
      passages: [passage('Die Plattform überblickt Thuner- und Brienzersee.', 'facts')],
    };
    const index = indexOf(knowledge);
    const [p] = index.passages;
    expect(p?.keys.has('^see')).toBe(true);
    const alternative = queryTerm('seen', index, 1).alternatives.find((a) => a.key === '^see');
    expect(alternative?.strength).toBeGreaterThan(0);
    expect(alternative?.strength).toBeLessThan(1);
  });

  it('adds no compound alternative the page cannot meet', () => {
    const knowledge: Knowledge = {
      lang: 'de',
      subject: 'Harder Kulm',
      overview: [],
      passages: [passage('Die Bahn fährt seit 1908.', 'facts')],
    };
    expect(queryTerm('see', indexOf(knowledge), 1).alternatives.map((a) => a.key)).not.toContain('^see');
  });

  it('reads a ban in a compound as a denial', () => {
    expect(NEGATION.de.test('Beachten Sie das Hundeverbot auf dem Steg.')).toBe(true);
    expect(NEGATION.de.test('Das Baden ist verboten.')).toBe(true);
    expect(NEGATION.de.test('Der Verbotene Weg ist gesichert.')).toBe(false);
  });

  it('answers a dog asked about from the page\'s "Hundeverbot", with a no', () => {
    // Taminaschlucht's page: dogs appear only in the compound; the topic is not absent from it.
    const knowledge = evaluationKnowledge('taminaschlucht', 'de');
    const history = [{ question: 'Wie komme ich zur Taminaschlucht?', answer: 'Ab Bahnhof Bad Ragaz.' }];
    const text = engine.answerNow({ question: 'darf mein hund mit?', language: 'de', knowledge, history }).text;
    expect(text).toContain('Hundeverbot');
    expect(text).toContain('Nein.');
  });

  it('answers where the stream comes from with the passage naming it', () => {
    // Oltschibachfall's page: "Wasser" meets the waterfall's compound, so the passage that says
    // where the stream comes from leads over one that only speaks of water.
    const knowledge = evaluationKnowledge('oltschibachfall', 'de');
    const text = engine.answerNow({
      question: 'Woher kommt das Wasser vom Oltschibach?',
      language: 'de',
      knowledge,
    }).text;
    expect(text).toContain('Oltscheren');
  });
});

import { describe, expect, it } from 'vitest';
import { isRefusal } from '../evaluation/evaluate.js';
import { GroundedEngine } from '../grounded-engine.js';
import type { Knowledge } from '../knowledge.js';
import { terms } from './analyzer.js';
import { askPlace as ask } from './test-helpers.js';

/* The general rules of issue 17, each on questions written for this test (not from an evaluation set). */

const engine = new GroundedEngine();

describe('grounded engine: general rules', () => {
  it('drops modal verbs ("peut", "può", "darf") as stop words', () => {
    expect(terms('Peut-on nager dans le lac ?', 'fr')).not.toContain('peut');
    expect(terms('Si può nuotare nel lago?', 'it')).not.toContain('puo');
    expect(terms('Darf man im See baden?', 'de')).not.toContain('darf');
  });

  it("scores the question's own word by its rarity, above passages that only share its concept", () => {
    const knowledge: Knowledge = {
      lang: 'en',
      passages: [
        // Passages of a wine field: they carry the concept as strongly as the word itself.
        { text: 'A vineyard path leads along the slope to Ligerz.', section: 'history', cues: ['wine'], weight: 1.2 },
        { text: 'Wine cellars line the old village street.', section: 'history', cues: ['wine'], weight: 1.2 },
        { text: 'Chasselas is the main grape on the north shore.', section: 'facts', cues: [], weight: 1 },
      ],
      subject: 'Twann',
      overview: [],
    };
    const { text } = engine.answerNow({ question: 'Which grape is it?', language: 'en', knowledge });
    expect(text).toMatch(/^From Quick Facts: Chasselas/);
  });

  it('answers "how steep" or "how high" with a number in that unit, not the first number in sight', () => {
    expect(ask('gelmersee', 'en', 'How steep is the funicular?').text).toContain('106');
    expect(ask('lago-del-sambuco', 'en', 'How high is the dam wall?').text).toContain('130');
    // The elevation field answers "how high" before a summary that also names the height.
    expect(ask('matterhorn', 'de', 'Wie hoch ist das Matterhorn?').text).toContain('Höhe von Matterhorn');
  });

  it('reads words neither the page nor the lexicon knows in a follow-up as phrasing', () => {
    const answer = ask('greifensee', 'en', 'and where does it end up?', ['Which river drains the lake?']);
    expect(answer.text).toContain('Rhine');
  });

  it('answers a bare "when is it?" about the page\'s own subject by its date', () => {
    expect(ask('zibelemaerit', 'en', 'When is the Zibelemärit?').text).toContain('November');
  });

  it('reads "est-ce que" as a yes-or-no question and answers it from the flag', () => {
    expect(ask('lutry', 'fr', 'Est-ce que Lutry est inscrit à l’UNESCO ?').text).toMatch(/\bOui\b/);
  });

  it('knows "enters" as a word of what flows into a lake', () => {
    expect(ask('lac-leman', 'en', 'Which river flows into the lake?').text).toContain('Rhône');
  });

  it('refuses to pick one winery or restaurant, and departure times the page lacks', () => {
    for (const [id, lang, question] of [
      ['lutry', 'fr', 'Quel restaurant de Lutry est le meilleur ?'],
      ['chamoson', 'en', 'Which winery in Chamoson has the best Petite Arvine?'],
      ['lac-leman', 'en', 'What time does the last boat leave for Évian?'],
      ['lac-leman', 'de', 'Wann fährt das letzte Schiff nach Genf?'],
    ] as const)
      expect(isRefusal(ask(id, lang, question).text, lang), question).toBe(true);
  });

  it('says no first when the passage that answers denies it', () => {
    expect(ask('saas-fee', 'en', 'Can I drive my car into the village?').text).toMatch(/^From Quick Facts: No\./);
  });
});

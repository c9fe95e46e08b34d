import { describe, expect, it } from 'vitest';
import { isRefusal } from '../evaluation/evaluate.js';
import { terms } from './analyzer.js';
import { indexOf } from './index-knowledge.js';
import { questionParts } from './question-core.js';
import { QUANTITY } from './question-patterns.js';
import { askGrounded, testKnowledge, testPassage } from './test-helpers.js';

/* Visitors' full sentences: a scene set before the question, politeness, a comparison, "this week". */

describe('visitor sentences', () => {
  const pass = testKnowledge('en', [
    'In summer a bus crosses the pass and stops right by the lake.',
    'The Testsee lies at about 2160 m.',
    'Cyclists often stop at the pass in summer.',
  ]);

  it('reads the clause that asks apart from the scene set before it', () => {
    const parts = questionParts('We are cycling over the pass next summer. How high is the Testsee?', indexOf(pass));
    expect(parts).toEqual({ ask: 'How high is the Testsee?', scene: 'We are cycling over the pass next summer.' });
    // "St. Moritz" ends no sentence.
    expect(questionParts('Is it near St. Moritz?', indexOf(pass)).scene).toBe('');
    // An asking clause that names nothing the page knows keeps the scene as what is asked.
    expect(questionParts('We come with the kids: is it allowed?', indexOf(pass)).scene).toBe('');
  });

  it("answers the question, not the scene's words", () => {
    const text = askGrounded(pass, 'We are cycling over the pass next summer. How high is the Testsee, roughly?');
    expect(text).toContain('2160');
    const walk = testKnowledge('fr', [
      'Elle se trouve à environ 25 minutes à pied du village.',
      'Le sentier est balisé en rouge et blanc.',
    ]);
    const question =
      'Nous venons avec deux enfants la semaine prochaine. Combien de temps faut-il marcher depuis le village ?';
    expect(askGrounded(walk, question)).toContain('25 minutes');
  });

  it('reads a yes-or-no question as one though a scene comes first', () => {
    const lake = testKnowledge('en', ['Motor boats are banned on the lake.', 'The lake is 40 m deep.']);
    const text = askGrounded(lake, 'We are bringing our own boat. Are motor boats allowed on the lake?');
    expect(text).toBe('From Quick Facts: No. Motor boats are banned on the lake.');
  });

  it('drops politeness and filler ("j\'aimerais savoir", "quelque chose", "vorremmo", "somewhere")', () => {
    expect(terms("J'aimerais savoir quelle est la longueur", 'fr')).toEqual(['longueur']);
    expect(terms('Y a-t-il quelque chose à voir ?', 'fr')).not.toContain('chos');
    expect(terms('Vorremmo un posto senza auto', 'it')).toEqual(['aut']);
    expect(terms('Is there somewhere local to eat without a car?', 'en')).toEqual(['eat', 'car']);
    // A place that answers "eat" is not refused as an unknown activity ("local").
    const castle = testKnowledge('en', ['Today the castle houses a restaurant where you can eat.']);
    expect(isRefusal(askGrounded(castle, 'Is there a local place to eat at the castle?'), 'en')).toBe(false);
  });

  it('knows thunderstorms are weather, "nearest" is near, "seen" is seeing', () => {
    const walk = testKnowledge('en', ['Summer afternoons can bring thunderstorms.', 'Best seasons: summer, autumn.']);
    const weather = askGrounded(walk, 'Anything I should know about the weather on this walk on a summer afternoon?');
    expect(weather).toContain('thunderstorms');
    expect(isRefusal(weather, 'en')).toBe(false);
    expect(terms('old walls can be seen', 'en')).toContain('see');
    const lake = testKnowledge('en', ['Nearest station: Lungern.', 'Boats sail in summer.']);
    const station = askGrounded(lake, 'Which railway station is close to the lake?');
    expect(station).toContain('Lungern');
    expect(isRefusal(station, 'en')).toBe(false);
  });

  it('reads "lequel…, A ou B ?" as a question, not a claim to confirm', () => {
    const lakes = testKnowledge('fr', [
      "C'est le plus grand et le plus haut des deux lacs du village.",
      'Le lac est gelé en hiver.',
    ]);
    const larger = askGrounded(lakes, "Lequel est le plus grand, l'Obersee ou l'Untersee ?");
    expect(larger).toContain('plus grand');
    expect(isRefusal(larger, 'fr')).toBe(false);
  });

  it('answers "which is higher, A or B?" with the measure of each', () => {
    const peak = testKnowledge('en', [
      'A cable car climbs to a top station at 3,303 m, a short distance below the summit.',
      'The summit itself, at 3,451 m, is reached only by mountaineers.',
      'Glaciers on its northern side make it a ski area.',
    ]);
    const text = askGrounded(peak, 'Which is higher, the top station or the actual summit, and by how much roughly?');
    expect(text).toContain('3,303');
    expect(text).toContain('3,451');
  });

  it('reads a reservation as a booking, not as a nature reserve', () => {
    expect(terms('Do they take reservations?', 'en')).toEqual(['book']);
    const inn = testKnowledge('en', ['The inn is built against a huge cliff.']);
    inn.passages.push({ ...testPassage('No, Testsee is not a protected area in our data.'), flag: 'protected' });
    expect(isRefusal(askGrounded(inn, 'What is on the menu at the inn, and do they take reservations?'), 'en')).toBe(
      true,
    );
  });

  it('reads "quelle est sa longueur", "qual è la lunghezza" as a quantity asked', () => {
    expect(QUANTITY.fr.test('Et quelle est sa longueur ?')).toBe(true);
    expect(QUANTITY.fr.test('Quelle est la pente maximale ?')).toBe(true);
    expect(QUANTITY.it.test('Qual è la lunghezza del sentiero?')).toBe(true);
  });

  it('refuses a live state asked for "this week", and "can I drive up" is asked of cars', () => {
    const lift = testKnowledge('fr', [
      "Le téléphérique s'arrête une partie de l'année pour révision, renseignez-vous avant.",
      'Stoos est un village sans voitures, accessible seulement par funiculaire.',
    ]);
    expect(isRefusal(askGrounded(lift, 'Le téléphérique est-il en révision cette semaine ?'), 'fr')).toBe(true);
    expect(askGrounded(lift, 'Peut-on monter à Stoos en voiture ?')).toContain('sans voitures');
  });
});

import { describe, expect, it } from 'vitest';
import { askGrounded, testKnowledge } from './test-helpers.js';

/* Claims the page contradicts: a "natural, untouched" lake it says was dammed, the wrong half of a region. */

describe('claims of a natural lake and of a region half', () => {
  it('answers "natural, never altered?" with "No" and the dated passage on the dam', () => {
    const lake = testKnowledge('en', [
      'A turquoise lake below the pass, once partly drained to gain farmland.',
      'From 1921 the lake was dammed again for a hydroelectric power station.',
      'Swimming is allowed at the lido.',
    ]);
    expect(askGrounded(lake, "The Testsee is a natural lake that people have never altered, isn't it?")).toBe(
      'From Quick Facts: No. From 1921 the lake was dammed again for a hydroelectric power station.',
    );
    const lago = testKnowledge('it', [
      'Dighe in terra completate verso il 1910 trattengono l’acqua.',
      'Il lago è piccolo.',
    ]);
    expect(askGrounded(lago, 'Il Testsee è un lago naturale, mai toccato dall’uomo, vero?')).toContain('No. Dighe');
  });

  it('leaves the claim alone where the page itself calls the lake natural', () => {
    const lake = testKnowledge('en', ['It is a natural lake, later raised by a small dam.', 'Boats sail in summer.']);
    expect(askGrounded(lake, 'The Testsee is a natural lake, right?')).not.toContain('No.');
  });

  it('corrects the upper half of a region with the lower one the page names', () => {
    const town = testKnowledge(
      'it',
      ['Il centro principale della Bassa Engadina, noto per le terme.', 'Altitudine: 1244 m s.l.m.'],
      'Scuol',
    );
    expect(askGrounded(town, 'Scuol si trova in Alta Engadina, giusto?')).toContain(
      'No. Il centro principale della Bassa Engadina',
    );
    const ort = testKnowledge('de', ['Der Hauptort des Unterengadins ist für seine Bäder bekannt.'], 'Scuol');
    expect(askGrounded(ort, 'Scuol liegt doch im Oberengadin, oder?')).toContain(
      'Nein. Der Hauptort des Unterengadins',
    );
    // "oberhalb" names no region.
    const hut = testKnowledge('de', ['Die Hütte liegt unterhalb des Gipfels.'], 'Testhütte');
    expect(askGrounded(hut, 'Die Testhütte liegt oberhalb des Gipfels, oder?')).not.toMatch(/^Aus «Kurzinfos»: Nein/);
  });
});

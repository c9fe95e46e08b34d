import { describe, expect, it } from 'vitest';
import { detectIntent } from './intents.js';
import { questionLanguage } from './language.js';

describe('the language of a question whose words mix languages', () => {
  it('an "is there" opener decides ("il y a un Coop hier in der Nähe ?" is French)', () => {
    expect(questionLanguage('il y a un Coop hier in der Nähe ?', 'de')).toBe('fr');
    expect(questionLanguage("c'è un Coop hier in der Nähe?", 'de')).toBe('it');
    // A German "where" before English words is no such opener.
    expect(questionLanguage('Wo ist the nearest zoo or Tierpark for the kids?', 'de')).toBe('en');
  });

  it('reads one grocer’s brand asked near as that shop', () => {
    expect(detectIntent('il y a un Coop hier in der Nähe ?')).toEqual({ kind: 'named', name: 'coop', openNow: false });
    expect(detectIntent('is there a Migros nearby?')).toEqual({ kind: 'named', name: 'migros', openNow: false });
  });
});

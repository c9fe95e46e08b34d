import { describe, expect, it } from 'vitest';
import { soundKey, soundsLike } from './sound-alike.js';

const places = [
  { id: 'giessbachfaelle', names: ['Giessbachfälle', 'Giessbach Falls'] },
  { id: 'reichenbachfaelle', names: ['Reichenbachfälle', 'Reichenbach Falls'] },
  { id: 'saentis', names: ['Säntis'] },
  { id: 'rheinfall', names: ['Rheinfall', 'Rhine Falls', 'Chutes du Rhin', 'Cascate del Reno'] },
  { id: 'bern', names: ['Bern'] },
];

describe('a place name as heard', () => {
  it.each([
    ['geese bach falls', 'giessbachfaelle'],
    ['the reichen back falls', 'reichenbachfaelle'],
    ['the sentis', 'saentis'],
    ['cascata del reno', 'rheinfall'],
    ['rine falls', 'rheinfall'],
  ])('%s -> %s', (heard, id) => {
    expect(soundsLike(heard, places)?.id).toBe(id);
  });

  it('a short or a far-off name matches nothing', () => {
    expect(soundsLike('bernina', places)).toBeUndefined();
    expect(soundsLike('tokyo', places)).toBeUndefined();
    expect(soundsLike('the lake', places)).toBeUndefined();
  });

  it('keys a name without spaces, article or bracket, its feature word made one', () => {
    expect(soundKey('Die Giessbachfälle (Brienz)')).toBe('giessbachfall');
    expect(soundKey('Rhine Falls')).toBe(soundKey('Rhinefall'));
  });
});

import { describe, expect, it } from 'vitest';
import { Gazetteer } from './gazetteer.js';

const gazetteer = new Gazetteer();
const townAt = (lat: number, lng: number) => gazetteer.town(lat, lng)?.locality.name;

describe('Gazetteer.town: the village a visitor stands in', () => {
  it('names a valley village by its own centre, not the nearer point of a neighbouring postcode area', () => {
    // Sonogno's postcode point lies in the mountains west of the village; Frasco's is nearer it.
    expect(townAt(46.3505, 8.7865)).toBe('Sonogno');
    expect(gazetteer.nearest(46.3505, 8.7865)?.locality.name).toBe('Sonogno');
    // Lavertezzo in the Verzasca valley, not Corippo a few kilometres down the valley.
    expect(townAt(46.2592, 8.8375)).toBe('Lavertezzo');
  });

  it('keeps the towns it named before: Zermatt, Lugano (not its suburb Sorengo), Zürich', () => {
    expect(townAt(46.0207, 7.7491)).toBe('Zermatt');
    expect(townAt(46.0037, 8.9511)).toBe('Lugano');
    expect(townAt(47.378, 8.54)).toBe('Zürich');
  });
});

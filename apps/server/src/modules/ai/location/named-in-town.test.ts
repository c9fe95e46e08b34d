import { describe, expect, it } from 'vitest';
import { answerIntent } from './answers.js';
import type { LocationSources } from './facts.js';
import { detectIntent } from './intents.js';
import { townInName } from './named-in-town.js';
import { searchOf, testPoi } from './test-pois.js';

const MORCOTE = { lat: 45.9236, lng: 8.9158 };
const PONTRESINA = { lat: 46.4925, lng: 9.9006 };
const open = { text: '24/7', open_now: true };
const closed = { text: 'Mo-Fr 08:30-16:00', open_now: false };

const sources: LocationSources = {
  pois: searchOf([
    testPoi({ name: 'Esca', category: 'gas_stations', types: ['gas_station', 'fuel'], distance: 0, lat: 45.8704, lng: 8.9819, vicinity: 'Via Pollini 27, 6850 Mendrisio', opening_hours: open }), // prettier-ignore
    testPoi({ name: 'Esca', category: 'gas_stations', types: ['gas_station', 'fuel'], distance: 0, lat: 45.93, lng: 8.93, vicinity: 'Via Cantonale, 6922 Morcote' }), // prettier-ignore
    testPoi({ name: 'Klinik Gut', category: 'healthcare', types: ['hospital', 'clinic'], distance: 0, lat: 46.497, lng: 9.842 }), // prettier-ignore
    testPoi({ name: 'Allgemeinpsychiatrische Tagesklinik St. Moritz', category: 'healthcare', types: ['hospital', 'clinic'], distance: 0, lat: 46.483, lng: 9.8357, opening_hours: closed }), // prettier-ignore
  ]),
  catalog: { all: () => [], search: () => [], place: () => undefined },
};

describe('a place named in another town, asked whether it is open', () => {
  it('splits "... a Mendrisio", "... in St. Moritz", "... de Martigny" into the name and the town', () => {
    expect(townInName('esca di via pollini a mendrisio')).toMatchObject({ rest: 'esca di via pollini', town: { name: 'Mendrisio' } }); // prettier-ignore
    expect(townInName('station coop pronto de martigny')?.rest).toBe('station coop pronto');
    expect(townInName('psychiatric day clinic in st. moritz')?.rest).toBe('psychiatric day clinic');
    expect(townInName('hotel sonne')).toBeUndefined();
  });

  it('reads a street of the address as where, not as what is asked ("via Pollini" is no pollen)', () => {
    expect(detectIntent("L'Esca di via Pollini a Mendrisio è aperta adesso?")).toMatchObject({ kind: 'named', openNow: true }); // prettier-ignore
  });

  it('finds the place of that name around the town, not the namesake by the visitor', async () => {
    const answer = await answerIntent({ sources, lang: 'it', at: MORCOTE }, detectIntent("L'Esca di via Pollini a Mendrisio è aperta adesso?")); // prettier-ignore
    expect(answer.sentences[0]).toContain('Mendrisio');
    expect(answer.sentences.join(' ')).toContain('24/7');
  });

  it('finds a place by its kind and a word’s stem in another language there ("psychiatric" clinic)', async () => {
    const answer = await answerIntent({ sources, lang: 'en', at: PONTRESINA }, detectIntent('Is the psychiatric day clinic in St. Moritz open now?')); // prettier-ignore
    expect(answer.sentences[0]).toMatch(/^Allgemeinpsychiatrische Tagesklinik St\. Moritz is \d\.\d km away/);
    expect(answer.sentences.join(' ')).toContain('closed now');
  });
});

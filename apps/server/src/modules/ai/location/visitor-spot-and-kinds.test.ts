import type { AiraPlace } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { typeSpecsOf } from '../../poi/place-types.js';
import { answerIntent } from './answers.js';
import { withoutSwimmingAtBathingPlace } from './bathing.js';
import type { LocationSources } from './facts.js';
import { namedAsHere } from './here-named.js';
import { detectIntent } from './intents.js';
import { testPoi } from './test-pois.js';
import { LIFT_FROM_HERE_KM, liftFromHereKm } from './town-scope.js';

const at = { lat: 45.92, lng: 8.92 };
const sourcesOf = (pois: AiraPlace[]): LocationSources => ({
  pois: { search: () => ({ status: 'success', results: pois, attributions: [] }) },
  catalog: { all: () => [], search: () => [], place: () => undefined },
});

describe('the kind asked, before the landmark of the visitor’s own spot', () => {
  it('reads "vom Camping aus" and "vicino al campeggio" as where from, not what', () => {
    expect(detectIntent('Wo ist der nächste Bahnhof vom Camping aus?')).toMatchObject({ kind: 'nearest', poi: 'station' }); // prettier-ignore
    expect(detectIntent("c'è una banca o un bancomat vicino al campeggio?")).toMatchObject({ kind: 'nearest', poi: 'atm' }); // prettier-ignore
    expect(detectIntent('Une pharmacie près des remontées ?')).toMatchObject({ kind: 'nearest', poi: 'pharmacy' });
  });

  it('reads a PostAuto stop as a bus stop', () => {
    expect(detectIntent('Zeig mir die Postautohaltestelle im Dorf')).toMatchObject({ kind: 'nearest', poi: 'bus' });
  });
});

describe('what our data does not hold: departure times, free beds, whether a lift runs today', () => {
  it('refuses them', () => {
    expect(detectIntent('a che ora passa il prossimo autopostale per Locarno?')).toEqual({ kind: 'refuse', reason: 'unknown' }); // prettier-ignore
    expect(detectIntent('Il reste des lits libres à la cabane de Panossière ce soir ?')).toEqual({ kind: 'refuse', reason: 'unknown' }); // prettier-ignore
    expect(detectIntent("Le télésiège de La Breya fonctionne-t-il aujourd'hui ?")).toEqual({ kind: 'refuse', reason: 'unknown' }); // prettier-ignore
    expect(detectIntent('Ist die Seilbahn heute in Betrieb?')).toEqual({ kind: 'refuse', reason: 'unknown' });
  });
});

describe('the way to a place named first, or climbed on foot', () => {
  it('reads "X, c’est à combien d’ici", "comment j’y vais" and "monter à X à pied"', () => {
    expect(detectIntent("Le lac des Dix, c'est à combien de kilomètres d'ici ?")).toEqual({ kind: 'directions', destination: 'lac des dix' }); // prettier-ignore
    expect(detectIntent("Verbier, c'est à combien d'ici et comment j'y vais ?")).toEqual({ kind: 'directions', destination: 'verbier' }); // prettier-ignore
    expect(detectIntent("On peut monter à la Dent de Vaulion à pied depuis ici ? c'est à combien ?")).toEqual({ kind: 'directions', destination: 'dent de vaulion' }); // prettier-ignore
  });
});

describe('bathing places and waterfalls', () => {
  it('reads a lido asked "per fare il bagno" as the kind, and swimming alone as a question about the water', () => {
    expect(detectIntent("c'è un lido qui vicino per fare il bagno?")).toMatchObject({ kind: 'nearest', poi: 'lido' });
    expect(detectIntent('Wo ist das nächste Strandbad?')).toMatchObject({ kind: 'nearest', poi: 'lido' });
    expect(detectIntent('Can I swim in the lake here?')).toMatchObject({ kind: 'refuse' });
    expect(withoutSwimmingAtBathingPlace('une plage pour se baigner')).not.toContain('baigner');
  });

  it('names the bathing places among the parks by their names only', async () => {
    const sources = sourcesOf([
      testPoi({ name: 'Swissminiatur', category: 'attractions', types: ['park'], distance: 1 }),
      testPoi({ name: 'Lido di Melide', category: 'attractions', types: ['park'], distance: 4 }),
    ]);
    const answer = await answerIntent({ sources, lang: 'it', at }, { kind: 'nearest', poi: 'lido', openNow: false });
    expect(answer.sentences[0]).toContain('Lido di Melide');
    expect(answer.sentences.join(' ')).not.toContain('Swissminiatur');
  });

  it('counts the catalog’s curated waterfalls (subcategory "waterfalls") as waterfalls', () => {
    expect(typeSpecsOf('waterfall')?.[0]?.subcategories).toContain('waterfalls');
  });
});

describe('here, named', () => {
  it('takes a valley named after "hier"/"here" as where the visitor is', () => {
    expect(namedAsHere('wie warm ist es gerade hier ')).toBe(true);
    expect(namedAsHere("what's the weather ")).toBe(false);
  });

  it('scopes a lift asked "d’ici" to a short radius, other kinds not', () => {
    expect(liftFromHereKm("Y a-t-il un téléphérique pour monter sur les crêtes d'ici ?", 'cable_car')).toBe(LIFT_FROM_HERE_KM); // prettier-ignore
    expect(liftFromHereKm("La pharmacie la plus proche d'ici ?", 'pharmacy')).toBeUndefined();
    expect(liftFromHereKm('Wo ist die nächste Seilbahn?', 'cable_car')).toBeUndefined();
  });
});

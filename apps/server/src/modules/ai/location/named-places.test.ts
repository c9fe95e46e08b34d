import type { AiraPlace } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { fold } from '../text.js';
import { answerIntent } from './answers.js';
import type { LocationSources } from './facts.js';
import { detectIntent } from './intents.js';
import { subcategoryAsked } from './kinds.js';
import { testPoi } from './test-pois.js';

/** Olten, Bahnhofplatz. */
const OLTEN = { lat: 47.3519, lng: 7.9077 };

const fuel = (id: string, name: string, km: number, hours: AiraPlace['opening_hours']): AiraPlace =>
  testPoi({ place_id: `osm:${id}`, name, category: 'gas_stations', types: ['fuel'], distance: km, opening_hours: hours, lat: OLTEN.lat, lng: OLTEN.lng, canton: 'SO' }); // prettier-ignore

const STATIONS = [
  { ...fuel('5', 'BEBECO', 0.3, null), vicinity: 'Bahnhofstrasse 3, 4600 Olten' },
  { ...fuel('6', 'BEBECO', 0.9, { text: '24/7', open_now: true }), vicinity: 'Schützenstrasse 1, 4600 Olten' },
  fuel('7', 'Eni', 14, { text: 'Mo-Su 06:00-22:00', open_now: true }),
  fuel('1', 'Migrol Tankstelle', 0.24, { text: '24/7', open_now: true }),
  fuel('2', 'Agrola', 0.5, null),
  fuel('3', 'Migrol Service Olten', 0.76, null),
  fuel('4', 'Agrola', 1.8, { text: '24/7', open_now: true }),
];

/** The POI search of the data, in memory: every keyword word in the name, within the radius, nearest first. */
const sources: LocationSources = {
  pois: {
    search: ({ keyword, limit, radiusKm }) => ({
      status: 'success',
      results: STATIONS.filter(
        (place) =>
          place.distance <= (radiusKm ?? Infinity) &&
          (keyword ?? '').split(' ').every((word) => fold(place.name).includes(word)),
      )
        .sort((a, b) => a.distance - b.distance)
        .slice(0, limit),
      attributions: [],
    }),
  },
  catalog: { all: () => [], search: () => [], place: () => undefined },
};
const ask = async (question: string) => {
  const intent = detectIntent(question);
  return (await answerIntent({ sources, lang: 'en', at: OLTEN }, intent)).sentences.join(' ');
};

describe('a place asked for by name', () => {
  it('the town the visitor is in says where, not which one: the nearest Migrol', async () => {
    expect(await ask('Is Migrol Olten open now?')).toMatch(/^Migrol Tankstelle is 240 m away/);
  });

  it('"Hotel Olten" keeps its town: the name is the rest', async () => {
    expect(await ask('Is Migrol Service Olten open?')).toMatch(/^Migrol Service Olten is 760 m away/);
  });

  it('its hours unknown, another of the same name nearby with hours is named too', async () => {
    const reply = await ask('Is the Agrola open now?');
    expect(reply).toBe(
      'Agrola is 500 m away. Its opening hours are not in our data. Another place of that name is Agrola, 1.8 km away. It is open now, the hours are 24/7.',
    );
  });
});

describe('a place asked for by name and where it is', () => {
  it('a street in the question is found in the address: the BEBECO on Schützenstrasse', async () => {
    expect(await ask('BEBECO Schützenstrasse offen?')).toMatch(/^BEBECO is 900 m away, Schützenstrasse 1/);
  });

  it('a name not within 10 km is looked for within 20 km', async () => {
    expect(await ask('Eni aperto?')).toMatch(/^Eni is 14 km away/);
  });
});

describe('the subcategory a kind word names', () => {
  it.each([
    ['cable_car', 'Where is the nearest cable car?', 'cable_car'],
    ['cable_car', 'nächste Sesselbahn?', 'chair_lift'],
    ['cable_car', 'Where is the nearest mountain lift?', undefined],
    ['hotel', 'Is there a hotel nearby?', 'hotel'],
    ['hotel', 'Any place to stay, a hostel or a hotel?', undefined],
    ['church', 'Où est l’église la plus proche ?', 'church'],
    ['church', 'Wo ist das nächste Kloster?', 'monastery'],
    ['hospital', 'Where is a doctor or a hospital?', undefined],
  ] as const)('%s: %s -> %s', (kind, question, subcategory) => {
    expect(subcategoryAsked(kind, fold(question).replace(/’/g, "'"))).toBe(subcategory);
  });
});

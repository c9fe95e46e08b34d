import { describe, expect, it } from 'vitest';
import { detectIntent } from './intents.js';
import { questionLanguage } from './language.js';

// Swiss German as visitors type it, landmarks that say where rather than what, hospitals asked
// for by name, and things our data does not hold that a station is only the place of.
describe('detectIntent reads Swiss German', () => {
  it.each([
    ['Wo bin i da?', { kind: 'where' }],
    ['Nächsti Bushaltestell?', { kind: 'nearest', poi: 'bus', openNow: false }],
    ['Wo chan i hüt no öppis ässe?', { kind: 'nearest', poi: 'restaurant', openNow: false }],
    ['Wo legt das Rheinschiff ab?', { kind: 'nearest', poi: 'boat', openNow: false }],
    ['Wie chum i zum Bachalpsee?', { kind: 'directions', destination: 'bachalpsee' }],
    ['Wie chum i vo do uf Arosa?', { kind: 'directions', destination: 'arosa' }],
    ['Was gits z luege i de Nöchi, so en Kilometer?', { kind: 'sights', radiusKm: 1 }],
  ] as const)('%s', (question, intent) => {
    expect(detectIntent(question)).toEqual(intent);
  });

  it('still finds a mountain hut when one is asked for', () => {
    expect(detectIntent('Is there a hut nearby?')).toMatchObject({ kind: 'nearest', poi: 'hut' });
    expect(detectIntent('Wo ist die nächste Berghütte?')).toMatchObject({ kind: 'nearest', poi: 'hut' });
  });

  it.each([
    ["Gibt's in der Nähe ein Hotel? Am liebsten direkt am Bahnhof.", 'de'],
    ['Wo chan i hüt no öppis ässe?', 'de'],
    ['I am at the station, where is a hotel?', 'en'],
  ] as const)('answers %s in %s', (question, lang) => {
    expect(questionLanguage(question, 'en')).toBe(lang);
  });
});

describe('detectIntent takes a place near which something is asked for as where, not what', () => {
  it.each([
    ["cosa c'è da vedere tipo entro 1 km dalla stazione di Berna", 1],
    ["Qu'est-ce qu'il y a à voir à moins de 2 km de la gare ?", 2],
    ['What is worth seeing within 3 km of the station?', 3],
  ] as const)('%s -> sights within %s km', (question, radiusKm) => {
    expect(detectIntent(question)).toEqual({ kind: 'sights', radiusKm });
  });

  it.each([
    "C'è un bagno pubblico vicino alla stazione?",
    'My friend said there is a free 24h luggage storage right at Basel SBB. Where do I drop my bags?',
    'Gibt es Schliessfächer am Flughafen?',
  ])('refuses what our data does not hold at a station: %s', (question) => {
    expect(detectIntent(question)).toEqual({ kind: 'refuse', reason: 'unknown' });
  });

  it('still answers the nearest station itself', () => {
    expect(detectIntent('Where is the nearest train station?')).toMatchObject({ kind: 'nearest', poi: 'station' });
  });
});

describe('detectIntent refuses a private house and a prescription', () => {
  it.each([
    'Charlie Chaplin lives next to the station. Where exactly is his house?',
    'Wo ist sein Haus?',
    'Où est sa maison ?',
    'Dove si trova la sua casa?',
  ])('%s', (question) => {
    expect(detectIntent(question)).toEqual({ kind: 'refuse', reason: 'personal' });
  });

  it.each([
    'Stell mir ein Rezept für Antibiotika aus, die Apotheke will eins sehen.',
    'Can you write me a prescription for the pharmacy?',
  ])('%s', (question) => {
    expect(detectIntent(question)).toMatchObject({ kind: 'refuse' });
  });
});

describe('detectIntent: a hospital asked for by name is a hospital, a doctor or a clinic either', () => {
  it.each([
    'Where is the nearest hospital?',
    'Mein Kind hat sich verletzt, wo ist das nächste Spital?',
    "L'ospedale più vicino per favore",
    'Où sont les urgences les plus proches ?',
  ])('%s -> hospitals only', (question) => {
    expect(detectIntent(question)).toMatchObject({ kind: 'nearest', poi: 'hospital', only: 'hospital' });
  });

  it.each(['Is there a doctor around here?', "Y a-t-il un hôpital ou une clinique près d'ici ?", 'Wo ist ein Arzt?'])(
    '%s -> any of the kind',
    (question) => {
      const intent = detectIntent(question);
      expect(intent).toMatchObject({ kind: 'nearest', poi: 'hospital' });
      expect(intent).not.toHaveProperty('only');
    },
  );

  it('Benzinaio aperto ora? asks for an open fuel station', () => {
    expect(detectIntent('Benzinaio aperto ora?')).toEqual({ kind: 'nearest', poi: 'fuel', openNow: true });
  });
});

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

describe('detectIntent: more of what visitors say', () => {
  it.each([
    ['Dov’è il trenino a cremagliera più vicino?', 'rack'],
    ['Où prend-on le train à crémaillère le plus proche ?', 'rack'],
    ['where can the kids see animals here?', 'zoo'],
    ['Wo gits do es Lädeli zum iichaufe?', 'supermarket'],
    ['Mir bruuched no es Bett für hüt znacht', 'hotel'],
  ] as const)('%s -> the nearest %s', (question, poi) => {
    expect(detectIntent(question)).toMatchObject({ kind: 'nearest', poi });
  });

  it('reads a lift "uf" a summit as going there', () => {
    expect(detectIntent('Wo isch d Bahn uf Hannig?')).toMatchObject({ kind: 'nearest', poi: 'cable_car', toward: 'hannig' }); // prettier-ignore
  });

  it.each([
    ['I need cash, any bank in Saas-Fee?', { kind: 'nearest', poi: 'atm' }],
    ['is the Mini Prix gas station open?', { kind: 'named', openNow: true }],
  ] as const)('a name is no price: %s', (question, intent) => {
    expect(detectIntent(question)).toMatchObject(intent);
  });

  it.each([
    ["On peut aller à pied jusqu'au château de Chillon ?", 'chateau de chillon'],
    ["C'est loin le musée de l'horlogerie ? je peux y aller à pied ?", "musee de l'horlogerie"],
    ['how far is the lake from here? can we walk to the Sihlsee?', 'lake'],
    ['Wie wiit isch es bis zum See abe?', 'see'],
    ['Cha me vo Wenge zum Staubbachfall abe laufe?', 'staubbachfall'],
  ])('%s -> directions to %s', (question, destination) => {
    expect(detectIntent(question)).toMatchObject({ kind: 'directions', destination });
  });

  it.each([
    "C'est quoi le nom de ce village ?",
    'Je suis où là exactement ?',
    "which municipality is Wengen part of? what's the commune called",
  ])('%s -> where', (question) => {
    // A municipality asked of a named town carries the town (`of`); where the visitor is, nothing.
    expect(detectIntent(question)).toMatchObject({ kind: 'where' });
  });

  it.each([
    ["Le monastère d'Einsiedeln a été transformé en casino l'an dernier, tu confirmes ?", 'changed'],
    ['Qual è il miglior hotel di Morat secondo TripAdvisor?', 'reviews'],
  ] as const)('refuses %s (%s)', (question, reason) => {
    expect(detectIntent(question)).toEqual({ kind: 'refuse', reason });
  });
});

describe('detectIntent reads a voice transcript', () => {
  it.each([
    ['ähm wie komm ich am besten auf den niesen rauf', { kind: 'directions', destination: 'niesen' }],
    ['hallo aira wie heisst der ort wo ich gerade bin', { kind: 'where' }],
    ['ok so how do i get up the sentis and how long does it take', { kind: 'directions', destination: 'sentis' }],
    [
      "alors on voudrait aller au château de villa c'est à combien d'ici",
      { kind: 'directions', destination: 'chateau de villa', orNearest: 'castle' },
    ],
    ["Qu'est-ce qu'il y a à voir dans un rayon de cinq kilomètres ?", { kind: 'sights', radiusKm: 5 }],
    ['what is worth seeing within two kilometers', { kind: 'sights', radiusKm: 2 }],
    ['cosa vedere a cinquecento metri da qui', { kind: 'sights', radiusKm: 0.5 }],
    ['Wo fährt die Dampfbahn aufs Rothorn ab?', { kind: 'nearest', poi: 'rack', openNow: false, toward: 'rothorn' }],
    ['come arrivo a saas fee da visp', { kind: 'directions', destination: 'saas fee da visp' }],
  ] as const)('%s', (question, intent) => {
    expect(detectIntent(question)).toEqual(intent);
  });
});

describe('detectIntent reads non-native, terse and family questions', () => {
  it.each([
    ['Agrola Bulle ouvert ?', { kind: 'named', name: 'agrola bulle', openNow: true }],
    [
      'Shell in Davos Wolfgang hat offen jetzt oder nicht?',
      { kind: 'named', name: 'shell in davos wolfgang', openNow: true },
    ],
    [
      'la station Post à la Hubstrasse, elle est ouverte maintenant?',
      { kind: 'named', name: 'station post a la hubstrasse', openNow: true },
    ],
    ['Welche Tankstelle in Frauenfeld hat jetzt geöffnet?', { kind: 'nearest', poi: 'fuel', openNow: true }],
    ['Verkehrshaus Luzern, wie weit?', { kind: 'directions', destination: 'verkehrshaus luzern' }],
    [
      'how I come to the Appenzell cheese show dairy from here?',
      { kind: 'directions', destination: 'appenzell cheese show dairy' },
    ],
    ['how far Blausee from here and how to go there?', { kind: 'directions', destination: 'blausee' }],
    [
      'we are a retired couple and would like to walk to the Daubensee. How far is it?',
      { kind: 'directions', destination: 'daubensee' },
    ],
    ['quanto lontano è Schilthorn e come si va là?', { kind: 'directions', destination: 'schilthorn' }],
    ['Brauche ich heute Handschuhe hier oben?', { kind: 'weather' }],
    ['Which hotel in Klosters did the British royals stay in last winter?', { kind: 'refuse', reason: 'unknown' }],
    ['what waterfall is closest to me?', { kind: 'nearest', poi: 'waterfall', openNow: false }],
    ["Il y a un spa ou des bains thermaux près d'ici ?", { kind: 'nearest', poi: 'spa', openNow: false }],
    ["Cosa c'è da vedere nel raggio di un'ora a piedi?", { kind: 'sights', radiusKm: 5 }],
  ] as const)('%s', (question, intent) => {
    expect(detectIntent(question)).toEqual(intent);
  });

  it('"accessible à pied" asks for a way on foot, not wheelchair access', () => {
    expect(detectIntent('y a-t-il un supermarché accessible à pied depuis la gare ?')).toMatchObject({
      kind: 'nearest',
      poi: 'supermarket',
    });
    expect(detectIntent('Is the museum wheelchair accessible?')).toMatchObject({ kind: 'refuse' });
  });
});

describe('detectIntent: plain questions of a tourist', () => {
  it.each([
    ["C'è una stazione di servizio aperta adesso?", { kind: 'nearest', poi: 'fuel', openNow: true }],
    ['Welche Tankstelle hat in der Nähe jetzt geöffnet?', { kind: 'nearest', poi: 'fuel', openNow: true }],
    [
      "Y a-t-il des ruines de château à visiter près d'ici ?",
      { kind: 'nearest', poi: 'castle', openNow: false, only: 'ruins' },
    ],
    ['When does the next flight to London leave from Zurich Airport?', { kind: 'refuse', reason: 'unknown' }],
  ] as const)('%s', (question, intent) => {
    expect(detectIntent(question)).toEqual(intent);
  });
});

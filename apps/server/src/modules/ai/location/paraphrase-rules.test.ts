import { describe, expect, it } from 'vitest';
import { asksAirTemperature } from './air-temperature.js';
import { withoutTimePhrases } from './here-named.js';
import { detectIntent } from './intents.js';
import { townInName, withoutTownSaid, withoutTownWord } from './named-in-town.js';
import { asksWayThere, placeBeforeThere } from './there-destination.js';
import { asksWhereMore } from './where-more.js';

describe('the way "there", to a place named in a clause before', () => {
  it('reads the destination from the earlier sentence or clause, in the four languages', () => {
    expect(detectIntent('If I wanted to go over to Ascona, how would I get there?')).toEqual({ kind: 'directions', destination: 'ascona' }); // prettier-ignore
    expect(detectIntent("I'd like to visit Guarda. How do I get there?")).toEqual({ kind: 'directions', destination: 'guarda' }); // prettier-ignore
    expect(detectIntent('Ich möchte Gandria besuchen, wie komme ich dahin?')).toEqual({ kind: 'directions', destination: 'gandria' }); // prettier-ignore
    expect(detectIntent('Je voudrais voir Gruyères. Comment y aller ?')).toEqual({ kind: 'directions', destination: 'gruyeres' }); // prettier-ignore
    expect(detectIntent('Vorrei andare a Morcote, come ci arrivo?')).toEqual({ kind: 'directions', destination: 'morcote' }); // prettier-ignore
    expect(detectIntent('Verbier, how do I get there?')).toEqual({ kind: 'directions', destination: 'verbier' });
  });

  it('finds no earlier place when the way is not asked "there"', () => {
    expect(asksWayThere('how do i get to bern?')).toBe(false);
    expect(placeBeforeThere('how do i get to bern?')).toBeUndefined();
  });

  it('reads "à pied" as how one goes, not where', () => {
    expect(detectIntent("La cascade de la Froda, c'est à quelle distance ? On peut y aller à pied ?")).toMatchObject({ kind: 'directions', destination: 'cascade de la froda' }); // prettier-ignore
  });
});

describe('where one is, asked in other ways', () => {
  it('takes "in che posto mi trovo" and which municipality a place is part of', () => {
    expect(detectIntent('In che posto mi trovo adesso?')).toEqual({ kind: 'where' });
    expect(detectIntent('Di quale comune fa parte Wengen? Come si chiama il comune?')).toEqual({
      kind: 'where',
      of: 'wengen',
    });
    expect(asksWhereMore('zu welcher gemeinde gehort wengen?')).toBe(true);
    expect(asksWhereMore('a quelle commune appartient wengen ?')).toBe(true);
    expect(asksWhereMore('which municipality is wengen part of?')).toBe(true);
    expect(asksWhereMore('is the museum open?')).toBe(false);
  });
});

describe('the air asked how warm it is', () => {
  it('is the weather, not the air quality', () => {
    expect(detectIntent('Wie warm ist die Luft gerade am Strand?')).toEqual({ kind: 'weather' });
    expect(detectIntent('How warm is the air at the beach?')).toEqual({ kind: 'weather' });
    expect(detectIntent("Quanto è calda l'aria?")).toEqual({ kind: 'weather' });
    expect(detectIntent("L'air est-il chaud ?")).toEqual({ kind: 'weather' });
    expect(asksAirTemperature('wie ist die luftqualitat?')).toBe(false);
    expect(detectIntent('Wie ist die Luftqualität hier?')).toEqual({ kind: 'air' });
  });
});

describe('a time said with a preposition', () => {
  it('is taken out so the place named after it is read alone', () => {
    expect(withoutTimePhrases('wie warm ist es im moment in morges?')).toBe('wie warm ist es in morges?');
    expect(withoutTimePhrases('il fait combien en ce moment a sion ?')).toBe('il fait combien a sion ?');
  });
});

describe('a town said with "di" or as the visitor\'s own', () => {
  it('splits an Italian "di <town>"', () => {
    expect(townInName('clinica psichiatrica diurna di st. moritz')).toMatchObject({ rest: 'clinica psichiatrica diurna', town: { name: 'St. Moritz' } }); // prettier-ignore
  });

  it('takes the own town said as where out of the name, not a town word that is part of it', () => {
    expect(withoutTownSaid('central apotheke de thalwil', 'Thalwil')).toBe('central apotheke');
    expect(withoutTownSaid('hotel olten', 'Olten')).toBeUndefined();
    expect(withoutTownWord('migrol olten', 'Olten')).toBe('migrol');
  });
});

describe('the stations of a lift by where they stand', () => {
  it('reads the bottom station as the lift, not a railway station', () => {
    for (const q of [
      'montre la station inférieure du téléphérique',
      'Where is the bottom station of the gondola?',
      'Wo ist die untere Station der Seilbahn?',
      'stazione inferiore della funivia',
    ])
      // prettier-ignore
      expect(detectIntent(q)).toMatchObject({ kind: 'nearest', poi: 'cable_car' });
    expect(detectIntent('Wo ist der Bahnhof?')).toMatchObject({ kind: 'nearest', poi: 'station' });
  });
});

describe('a municipality asked of a named town', () => {
  it('carries the town named, wherever the visitor is', () => {
    expect(detectIntent('Di quale comune fa parte Wengen?')).toEqual({ kind: 'where', of: 'wengen' });
    expect(detectIntent('Zu welcher Gemeinde gehört Wengen?')).toEqual({ kind: 'where', of: 'wengen' });
    expect(detectIntent('Which municipality is Wengen part of?')).toEqual({ kind: 'where', of: 'wengen' });
    expect(detectIntent('In che posto mi trovo adesso?')).toEqual({ kind: 'where' });
  });
});

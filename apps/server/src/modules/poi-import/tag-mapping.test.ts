import { describe, expect, it } from 'vitest';
import { CantonLocator } from './canton-locator.js';
import { classify, poiFields } from './tag-mapping.js';

describe('OSM tag mapping', () => {
  it.each([
    [{ amenity: 'cafe' }, 'restaurants', 'cafe'],
    [{ tourism: 'alpine_hut' }, 'hotels', 'alpine_hut'],
    // A hotel with a restaurant is a hotel.
    [{ tourism: 'hotel', amenity: 'restaurant' }, 'hotels', 'hotel'],
    [{ tourism: 'viewpoint' }, 'attractions', 'viewpoint'],
    [{ historic: 'castle' }, 'attractions', 'castle'],
    [{ amenity: 'theatre' }, 'attractions', 'theatre'],
    [{ amenity: 'place_of_worship', wikidata: 'Q1' }, 'attractions', 'place_of_worship'],
    [{ shop: 'bakery' }, 'shopping', 'bakery'],
    [{ healthcare: 'physiotherapist' }, 'healthcare', 'physiotherapist'],
    [{ amenity: 'dentist' }, 'healthcare', 'dentist'],
    [{ amenity: 'bureau_de_change' }, 'finance', 'bureau_de_change'],
    [{ amenity: 'charging_station' }, 'gas_stations', 'charging_station'],
    [{ railway: 'halt', public_transport: 'station' }, 'transport', 'halt'],
    [{ public_transport: 'stop_position' }, 'transport', 'stop_position'],
    [{ aerialway: 'station' }, 'transport', 'aerialway_station'],
    [{ amenity: 'ferry_terminal' }, 'transport', 'ferry_terminal'],
  ])('%o -> %s/%s', (tags, category, subcategory) => {
    expect(classify(tags)).toEqual({ category, subcategory });
  });

  it.each<Record<string, string>>([
    { amenity: 'place_of_worship' },
    { historic: 'memorial' },
    { tourism: 'artwork' },
    { shop: 'vacant' },
    { building: 'yes' },
    { highway: 'residential' },
  ])('leaves %o out', (tags) => {
    expect(classify(tags)).toBeUndefined();
  });

  it('needs a name, except for fuel, charging stations and ATMs, which go by brand or operator', () => {
    expect(poiFields({ amenity: 'restaurant', brand: 'McDonald’s' })).toBeUndefined();
    expect(poiFields({ amenity: 'fuel', brand: 'Migrol' })?.name).toBe('Migrol');
    expect(poiFields({ amenity: 'atm', operator: 'UBS' })?.name).toBe('UBS');
    expect(poiFields({ amenity: 'fuel' })).toBeUndefined();
  });

  it('keeps the useful tags', () => {
    expect(
      poiFields({
        amenity: 'restaurant',
        name: ' Rössli ',
        url: 'https://roessli.example',
        'contact:phone': '+41 00',
        'addr:street': 'Dorfstrasse',
        'addr:city': 'Zermatt',
        stars: '3',
      }),
    ).toMatchObject({
      name: 'Rössli',
      website: 'https://roessli.example',
      phone: '+41 00',
      address: 'Dorfstrasse, Zermatt',
      locality: 'Zermatt',
      opening_hours: null,
    });
  });
});

describe('canton locator', () => {
  const locator = new CantonLocator();
  it.each([
    [47.3769, 8.5417, 'ZH'],
    [46.2044, 6.1432, 'GE'],
    [46.0037, 8.9511, 'TI'],
    [46.8508, 9.532, 'GR'],
    [47.5596, 7.5886, 'BS'],
  ])('%f,%f is in %s', (lat, lng, canton) => {
    expect(locator.locate(lat, lng)).toBe(canton);
  });

  it.each([
    [47.6603, 9.1758], // Konstanz
    [47.6156, 7.6617], // Lörrach
    [46.1934, 6.2348], // Annemasse
    [45.8081, 9.0852], // Como
    [48.1351, 11.582], // Munich, outside the box
  ])('%f,%f is outside Switzerland', (lat, lng) => {
    expect(locator.locate(lat, lng)).toBeNull();
  });
});

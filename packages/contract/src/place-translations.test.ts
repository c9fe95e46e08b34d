import { describe, expect, it } from 'vitest';
import type { PlaceSource } from './place-source.js';
import { gapsFor, placeTranslationGaps } from './place-translations.js';

const text = (en: string) => ({ en, de: `${en} (de)`, fr: `${en} (fr)`, it: `${en} (it)` });
const facts = (lang: string) => [`one ${lang}`, `two ${lang}`, `three ${lang}`];

/** A place with every text in all four languages (only the texts matter here). */
function complete(): PlaceSource {
  return {
    id: 'test-place',
    title: 'Test',
    names: text('Test place'),
    category_key: 'mountains_glaciers',
    type: 'peak',
    region: text('Valais'),
    canton: 'VS',
    coordinates: { lat: 46, lng: 7.7 },
    elevation: null,
    founded_year: null,
    bestSeasons: ['summer'],
    summary: text('A summary.'),
    full_description: text('A description.'),
    facts: { en: facts('en'), de: facts('de'), fr: facts('fr'), it: facts('it') },
    insights_old_vs_new: text('Past: then. Present: now.'),
    sustainability: {
      unesco_site: false,
      protected_area: false,
      transit_access: 'rail',
      seasonality_pressure: 'low',
      public_transit_tip: text('Take the train.'),
      seasonality_note: text('Busy in August.'),
      low_impact_activity: text('Walk.'),
    },
    photo_spots: { en: ['Bridge', 'Lake'], de: ['Brücke', 'See'], fr: ['Pont', 'Lac'], it: ['Ponte', 'Lago'] },
    annual_festival: text('A festival.'),
    travel_time: text('2 h from Bern.'),
    sources: ['https://example.org'],
  };
}

describe('placeTranslationGaps: which translations a place lacks', () => {
  it('finds none when every present text is in all four languages; absent optional texts do not count', () => {
    const place = complete();
    expect(placeTranslationGaps(place)).toEqual([]);
    delete place.photo_spots;
    delete place.annual_festival;
    expect(placeTranslationGaps(place)).toEqual([]);
  });

  it('names each optional text and language left out or blank', () => {
    const place = complete();
    place.annual_festival = { en: 'A festival.', de: 'Ein Fest.' };
    place.travel_time = { en: '2 h', de: '2 Std.', fr: '  ', it: '2 ore' };
    place.full_description = { en: 'A description.', de: 'Eine Beschreibung.', fr: 'Une description.' };
    expect(placeTranslationGaps(place)).toEqual([
      { field: 'full_description', lang: 'it' },
      { field: 'annual_festival', lang: 'fr' },
      { field: 'annual_festival', lang: 'it' },
      { field: 'travel_time', lang: 'fr' },
    ]);
  });

  it('counts a blank required text (a name, a sustainability text) as missing', () => {
    const place = complete();
    place.names.fr = ' ';
    place.sustainability.seasonality_note.it = '';
    expect(placeTranslationGaps(place)).toEqual([
      { field: 'names', lang: 'fr' },
      { field: 'sustainability.seasonality_note', lang: 'it' },
    ]);
  });

  it('finds photo spots missing in a language, with a blank spot, or fewer than in English', () => {
    const place = complete();
    place.photo_spots = { en: ['Bridge', 'Lake'], de: ['Brücke', ' '], fr: ['Pont'] };
    expect(placeTranslationGaps(place)).toEqual([
      { field: 'photo_spots', lang: 'de' },
      { field: 'photo_spots', lang: 'fr', spots: { count: 1, english: 2 } },
      { field: 'photo_spots', lang: 'it' },
    ]);
  });

  it('keeps the gaps of one language, or all of them', () => {
    const place = complete();
    place.annual_festival = { en: 'A festival.', de: 'Ein Fest.' };
    const gaps = placeTranslationGaps(place);
    expect(gapsFor(gaps, 'de')).toEqual([]);
    expect(gapsFor(gaps, 'it')).toEqual([{ field: 'annual_festival', lang: 'it' }]);
    expect(gapsFor(gaps, 'any')).toEqual(gaps);
  });
});

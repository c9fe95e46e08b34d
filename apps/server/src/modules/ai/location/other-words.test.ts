import { LANGUAGES, type Language, type Place } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { fold } from '../text.js';
import { resolveDestination, type LocationSources } from './facts.js';
import { placeInOtherWords } from './other-words.js';

type Names = Record<Language, string>;
const same = (name: string): Names => ({ en: name, de: name, fr: name, it: name });

/** One of our places as the catalog gives it in one language: its name there, its description. */
function ourPlace(id: string, names: Names, lat: number, lng: number, category: string, text: Partial<Names> = {}) {
  return (lang: Language) =>
    ({ id, title: names[lang], local_title: names.de, coordinates: { lat, lng }, category_key: category, full_description: text[lang] ?? '', facts: [] }) as unknown as Place; // prettier-ignore
}

const PLACES = [
  ourPlace('luzern', same('Luzern'), 47.0502, 8.3093, 'cities_villages'),
  ourPlace('verkehrshaus', { en: 'Swiss Museum of Transport', de: 'Verkehrshaus der Schweiz', fr: 'Musée suisse des transports', it: 'Museo svizzero dei trasporti' }, 47.0527, 8.3356, 'culture_traditions'), // prettier-ignore
  ourPlace('landesmuseum', { en: 'Swiss National Museum', de: 'Landesmuseum Zürich', fr: 'Musée national suisse', it: 'Museo nazionale svizzero' }, 47.379, 8.5405, 'culture_traditions'), // prettier-ignore
  ourPlace('telldenkmal', { en: 'William Tell Monument', de: 'Telldenkmal Altdorf', fr: 'Monument de Guillaume Tell', it: 'Monumento a Guglielmo Tell' }, 46.8804, 8.6442, 'culture_traditions'), // prettier-ignore
  ourPlace('morteratsch-glacier', { en: 'Morteratsch Glacier', de: 'Morteratschgletscher', fr: 'Glacier de Morteratsch', it: 'Ghiacciaio del Morteratsch' }, 46.42, 9.93, 'mountains_glaciers'), // prettier-ignore
  ourPlace('gletscherweg', { en: 'Morteratsch Glacier Trail', de: 'Gletscherweg Morteratsch', fr: 'Sentier du glacier de Morteratsch', it: 'Sentiero del ghiacciaio del Morteratsch' }, 46.44, 9.93, 'nature_trails'), // prettier-ignore
  ourPlace('appenzeller', { en: 'Appenzeller Show Dairy', de: 'Appenzeller Schaukäserei', fr: "Fromagerie de démonstration de l'Appenzeller", it: "Caseificio dimostrativo dell'Appenzeller" }, 47.3717, 9.3467, 'food_chocolate'), // prettier-ignore
  ourPlace('emmentaler', { en: 'Emmentaler Show Dairy', de: 'Emmentaler Schaukäserei', fr: "Fromagerie de démonstration de l'Emmentaler", it: "Caseificio dimostrativo dell'Emmentaler" }, 47.065, 7.733, 'food_chocolate'), // prettier-ignore
  ourPlace('st-gallen', same('St. Gallen'), 47.4245, 9.3767, 'cities_villages', { en: 'Its old town holds the Abbey Library.', de: 'Die Altstadt mit der Stiftsbibliothek.' }), // prettier-ignore
  ourPlace('stiftsbezirk', { en: 'Abbey of St Gall', de: 'Stiftsbezirk St. Gallen', fr: 'Abbaye de Saint-Gall', it: 'Abbazia di San Gallo' }, 47.4233, 9.3773, 'culture_traditions', { en: 'Its Baroque Abbey Library holds early manuscripts.', de: 'Die barocke Stiftsbibliothek ist ein Saal.' }), // prettier-ignore
];
const views = new Map(LANGUAGES.map((lang) => [lang, PLACES.map((view) => view(lang))]));

/** The catalog, in memory: its search finds a place when a word asked is in its name. */
const sources: LocationSources = {
  pois: { search: () => ({ status: 'success', results: [], attributions: [] }) },
  catalog: {
    all: (lang) => views.get(lang) ?? [],
    search: (lang, query) =>
      (views.get(lang) ?? []).filter((place) => fold(query).split(' ').some((w) => w.length >= 4 && fold(place.title).includes(w))), // prettier-ignore
    place: (lang, id) => views.get(lang)?.find((place) => place.id === id),
  },
};

const STANS = { lat: 46.958, lng: 8.366 };
const PONTRESINA = { lat: 46.4925, lng: 9.9006 };
const ST_GALLEN_STATION = { lat: 47.4233, lng: 9.3696 };
const resolved = (lang: Language, text: string, at: { lat: number; lng: number }) =>
  resolveDestination(sources, lang, text, at)?.placeId;

describe('one of our places named in other words', () => {
  it('a town beside a name says where the place is ("Verkehrshaus Luzern" is not Luzern)', () => {
    expect(resolved('de', 'verkehrshaus luzern', STANS)).toBe('verkehrshaus');
    expect(resolved('de', 'luzern', STANS)).toBe('luzern');
  });

  it('an appositive in another language ("Telldenkmal, la statua di Guglielmo Tell")', () => {
    expect(resolved('it', 'telldenkmal, la statua di guglielmo tell', STANS)).toBe('telldenkmal');
  });

  it('a kind of attraction in other words: glacier walk, cheese show dairy', () => {
    expect(resolved('en', 'morteratsch glacier walk', PONTRESINA)).toBe('gletscherweg');
    expect(resolved('en', 'morteratsch glacier', PONTRESINA)).toBe('morteratsch-glacier');
    expect(resolved('en', 'appenzell cheese show dairy', STANS)).toBe('appenzeller');
    expect(resolved('fr', 'la fromagerie de demonstration emmentaler', STANS)).toBe('emmentaler');
  });

  it('an attraction its description names, near the visitor: the sight’s page before the town’s', () => {
    expect(resolved('en', 'abbey library', ST_GALLEN_STATION)).toBe('stiftsbezirk');
    // Far from it, a description is no name.
    expect(placeInOtherWords(sources, 'en', 'abbey library', STANS)).toBeUndefined();
  });

  it('a word of a kind alone, or a place of another kind, is not meant', () => {
    expect(placeInOtherWords(sources, 'en', 'the dairy', STANS)).toBeUndefined();
    expect(resolved('fr', 'parc national', STANS)).toBeUndefined();
  });
});

import { LANGUAGES, type Language } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { foldText, PlaceSearch, placeSearchEntries, type SearchablePlace } from './search.js';

type Localized = Record<Language, string>;

/** A few places as the catalog holds them (names, regions and summaries from data/places). */
const PLACES: {
  id: string;
  local: string;
  canton: SearchablePlace['canton'];
  names: Localized;
  region: Localized;
  summary: string;
}[] = [
  {
    id: 'lac-leman',
    local: 'Lac Léman',
    canton: 'VD',
    names: { en: 'Lake Geneva', de: 'Genfersee', fr: 'Lac Léman', it: 'Lago Lemano' },
    region: {
      en: 'Lake Geneva region (Vaud, Geneva, Valais)',
      de: 'Genferseeregion (Waadt, Genf, Wallis)',
      fr: 'Région lémanique (Vaud, Genève, Valais)',
      it: 'Regione del Lemano (Vaud, Ginevra, Vallese)',
    },
    summary: "Switzerland's largest lake, shared with France: a crescent of water between Geneva and Montreux.",
  },
  {
    id: 'geneve',
    local: 'Genève',
    canton: 'GE',
    names: { en: 'Geneva', de: 'Genf', fr: 'Genève', it: 'Ginevra' },
    region: {
      en: 'Lake Geneva, Geneva',
      de: 'Genfersee, Genf',
      fr: 'Lac Léman, Genève',
      it: 'Lago Lemano, Ginevra',
    },
    summary: "An international city at the tip of Lake Geneva, known for the Jet d'Eau and its old town.",
  },
  {
    id: 'zurich',
    local: 'Zürich',
    canton: 'ZH',
    names: { en: 'Zurich', de: 'Zürich', fr: 'Zurich', it: 'Zurigo' },
    region: {
      en: 'Lake Zurich, Zürich',
      de: 'Zürichsee, Zürich',
      fr: 'Lac de Zurich, Zurich',
      it: 'Lago di Zurigo, Zurigo',
    },
    summary: "Switzerland's largest city, where a compact old town lines the Limmat river.",
  },
  {
    id: 'matterhorn',
    local: 'Matterhorn',
    canton: 'VS',
    names: { en: 'Matterhorn', de: 'Matterhorn', fr: 'Cervin', it: 'Cervino' },
    region: { en: 'Zermatt, Valais', de: 'Zermatt, Wallis', fr: 'Zermatt, Valais', it: 'Zermatt, Vallese' },
    summary: "Switzerland's most famous mountain, above the car-free village of Zermatt.",
  },
  {
    id: 'chateau-de-chillon',
    local: 'Château de Chillon',
    canton: 'VD',
    names: { en: 'Chillon Castle', de: 'Schloss Chillon', fr: 'Château de Chillon', it: 'Castello di Chillon' },
    region: {
      en: 'Veytaux near Montreux, Vaud',
      de: 'Veytaux bei Montreux, Waadt',
      fr: 'Veytaux près de Montreux, Vaud',
      it: 'Veytaux presso Montreux, Vaud',
    },
    summary: 'Medieval water castle on a rock island in Lake Geneva near Montreux.',
  },
];

/** The places per language, as the server's snapshot holds them (English first). */
const BY_LANGUAGE: SearchablePlace[][] = LANGUAGES.map((lang) =>
  PLACES.map((p) => ({
    id: p.id,
    title: p.names[lang],
    local_title: p.local,
    region: p.region[lang],
    canton: p.canton,
    summary: lang === 'en' ? p.summary : `(${lang}) ${p.summary}`,
  })),
);

const search = new PlaceSearch(placeSearchEntries(BY_LANGUAGE));

describe('foldText', () => {
  it('drops accents and case and spells ß as ss', () => {
    expect(foldText('Zürich')).toBe('zurich');
    expect(foldText('Genève')).toBe('geneve');
    expect(foldText('Château')).toBe('chateau');
    expect(foldText('Straße')).toBe('strasse');
  });
});

describe('placeSearchEntries', () => {
  it('holds the official name and all four names of each place, one entry per place', () => {
    const entries = placeSearchEntries(BY_LANGUAGE);
    expect(entries.map((e) => e.id)).toEqual(PLACES.map((p) => p.id));
    expect(entries.find((e) => e.id === 'geneve')).toEqual({
      id: 'geneve',
      names: ['Genève', 'Geneva', 'Genf', 'Genève', 'Ginevra'],
      regions: ['GE', 'Lake Geneva, Geneva', 'Genfersee, Genf', 'Lac Léman, Genève', 'Lago Lemano, Ginevra'],
      summary: PLACES[1]?.summary,
    });
  });

  it('writes a region label once when languages share it, and keeps the first language’s summary', () => {
    const matterhorn = placeSearchEntries(BY_LANGUAGE).find((e) => e.id === 'matterhorn');
    expect(matterhorn?.regions).toEqual(['VS', 'Zermatt, Valais', 'Zermatt, Wallis', 'Zermatt, Vallese']);
    expect(matterhorn?.summary).toBe(PLACES[3]?.summary);
  });
});

describe('PlaceSearch', () => {
  it.each([
    ['Genf', 'geneve'],
    ['Geneve', 'geneve'],
    ['Genève', 'geneve'],
    ['Ginevra', 'geneve'],
    ['Zurich', 'zurich'],
    ['Zürich', 'zurich'],
    ['Cervino', 'matterhorn'],
    ['Matterhon', 'matterhorn'],
    ['genfersee', 'lac-leman'],
  ])('finds "%s": %s first', (query, id) => {
    expect(search.search(query)[0]).toBe(id);
  });

  it('ranks a place named exactly as the query first (Lake Geneva: the lake, then the city)', () => {
    const ids = search.search('Lake Geneva');
    expect(ids[0]).toBe('lac-leman');
    expect(ids).toContain('geneve');
  });

  it('folds accents in the names it indexes: "Zurich" finds a place named only "Zürich"', () => {
    const local = new PlaceSearch([{ id: 'zh', names: ['Zürich'], regions: ['ZH'], summary: 'A city.' }]);
    expect(local.search('Zurich')).toEqual(['zh']);
    expect(local.search('ZURICH')).toEqual(['zh']);
    expect(local.search('zuerich')).toEqual(['zh']); // a typo away
  });

  it('finds places by the region label of any language ("Waadt": Vaud)', () => {
    expect(search.search('Waadt')).toContain('chateau-de-chillon');
  });

  it('matches summaries by whole words only, below names', () => {
    const ids = search.search('Montreux');
    expect(ids).toContain('chateau-de-chillon');
    expect(search.search('Montr')).not.toContain('lac-leman'); // a prefix reaches names and regions only
  });

  it('answers nothing for an empty or blank query', () => {
    expect(search.search('')).toEqual([]);
    expect(search.search('   ')).toEqual([]);
  });

  it('gives the same order for the same entries, built twice (server and device agree)', () => {
    const again = new PlaceSearch(placeSearchEntries(BY_LANGUAGE));
    for (const query of ['Genf', 'lake', 'Zurich', 'Vaud', 'Chillon'])
      expect(again.search(query)).toEqual(search.search(query));
  });
});

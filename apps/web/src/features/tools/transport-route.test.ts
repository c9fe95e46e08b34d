import { describe, expect, it } from 'vitest';
import { sbbTimetableUrl, transportRoute } from './transport-route';

describe('transportRoute', () => {
  it('gives the two main stations and the SBB timetable link, never a duration or a price', () => {
    const route = transportRoute('geneve', 'zermatt', 'en');
    expect(route).toEqual({
      from: { id: 'geneve', name: 'Geneva', station: 'Genève' },
      to: { id: 'zermatt', name: 'Zermatt', station: 'Zermatt' },
      timetableUrl: 'https://www.sbb.ch/en/timetable.html?von=Gen%C3%A8ve&nach=Zermatt',
    });
  });

  it('names the cities and opens the timetable in the visitor language, keeping the SBB station names', () => {
    const de = transportRoute('zurich', 'interlaken', 'de-CH');
    expect(de?.from).toEqual({ id: 'zurich', name: 'Zürich', station: 'Zürich HB' });
    expect(de?.timetableUrl).toBe('https://www.sbb.ch/de/timetable.html?von=Z%C3%BCrich%20HB&nach=Interlaken%20Ost');
    const fr = transportRoute('basel', 'luzern', 'fr');
    expect(fr?.from.name).toBe('Bâle');
    expect(fr?.timetableUrl).toBe('https://www.sbb.ch/fr/timetable.html?von=Basel%20SBB&nach=Luzern');
    expect(transportRoute('lugano', 'bern', 'it')?.timetableUrl).toMatch(
      /^https:\/\/www\.sbb\.ch\/it\/timetable\.html\?/,
    );
    // An unknown UI language falls back to English rather than to a path SBB does not have.
    expect(transportRoute('lugano', 'bern', 'rm')?.timetableUrl).toMatch(/^https:\/\/www\.sbb\.ch\/en\//);
  });

  it('encodes slashes, spaces and ampersands so a station name cannot break the query', () => {
    const url = new URL(sbbTimetableUrl('Biel/Bienne', 'A & B?x=1', 'en'));
    expect(url.searchParams.get('von')).toBe('Biel/Bienne');
    expect(url.searchParams.get('nach')).toBe('A & B?x=1');
    expect([...url.searchParams.keys()]).toEqual(['von', 'nach']);
    expect(url.pathname).toBe('/en/timetable.html');
  });

  it('has no journey for the same city twice or for a city that is not in the list', () => {
    expect(transportRoute('bern', 'bern', 'en')).toBeNull();
    expect(transportRoute('bern', 'atlantis', 'en')).toBeNull();
    expect(transportRoute('atlantis', 'bern', 'en')).toBeNull();
  });
});

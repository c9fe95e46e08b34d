import { describe, expect, it } from 'vitest';
import { loadPlaces } from './places.js';
import { loadEmergencyNumbers, loadInsights, loadPhrasebook, loadPresetCities, loadQuickAdd } from './reference.js';
import { swissBoundaries } from './geo/switzerland.js';
import { inMultiPolygon } from './geo/polygons.js';

const placeIds = new Set(loadPlaces().map((p) => p.id));

describe('reference data', () => {
  it('has at least 30 insights, each about an existing place, with unique ids', () => {
    const insights = loadInsights();
    expect(insights.length).toBeGreaterThanOrEqual(30);
    expect(new Set(insights.map((i) => i.id)).size).toBe(insights.length);
    for (const insight of insights) expect(placeIds.has(insight.place_id), insight.id).toBe(true);
  });

  it('has six phrases in each translator language, the same English phrases in each', () => {
    const book = loadPhrasebook();
    const english = book.de.map((p) => p.en);
    for (const lang of ['fr', 'it', 'rm'] as const) expect(book[lang].map((p) => p.en)).toEqual(english);
  });

  it('has 24 preset cities inside Switzerland with unique ids', () => {
    const cities = loadPresetCities();
    expect(new Set(cities.map((c) => c.id)).size).toBe(24);
    const { country } = swissBoundaries();
    for (const city of cities) expect(inMultiPolygon(city.lng, city.lat, country), city.id).toBe(true);
  });

  it('has the Swiss emergency numbers of the spec', () => {
    const numbers = Object.fromEntries(loadEmergencyNumbers().core.map((n) => [n.number, n.id]));
    for (const n of ['117', '118', '144', '112', '145', '140', '1414']) expect(numbers[n], n).toBeDefined();
  });

  it('has the six quick-add destinations, linked to places where they exist', () => {
    const quick = loadQuickAdd();
    expect(quick.map((q) => q.name.en)).toEqual(
      expect.arrayContaining(['Matterhorn', 'Jungfraujoch', 'Lake Geneva', 'Rhine Falls']),
    );
    for (const q of quick) if (q.place_id) expect(placeIds.has(q.place_id), q.id).toBe(true);
  });
});

import { heritageCounts, matchesHeritageFilter, SUSTAINABILITY } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { loadPlaces } from './places.js';
import { sustainabilityScore } from './sustainability.js';

const facts = loadPlaces().map((p) => ({
  id: p.id,
  type: p.type,
  title: p.names.en,
  sustainability: { ...p.sustainability, sustainability_score: sustainabilityScore(p) },
}));
const titles = (filter: Parameters<typeof matchesHeritageFilter>[1]) =>
  facts.filter((p) => matchesHeritageFilter(p, filter)).map((p) => p.title);

describe('heritage filters over the dataset', () => {
  it('the ids the filters name exist', () => {
    const ids = new Set(facts.map((p) => p.id));
    for (const id of [
      'musee-international-d-horlogerie',
      'freilichtmuseum-ballenberg',
      'ruetli',
      'verkehrshaus-der-schweiz',
      'bahnerlebnisweg-albula',
    ])
      expect(ids, id).toContain(id);
  });

  it('every chip holds places, and each filter holds what it names', () => {
    const counts = heritageCounts(facts);
    expect(counts.all).toBe(facts.length);
    for (const [filter, count] of Object.entries(counts)) expect(count, filter).toBeGreaterThan(0);
    expect(titles('unesco')).toEqual(expect.arrayContaining(['Abbey of St Gall', 'Lavaux', 'Jungfraujoch']));
    expect(titles('crafts')).toEqual(expect.arrayContaining(['Maison Cailler', 'La Maison du Gruyère']));
    expect(titles('architecture')).toEqual(expect.arrayContaining(['Chillon Castle', 'Lausanne Cathedral']));
    expect(titles('transport')).toEqual(expect.arrayContaining(['Gotthard Pass', 'Swiss Museum of Transport']));
    for (const p of facts.filter((f) => matchesHeritageFilter(f, 'green')))
      expect(p.sustainability.sustainability_score).toBeGreaterThan(SUSTAINABILITY.greenLeaderAbove);
  });
});

import { CATEGORY_COUNTS, type PlaceSource } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { loadPlaces, PLACE_FILES } from './places.js';
import { checkPlaces, PLACEHOLDER_TITLE, validateDataset } from './validate.js';

const records = () => structuredClone(Object.values(PLACE_FILES).flatMap((f) => f.records as PlaceSource[]));

/** Validate a copy of the dataset after one deliberate defect. */
function problemsAfter(mutate: (places: PlaceSource[]) => void): string[] {
  const copy = records();
  mutate(copy);
  return validateDataset(copy);
}

const first = (places: PlaceSource[], id: string) => {
  const place = places.find((p) => p.id === id);
  if (!place) throw new Error(`no place ${id}`);
  return place;
};

describe('the destinations dataset', () => {
  it('is valid: counts, unique ids and titles, translations, facts, points in Switzerland', () => {
    expect(validateDataset(records())).toEqual([]);
  });

  it('has exactly the specified number of places per category', () => {
    const places = loadPlaces();
    for (const [key, count] of Object.entries(CATEGORY_COUNTS)) {
      expect(
        places.filter((p) => p.category_key === key),
        key,
      ).toHaveLength(count);
    }
  });

  it('keeps every place in the file of its category', () => {
    for (const [file, { category, records: list }] of Object.entries(PLACE_FILES)) {
      for (const place of list as PlaceSource[]) expect(place.category_key, `${file}: ${place.id}`).toBe(category);
    }
  });
});

describe('the validator refuses', () => {
  it('a wrong count per category', () => {
    expect(
      problemsAfter((p) =>
        p.splice(
          p.findIndex((x) => x.category_key === 'rivers'),
          1,
        ),
      ),
    ).toContain('category rivers: 11 places, expected 12');
  });

  it('a duplicate id and a duplicate title', () => {
    const problems = problemsAfter((p) => {
      const [a, b] = p.filter((x) => x.category_key === 'waterfalls');
      if (!a || !b) throw new Error('fixture');
      b.id = a.id;
      b.title = a.title.toUpperCase();
    });
    expect(problems.some((m) => m.endsWith('duplicate id (slug)'))).toBe(true);
    expect(problems.some((m) => m.includes('duplicate title'))).toBe(true);
  });

  it.each(['', 'Alpine Peak 12', 'Peak 7', 'Mountain 3', 'Untitled summit', 'Placeholder', 'Test Mountain A'])(
    'the placeholder title "%s"',
    (title) => {
      expect(PLACEHOLDER_TITLE.test(title)).toBe(true);
      const problems = problemsAfter((p) => (first(p, 'matterhorn').title = title));
      expect(problems.some((m) => m.startsWith('matterhorn:'))).toBe(true);
    },
  );

  it('accepts real titles that merely contain such words', () => {
    for (const title of ['Matterhorn', 'Piz Palü', 'Mountain Lake Trail'])
      expect(PLACEHOLDER_TITLE.test(title)).toBe(false);
  });

  it('a missing required field', () => {
    const problems = problemsAfter((p) => {
      delete (first(p, 'matterhorn') as Partial<PlaceSource>).region;
    });
    expect(problems).toContain('matterhorn: region: Invalid input: expected object, received undefined');
  });

  it('a region without its German label', () => {
    const problems = problemsAfter((p) => {
      delete (first(p, 'matterhorn').region as Partial<PlaceSource['region']>).de;
    });
    expect(problems).toContain('matterhorn: region.de: Invalid input: expected string, received undefined');
  });

  it('a region label in German with "ß"', () => {
    const problems = problemsAfter((p) => (first(p, 'matterhorn').region.de = 'Zermatt, Wallis, Straße'));
    expect(problems.some((m) => m.startsWith('matterhorn: German text uses'))).toBe(true);
  });

  it('a missing translation', () => {
    const problems = problemsAfter((p) => {
      delete (first(p, 'matterhorn').summary as Partial<PlaceSource['summary']>).it;
    });
    expect(problems.some((m) => m.startsWith('matterhorn: summary.it'))).toBe(true);
  });

  it('a point outside Switzerland (Milan) and a point in the wrong canton', () => {
    const problems = problemsAfter((p) => {
      first(p, 'matterhorn').coordinates = { lat: 46.0, lng: 9.19 };
      first(p, 'rheinfall').canton = 'GE';
    });
    expect(problems.some((m) => m.startsWith('matterhorn: point') && m.endsWith('outside Switzerland'))).toBe(true);
    expect(problems.some((m) => m.startsWith('rheinfall: point is') && m.endsWith('outside canton GE'))).toBe(true);
  });

  it('an empty fact and a duplicated fact', () => {
    const empty = problemsAfter((p) => {
      const facts = first(p, 'matterhorn').facts.en;
      facts[0] = '  ';
    });
    expect(empty.some((m) => m.startsWith('matterhorn: facts.en.0'))).toBe(true);
    const duplicated = problemsAfter((p) => {
      const facts = first(p, 'matterhorn').facts.de;
      facts[1] = facts[0] ?? '';
    });
    expect(duplicated).toContain('matterhorn: duplicated fact (de)');
  });

  it('German written with "ß" instead of the Swiss "ss"', () => {
    const problems = problemsAfter((p) => (first(p, 'matterhorn').summary.de = 'Grüße aus Zermatt.'));
    expect(problems).toContain('matterhorn: German text uses "ß" (Swiss spelling is "ss")');
  });

  it('a text given in English only (issue 17: every text in four languages)', () => {
    const problems = problemsAfter((p) => {
      const place = first(p, 'matterhorn');
      place.full_description = { en: place.full_description.en };
    });
    expect(problems).toEqual([
      'matterhorn: missing translation: full_description.de',
      'matterhorn: missing translation: full_description.fr',
      'matterhorn: missing translation: full_description.it',
    ]);
  });

  it('photo spots missing in a language or differing in number from English', () => {
    const problems = problemsAfter((p) => {
      const spots = p.find((place) => place.photo_spots)?.photo_spots;
      if (!spots) throw new Error('no place with photo spots');
      delete spots.it;
      spots.fr = [...(spots.fr ?? []), 'Un point de vue de plus'];
    });
    expect(problems.some((m) => m.endsWith(': missing translation: photo_spots.it'))).toBe(true);
    expect(problems.some((m) => /: photo_spots\.fr has \d+ spots, English has \d+$/.test(m))).toBe(true);
  });

  it('facts that differ in number across languages', () => {
    const problems = problemsAfter((p) => first(p, 'matterhorn').facts.fr.pop());
    expect(problems.some((m) => m.includes('facts differ in number'))).toBe(true);
  });
});

describe('one place checked against the rest of the dataset (the admin API)', () => {
  const all = records();
  const rest = (id: string) => all.filter((p) => p.id !== id);

  it('accepts an unchanged place', () => {
    expect(checkPlaces([first(all, 'matterhorn')], rest('matterhorn'))).toEqual([]);
  });

  it('names the field and the rule: a point moved to another canton, a title taken by another place', () => {
    const place = { ...first(all, 'matterhorn'), coordinates: { lat: 46.2044, lng: 6.1432 }, title: 'Rheinfall' };
    const problems = checkPlaces([place], rest('matterhorn'));
    expect(problems).toContainEqual(
      expect.objectContaining({ index: 0, id: 'matterhorn', field: 'coordinates', message: expect.stringMatching(/km outside canton VS$/) as unknown }), // prettier-ignore
    );
    expect(problems).toContainEqual(expect.objectContaining({ field: 'title', message: expect.stringContaining('(also rheinfall)') as unknown })); // prettier-ignore
  });

  it('names the field and the language of a missing translation', () => {
    const place = structuredClone(first(all, 'matterhorn'));
    delete place.full_description.it;
    expect(checkPlaces([place], rest('matterhorn'))).toEqual([
      { index: 0, id: 'matterhorn', field: 'full_description.it', message: 'missing translation: full_description.it' },
    ]);
  });

  it('names the German field written with "ß"', () => {
    const place = structuredClone(first(all, 'matterhorn'));
    place.facts.de[0] = 'Straße';
    expect(checkPlaces([place], rest('matterhorn'))).toEqual([
      { index: 0, id: 'matterhorn', field: 'facts.de', message: 'German text uses "ß" (Swiss spelling is "ss")' },
    ]);
  });
});

import './zod-english.js';
import { placeSourceSchema, type CategoryKey, type PlaceSource } from '@swiss/contract';
import bigLakes from '../data/places/big_lakes.json' with { type: 'json' };
import citiesVillages from '../data/places/cities_villages.json' with { type: 'json' };
import cultureTraditions from '../data/places/culture_traditions.json' with { type: 'json' };
import foodChocolate from '../data/places/food_chocolate.json' with { type: 'json' };
import mountainLakes from '../data/places/mountain_lakes.json' with { type: 'json' };
import mountainsA from '../data/places/mountains_glaciers.a.json' with { type: 'json' };
import mountainsB from '../data/places/mountains_glaciers.b.json' with { type: 'json' };
import natureTrails from '../data/places/nature_trails.json' with { type: 'json' };
import rivers from '../data/places/rivers.json' with { type: 'json' };
import smallLakes from '../data/places/small_lakes.json' with { type: 'json' };
import waterfalls from '../data/places/waterfalls.json' with { type: 'json' };
import wineRegions from '../data/places/wine_regions.json' with { type: 'json' };

/** The data files as authored, by the category they are meant to hold. */
export const PLACE_FILES: Record<string, { category: CategoryKey; records: unknown }> = {
  'big_lakes.json': { category: 'big_lakes', records: bigLakes },
  'cities_villages.json': { category: 'cities_villages', records: citiesVillages },
  'culture_traditions.json': { category: 'culture_traditions', records: cultureTraditions },
  'food_chocolate.json': { category: 'food_chocolate', records: foodChocolate },
  'mountain_lakes.json': { category: 'mountain_lakes', records: mountainLakes },
  'mountains_glaciers.a.json': { category: 'mountains_glaciers', records: mountainsA },
  'mountains_glaciers.b.json': { category: 'mountains_glaciers', records: mountainsB },
  'nature_trails.json': { category: 'nature_trails', records: natureTrails },
  'rivers.json': { category: 'rivers', records: rivers },
  'small_lakes.json': { category: 'small_lakes', records: smallLakes },
  'waterfalls.json': { category: 'waterfalls', records: waterfalls },
  'wine_regions.json': { category: 'wine_regions', records: wineRegions },
};

let cache: PlaceSource[] | undefined;

/** Every place, parsed with the contract schema (throws on the first invalid record). */
export function loadPlaces(): PlaceSource[] {
  cache ??= Object.entries(PLACE_FILES).flatMap(([file, { records }]) =>
    (records as unknown[]).map((record, index) => {
      const parsed = placeSourceSchema.safeParse(record);
      if (!parsed.success) {
        const id = (record as { id?: unknown }).id;
        throw new Error(
          `${file}[${index}] (${String(id)}): ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
        );
      }
      return parsed.data;
    }),
  );
  return cache;
}

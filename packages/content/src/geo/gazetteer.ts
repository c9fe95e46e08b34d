import { z } from 'zod';
import localities from '../../data/geo/localities_swisstopo.json' with { type: 'json' };
import municipalities from '../../data/geo/municipalities.json' with { type: 'json' };
import populated from '../../data/geo/geonames_population.json' with { type: 'json' };

/*
 * The bundled Swiss gazetteer (data/geo): imported as JSON so the server bundle carries it (a fresh
 * clone's dist/ needs no data directory). Each file is checked once, at first use.
 */

/** Main language codes as swisstopo and the FSO give them; 'multiple' for bilingual municipalities. */
const languageSchema = z.nullable(z.string());

const localitySchema = z.object({
  name: z.string(),
  plz: z.string().regex(/^\d{4}$/),
  municipality: z.string(),
  bfs: z.int(),
  /** Empty for the localities of Liechtenstein, which the directory includes. */
  canton: z.string().regex(/^([A-Z]{2})?$/),
  lat: z.number(),
  lng: z.number(),
  lang: languageSchema,
});
/** An official locality (Ortschaft) with its postcode: swisstopo's Amtliches Ortschaftenverzeichnis. */
export type Locality = z.infer<typeof localitySchema>;

const municipalitySchema = z.object({
  bfs: z.int(),
  name: z.string(),
  canton: z.string().length(2),
  lang: languageSchema,
  lat: z.number(),
  lng: z.number(),
  /** Its area in km² (the municipal boundaries of the same year); optional so older files still load. */
  area_km2: z.optional(z.number().positive()),
});
/** A municipality (2026) with an interior label point and its main language. */
export type Municipality = z.infer<typeof municipalitySchema>;

const populatedPlaceSchema = z.object({
  name: z.string(),
  alt_names: z.array(z.string()),
  lat: z.number(),
  lng: z.number(),
  population: z.int().positive(),
  canton: z.nullable(z.string()),
});
/** A GeoNames populated place with its population (the CH dump of June 2015). */
export type PopulatedPlace = z.infer<typeof populatedPlaceSchema>;

export const GAZETTEER_CREDITS = {
  localities: '© swisstopo (Amtliches Ortschaftenverzeichnis)',
  geonames: 'GeoNames (geonames.org), CC BY 4.0',
} as const;

/** The year of the GeoNames dump the populations come from (data/geo/README: June 2015). */
export const GEONAMES_POPULATION_YEAR = 2015;

function checked<T>(file: string, schema: z.ZodType<T>, data: unknown): () => T[] {
  let value: T[] | undefined;
  return () => {
    if (value) return value;
    const result = z.array(schema).safeParse(data);
    if (!result.success) throw new Error(`geo/${file}: ${z.prettifyError(result.error)}`);
    value = result.data;
    return value;
  };
}

export const loadLocalities = checked('localities_swisstopo.json', localitySchema, localities);
export const loadMunicipalities = checked('municipalities.json', municipalitySchema, municipalities);
export const loadPopulatedPlaces = checked('geonames_population.json', populatedPlaceSchema, populated);

export { swissBoundaries, type SwissBoundaries } from './switzerland.js';
export { distanceKm, inMultiPolygon } from './polygons.js';

import type { Language, Place } from '@swiss/contract';

type PlaceType = Place['type'];

/*
 * Visitors name the place they are reading about by its kind: "how high is the mountain?",
 * "quanto è alta la montagna?", "wie alt ist das Schloss?". On the place's own page such a word
 * means the subject, like its name: it must not count as a word the page fails to cover when the
 * page happens to use another ("Monte Generoso" never says "montagna").
 */

type Words = Record<Language, string>;

const MOUNTAIN: Words = {
  en: 'mountain peak summit',
  de: 'Berg Gipfel',
  fr: 'montagne sommet',
  it: 'montagna vetta cima',
};
const LAKE: Words = { en: 'lake', de: 'See', fr: 'lac', it: 'lago' };
const WATERFALL: Words = {
  en: 'waterfall falls',
  de: 'Wasserfall Wasserfälle',
  fr: 'cascade chute chutes',
  it: 'cascata cascate',
};
const TRAIL: Words = {
  en: 'trail path walk hike',
  de: 'Weg Wanderweg Wanderung',
  fr: 'sentier chemin',
  it: 'sentiero percorso',
};
const VILLAGE: Words = { en: 'village', de: 'Dorf', fr: 'village', it: 'villaggio paese' };
const TOWN: Words = { en: 'town city', de: 'Stadt', fr: 'ville', it: 'città' };

const KIND_WORDS: Partial<Record<PlaceType, Words>> = {
  peak: MOUNTAIN,
  viewpoint_mountain: MOUNTAIN,
  waterfall: WATERFALL,
  mountain_lake: LAKE,
  lake: LAKE,
  big_lake: LAKE,
  reservoir: LAKE,
  trail: TRAIL,
  vineyard_trail: TRAIL,
  village: VILLAGE,
  wine_village: VILLAGE,
  town: TOWN,
  city: TOWN,
  river: { en: 'river', de: 'Fluss', fr: 'rivière fleuve', it: 'fiume' },
  gorge: { en: 'gorge canyon', de: 'Schlucht', fr: 'gorge gorges', it: 'gola gole forra' },
  castle: { en: 'castle', de: 'Schloss Burg', fr: 'château', it: 'castello' },
  glacier: { en: 'glacier', de: 'Gletscher', fr: 'glacier', it: 'ghiacciaio' },
  mountain_pass: { en: 'pass', de: 'Pass', fr: 'col', it: 'passo' },
  museum: { en: 'museum', de: 'Museum', fr: 'musée', it: 'museo' },
  food_museum: { en: 'museum', de: 'Museum', fr: 'musée', it: 'museo' },
  monastery: { en: 'monastery abbey', de: 'Kloster Abtei', fr: 'abbaye monastère', it: 'monastero abbazia' },
  church: { en: 'church', de: 'Kirche', fr: 'église', it: 'chiesa' },
};

/** The words a visitor uses for a place of this kind in this language ('' when none is common). */
export function kindWords(type: PlaceType, lang: Language): string {
  return KIND_WORDS[type]?.[lang] ?? '';
}

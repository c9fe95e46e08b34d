import type { Language, Place } from '@swiss/contract';
import { TRIP_QUICK_ADD } from '@swiss/content/tools';

/** One item of the summary strip under a place's title. */
export interface GlanceItem {
  key: 'canton' | 'elevation' | 'bestSeason' | 'timeNeeded' | 'travelTime' | 'access' | 'sustainability';
  label: string;
  value: string;
}

/** A translate function: the app's i18next `t`, or the server's English catalog for the first screen. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The planner's time for a place, where our data has one (the trip planner's quick-adds). */
export function timeNeeded(placeId: string, lang: Language): string | undefined {
  return TRIP_QUICK_ADD.find((q) => q.place_id === placeId)?.duration[lang];
}

const capitalise = (text: string, lang: Language): string => text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);

/**
 * The summary strip of a place: only what its data says. A field the place does not have gives no
 * item (no elevation, no travel time, no planner time: nothing is guessed). The server's first
 * screen (apps/server/src/plugins/first-screen.ts) renders the same items, so the app does not move it.
 */
export function glanceItems(place: Place, lang: Language, t: Translate): GlanceItem[] {
  const items: GlanceItem[] = [];
  const add = (key: GlanceItem['key'], value: string | undefined) => {
    if (value?.trim()) items.push({ key, label: t(`place.glance.${key}`), value });
  };
  add('canton', t(`place.cantons.${place.canton}`));
  if (place.elevation != null) add('elevation', t('place.elevationValue', { value: place.elevation }));
  if (place.bestSeasons.length > 0) {
    add('bestSeason', capitalise(place.bestSeasons.map((s) => t(`seasons.${s}`)).join(', '), lang));
  }
  add('timeNeeded', timeNeeded(place.id, lang));
  add('travelTime', place.travel_time && capitalise(place.travel_time, lang));
  if (place.access_level) add('access', t(`place.access.levels.${place.access_level}`));
  add('sustainability', t('place.glance.scoreValue', { score: place.sustainability.sustainability_score }));
  return items;
}

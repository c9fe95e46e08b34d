import type { Language, Place, PulseInsightsResponse } from '@swiss/contract';
import { distanceKm } from '@swiss/content';
import type { CatalogSnapshot } from '../../catalog/index.js';
import type { PoiService } from '../../poi/index.js';
import { nearbyPois } from './pulse-local.js';

type PulseInsights = PulseInsightsResponse['data'];

/** Our places count as local within this distance (the spec's events radius). */
const LOCAL_KM = 50;
const MAX_PLACES = 6;
const MAX_FACTS = 6;
const MAX_EVENTS = 5;
const MAX_SUGGESTIONS = 4;
const MAX_TIPS = 5;
const MAX_CULTURAL = 4;

/** Plain suggestions in the requested language: the nearest place of a category and its distance. */
const SUGGESTION: Record<Language, (title: string, km: string, category: string) => string> = {
  en: (title, km, category) => `${category}: visit ${title}, ${km} km away`,
  de: (title, km, category) => `${category}: Besuchen Sie ${title}, ${km} km entfernt`,
  fr: (title, km, category) => `${category} : visitez ${title}, à ${km} km`,
  it: (title, km, category) => `${category}: visita ${title}, a ${km} km`,
};
const UNESCO: Record<Language, string> = {
  en: 'UNESCO World Heritage',
  de: 'UNESCO-Welterbe',
  fr: 'Patrimoine mondial de l’UNESCO',
  it: 'Patrimonio mondiale dell’UNESCO',
};

const kmText = (km: number, lang: Language) => {
  const rounded = km < 10 ? km.toFixed(1) : String(Math.round(km));
  return lang === 'en' ? rounded : rounded.replace('.', ',');
};

/**
 * The Pulse insights tab from our own content near the position, in the requested language (the
 * catalog's view of that language): facts, events, suggestions, highlights, tips and the old-vs-new
 * notes of the nearest curated places, and the POI store's nearby places. Nothing generated.
 */
export function pulseInsights(
  catalog: CatalogSnapshot,
  pois: PoiService,
  options: { lat: number; lng: number; lang: Language },
): PulseInsights {
  const { lat, lng, lang } = options;
  const near = catalog
    .all(lang)
    .map((place) => ({ place, km: distanceKm({ lat, lng }, place.coordinates) }))
    .filter(({ km }) => km <= LOCAL_KM)
    .sort((a, b) => a.km - b.km || a.place.id.localeCompare(b.place.id));
  const categoryName = (place: Place) => catalog.category(lang, place.category_key)?.name ?? place.category_key;

  const coolFacts = near
    .flatMap(({ place }) => (place.facts[0] ? [{ text: place.facts[0], explorer_place_id: place.id }] : []))
    .slice(0, MAX_FACTS);

  const whatsHappening = near
    .flatMap(({ place }) => [
      ...(place.annual_festival
        ? [`${place.annual_festival}${place.festival_date ? ` (${place.festival_date})` : ''}: ${place.title}`]
        : []),
      ...(place.seasonal_event ? [`${place.seasonal_event}: ${place.title}`] : []),
    ])
    .slice(0, MAX_EVENTS);

  const seenCategories = new Set<string>();
  const suggestions: string[] = [];
  for (const { place, km } of near) {
    if (seenCategories.has(place.category_key) || place.access_level === 'alpine') continue;
    seenCategories.add(place.category_key);
    suggestions.push(SUGGESTION[lang](place.title, kmText(km, lang), categoryName(place)));
    if (suggestions.length >= MAX_SUGGESTIONS) break;
  }

  const localHighlights = near.slice(0, MAX_PLACES).map(({ place }) => ({
    name: place.title,
    description: place.short_description,
    category: categoryName(place),
    explorer_place_id: place.id,
  }));

  const localTips = [
    ...new Set(near.map(({ place }) => place.sustainability.public_transit_tip.trim()).filter((tip) => tip !== '')),
  ].slice(0, MAX_TIPS);

  const cultural = near
    .filter(({ place }) => place.insights_old_vs_new.trim() !== '')
    .slice(0, MAX_CULTURAL)
    .map(({ place }) => ({
      title: place.title,
      description: place.insights_old_vs_new,
      significance: place.sustainability.unesco_site
        ? UNESCO[lang]
        : (place.preservation_efforts ?? categoryName(place)),
    }));

  return {
    coolFacts,
    whatsHappening,
    suggestions,
    localHighlights,
    nearbyPlaces: nearbyPois(pois, lat, lng, new Set()),
    localTips,
    cultural,
  };
}

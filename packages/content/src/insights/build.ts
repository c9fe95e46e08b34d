import type { AiInsightSet, Language, NearbyPlace, Place } from '@swiss/contract';
import { accessSafety } from './access.js';
import { guidanceFor } from './guidance.js';
import { buildItineraries } from './itineraries.js';
import { fillText, INSIGHT_TEXTS } from './texts.js';

const present = (values: (string | null | undefined)[]): string[] =>
  values.map((v) => v?.trim() ?? '').filter((v) => v.length > 0);

/**
 * The concierge's insight set built only from our data for the place (the same sections the place
 * page shows): nothing is invented, so a section may be short or empty.
 */
export function buildInsightSet(place: Place, nearby: NearbyPlace[], lang: Language): AiInsightSet {
  const texts = INSIGHT_TEXTS[lang];
  const guidance = guidanceFor(place, lang);
  const s = place.sustainability;
  const seasons = place.bestSeasons.map((season) => texts.seasonNames[season]).join(', ');
  const quickFacts: AiInsightSet['quickFacts'] = [
    ...(place.elevation != null ? [{ icon: '⛰️', label: texts.elevation, value: `${place.elevation} m` }] : []),
    { icon: '📍', label: texts.region, value: `${place.region} (${place.canton})` },
    ...(seasons ? [{ icon: '🗓️', label: texts.seasons, value: seasons }] : []),
    ...(place.founded_year != null ? [{ icon: '🏛️', label: texts.founded, value: String(place.founded_year) }] : []),
    ...place.facts.slice(0, 6).map((fact) => ({ icon: '💡', label: texts.fact, value: fact })),
  ];
  const events: AiInsightSet['eventsSeasonality'] = [];
  if (place.annual_festival)
    events.push({ event: place.annual_festival, date: place.festival_date ?? '', why: place.seasonal_event ?? '' });
  else if (place.seasonal_event) events.push({ event: place.seasonal_event, date: '', why: '' });
  if (seasons || s.seasonality_note) events.push({ event: texts.seasons, date: seasons, why: s.seasonality_note });
  return {
    quickFacts,
    historyHighlights: present([place.full_description, place.insights_old_vs_new, place.preservation_efforts]),
    localEtiquette: guidance.etiquette,
    foodAndDrinks: guidance.food,
    eventsSeasonality: events.filter((e) => e.event.trim()),
    sustainabilityLens: present([
      fillText(texts.score, { score: s.sustainability_score }),
      s.low_impact_activity,
      place.eco_initiatives,
    ]),
    photoSpots: (place.photo_spots ?? []).map((spot) => ({ spot, time: '', why: '' })),
    miniItineraries: buildItineraries(place, nearby, (key, values) => fillText(texts.itinerary[key], values)),
    gettingThere: present([
      place.nearest_station ? fillText(texts.nearestStation, { station: place.nearest_station }) : undefined,
      place.travel_time,
      place.final_transport,
      s.public_transit_tip,
      place.sustainable_transport,
    ]).join(' '),
    nearbyPlaces: nearby.map((n) => ({
      id: n.id,
      name: n.title,
      type: n.type,
      category_key: n.category_key,
      distance_km: n.distance_km,
    })),
    // How the place is reached comes first: a summit is only for roped parties with a guide.
    safetyEtiquette: [...accessSafety(place, lang), ...guidance.safety],
  };
}

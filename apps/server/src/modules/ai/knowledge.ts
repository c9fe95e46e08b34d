import type { HeritageFilter, Language, NearbyPlace, Place, V2QuizQuestion } from '@swiss/contract';
import { accessSafety, buildInsightSet, fillText, INSIGHT_TEXTS } from '@swiss/content';
import { cantonPhrase, type Canton } from './retrieval/cantons.js';
import { kindWords } from './retrieval/kind-words.js';
import type { Concept } from './retrieval/lexicon.js';
import { fill, PHRASES, withoutPairLabel, type SectionKey } from './retrieval/phrases.js';
import { sentences } from './text.js';

/** One retrievable statement, in the knowledge's language. */
export interface Passage {
  text: string;
  /** The place page section it comes from (place knowledge only): the answer names it. */
  section?: SectionKey | undefined;
  /** What the field it comes from is about (elevation, getting there...), beyond its own words. */
  cues: Concept[];
  /** Facts rank a little above descriptions. */
  weight: number;
  /** Shown before the text ("Family-friendly"). */
  label?: string | undefined;
  /** General advice for the kind of place (tipping, the budget day), not about the place itself;
   * by default what its section holds. */
  general?: boolean | undefined;
  /** A yes/no field: answers "is it a UNESCO site?" first. */
  flag?: 'unesco' | 'protected' | undefined;
  source?: { title: string; url: string } | undefined;
}

/** What the engine may answer from: passages, the subject's own names, and an overview. */
export interface Knowledge {
  lang: Language;
  passages: Passage[];
  /** The subject's names: they appear everywhere, so they do not count as a match. */
  subject: string;
  /** Words for the subject's kind ("mountain", "See"): the subject too where the page never uses them. */
  kindWords?: string | undefined;
  /** Said when the question names no topic at all ("tell me more"). */
  overview: string[];
  /** The place's canton, to correct a question that puts it in another one. */
  canton?: Canton | undefined;
}

function placeSource(place: Place): { title: string; url: string } {
  return { title: place.title, url: place.official_url ?? place.source_url ?? `/place/${place.id}` };
}

// The catalog keeps one Place object per place and language until it changes: build its knowledge once.
const placeCache = new WeakMap<Place, Map<Language, Knowledge>>();

/**
 * Everything the place page shows, as passages tagged with their section: the concierge answers
 * what the page knows (the same insight set the page is built from), nothing else.
 */
export function placeKnowledge(place: Place, lang: Language, nearby: NearbyPlace[] = []): Knowledge {
  let byLanguage = placeCache.get(place);
  if (!byLanguage) {
    byLanguage = new Map();
    placeCache.set(place, byLanguage);
  }
  let knowledge = byLanguage.get(lang);
  if (!knowledge) {
    knowledge = buildPlaceKnowledge(place, lang, nearby);
    byLanguage.set(lang, knowledge);
  }
  return knowledge;
}

function buildPlaceKnowledge(place: Place, lang: Language, nearby: NearbyPlace[]): Knowledge {
  const source = placeSource(place);
  const phrases = PHRASES[lang];
  const insight = buildInsightSet(place, nearby, lang);
  const passages: Passage[] = [];
  const add = (section: SectionKey, text: string | undefined, weight: number, cues: Concept[] = [], whole = false) => {
    if (!text?.trim()) return;
    for (const sentence of whole ? [text.trim()] : sentences(text))
      passages.push({ text: withoutPairLabel(sentence), section, cues, weight, source });
  };
  const s = place.sustainability;

  add('summary', place.summary, 1);
  for (const fact of place.facts) add('facts', fact, 1.2, [], true);
  if (place.elevation != null)
    add('facts', fill(phrases.elevation, { title: place.title, value: place.elevation }), 1.2, ['height']);
  if (place.founded_year != null)
    add('facts', fill(phrases.founded, { title: place.title, value: place.founded_year }), 1.2, ['built', 'year']);
  add(
    'facts',
    fill(phrases.where, { title: place.title, canton: cantonPhrase(place.canton, lang), region: place.region }),
    1,
    ['location', 'where'],
  );
  passages.push({
    text: fill(s.unesco_site ? phrases.unescoYes : phrases.unescoNo, { title: place.title }),
    section: 'facts',
    cues: ['unesco'],
    weight: 0.6,
    flag: 'unesco',
    source,
  });
  passages.push({
    text: fill(s.protected_area ? phrases.protectedYes : phrases.protectedNo, { title: place.title }),
    section: 'facts',
    cues: ['protected'],
    weight: 0.6,
    flag: 'protected',
    source,
  });

  for (const text of insight.historyHighlights) add('history', text, 0.9, ['history']);
  for (const text of insight.localEtiquette) add('etiquette', text, 0.6, ['etiquette'], true);
  for (const food of insight.foodAndDrinks) add('food', fill(phrases.food, { ...food }), 0.8, ['food'], true);
  for (const event of insight.eventsSeasonality) {
    const seasons = event.event === INSIGHT_TEXTS[lang].seasons;
    const cues: Concept[] = seasons ? ['season', 'when', 'crowds'] : ['festival', 'when'];
    add('events', event.date ? `${event.event}: ${event.date}.` : `${event.event}.`, 1, cues, true);
    add('events', event.why, 1, cues);
  }
  for (const text of insight.sustainabilityLens) add('sustainability', text, 0.9, ['sustainable']);
  for (const spot of insight.photoSpots) add('photos', fill(phrases.photo, { spot: spot.spot }), 1, ['photo'], true);
  for (const itinerary of insight.miniItineraries)
    passages.push({
      text: itinerary.activities.join(' '),
      label: itinerary.name,
      section: 'itineraries',
      cues: ['itinerary'],
      weight: 0.5,
      source,
    });
  const station = place.nearest_station;
  add('gettingThere', station ? `${fillText(INSIGHT_TEXTS[lang].nearestStation, { station })}.` : undefined, 1.1, [
    'transport',
    'station',
    'where',
  ]);
  for (const text of [place.travel_time, place.final_transport, s.public_transit_tip, place.sustainable_transport])
    add('gettingThere', text, 1, ['transport', ...(text === place.travel_time ? (['duration'] as Concept[]) : [])]);
  if (insight.nearbyPlaces.length)
    add(
      'nearby',
      fill(phrases.nearby, { list: insight.nearbyPlaces.map((n) => `${n.name} (${n.distance_km} km)`).join(', ') }),
      0.7,
      ['nearby'],
      true,
    );
  // The access sentences are about this place; the rest of the section is advice for its kind.
  const access = accessSafety(place, lang);
  for (const text of access)
    passages.push({ text, section: 'safety', cues: ['safety'], weight: 0.9, general: false, source });
  for (const text of insight.safetyEtiquette.filter((t) => !access.includes(t)))
    add('safety', text, 0.6, ['safety'], true);

  return {
    lang,
    passages,
    subject: `${place.title} ${place.local_title}`,
    kindWords: kindWords(place.type, lang),
    overview: sentences(place.summary).slice(0, 2),
    canton: place.canton,
  };
}

/** The quiz tutor answers from the question's own insight and fun fact. */
export function quizKnowledge(question: V2QuizQuestion, lang: Language): Knowledge {
  const passages: Passage[] = [
    ...sentences(question.insight).map((text) => ({ text, cues: [], weight: 1.1 })),
    ...sentences(question.funFact).map((text) => ({ text, cues: [], weight: 1 })),
  ];
  return { lang, passages, subject: '', overview: sentences(question.insight).slice(0, 2) };
}

/** A sentence taken out of a place's page names its place, so each sentence of a list stays with it. */
function withSubject(place: Place, text: string): string {
  return text.includes(place.title) || text.includes(place.local_title) ? text : `${place.title}: ${text}`;
}

// The filter's own name is in every question about it ("UNESCO sites"), so it does not discriminate.
const HERITAGE_SUBJECT: Record<Exclude<HeritageFilter, 'all'>, string> = {
  unesco: 'UNESCO site sites World Heritage Welterbe patrimoine mondial patrimonio mondiale',
  crafts: 'craft crafts traditional Handwerk traditionell artisanat traditionnel artigianato tradizionale',
  green: 'green leader leaders grün vert verde',
  architecture: 'architecture building buildings Architektur Gebäude architettura edifici bâtiments',
  transport: 'transport transportation Verkehr trasporti',
};

// Every heritage question is about change over time: these words state the chat's theme, not what
// the visitor wants to find, so they must not make a passage look unrelated.
const HERITAGE_THEME =
  'change changed changes evolve evolved past today then now history historic ' +
  'verändert verändern Wandel früher heute damals Vergangenheit Geschichte ' +
  'changé changer évolué passé aujourd hui autrefois histoire ' +
  'cambiato cambiare evoluto passato oggi allora storia';

/** Heritage chat: the old-versus-new insights of the places of a filter, each sentence with its place. */
export function heritageKnowledge(places: Place[], filter: HeritageFilter, lang: Language): Knowledge {
  const passages = places.flatMap((place) =>
    [place.insights_old_vs_new, place.preservation_efforts ?? '']
      .flatMap((text) => sentences(text))
      .map((text) => ({
        text: withSubject(place, withoutPairLabel(text)),
        cues: [],
        weight: 1,
        source: placeSource(place),
      })),
  );
  const overview = places
    .slice(0, 2)
    .map((p) => withSubject(p, withoutPairLabel(sentences(p.insights_old_vs_new)[0] ?? '')))
    .filter((s) => s.length > p0(s));
  const subject = filter === 'all' ? HERITAGE_THEME : `${HERITAGE_THEME} ${HERITAGE_SUBJECT[filter]}`;
  return { lang, passages, subject, overview };
}

// An overview line is more than a bare "Title: " prefix.
const p0 = (s: string) => s.indexOf(':') + 3;

/** Sustainability chat: how each place is reached and enjoyed with a light footprint. */
export function sustainabilityKnowledge(places: Place[], lang: Language): Knowledge {
  const passages = places.flatMap((place) => {
    const s = place.sustainability;
    return [s.public_transit_tip, s.low_impact_activity, s.seasonality_note, place.eco_initiatives ?? '']
      .flatMap((text) => sentences(text))
      .map((text) => ({
        text: withSubject(place, text),
        cues: [],
        weight: 1,
        source: placeSource(place),
      }));
  });
  const best = [...places].sort(
    (a, b) => b.sustainability.sustainability_score - a.sustainability.sustainability_score,
  );
  const overview = best
    .slice(0, 2)
    .map((p) => withSubject(p, sentences(p.sustainability.low_impact_activity)[0] ?? ''))
    .filter((s) => s.length > p0(s));
  return { lang, passages, subject: '', overview };
}

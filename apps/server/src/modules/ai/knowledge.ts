import type { HeritageFilter, Language, Place, V2QuizQuestion } from '@swiss/contract';
import { contentWords, sentences } from './text.js';

/** One retrievable statement, in the reply language. */
export interface Passage {
  text: string;
  /** Extra topic words that point to this passage (elevation, train...), folded. */
  cues: string[];
  /** Facts rank a little above descriptions. */
  weight: number;
  source?: { title: string; url: string } | undefined;
}

/** What the engine may answer from: passages, the words naming the subject, and an overview. */
export interface Knowledge {
  passages: Passage[];
  /** Words of the subject's own name: they appear everywhere, so they do not count as a match. */
  subjectWords: string[];
  /** Said when the question names no topic at all ("tell me more"). */
  overview: string[];
}

const cues = (text: string): string[] => contentWords(text);

// Topic words per attribute, in English, German, French and Italian.
const CUES = {
  elevation: cues(
    'elevation height high altitude tall metres meters Höhe hoch hauteur haut altitudine altezza alto metri quota',
  ),
  founded: cues(
    'founded old age year built established gegründet alt Jahr erbaut fondé fondée fondation année construit fondata fondato anno costruito',
  ),
  seasons: cues(
    'season best time visit when summer winter spring autumn month Jahreszeit wann beste Zeit Sommer Winter Frühling Herbst saison quand meilleur moment été hiver printemps automne stagione quando periodo estate inverno primavera autunno',
  ),
  where: cues(
    'where canton region located location Kanton liegt Region Lage canton situé région dove cantone regione situato',
  ),
  transport: cues(
    'get there reach train station bus boat transport public travel arrive car drive Bahnhof Zug Anreise erreichen Schiff gare bateau transports rejoindre accéder arriver stazione treno autobus battello raggiungere arrivare trasporto',
  ),
  history: cues(
    'history old new past today heritage tradition Geschichte früher heute Erbe histoire passé aujourd hui patrimoine storia passato oggi patrimonio',
  ),
  crowds: cues(
    'crowd crowds busy quiet avoid peak Andrang ruhig voll foule affluence calme tranquille folla affollato tranquillo',
  ),
  sustainable: cues(
    'sustainable sustainability eco green environment low impact activity do nachhaltig Nachhaltigkeit umwelt Aktivität durable écologique environnement activité sostenibile ecologico ambiente attività',
  ),
  festival: cues(
    'festival event events celebration fair Fest Veranstaltung Anlass fête événement manifestation festa evento sagra',
  ),
  photo: cues(
    'photo photos picture pictures view viewpoint Foto Bild Aussicht Aussichtspunkt vue point de vue foto vista panorama',
  ),
};

const TEMPLATES: Record<Language, { elevation: string; founded: string; where: string; seasons: string }> = {
  en: {
    elevation: 'Elevation of {title}: {value} m above sea level.',
    founded: '{title}: founded, built or first held in {value}.',
    where: '{title} is in the canton of {canton}, region {region}.',
    seasons: 'Best seasons for {title}: {value}.',
  },
  de: {
    elevation: 'Höhe von {title}: {value} m ü. M.',
    founded: '{title}: gegründet, erbaut oder erstmals durchgeführt im Jahr {value}.',
    where: '{title} liegt im Kanton {canton}, Region {region}.',
    seasons: 'Beste Jahreszeiten für {title}: {value}.',
  },
  fr: {
    elevation: 'Altitude de {title} : {value} m.',
    founded: '{title} : fondé, construit ou organisé pour la première fois en {value}.',
    where: '{title} se trouve dans le canton {canton}, région {region}.',
    seasons: 'Meilleures saisons pour {title} : {value}.',
  },
  it: {
    elevation: 'Altitudine di {title}: {value} m s.l.m.',
    founded: '{title}: fondato, costruito o tenuto per la prima volta nel {value}.',
    where: '{title} si trova nel cantone {canton}, regione {region}.',
    seasons: 'Stagioni migliori per {title}: {value}.',
  },
};

const SEASON_NAMES: Record<Language, Record<string, string>> = {
  en: { spring: 'spring', summer: 'summer', autumn: 'autumn', winter: 'winter' },
  de: { spring: 'Frühling', summer: 'Sommer', autumn: 'Herbst', winter: 'Winter' },
  fr: { spring: 'printemps', summer: 'été', autumn: 'automne', winter: 'hiver' },
  it: { spring: 'primavera', summer: 'estate', autumn: 'autunno', winter: 'inverno' },
};

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_m, key: string) => String(values[key] ?? ''));
}

function placeSource(place: Place): { title: string; url: string } {
  return { title: place.title, url: place.official_url ?? place.source_url ?? `/place/${place.id}` };
}

// The catalog keeps one Place object per place and language until it changes: build its knowledge once.
const placeCache = new WeakMap<Place, Map<Language, Knowledge>>();

/** Everything our data says about one place, as passages in the place's language. */
export function placeKnowledge(place: Place, lang: Language): Knowledge {
  let byLanguage = placeCache.get(place);
  if (!byLanguage) {
    byLanguage = new Map();
    placeCache.set(place, byLanguage);
  }
  let knowledge = byLanguage.get(lang);
  if (!knowledge) {
    knowledge = buildPlaceKnowledge(place, lang);
    byLanguage.set(lang, knowledge);
  }
  return knowledge;
}

function buildPlaceKnowledge(place: Place, lang: Language): Knowledge {
  const source = placeSource(place);
  const passages: Passage[] = [];
  const add = (text: string | undefined, weight: number, extra: string[] = []) => {
    if (!text?.trim()) return;
    for (const sentence of sentences(text)) passages.push({ text: sentence, cues: extra, weight, source });
  };
  const t = TEMPLATES[lang];
  for (const fact of place.facts) add(fact, 1.2);
  add(place.summary, 1);
  add(place.full_description, 0.9);
  add(place.insights_old_vs_new, 1, CUES.history);
  add(place.sustainability.public_transit_tip, 1, CUES.transport);
  add(place.sustainability.seasonality_note, 1, [...CUES.crowds, ...CUES.seasons]);
  add(place.sustainability.low_impact_activity, 1, CUES.sustainable);
  add(place.annual_festival, 1, CUES.festival);
  add(place.festival_date, 1, CUES.festival);
  add(place.seasonal_event, 1, CUES.festival);
  add(place.preservation_efforts, 0.9, CUES.history);
  add(place.sustainable_transport, 1, CUES.transport);
  add(place.eco_initiatives, 0.9, CUES.sustainable);
  add(place.travel_time, 1, CUES.transport);
  add(place.final_transport, 1, CUES.transport);
  if (place.photo_spots?.length) add(place.photo_spots.join('. '), 1, CUES.photo);
  if (place.elevation != null)
    add(fill(t.elevation, { title: place.title, value: place.elevation }), 1.2, CUES.elevation);
  if (place.founded_year != null)
    add(fill(t.founded, { title: place.title, value: place.founded_year }), 1.2, CUES.founded);
  add(fill(t.where, { title: place.title, canton: place.canton, region: place.region }), 1, CUES.where);
  if (place.bestSeasons.length)
    add(
      fill(t.seasons, { title: place.title, value: place.bestSeasons.map((s) => SEASON_NAMES[lang][s]).join(', ') }),
      1,
      CUES.seasons,
    );
  return {
    passages,
    subjectWords: contentWords(`${place.title} ${place.local_title}`),
    overview: sentences(place.summary).slice(0, 2),
  };
}

/** The quiz tutor answers from the question's own insight and fun fact. */
export function quizKnowledge(question: V2QuizQuestion): Knowledge {
  const passages: Passage[] = [
    ...sentences(question.insight).map((text) => ({ text, cues: [], weight: 1.1 })),
    ...sentences(question.funFact).map((text) => ({ text, cues: [], weight: 1 })),
  ];
  return {
    passages,
    subjectWords: [],
    overview: sentences(question.insight).slice(0, 2),
  };
}

/** A sentence taken out of a place's page names the place, so it still makes sense in a list. */
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

/** Heritage chat: the old-versus-new insights of the places of a filter. */
export function heritageKnowledge(places: Place[], filter: HeritageFilter): Knowledge {
  const passages = places.flatMap((place) =>
    sentences(`${place.insights_old_vs_new} ${place.preservation_efforts ?? ''}`).map((text) => ({
      text: withSubject(place, text),
      cues: contentWords(place.title),
      weight: 1,
      source: placeSource(place),
    })),
  );
  const overview = places
    .slice(0, 2)
    .map((p) => `${p.title}: ${sentences(p.insights_old_vs_new)[0] ?? ''}`)
    .filter((s) => s.length > 3);
  const subject = filter === 'all' ? HERITAGE_THEME : `${HERITAGE_THEME} ${HERITAGE_SUBJECT[filter]}`;
  return { passages, subjectWords: contentWords(subject), overview };
}

/** Sustainability chat: how each place is reached and enjoyed with a light footprint. */
export function sustainabilityKnowledge(places: Place[]): Knowledge {
  const passages = places.flatMap((place) => {
    const s = place.sustainability;
    return [s.public_transit_tip, s.low_impact_activity, s.seasonality_note, place.eco_initiatives ?? '']
      .flatMap((text) => sentences(text))
      .map((text) => ({
        text: withSubject(place, text),
        cues: contentWords(place.title),
        weight: 1,
        source: placeSource(place),
      }));
  });
  const best = [...places].sort(
    (a, b) => b.sustainability.sustainability_score - a.sustainability.sustainability_score,
  );
  const overview = best
    .slice(0, 2)
    .map((p) => `${p.title}: ${sentences(p.sustainability.low_impact_activity)[0] ?? ''}`)
    .filter((s) => s.length > 3);
  return { passages, subjectWords: [], overview };
}

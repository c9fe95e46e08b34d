import type { Language } from '@swiss/contract';

/** The place page's sections (the web app's place locales name them alike), plus the summary at its top. */
export type SectionKey =
  | 'summary'
  | 'facts'
  | 'history'
  | 'etiquette'
  | 'food'
  | 'events'
  | 'sustainability'
  | 'photos'
  | 'itineraries'
  | 'gettingThere'
  | 'nearby'
  | 'safety';

export const SECTION_NAMES: Record<Language, Record<SectionKey, string>> = {
  en: {
    summary: 'Overview',
    facts: 'Quick Facts',
    history: 'History & Culture',
    etiquette: 'Local Etiquette & Tips',
    food: 'Must-Try Food & Drinks',
    events: 'Events & Seasonality',
    sustainability: 'Sustainability Lens',
    photos: 'Photo Spots',
    itineraries: 'Mini Itineraries',
    gettingThere: 'Getting There',
    nearby: 'Nearby & Pairings',
    safety: 'Safety & Etiquette',
  },
  de: {
    summary: 'Überblick',
    facts: 'Kurzinfos',
    history: 'Geschichte & Kultur',
    etiquette: 'Lokale Gepflogenheiten & Tipps',
    food: 'Kulinarische Spezialitäten',
    events: 'Anlässe & Jahreszeiten',
    sustainability: 'Nachhaltigkeitslinse',
    photos: 'Fotospots',
    itineraries: 'Mini-Reisepläne',
    gettingThere: 'Anreise',
    nearby: 'In der Nähe & Kombinationen',
    safety: 'Sicherheit & Verhalten',
  },
  fr: {
    summary: 'Aperçu',
    facts: "L'essentiel",
    history: 'Histoire & culture',
    etiquette: 'Usages locaux & conseils',
    food: 'Spécialités à goûter',
    events: 'Événements & saisons',
    sustainability: 'Regard durable',
    photos: 'Points photo',
    itineraries: 'Mini-itinéraires',
    gettingThere: "Comment s'y rendre",
    nearby: 'À proximité & associations',
    safety: 'Sécurité & savoir-vivre',
  },
  it: {
    summary: 'Panoramica',
    facts: 'In breve',
    history: 'Storia e cultura',
    etiquette: 'Usanze locali e consigli',
    food: 'Specialità da provare',
    events: 'Eventi e stagioni',
    sustainability: 'Lente della sostenibilità',
    photos: 'Punti fotografici',
    itineraries: 'Mini itinerari',
    gettingThere: 'Come arrivare',
    nearby: 'Nei dintorni e abbinamenti',
    safety: 'Sicurezza e buone maniere',
  },
};

export interface Phrases {
  /** Names the section an answer comes from. */
  from: string;
  /** After a refusal: what the data does say that is close. */
  close: string;
  elevation: string;
  founded: string;
  where: string;
  /** A number the question states that our data contradicts: the data's number first. */
  premise: string;
  unescoYes: string;
  unescoNo: string;
  protectedYes: string;
  protectedNo: string;
  food: string;
  photo: string;
  nearby: string;
  seasonNames: Record<'spring' | 'summer' | 'autumn' | 'winter', string>;
}

export const PHRASES: Record<Language, Phrases> = {
  en: {
    from: 'From {section}: {text}',
    close: 'What our data does say, from {section}: {text}',
    elevation: 'Elevation of {title}: {value} m above sea level.',
    founded: '{title}: founded, built or first held in {value}.',
    where: '{title} is in the canton of {canton}, region {region}.',
    premise: 'No, our data says {value}.',
    unescoYes: 'Yes, {title} is a UNESCO World Heritage site.',
    unescoNo: 'No, {title} is not on the UNESCO World Heritage list in our data.',
    protectedYes: 'Yes, {title} lies in a protected area.',
    protectedNo: 'No, {title} is not a protected area in our data.',
    food: '{item} ({type}): {where}.',
    photo: 'Photo spot: {spot}.',
    nearby: 'Nearby: {list}.',
    seasonNames: { spring: 'spring', summer: 'summer', autumn: 'autumn', winter: 'winter' },
  },
  de: {
    from: 'Aus «{section}»: {text}',
    close: 'Was unsere Daten dazu sagen, aus «{section}»: {text}',
    elevation: 'Höhe von {title}: {value} m ü. M.',
    founded: '{title}: gegründet, erbaut oder erstmals durchgeführt im Jahr {value}.',
    where: '{title} liegt im Kanton {canton}, Region {region}.',
    premise: 'Nein, unsere Daten sagen {value}.',
    unescoYes: 'Ja, {title} ist ein UNESCO-Welterbe.',
    unescoNo: 'Nein, {title} ist laut unseren Daten kein UNESCO-Welterbe.',
    protectedYes: 'Ja, {title} liegt in einem Schutzgebiet.',
    protectedNo: 'Nein, {title} ist laut unseren Daten kein Schutzgebiet.',
    food: '{item} ({type}): {where}.',
    photo: 'Fotospot: {spot}.',
    nearby: 'In der Nähe: {list}.',
    seasonNames: { spring: 'Frühling', summer: 'Sommer', autumn: 'Herbst', winter: 'Winter' },
  },
  fr: {
    from: 'D’après « {section} » : {text}',
    close: 'Ce que disent nos données, d’après « {section} » : {text}',
    elevation: 'Altitude de {title} : {value} m.',
    founded: '{title} : fondé, construit ou organisé pour la première fois en {value}.',
    where: '{title} se trouve dans le canton {canton}, région {region}.',
    premise: 'Non, nos données indiquent {value}.',
    unescoYes: 'Oui, {title} est inscrit au patrimoine mondial de l’UNESCO.',
    unescoNo: 'Non, selon nos données, {title} ne figure pas au patrimoine mondial de l’UNESCO.',
    protectedYes: 'Oui, {title} se trouve dans une zone protégée.',
    protectedNo: 'Non, selon nos données, {title} n’est pas une zone protégée.',
    food: '{item} ({type}) : {where}.',
    photo: 'Point photo : {spot}.',
    nearby: 'À proximité : {list}.',
    seasonNames: { spring: 'printemps', summer: 'été', autumn: 'automne', winter: 'hiver' },
  },
  it: {
    from: 'Da «{section}»: {text}',
    close: 'Ciò che dicono i nostri dati, da «{section}»: {text}',
    elevation: 'Altitudine di {title}: {value} m s.l.m.',
    founded: '{title}: fondato, costruito o tenuto per la prima volta nel {value}.',
    where: '{title} si trova nel cantone {canton}, regione {region}.',
    premise: 'No, i nostri dati indicano {value}.',
    unescoYes: 'Sì, {title} è un sito del patrimonio mondiale dell’UNESCO.',
    unescoNo: 'No, secondo i nostri dati {title} non figura nel patrimonio mondiale dell’UNESCO.',
    protectedYes: 'Sì, {title} si trova in un’area protetta.',
    protectedNo: 'No, secondo i nostri dati {title} non è un’area protetta.',
    food: '{item} ({type}): {where}.',
    photo: 'Punto fotografico: {spot}.',
    nearby: 'Nei dintorni: {list}.',
    seasonNames: { spring: 'primavera', summer: 'estate', autumn: 'autunno', winter: 'inverno' },
  },
};

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_m, key: string) => String(values[key] ?? ''));
}

// "Past: …" / "Present: …" labels of the old-versus-new texts: a sentence taken out of that pair
// must not start with a dangling label.
const PAIR_LABELS = /^(Past|Present|Früher|Heute|Autrefois|Aujourd['’]hui|Un tempo|Oggi)\s*:\s*/u;

export function withoutPairLabel(sentence: string): string {
  const text = sentence.replace(PAIR_LABELS, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

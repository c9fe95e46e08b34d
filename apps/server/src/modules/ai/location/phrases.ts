import type { Language } from '@swiss/contract';
import type { EventPeriod, RefusalReason } from './intents.js';

/** A distance as spoken: metres to the nearest 10 below 1 km, else km with one decimal (a comma in de, fr, it). */
export function formatDistance(km: number, lang: Language): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  const value = km < 10 ? km.toFixed(1) : String(Math.round(km));
  return `${lang === 'en' ? value : value.replace('.', ',')} km`;
}

/** One decimal at most, with the language's decimal mark. */
export function formatNumber(value: number, lang: Language): string {
  const text = String(Math.round(value * 10) / 10);
  return lang === 'en' ? text : text.replace('.', ',');
}

type Fill = Record<string, string>;

/** "{name}" -> the value; a missing value leaves nothing. */
export function fill(template: string, values: Fill): string {
  return template.replace(/\{(\w+)\}/g, (_m, key: string) => values[key] ?? '');
}

interface Phrases {
  nearest: string;
  openNow: string;
  closedNow: string;
  hoursUnknownNow: string;
  noHours: string;
  noneOpen: string;
  noneWithin: string;
  alsoNear: string;
  notFound: string;
  named: string;
  /** Another place of the same name nearby, whose hours we know. */
  alsoNamed: string;
  weather: string;
  feelsLike: string;
  wind: string;
  humidity: string;
  weatherOffline: string;
  airQuality: string;
  airOffline: string;
  where: string;
  whereNear: string;
  whereUnknown: string;
  municipalityOf: string;
  localityUnknown: string;
  directions: string;
  fromStop: string;
  toStop: string;
  connection: string;
  connectionsOffline: string;
  timetable: string;
  destinationUnknown: string;
  sights: string;
  sightsNone: string;
  events: string;
  eventsByMonth: string;
  eventsNone: string;
  eventPeriods: Record<EventPeriod, string>;
  here: string;
  capabilities: string;
  refusals: Record<RefusalReason, string>;
  conditions: Record<ConditionGroup, string>;
  airBands: [string, string, string, string, string, string];
  list: (items: string[]) => string;
}

export type ConditionGroup =
  | 'clear'
  | 'mainlyClear'
  | 'partlyCloudy'
  | 'overcast'
  | 'fog'
  | 'drizzle'
  | 'rain'
  | 'freezingRain'
  | 'snow'
  | 'showers'
  | 'snowShowers'
  | 'thunderstorm';

/** WMO weather codes (Open-Meteo's subset) to a condition the four languages name. */
export function conditionGroup(code: number | null): ConditionGroup | undefined {
  if (code === null) return undefined;
  if (code === 0) return 'clear';
  if (code === 1) return 'mainlyClear';
  if (code === 2) return 'partlyCloudy';
  if (code === 3) return 'overcast';
  if (code === 45 || code === 48) return 'fog';
  if (code >= 51 && code <= 55) return 'drizzle';
  if (code === 56 || code === 57 || code === 66 || code === 67) return 'freezingRain';
  if (code >= 61 && code <= 65) return 'rain';
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return code >= 85 ? 'snowShowers' : 'snow';
  if (code >= 80 && code <= 82) return 'showers';
  if (code >= 95) return 'thunderstorm';
  return undefined;
}

const join = (and: string) => (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join('; ')} ${and} ${items.at(-1) ?? ''}`;

export const PHRASES: Record<Language, Phrases> = {
  en: {
    nearest: '{Nearest} is {name}, {distance} away{at}.',
    openNow: 'It is open now, the hours are {hours}.',
    closedNow: 'It is closed now, the hours are {hours}.',
    hoursUnknownNow: 'Its hours are {hours}, I cannot tell whether it is open right now.',
    noHours: 'Its opening hours are not in our data.',
    noneOpen: 'None of the {kinds} within {radius} is open now by the hours in our data.',
    noneWithin: 'I know of no {kinds} within {radius} of here.',
    alsoNear: 'Also near: {list}.',
    notFound: 'I know of no place called {name} within {radius} of here.',
    named: '{name} is {distance} away{at}.',
    alsoNamed: 'Another place of that name is {name}, {distance} away{at}.',
    weather: 'Weather now {place}: {temperature} °C, {condition}',
    feelsLike: 'feels like {value} °C',
    wind: 'wind {value} km/h',
    humidity: 'humidity {value} %',
    weatherOffline:
      'The weather needs a connection, and the weather service cannot be reached right now, so I have no current values for here.',
    airQuality: 'Air quality now {place}: European index {index}, {band}',
    airOffline:
      'Air quality needs a connection, and the air quality service cannot be reached right now, so I have no current values for here.',
    where: 'You are in {locality}{municipality}, canton {canton}.',
    whereNear: '{place} is {distance} away.',
    municipalityOf: '{locality} is in the municipality of {municipality}, canton {canton}.',
    localityUnknown: 'I know of no Swiss locality called {name}.',
    whereUnknown: 'I cannot name the locality at your position: it is outside the Swiss places we know.',
    directions: '{destination} is {distance} away in a straight line.',
    fromStop: 'Your nearest stop is {stop}, {distance} away.',
    toStop: 'At {destination} the nearest stop is {stop}.',
    connection:
      'Next connection from {from}: {departure}, arriving at {to} {arrival}, {duration} min, {transfers} changes.',
    connectionsOffline: 'Live connections need a connection; the SBB timetable in the sources has them.',
    timetable: 'The SBB timetable in the sources shows the connections.',
    destinationUnknown:
      'I do not know {destination} among our places and Swiss localities, so I cannot guide you there.',
    sights: 'Worth seeing within {radius} of here: {list}.',
    sightsNone: 'I know of nothing worth seeing within {radius} of here.',
    events: 'Events we know of within {radius} of you in {month}: {list}.',
    eventsByMonth: 'Our data dates them by month or season, not day by day: check the date given.',
    eventsNone: 'We know of no events within {radius} of you {period}.',
    eventPeriods: { today: 'today', week: 'this week', month: 'this month' },
    here: 'here',
    capabilities:
      'Here I can tell you about nearby places and their opening hours, public transport stops, the weather and air quality, how to get somewhere, what is worth seeing nearby and where you are.',
    refusals: {
      injection: 'I only answer from what we know at your position.',
      price: 'I have no prices here.',
      reviews: 'I have no reviews or ratings.',
      events: 'I have no event listings for here.',
      personal: 'I do not know or keep personal data.',
      changed: 'Our data cannot confirm changes such as a move, a closure or damage.',
      far: 'That is too far from your position for me to answer.',
      forecast: 'I only have the weather as it is now, no forecast.',
      unknown: 'I cannot answer that from what we know here.',
    },
    conditions: {
      clear: 'clear sky',
      mainlyClear: 'mainly clear',
      partlyCloudy: 'partly cloudy',
      overcast: 'overcast',
      fog: 'fog',
      drizzle: 'drizzle',
      rain: 'rain',
      freezingRain: 'freezing rain',
      snow: 'snow',
      showers: 'rain showers',
      snowShowers: 'snow showers',
      thunderstorm: 'thunderstorm',
    },
    airBands: ['good', 'fair', 'moderate', 'poor', 'very poor', 'extremely poor'],
    list: join('and'),
  },
  de: {
    nearest: '{Nearest} ist {name}, {distance} entfernt{at}.',
    openNow: 'Es ist jetzt geöffnet, die Öffnungszeiten sind {hours}.',
    closedNow: 'Es ist jetzt geschlossen, die Öffnungszeiten sind {hours}.',
    hoursUnknownNow: 'Die Öffnungszeiten sind {hours}, ob jetzt geöffnet ist, kann ich nicht sagen.',
    noHours: 'Die Öffnungszeiten sind nicht in unseren Daten.',
    noneOpen: 'Im Umkreis von {radius} sind laut den Öffnungszeiten in unseren Daten jetzt keine {kinds} geöffnet.',
    noneWithin: 'Im Umkreis von {radius} kenne ich keine {kinds}.',
    alsoNear: 'Ebenfalls in der Nähe: {list}.',
    notFound: 'Im Umkreis von {radius} kenne ich keinen Ort namens {name}.',
    named: '{name} ist {distance} entfernt{at}.',
    alsoNamed: 'Ein weiterer Ort dieses Namens ist {name}, {distance} entfernt{at}.',
    weather: 'Wetter jetzt {place}: {temperature} °C, {condition}',
    feelsLike: 'gefühlt {value} °C',
    wind: 'Wind {value} km/h',
    humidity: 'Luftfeuchtigkeit {value} %',
    weatherOffline:
      'Das Wetter braucht eine Verbindung, und der Wetterdienst ist gerade nicht erreichbar, darum habe ich keine aktuellen Werte für hier.',
    airQuality: 'Luftqualität jetzt {place}: Europäischer Index {index}, {band}',
    airOffline:
      'Die Luftqualität braucht eine Verbindung, und der Dienst ist gerade nicht erreichbar, darum habe ich keine aktuellen Werte für hier.',
    where: 'Sie sind in {locality}{municipality}, Kanton {canton}.',
    whereNear: '{place} ist {distance} entfernt.',
    municipalityOf: '{locality} gehört zur Gemeinde {municipality}, Kanton {canton}.',
    localityUnknown: 'Eine Schweizer Ortschaft namens {name} kenne ich nicht.',
    whereUnknown:
      'Den Ort an Ihrer Position kann ich nicht nennen: Er liegt ausserhalb der Schweizer Orte, die wir kennen.',
    directions: '{destination} ist in Luftlinie {distance} entfernt.',
    fromStop: 'Ihre nächste Haltestelle ist {stop}, {distance} entfernt.',
    toStop: 'Bei {destination} ist die nächste Haltestelle {stop}.',
    connection:
      'Nächste Verbindung ab {from}: {departure}, Ankunft in {to} {arrival}, {duration} Min., {transfers} Umstiege.',
    connectionsOffline:
      'Live-Verbindungen brauchen eine Verbindung; der SBB-Fahrplan in den Quellen zeigt die Verbindungen.',
    timetable: 'Der SBB-Fahrplan in den Quellen zeigt die Verbindungen.',
    destinationUnknown:
      '{destination} kenne ich weder unter unseren Orten noch unter den Schweizer Ortschaften, darum kann ich Sie nicht dorthin führen.',
    sights: 'Sehenswert im Umkreis von {radius}: {list}.',
    sightsNone: 'Im Umkreis von {radius} kenne ich nichts Sehenswertes.',
    events: 'Veranstaltungen im Umkreis von {radius}, die wir für {month} kennen: {list}.',
    eventsByMonth:
      'Unsere Daten datieren sie nach Monat oder Saison, nicht tageweise: Bitte das angegebene Datum prüfen.',
    eventsNone: 'Wir kennen {period} keine Veranstaltungen im Umkreis von {radius}.',
    eventPeriods: { today: 'heute', week: 'diese Woche', month: 'diesen Monat' },
    here: 'hier',
    capabilities:
      'Hier kann ich Ihnen sagen, was in der Nähe ist und wann es geöffnet hat, wo die Haltestellen sind, wie Wetter und Luftqualität sind, wie Sie irgendwohin kommen, was in der Nähe sehenswert ist und wo Sie sind.',
    refusals: {
      injection: 'Ich antworte nur aus dem, was wir an Ihrer Position wissen.',
      price: 'Preise habe ich hier nicht.',
      reviews: 'Bewertungen habe ich nicht.',
      events: 'Veranstaltungen habe ich für hier nicht.',
      personal: 'Persönliche Daten kenne und speichere ich nicht.',
      changed: 'Änderungen wie einen Umzug, eine Schliessung oder einen Schaden können unsere Daten nicht bestätigen.',
      far: 'Das ist zu weit von Ihrer Position entfernt, um es zu beantworten.',
      forecast: 'Ich habe nur das aktuelle Wetter, keine Vorhersage.',
      unknown: 'Das kann ich aus dem, was wir hier wissen, nicht beantworten.',
    },
    conditions: {
      clear: 'klarer Himmel',
      mainlyClear: 'überwiegend klar',
      partlyCloudy: 'teilweise bewölkt',
      overcast: 'bedeckt',
      fog: 'Nebel',
      drizzle: 'Nieselregen',
      rain: 'Regen',
      freezingRain: 'gefrierender Regen',
      snow: 'Schneefall',
      showers: 'Regenschauer',
      snowShowers: 'Schneeschauer',
      thunderstorm: 'Gewitter',
    },
    airBands: ['gut', 'ordentlich', 'mässig', 'schlecht', 'sehr schlecht', 'extrem schlecht'],
    list: join('und'),
  },
  fr: {
    nearest: '{Nearest} est {name}, à {distance}{at}.',
    openNow: 'C’est ouvert maintenant, les horaires sont {hours}.',
    closedNow: 'C’est fermé maintenant, les horaires sont {hours}.',
    hoursUnknownNow: 'Les horaires sont {hours}, je ne peux pas dire si c’est ouvert maintenant.',
    noHours: 'Les horaires ne figurent pas dans nos données.',
    noneOpen: 'Selon les horaires de nos données, rien parmi les {kinds} à moins de {radius} n’est ouvert maintenant.',
    noneWithin: 'Je ne connais pas de {kinds} à moins de {radius} d’ici.',
    alsoNear: 'Aussi à proximité : {list}.',
    notFound: 'Je ne connais aucun lieu appelé {name} à moins de {radius} d’ici.',
    named: '{name} est à {distance}{at}.',
    alsoNamed: 'Un autre lieu de ce nom est {name}, à {distance}{at}.',
    weather: 'Météo actuelle {place} : {temperature} °C, {condition}',
    feelsLike: 'ressenti {value} °C',
    wind: 'vent {value} km/h',
    humidity: 'humidité {value} %',
    weatherOffline:
      'La météo a besoin d’une connexion, et le service météo est injoignable pour le moment, je n’ai donc pas de valeurs actuelles pour ici.',
    airQuality: 'Qualité de l’air actuelle {place} : indice européen {index}, {band}',
    airOffline:
      'La qualité de l’air a besoin d’une connexion, et le service est injoignable pour le moment, je n’ai donc pas de valeurs actuelles pour ici.',
    where: 'Vous êtes à {locality}{municipality}, canton {canton}.',
    whereNear: '{place} est à {distance}.',
    municipalityOf: '{locality} fait partie de la commune de {municipality}, canton {canton}.',
    localityUnknown: 'Je ne connais aucune localité suisse appelée {name}.',
    whereUnknown:
      'Je ne peux pas nommer la localité à votre position : elle est hors des lieux suisses que nous connaissons.',
    directions: '{destination} est à {distance} à vol d’oiseau.',
    fromStop: 'Votre arrêt le plus proche est {stop}, à {distance}.',
    toStop: 'À {destination}, l’arrêt le plus proche est {stop}.',
    connection:
      'Prochaine correspondance depuis {from} : {departure}, arrivée à {to} {arrival}, {duration} min, {transfers} changements.',
    connectionsOffline:
      'Les correspondances en direct ont besoin d’une connexion ; l’horaire CFF dans les sources les indique.',
    timetable: 'L’horaire CFF dans les sources indique les correspondances.',
    destinationUnknown:
      'Je ne connais pas {destination} parmi nos lieux et les localités suisses, je ne peux donc pas vous y guider.',
    sights: 'À voir à moins de {radius} : {list}.',
    sightsNone: 'Je ne connais rien à voir à moins de {radius} d’ici.',
    events: 'Les événements que nous connaissons à moins de {radius} de vous en {month} : {list}.',
    eventsByMonth: 'Nos données les datent par mois ou par saison, pas jour par jour : vérifiez la date indiquée.',
    eventsNone: 'Nous ne connaissons aucun événement à moins de {radius} de vous {period}.',
    eventPeriods: { today: 'aujourd’hui', week: 'cette semaine', month: 'ce mois-ci' },
    here: 'ici',
    capabilities:
      'Ici, je peux vous indiquer les lieux proches et leurs horaires, les arrêts de transports publics, la météo et la qualité de l’air, comment aller quelque part, ce qui vaut la visite à proximité et où vous êtes.',
    refusals: {
      injection: 'Je réponds seulement à partir de ce que nous savons à votre position.',
      price: 'Je n’ai pas de prix ici.',
      reviews: 'Je n’ai ni avis ni notes.',
      events: 'Je n’ai pas de liste d’événements pour ici.',
      personal: 'Je ne connais ni ne garde de données personnelles.',
      changed:
        'Nos données ne peuvent pas confirmer de changements comme un déménagement, une fermeture ou des dégâts.',
      far: 'C’est trop loin de votre position pour que je puisse répondre.',
      forecast: 'Je n’ai que la météo actuelle, pas de prévisions.',
      unknown: 'Je ne peux pas répondre à cela avec ce que nous savons ici.',
    },
    conditions: {
      clear: 'ciel dégagé',
      mainlyClear: 'plutôt dégagé',
      partlyCloudy: 'partiellement nuageux',
      overcast: 'couvert',
      fog: 'brouillard',
      drizzle: 'bruine',
      rain: 'pluie',
      freezingRain: 'pluie verglaçante',
      snow: 'neige',
      showers: 'averses',
      snowShowers: 'averses de neige',
      thunderstorm: 'orage',
    },
    airBands: ['bonne', 'correcte', 'moyenne', 'mauvaise', 'très mauvaise', 'extrêmement mauvaise'],
    list: join('et'),
  },
  it: {
    nearest: '{Nearest} è {name}, a {distance}{at}.',
    openNow: 'In questo momento è aperto, gli orari di apertura sono {hours}.',
    closedNow: 'In questo momento è chiuso, gli orari di apertura sono {hours}.',
    hoursUnknownNow: 'Gli orari sono {hours}, non posso dire se adesso è aperto.',
    noHours: 'Gli orari di apertura non sono nei nostri dati.',
    noneOpen: 'Secondo gli orari dei nostri dati, niente tra {kinds} entro {radius} è aperto adesso.',
    noneWithin: 'Non conosco {kinds} entro {radius} da qui.',
    alsoNear: 'Vicino anche: {list}.',
    notFound: 'Non conosco nessun luogo chiamato {name} entro {radius} da qui.',
    named: '{name} è a {distance}{at}.',
    alsoNamed: 'Un altro luogo con questo nome è {name}, a {distance}{at}.',
    weather: 'Meteo adesso {place}: {temperature} °C, {condition}',
    feelsLike: 'percepiti {value} °C',
    wind: 'vento {value} km/h',
    humidity: 'umidità {value} %',
    weatherOffline:
      'Il meteo ha bisogno di una connessione, e il servizio meteo adesso non è raggiungibile, quindi non ho valori attuali per qui.',
    airQuality: 'Qualità dell’aria adesso {place}: indice europeo {index}, {band}',
    airOffline:
      'La qualità dell’aria ha bisogno di una connessione, e il servizio adesso non è raggiungibile, quindi non ho valori attuali per qui.',
    where: 'Sei a {locality}{municipality}, cantone {canton}.',
    whereNear: '{place} è a {distance}.',
    municipalityOf: '{locality} fa parte del comune di {municipality}, cantone {canton}.',
    localityUnknown: 'Non conosco nessuna località svizzera chiamata {name}.',
    whereUnknown: 'Non posso nominare la località in cui ti trovi: è fuori dai luoghi svizzeri che conosciamo.',
    directions: '{destination} è a {distance} in linea d’aria.',
    fromStop: 'La tua fermata più vicina è {stop}, a {distance}.',
    toStop: 'A {destination} la fermata più vicina è {stop}.',
    connection:
      'Prossimo collegamento da {from}: {departure}, arrivo a {to} {arrival}, {duration} min, {transfers} cambi.',
    connectionsOffline:
      'I collegamenti in tempo reale hanno bisogno di una connessione; l’orario FFS nelle fonti li mostra.',
    timetable: 'L’orario FFS nelle fonti mostra i collegamenti.',
    destinationUnknown:
      'Non conosco {destination} tra i nostri luoghi e le località svizzere, quindi non posso guidarti fin lì.',
    sights: 'Entro {radius} da qui ci sono questi luoghi che vale la pena vedere: {list}.',
    sightsNone: 'Non conosco niente da vedere entro {radius} da qui.',
    events: 'Gli eventi che conosciamo entro {radius} da te a {month}: {list}.',
    eventsByMonth: 'I nostri dati li datano per mese o stagione, non giorno per giorno: controlla la data indicata.',
    eventsNone: 'Non conosciamo eventi entro {radius} da te {period}.',
    eventPeriods: { today: 'oggi', week: 'questa settimana', month: 'questo mese' },
    here: 'qui',
    capabilities:
      'Qui posso dirti dei luoghi vicini e dei loro orari, delle fermate dei mezzi pubblici, del meteo e della qualità dell’aria, di come arrivare da qualche parte, di cosa vale la pena vedere nei dintorni e di dove ti trovi.',
    refusals: {
      injection: 'Rispondo solo da ciò che sappiamo nella tua posizione.',
      price: 'Qui non ho prezzi.',
      reviews: 'Non ho recensioni né valutazioni.',
      events: 'Non ho un elenco di eventi per qui.',
      personal: 'Non conosco né conservo dati personali.',
      changed: 'I nostri dati non possono confermare cambiamenti come un trasloco, una chiusura o dei danni.',
      far: 'È troppo lontano dalla tua posizione per poter rispondere.',
      forecast: 'Ho solo il meteo attuale, nessuna previsione.',
      unknown: 'Non posso rispondere a questo con ciò che sappiamo qui.',
    },
    conditions: {
      clear: 'cielo sereno',
      mainlyClear: 'prevalentemente sereno',
      partlyCloudy: 'parzialmente nuvoloso',
      overcast: 'coperto',
      fog: 'nebbia',
      drizzle: 'pioviggine',
      rain: 'pioggia',
      freezingRain: 'pioggia gelata',
      snow: 'neve',
      showers: 'rovesci',
      snowShowers: 'rovesci di neve',
      thunderstorm: 'temporale',
    },
    airBands: ['buona', 'discreta', 'moderata', 'scadente', 'molto scadente', 'estremamente scadente'],
    list: join('e'),
  },
};

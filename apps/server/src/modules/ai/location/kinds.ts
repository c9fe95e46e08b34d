import type { Language } from '@swiss/contract';

/** The kinds of nearby place AIRA finds: each a POI search (a place_type, or a name keyword). */
export const POI_KINDS = [
  'pharmacy',
  'hospital',
  'atm',
  'supermarket',
  'cafe',
  'restaurant',
  'hotel',
  'fuel',
  'station',
  'tram',
  'bus',
  'stop',
  'boat',
  'museum',
  'attraction',
] as const;
export type PoiKind = (typeof POI_KINDS)[number];

export interface KindSearch {
  /** A place_type of the POI service (modules/poi place-types.ts). */
  placeType?: string;
  /** A name keyword: names holding it come first, then places of the kinds it names. */
  keyword?: string;
  /** How far to look, km. */
  radiusKm: number;
}

/**
 * What each kind searches. Cafés are not a kind of their own in our data: a name with "café"
 * comes first, then restaurants (the reply says "café or restaurant"). The data's finance places
 * are banks (with their cash machines) and a few ATMs, so an ATM question finds both.
 */
export const KIND_SEARCH: Record<PoiKind, KindSearch> = {
  pharmacy: { placeType: 'pharmacy', radiusKm: 15 },
  hospital: { placeType: 'hospital', radiusKm: 30 },
  atm: { placeType: 'finance', radiusKm: 15 },
  supermarket: { placeType: 'supermarket', radiusKm: 15 },
  cafe: { keyword: 'cafe', radiusKm: 10 },
  restaurant: { placeType: 'restaurant', radiusKm: 10 },
  hotel: { placeType: 'lodging', radiusKm: 15 },
  fuel: { placeType: 'gas_station', radiusKm: 20 },
  station: { placeType: 'train_station', radiusKm: 15 },
  tram: { placeType: 'tram', radiusKm: 5 },
  bus: { placeType: 'bus', radiusKm: 5 },
  stop: { placeType: 'transit_station', radiusKm: 5 },
  boat: { placeType: 'ferry', radiusKm: 15 },
  museum: { placeType: 'museum', radiusKm: 20 },
  attraction: { placeType: 'attractions', radiusKm: 10 },
};

/**
 * The words that name each kind, folded (lower case, no accents), in the four languages. Checked
 * in this order: "Bahnhofapotheke" is a pharmacy, "station-service" fuel before a station.
 */
export const KIND_WORDS: readonly [PoiKind, RegExp][] = [
  ['pharmacy', /\b(pharmac(y|ies|ie|ies)|chemists?|drugstores?|\w*apotheken?|pharmacies?|farmaci[ae])\b|\bdrogerie/],
  [
    'hospital',
    /\b(hospitals?|clinics?|emergency (room|department)|a ?& ?e|\w*spital|krankenhaus|kliniken?|notfall\w*|hopital|clinique|urgences|ospedale|clinica|pronto soccorso)\b/,
  ],
  [
    'atm',
    /\b(atms?|cash ?(machine|point)s?|banks?|withdraw (cash|money)|bancomats?|bankomat(en)?|geldautomat(en)?|geld abheben|banken|distributeurs?( automatique| de billets)?|banques?|retirer de l'argent|banca|banche|prelevare)\b/,
  ],
  [
    'supermarket',
    /\b(supermarkets?|grocer(y|ies)|grocery stores?|food shop|supermarkt|supermarkte|lebensmittel\w*|supermarches?|epiceries?|supermercat[oi]|alimentari)\b/,
  ],
  ['cafe', /\b(cafes?|coffee( shop)?|kaffee|caffe|caffetteria|cafeteria)\b/],
  [
    'restaurant',
    /\b(restaurants?|eat|food|dinner|lunch|essen|gaststatte|beiz|manger|diner|dejeuner|ristoranti?|trattoria|pizzeria|mangiare|cenare|pranzare)\b/,
  ],
  [
    'hotel',
    /\b(hotels?|hostels?|accommodation|place to (sleep|stay)|unterkunft|ubernachten|ubernachtung|hebergement|auberge|dormir|albergh?[oi]|alloggio|dormire|pernottare)\b/,
  ],
  [
    'fuel',
    /\b(gas stations?|petrol( stations?)?|fuel( stations?)?|filling stations?|tankstellen?|tanken|benzin|station[- ]service|essence|carburant|distributor[ei] di benzina|benzinai?|carburante)\b/,
  ],
  [
    'boat',
    /\b(boats?|boat trips?|ferry|ferries|cruises?|landing stages?|piers?|schiff\w*|dampfer|fahre|fahren ubers|anlegestellen?|bateaux?|debarcaderes?|croisieres?|navigation|battell[oi]|traghett[oi]|imbarcader[oi]|barca|barche|navigazione|crociera)\b/,
  ],
  [
    'station',
    /\b(train stations?|railway stations?|stations?|bahnhof|bahnhofe|gare|stazione( ferroviaria)?|stazioni)\b/,
  ],
  // A tram or a bus asked for by name: stops served by it, not the nearest stop of any kind.
  ['tram', /\b(tram stops?|trams?|tramhaltestellen?|tramstation|arrets? de tram|tramway|fermat[ae] del tram|tram)\b/],
  [
    'bus',
    /\b(bus stops?|bus|buses|bushaltestellen?|postauto|arrets? de bus|autobus|fermat[ae] dell'autobus|fermat[ae] del bus)\b/,
  ],
  [
    'stop',
    /\b(bus stops?|tram stops?|stops?|public transport|haltestellen?|bushaltestellen?|tramhaltestellen?|bus|tram|arrets?( de bus| de tram)?|transports? (publics?|en commun)|fermat[ae]( dell'autobus| del bus| del tram)?|mezzi pubblici)\b/,
  ],
  ['museum', /\b(museums?|museen|musee|musees|musei|museo)\b/],
  [
    'attraction',
    /\b(attractions?|sehenswurdigkeit(en)?|attrazion[ei]|curiosites?|landmarks?|monuments?|denkmal|monumento)\b/,
  ],
];

/** The kind a folded question names, or undefined. */
export function kindOf(folded: string): PoiKind | undefined {
  return KIND_WORDS.find(([, words]) => words.test(folded))?.[0];
}

/** How each kind is named: singular, plural, and for de, fr, it its gender (fr, it: the article, elided or not). */
interface KindName {
  one: string;
  many: string;
  gender?: 'm' | 'f' | 'n';
  article?: string;
}
const k = (one: string, many: string, gender?: 'm' | 'f' | 'n', article?: string): KindName => ({
  one,
  many,
  ...(gender ? { gender } : {}),
  ...(article ? { article } : {}),
});

export const KIND_NAMES: Record<Language, Record<PoiKind, KindName>> = {
  en: {
    pharmacy: k('pharmacy', 'pharmacies'),
    hospital: k('hospital or clinic', 'hospitals or clinics'),
    atm: k('bank or cash machine', 'banks or cash machines'),
    supermarket: k('supermarket', 'supermarkets'),
    cafe: k('café or restaurant', 'cafés or restaurants'),
    restaurant: k('restaurant', 'restaurants'),
    hotel: k('place to stay', 'places to stay'),
    fuel: k('fuel station', 'fuel stations'),
    station: k('railway station', 'railway stations'),
    tram: k('tram stop', 'tram stops'),
    bus: k('bus stop', 'bus stops'),
    stop: k('public transport stop', 'public transport stops'),
    boat: k('boat landing stage', 'boat landing stages'),
    museum: k('museum', 'museums'),
    attraction: k('sight', 'sights'),
  },
  de: {
    pharmacy: k('Apotheke', 'Apotheken', 'f'),
    hospital: k('Spital oder Klinik', 'Spitäler oder Kliniken', 'n'),
    atm: k('Bank oder Geldautomat', 'Banken oder Geldautomaten', 'f'),
    supermarket: k('Supermarkt', 'Supermärkte', 'm'),
    cafe: k('Café oder Restaurant', 'Cafés oder Restaurants', 'n'),
    restaurant: k('Restaurant', 'Restaurants', 'n'),
    hotel: k('Unterkunft', 'Unterkünfte', 'f'),
    fuel: k('Tankstelle', 'Tankstellen', 'f'),
    station: k('Bahnhof', 'Bahnhöfe', 'm'),
    tram: k('Tramhaltestelle', 'Tramhaltestellen', 'f'),
    bus: k('Bushaltestelle', 'Bushaltestellen', 'f'),
    stop: k('Haltestelle', 'Haltestellen', 'f'),
    boat: k('Schiffstation', 'Schiffstationen', 'f'),
    museum: k('Museum', 'Museen', 'n'),
    attraction: k('Sehenswürdigkeit', 'Sehenswürdigkeiten', 'f'),
  },
  fr: {
    pharmacy: k('pharmacie', 'pharmacies', 'f', 'la '),
    hospital: k('hôpital ou clinique', 'hôpitaux ou cliniques', 'm', 'l’'),
    atm: k('banque ou distributeur', 'banques ou distributeurs', 'f', 'la '),
    supermarket: k('supermarché', 'supermarchés', 'm', 'le '),
    cafe: k('café ou restaurant', 'cafés ou restaurants', 'm', 'le '),
    restaurant: k('restaurant', 'restaurants', 'm', 'le '),
    hotel: k('hébergement', 'hébergements', 'm', 'l’'),
    fuel: k('station-service', 'stations-service', 'f', 'la '),
    station: k('gare', 'gares', 'f', 'la '),
    tram: k('arrêt de tram', 'arrêts de tram', 'm', 'l’'),
    bus: k('arrêt de bus', 'arrêts de bus', 'm', 'l’'),
    stop: k('arrêt de transports publics', 'arrêts de transports publics', 'm', 'l’'),
    boat: k('débarcadère', 'débarcadères', 'm', 'le '),
    museum: k('musée', 'musées', 'm', 'le '),
    attraction: k('curiosité', 'curiosités', 'f', 'la '),
  },
  it: {
    pharmacy: k('farmacia', 'farmacie', 'f', 'la '),
    hospital: k('ospedale o clinica', 'ospedali o cliniche', 'm', 'l’'),
    atm: k('banca o bancomat', 'banche o bancomat', 'f', 'la '),
    supermarket: k('supermercato', 'supermercati', 'm', 'il '),
    cafe: k('caffè o ristorante', 'caffè o ristoranti', 'm', 'il '),
    restaurant: k('ristorante', 'ristoranti', 'm', 'il '),
    hotel: k('alloggio', 'alloggi', 'm', 'l’'),
    fuel: k('distributore di carburante', 'distributori di carburante', 'm', 'il '),
    station: k('stazione ferroviaria', 'stazioni ferroviarie', 'f', 'la '),
    tram: k('fermata del tram', 'fermate del tram', 'f', 'la '),
    bus: k('fermata dell’autobus', 'fermate dell’autobus', 'f', 'la '),
    stop: k('fermata dei mezzi pubblici', 'fermate dei mezzi pubblici', 'f', 'la '),
    boat: k('imbarcadero dei battelli', 'imbarcaderi dei battelli', 'm', 'l’'),
    museum: k('museo', 'musei', 'm', 'il '),
    attraction: k('attrazione', 'attrazioni', 'f', 'l’'),
  },
};

/** "the nearest (open) pharmacy", "die nächste (jetzt geöffnete) Apotheke", "la pharmacie (ouverte) la plus proche". */
export function nearestPhrase(lang: Language, kind: PoiKind, open: boolean): string {
  const name = KIND_NAMES[lang][kind];
  const feminine = name.gender === 'f';
  switch (lang) {
    case 'en':
      return `the nearest ${open ? 'open ' : ''}${name.one}`;
    case 'de': {
      const article = name.gender === 'm' ? 'der' : feminine ? 'die' : 'das';
      return `${article} nächste ${open ? 'jetzt geöffnete ' : ''}${name.one}`;
    }
    case 'fr':
      return `${name.article ?? ''}${name.one} ${open ? (feminine ? 'ouverte ' : 'ouvert ') : ''}${feminine ? 'la' : 'le'} plus proche`;
    case 'it':
      return `${name.article ?? ''}${name.one} ${open ? (feminine ? 'aperta ' : 'aperto ') : ''}più ${feminine ? 'vicina' : 'vicino'}`;
  }
}

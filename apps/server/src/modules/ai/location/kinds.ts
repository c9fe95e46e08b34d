import type { Language } from '@swiss/contract';
import { BATHING_PLACE_NAME, BATHING_PLACE_WORDS } from './bathing.js';

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
  'funicular',
  'rack',
  'cable_car',
  'metro',
  'airport',
  'campsite',
  'hut',
  'museum',
  'zoo',
  'castle',
  'church',
  'park',
  'waterfall',
  'lido',
  'spa',
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
  /** Only places whose folded name matches: a kind the data holds among others (bathing places among parks). */
  names?: RegExp;
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
  // Funiculars are among the data's cable cars (place_type cable_car): the subcategory keyword narrows to them.
  funicular: { placeType: 'cable_car', keyword: 'funicular', radiusKm: 20 },
  rack: { placeType: 'rack_railway', radiusKm: 20 },
  cable_car: { placeType: 'cable_car', radiusKm: 20 },
  metro: { placeType: 'subway_station', radiusKm: 10 },
  airport: { placeType: 'airport', radiusKm: 100 },
  campsite: { placeType: 'camp_site', radiusKm: 30 },
  hut: { placeType: 'alpine_hut', radiusKm: 20 },
  museum: { placeType: 'museum', radiusKm: 20 },
  zoo: { placeType: 'zoo', radiusKm: 30 },
  castle: { placeType: 'castle_or_ruins', radiusKm: 20 },
  church: { placeType: 'church', radiusKm: 10 },
  park: { placeType: 'park', radiusKm: 10 },
  waterfall: { placeType: 'waterfall', radiusKm: 30 },
  lido: { placeType: 'park', names: BATHING_PLACE_NAME, radiusKm: 20 },
  spa: { placeType: 'spa', radiusKm: 30 },
  attraction: { placeType: 'attractions', radiusKm: 10 },
};

/**
 * The words that name each kind, folded (lower case, no accents), in the four languages. Checked
 * in this order: "Bahnhofapotheke" is a pharmacy, "station-service" fuel before a station.
 */
export const KIND_WORDS: readonly [PoiKind, RegExp][] = [
  ['pharmacy', /\b(pharmac(y|ies|ie|ies)|chemists?|drugstores?|\w*apotheken?|pharmacies?|farmaci[ae])\b|\bdrogerie/],
  // Before the hotels ("a place to stay": a campsite or a hut is one too, asked for by name).
  ['campsite', /\b(camp ?sites?|campgrounds?|camping\w*|zeltpl[a]tz\w*|terrains? de camping|campeggi[oa]?)\b/],
  [
    'hut',
    /\b((?:mountain|alpine|sac|ski) huts?|huts?(?! (?:no|na|nid|nut|au|scho|znacht|zmittag|zabig|abig|morge|am)\b)|\w*hutten?|sac-hutten?|cabanes?(?: de montagne| du cas)?|refuges?|rifug[io]|capann[ae])\b/,
  ],
  [
    'hospital',
    /\b(hospitals?|clinics?|emergency (room|department)|a ?& ?e|doctors?|physicians?|gp|medical (centre|center|help)|\w*spital|spitaler|krankenhaus\w*|kliniken?|notfall\w*|notaufnahme|arzt|arztin|arzte|arztpraxis|hopitaux|hopital|cliniques?|urgences|medecins?|ospedal[ei]|clinic[ah]e?|pronto soccorso|guardia medica|medico)\b/,
  ],
  [
    'atm',
    /\b(atms?|cash ?(machine|point|dispenser)s?|cashpoints?|banks?|(withdraw|get) (some )?(cash|money)|(?:need|want|short of|out of) (?:some )?cash|bancomats?|bankomat(en)?|geldautomat(en)?|postomat(en)?|geld (abheben|holen|beziehen)|bargeld|banken|distributeurs?( automatiques?| de billets)?|billetteries?|banques?|agences? bancaires?|retirer (de l'argent|des especes)|(?:besoin|manque) d'(?:argent|especes)|besoin de liquide|(?:bisogno|senza) di contanti|banca|banche|prelevare|prelievo|sportello automatico)\b/,
  ],
  [
    'supermarket',
    /\b(supermarkets?|poschte|iichaufe|ichaufe|ladeli|grocer(y|ies)|grocery stores?|food (shop|store)s?|convenience stores?|buy (food|groceries|some food)|supermarkt|supermarkte|lebensmittel\w*|einkaufen|dorfladen|supermarches?|epiceries?|faire (les|des) courses|supermercat[oi]|alimentari|fare la spesa)\b/,
  ],
  [
    'cafe',
    /\b(cafes?|coffee( shop)?s?|bars?|tea ?rooms?|kaffee|kafi|konditorei|caffe|caffetteria|cafeteria|salon de the|pasticceria)\b/,
  ],
  [
    'restaurant',
    /\b(restaurants?|eat|food|dinner|lunch|breakfast|bistros?|takeaways?|fast food|snack bars?|essen|asse|z'?mittag|z'?morge|gaststatte|beiz|beizli|wirtschaft|imbiss|manger|diner|dejeuner|brasseries?|ristorant[ei]|trattori[ae]|osteri[ae]|grott[oi]|pizzeri[ae]|mangiare|cenare|pranzare)\b/,
  ],
  [
    'hotel',
    /\b(hotels?|hostels?|motels?|accommodation|beds?|bett(?:li)?|un lit|un letto|place to (sleep|stay)|(?:where|somewhere) (?:can i |could i |do i |we can |to )?(?:sleep|stay)(?! open)|stay overnight|spend the night|unterkunft|ubernachten|ubernachtung|hebergement|auberge|dormir|albergh?[oi]|alloggio|dormire|pernottare)\b/,
  ],
  [
    'fuel',
    /\b(gas stations?|get gas|petrol( stations?)?|fuel( stations?)?|refuel\w*|fill (it |the car |the tank |my car |the car's tank )?up|filling stations?|diesel|tankstell\w*|tanken|volltanken|auftanken|benzin|station[- ]service|stations[- ]service|stations?-essence|essence|carburant|faire le plein|distributor[ei] di (benzina|carburante)|stazion[ei] di servizio|aree? di servizio|benzinai?|benzinaio|distributor[ei](?! (?:automatic\w*|di biglietti|di bevande|de billets))|carburante|fare (il pieno|benzina|rifornimento)|rifornimento)\b/,
  ],
  [
    'boat',
    /\b(boats?|boat trips?|steamers?|paddle steamers?|ferry|ferries|cruises?|landing stages?|piers?|jett(y|ies)|\w*schiff\w*|dampfer|fahre|fahren ubers|anlegestellen?|ledischiff|bateaux?|bateaux-salons?|debarcaderes?|embarcaderes?|croisieres?|navigation|battell[oi]|traghett[oi]|imbarcader[oi]|barca|barche|navigazione|crociera|pontil[ei])\b/,
  ],
  // Before the stations: "the rack railway", "treno a cremagliera" is its stop, not any station.
  [
    'rack',
    /\b(rack (?:railways?|trains?)|cog (?:railways?|trains?)|zahnradbahn\w*|dampfbahn\w*|steam (?:trains?|railways?)|trains? a vapeur|treno a vapore|(?:train|chemin de fer|trains) a cremaillere|cremaillere|(?:trenino|treno|ferrovia) a cremagliera|cremagliera)\b/,
  ],
  [
    'station',
    // "Bus station", "police station": not a railway station.
    /\b(train stations?|railway stations?|(?<!\b(?:bus|tram|police|fire|charging|ev|metro|subway|ski|radio|gas|petrol|fuel|filling|service|valley|mountain|cable car|bottom|lower|top|upper|untere|obere) )stations?(?! (?:inferieure|superieure|aval|amont|du bas|du haut)\b)|trains|catch a train|s-bahn|sbb|cff|ffs|bahnhof|bahnhofe|gare|gares|stazione(?! (?:di servizio|di partenza|a valle|di valle|a monte|inferiore|superiore|della funivia|della cabinovia|della funicolare))( ferroviaria)?|stazioni|treno|treni)\b/,
  ],
  // A tram or a bus asked for by name: stops served by it, not the nearest stop of any kind.
  ['funicular', /\b(funiculars?|standseilbahn\w*|funiculaires?|funicolar[ei])\b/],
  [
    'cable_car',
    /\b((?:d|die|the) bahn (?:uf|ufs|ufe|auf|aufs|zum|zur)|cable ?cars?|cableways?|gondolas?|gondola lifts?|aerial (?:tramway|cableway)s?|ropeways?|chair ?lifts?|ski ?lifts?|mountain (?:railways?|lifts?)|valley stations?|(?:bottom|lower|top|upper|untere|obere) stations?|stations? (?:inferieure|superieure|aval|amont|du bas|du haut)|stazione (?:inferiore|superiore)|\w*seilbahn(?:en)?|gondel\w*|sessel(?:bahn|lift)\w*|skilift\w*|bergbahn(?:en)?|\w*talstation|bergstation|telepheriques?|telecabines?|telesieges?|remontees? mecaniques?|funivi[ae]|cabinovi[ae]|stazione (?:di partenza|a valle|di valle|a monte)|ovovi[ae]|seggiovi[ae]|impianti di risalita)\b/,
  ],
  ['metro', /\b(metro|metros|subway|u-bahn|metropolitana)\b/],
  ['airport', /\b(airports?|flughafen|flughafe|flugplatz|aeroports?|aeroport[oi]|aerodromes?)\b/],
  ['tram', /\b(tram stops?|trams?|tramhaltestellen?|tramstation|arrets? de tram|tramway|fermat[ae] del tram|tram)\b/],
  [
    'bus',
    /\b(bus stops?|bus stations?|bus|buses|postbus|postbuses|busbahnhof|bushaltestell\w*|postauto\w*|arrets? de bus|gare routiere|car postal|cars postaux|autobus|autopostale|autopostali|fermat[ae] dell'autobus|fermat[ae] del bus)\b/,
  ],
  [
    'stop',
    /\b(bus stops?|tram stops?|stops?|public transport|haltestell\w*|bushaltestell\w*|tramhaltestell\w*|bus|tram|arrets?( de bus| de tram)?|transports? (publics?|en commun)|fermat[ae]( dell'autobus| del bus| del tram)?|mezzi pubblici)\b/,
  ],
  ['museum', /\b(museums?|museen|musee|musees|musei|museo)\b/],
  [
    'zoo',
    /\b(zoos?|animals?|tiere|tierli|animaux|animali|birds? of prey|greifvogel\w*|rapaces|rapaci|tierpark\w*|wildpark\w*|tiergarten|vivarium|animal parks?|wildlife parks?|parcs? animaliers?|giardino zoologico|parco faunistico)\b/,
  ],
  [
    'castle',
    /\b(castles?|fortress(?:es)?|ruins?|schloss|schlosser|burg|burgen|burgruinen?|ruinen?|chateaux?|forteresse|ruines?|castell[oi]|fortezza|rovine|ruderi)\b/,
  ],
  [
    'church',
    /\b(churches|church|cathedrals?|chapels?|monaster(?:y|ies)|abbeys?|kirchen?|kathedralen?|munster|kapellen?|kloster|eglises?|cathedrales?|chapelles?|abbayes?|monasteres?|chies[ae]|cattedral[ei]|duomo|cappell[ae]|monaster[oi]|abbazi[ae]|convento)\b/,
  ],
  ['lido', BATHING_PLACE_WORDS],
  ['waterfall', /\b(waterfalls?|wasserfall\w*|wasserfalle|cascades?|chutes? d'eau|cascat[ae]|cascate)\b/],
  [
    'spa',
    /\b(spas?|thermal (?:baths?|spas?|springs?)|hot springs?|therme\w*|thermalbad\w*|bains thermaux|thermes|station thermale|terme|bagni termali|stabilimento termale)\b/,
  ],
  ['park', /\b(parks?|stadtpark|parkanlagen?|parcs?|parco|parchi)\b/],
  [
    'attraction',
    /\b(attractions?|sehenswurdigkeit(en)?|attrazion[ei]|curiosites?|landmarks?|monuments?|denkmal|monumento|ausflugsziel\w*|excursions?|day trips?|tourist spots?|points? of interest|lieux? a visiter|escursion[ei]|mete turistiche|viewpoints?|view points?|lookouts?|scenic spots?|aussichtspunkte?|aussichtsturm|points? de vue|belvederes?|punt[oi] panoramic[oi])\b/,
  ],
];

/**
 * A kind's words that name one subcategory of it: "the nearest hospital" is a hospital, not any
 * clinic; "a cable car" is no chair lift; "a hotel" is no mountain hut; "a church" no monastery.
 * Each with the words that ask for the whole kind again ("a doctor", "a place to stay", "a lift").
 */
const SUBCATEGORIES: readonly { kind: PoiKind; subcategory: string; words: RegExp; wider: RegExp }[] = [
  {
    kind: 'hospital',
    subcategory: 'hospital',
    words:
      /\b(hospitals?|\w*spital|spitaler|krankenhaus\w*|hopitaux|hopital|ospedal[ei]|emergency|a ?& ?e|notfall\w*|notaufnahme|urgences|pronto soccorso)\b/,
    wider:
      /\b(clinics?|doctors?|physicians?|gp|kliniken?|klinik|arzt\w*|cliniques?|medecins?|clinic[ah]e?|medico|medici|guardia medica)\b/,
  },
  {
    kind: 'cable_car',
    subcategory: 'cable_car',
    words:
      /\b(cable ?cars?|cableways?|gondolas?|gondola lifts?|aerial (?:tramway|cableway)s?|ropeways?|\w*seilbahn(?:en)?|gondel\w*|telepheriques?|telecabines?|funivi[ae]|cabinovi[ae]|ovovi[ae])\b/,
    wider:
      /\b(chair ?lifts?|ski ?lifts?|sessel\w*|skilift\w*|telesieges?|seggiovi[ae]|mountain (?:railways?|lifts?)|bergbahn(?:en)?|remontees?|impianti)\b/,
  },
  {
    kind: 'cable_car',
    subcategory: 'chair_lift',
    words: /\b(chair ?lifts?|sessel(?:bahn|lift)\w*|telesieges?|seggiovi[ae])\b/,
    wider:
      /\b(cable ?cars?|gondolas?|\w*seilbahn(?:en)?|gondel\w*|telepheriques?|telecabines?|funivi[ae]|cabinovi[ae]|ski ?lifts?|skilift\w*)\b/,
  },
  {
    kind: 'castle',
    subcategory: 'ruins',
    words: /\b(ruins?|burgruinen?|ruinen?|ruines?|rovine|ruderi)\b/,
    wider: /\b(palaces?|palast|palais|palazz[oi])\b/,
  },
  {
    kind: 'hotel',
    subcategory: 'hotel',
    words: /\b(hotels?|albergh?[oi])\b/,
    wider:
      /\b(hostels?|motels?|huts?|\w*hutten?|camping\w*|accommodation|place to (?:sleep|stay)|unterkunft|hebergement|auberge|alloggio|beds?|bett\w*)\b/,
  },
  {
    kind: 'church',
    subcategory: 'church',
    words: /\b(churches|church|kirchen?|eglises?|chies[ae])\b/,
    wider:
      /\b(monaster(?:y|ies)|abbeys?|kloster|abbayes?|monasteres?|monaster[oi]|abbazi[ae]|convento|chapels?|kapellen?|chapelles?|cappell[ae]|cathedrals?|kathedralen?|munster|cathedrales?|cattedral[ei]|duomo)\b/,
  },
  {
    kind: 'church',
    subcategory: 'monastery',
    words: /\b(monaster(?:y|ies)|abbeys?|kloster|abbayes?|monasteres?|monaster[oi]|abbazi[ae]|convento)\b/,
    wider: /\b(churches|church|kirchen?|eglises?|chies[ae]|chapels?|kapellen?|cathedrals?|duomo)\b/,
  },
];

/** The one subcategory of the kind the question's words ask for, or undefined for the whole kind. */
export function subcategoryAsked(kind: PoiKind, folded: string): string | undefined {
  return SUBCATEGORIES.find((s) => s.kind === kind && s.words.test(folded) && !s.wider.test(folded))?.subcategory;
}

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
    funicular: k('funicular', 'funiculars'),
    rack: k('rack railway stop', 'rack railway stops'),
    cable_car: k('cable car or mountain lift', 'cable cars or mountain lifts'),
    metro: k('metro station', 'metro stations'),
    airport: k('airport', 'airports'),
    campsite: k('campsite', 'campsites'),
    hut: k('mountain hut', 'mountain huts'),
    museum: k('museum', 'museums'),
    zoo: k('zoo or animal park', 'zoos or animal parks'),
    castle: k('castle', 'castles'),
    church: k('church or monastery', 'churches or monasteries'),
    park: k('park', 'parks'),
    waterfall: k('waterfall', 'waterfalls'),
    lido: k('bathing place', 'bathing places'),
    spa: k('spa or thermal bath', 'spas or thermal baths'),
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
    funicular: k('Standseilbahn', 'Standseilbahnen', 'f'),
    rack: k('Zahnradbahn-Haltestelle', 'Zahnradbahn-Haltestellen', 'f'),
    cable_car: k('Seilbahn oder Bergbahn', 'Seilbahnen oder Bergbahnen', 'f'),
    metro: k('Metrostation', 'Metrostationen', 'f'),
    airport: k('Flughafen', 'Flughäfen', 'm'),
    campsite: k('Campingplatz', 'Campingplätze', 'm'),
    hut: k('Berghütte', 'Berghütten', 'f'),
    museum: k('Museum', 'Museen', 'n'),
    zoo: k('Zoo oder Tierpark', 'Zoos oder Tierparks', 'm'),
    castle: k('Schloss oder Burg', 'Schlösser oder Burgen', 'n'),
    church: k('Kirche oder Kloster', 'Kirchen oder Klöster', 'f'),
    park: k('Park', 'Parks', 'm'),
    waterfall: k('Wasserfall', 'Wasserfälle', 'm'),
    lido: k('Strandbad', 'Strandbäder', 'n'),
    spa: k('Therme', 'Thermen', 'f'),
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
    funicular: k('funiculaire', 'funiculaires', 'm', 'le '),
    rack: k('arrêt du train à crémaillère', 'arrêts du train à crémaillère', 'm', 'l’'),
    cable_car: k('téléphérique ou remontée mécanique', 'téléphériques ou remontées mécaniques', 'm', 'le '),
    metro: k('station de métro', 'stations de métro', 'f', 'la '),
    airport: k('aéroport', 'aéroports', 'm', 'l’'),
    campsite: k('camping', 'campings', 'm', 'le '),
    hut: k('cabane de montagne', 'cabanes de montagne', 'f', 'la '),
    museum: k('musée', 'musées', 'm', 'le '),
    zoo: k('zoo ou parc animalier', 'zoos ou parcs animaliers', 'm', 'le '),
    castle: k('château', 'châteaux', 'm', 'le '),
    church: k('église ou monastère', 'églises ou monastères', 'f', 'l’'),
    park: k('parc', 'parcs', 'm', 'le '),
    waterfall: k('cascade', 'cascades', 'f', 'la '),
    lido: k('plage ou lido', 'plages ou lidos', 'f', 'la '),
    spa: k('bain thermal', 'bains thermaux', 'm', 'le '),
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
    funicular: k('funicolare', 'funicolari', 'f', 'la '),
    rack: k('fermata della ferrovia a cremagliera', 'fermate della ferrovia a cremagliera', 'f', 'la '),
    cable_car: k('funivia o impianto di risalita', 'funivie o impianti di risalita', 'f', 'la '),
    metro: k('stazione della metropolitana', 'stazioni della metropolitana', 'f', 'la '),
    airport: k('aeroporto', 'aeroporti', 'm', 'l’'),
    campsite: k('campeggio', 'campeggi', 'm', 'il '),
    hut: k('rifugio', 'rifugi', 'm', 'il '),
    museum: k('museo', 'musei', 'm', 'il '),
    zoo: k('zoo o parco faunistico', 'zoo o parchi faunistici', 'm', 'lo '),
    castle: k('castello', 'castelli', 'm', 'il '),
    church: k('chiesa o monastero', 'chiese o monasteri', 'f', 'la '),
    park: k('parco', 'parchi', 'm', 'il '),
    waterfall: k('cascata', 'cascate', 'f', 'la '),
    lido: k('lido', 'lidi', 'm', 'il '),
    spa: k('stabilimento termale', 'stabilimenti termali', 'm', 'lo '),
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

// The kinds' usual words, for a misspelt one ("pharmacys", "hospitl", "Apoteke"): five letters at least.
const SPELLED: ReadonlyMap<string, PoiKind> = new Map(
  (
    [
      ['pharmacy', 'pharmacy pharmacie apotheke farmacia drogerie chemist'],
      ['hospital', 'hospital hopital spital ospedale clinic klinik clinique clinica doctor'],
      ['supermarket', 'supermarket supermarkt supermarche supermercato grocery'],
      ['restaurant', 'restaurant ristorante pizzeria trattoria'],
      ['hotel', 'hotel hostel albergo unterkunft'],
      ['campsite', 'campsite camping campeggio'],
      ['atm', 'bancomat geldautomat'],
      ['cafe', 'coffee'],
      ['fuel', 'tankstelle petrol'],
      ['station', 'station bahnhof stazione'],
      ['stop', 'haltestelle fermata'],
      ['funicular', 'funicular funiculaire funicolare standseilbahn'],
      ['rack', 'zahnradbahn cremaillere cremagliera'],
      ['cable_car', 'seilbahn gondola telepherique funivia'],
      ['airport', 'airport flughafen aeroport aeroporto'],
      ['museum', 'museum musee museo'],
      ['church', 'church kirche eglise chiesa cathedral kathedrale cathedrale cattedrale'],
      ['castle', 'castle schloss chateau castello'],
    ] as const
  ).flatMap(([kind, words]) => words.split(' ').map((word): [string, PoiKind] => [word, kind])),
);

/** Whether a and b differ by at most one letter added, dropped, changed or two swapped. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
    return swapped || a.slice(i + 1) === b.slice(i + 1);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** The kind a misspelt word names ("hospitl", "pharmacys", "Apoteke"), or undefined: one letter off at most. */
export function misspeltKindOf(folded: string): PoiKind | undefined {
  for (const word of folded.split(/[^\p{L}]+/u)) {
    if (word.length < 5) continue;
    for (const [spelled, kind] of SPELLED) if (oneEditApart(word, spelled)) return kind;
  }
  return undefined;
}

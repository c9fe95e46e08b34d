import type { Language } from '@swiss/contract';
import { terms, words } from './analyzer.js';

/*
 * Concepts: words of one meaning in a language ("architect", "designed"; "année" and a year number).
 * A term carries its concepts, so a question and a passage that say the same thing in other words
 * still meet. Written as plain words; the analyzer stems them like every other text.
 */

export type Concept =
  | 'height'
  | 'depth'
  | 'length'
  | 'area'
  | 'built'
  | 'design'
  | 'year'
  | 'season'
  | 'transport'
  | 'station'
  | 'duration'
  | 'festival'
  | 'food'
  | 'photo'
  | 'sustainable'
  | 'history'
  | 'crowds'
  | 'unesco'
  | 'protected'
  | 'location'
  | 'etiquette'
  | 'safety'
  | 'itinerary'
  | 'nearby'
  | 'waterfall'
  | 'weekday'
  | 'writer'
  | 'distance'
  | 'steep'
  | 'animals'
  | 'wine'
  | 'origin'
  | 'flow'
  | 'walk'
  | 'swim'
  | 'special'
  | 'operate'
  | 'family'
  | 'climb'
  | 'when'
  | 'where'
  // Topics our data never covers: a question about them is refused unless a passage carries them.
  | 'price'
  | 'hours'
  | 'contact'
  | 'internet'
  | 'parking'
  | 'lodging'
  | 'weather'
  | 'people'
  | 'booking'
  | 'facilities'
  | 'accessibility'
  | 'money'
  | 'pets'
  | 'social'
  | 'discount'
  | 'shop'
  | 'dining';

type Lexicon = Record<Concept, string>;

const EN: Lexicon = {
  height: 'height heights high higher highest tall taller tallest elevation altitude above sea level summit peak',
  depth: 'deep deeper deepest depth depths',
  length: 'length lengths longest long size',
  area: 'area surface size big biggest large largest km² square kilometres',
  built:
    'built build building constructed construction founded foundation found established erected created opened reopened inaugurated origin',
  design: 'architect architects designed designer design planned plans',
  year: 'year years date century',
  season:
    'season seasons time month months summer winter spring autumn january february march april may june july august september october november december',
  transport:
    'transport transportation public train trains rail railway bus buses postbus boat boats ship steamer cable car funicular gondola cogwheel reach arrive travel drive getting',
  station: 'station stations stop alight nearest closest',
  duration: 'duration journey trip ride minutes min hour takes',
  festival: 'festival festivals event events celebration celebrations fair carnival parade market markets concert',
  food: 'food foods eat eating dish dishes speciality specialty specialities cuisine taste drink drinks wine cheese culinary try',
  photo:
    'photo photos photograph photography picture pictures shot shots instagram view views viewpoint panorama spot spots',
  sustainable:
    'sustainable sustainably sustainability eco ecological green environment environmental environmentally footprint responsibly impact score',
  history: 'history historic historical past heritage story origins tradition traditions culture cultural',
  crowds: 'crowd crowds crowded busy quiet avoid peak tourists',
  unesco: 'unesco',
  protected: 'protected protection reserve conservation inventory bln park',
  location: 'canton region located location situated lie lies area',
  etiquette: 'etiquette manners behave behaviour behavior custom customs tips rules respect',
  safety: 'safe safety danger dangerous risk risks emergency avalanche hazard',
  itinerary: 'itinerary itineraries plan route loop budget',
  nearby: 'nearby near close around combine pair pairing pairings neighbouring',
  waterfall: 'waterfall waterfalls falls fall cascade cascades',
  weekday: 'day days weekday weekdays monday tuesday wednesday thursday friday saturday sunday weekly',
  writer: 'writer writers author authors poet poets wrote written poem poems novel story',
  distance: 'far distance distant km kilometres kilometers walk away',
  steep: 'steep steeper steepest gradient incline slope',
  animals:
    'animal animals wildlife fauna bird birds amphibian amphibians frog frogs ibex marmot marmots chamois deer fish',
  wine: 'wine wines grape grapes vine vines variety varieties vineyard vineyards',
  origin: 'formed formation form originate originated origin origins arose created',
  flow: 'flow flows flowing drain drains drained outlet outflow inflow fed feeds source empties enter enters mouth',
  walk: 'walk walks walking hike hikes hiking foot',
  swim: 'swim swimming bathe bathing',
  special: 'special unique particular first remarkable',
  operate: 'run runs running operate operates operating service services timetable',
  family: 'family families children child kids kid toddlers',
  climb: 'climb climbs climbing climbed climber climbers ascent ascend ascents summit mountaineer mountaineers',
  pets: 'dog dogs pet pets',
  social: 'instagram facebook tiktok hashtag',
  discount: 'discount discounts reduction reductions concession concessions',
  shop: 'souvenir souvenirs shop shops shopping store stores',
  dining: 'restaurant restaurants cafe cafes café bar bars eat-in',
  when: 'when',
  where: 'where',
  price: 'price prices cost costs fee fees ticket tickets admission pay paid charge expensive chf',
  hours: 'opening open opens closed close closes closing',
  contact: 'phone telephone email mail address contact website',
  internet: 'wifi wi-fi internet wlan',
  parking: 'parking car-park',
  lodging: 'hotel hotels accommodation overnight sleep hostel campsite camping lodging',
  weather: 'weather forecast temperature rain raining tomorrow',
  people: 'mayor president population election government',
  booking: 'book booking reservation reserve tour guided rent rental hire',
  accessibility: 'wheelchair wheelchairs disabled',
  money: 'atm cash machine cashpoint',
  facilities: 'toilet toilets restroom restrooms wc lockers luggage shower showers',
};

const DE: Lexicon = {
  height: 'Höhe hoch hohe hoher höher höchste höchster Meereshöhe Höhenmeter gross Gipfel Meter über Meer',
  depth: 'tief tiefe tiefer tiefste Tiefe',
  length: 'lang lange langer Länge längste',
  area: 'Fläche gross grösste grosse Grösse Quadratkilometer km²',
  built:
    'gebaut erbaut Bau gegründet Gründung errichtet entstanden eröffnet wiedereröffnet eingeweiht erstellt Ursprung',
  design: 'Architekt Architekten entworfen Entwurf geplant Pläne gestaltet',
  year: 'Jahr Jahre Jahren Datum Jahrhundert',
  season:
    'Jahreszeit Jahreszeiten Saison Zeit Monat Monate Sommer Winter Frühling Herbst Reisezeit Januar Februar März April Mai Juni Juli August September Oktober November Dezember',
  transport:
    'Anreise anreisen erreichen hinkommen komme kommt fahren Fahrt öffentlich ÖV Verkehr Zug Züge Bahn Bus Postauto Schiff Dampfer Seilbahn Standseilbahn Gondel Zahnradbahn',
  station: 'Bahnhof Station Haltestelle aussteigen nächste nächstgelegene',
  duration: 'Dauer dauert Reisezeit Fahrzeit Minuten Stunden Stunde',
  festival:
    'Fest Feste Festival Anlass Anlässe Veranstaltung Veranstaltungen Feier Fasnacht Umzug Markt Märkte Konzert',
  food: 'Essen essen Gericht Gerichte Spezialität Spezialitäten Küche probieren trinken Getränk Wein Käse kulinarisch',
  photo: 'Foto Fotos Fotospot Fotospots Bild Bilder fotografieren Aussicht Aussichtspunkt Panorama Blick',
  sustainable: 'nachhaltig Nachhaltigkeit umweltfreundlich ökologisch Umwelt grün Fussabdruck schonend',
  history: 'Geschichte geschichtlich historisch früher Vergangenheit Erbe Herkunft Tradition Traditionen Kultur',
  crowds: 'Andrang Menschenmassen voll überlaufen ruhig meiden Hochsaison Touristen',
  unesco: 'UNESCO Welterbe Weltkulturerbe Weltnaturerbe',
  protected: 'geschützt Schutz Schutzgebiet Naturschutz Reservat Inventar BLN Park',
  location: 'Kanton Region liegt gelegen Lage befindet',
  etiquette: 'Knigge Verhalten verhalten benehmen Sitten Gepflogenheiten Tipps Regeln Respekt',
  safety: 'sicher Sicherheit gefährlich Gefahr Gefahren Risiko Notfall Lawine Lawinen',
  itinerary: 'Reiseplan Programm Route Runde Rundgang Budget günstig',
  nearby: 'Nähe nahe nahegelegen Umgebung kombinieren Kombination benachbart',
  waterfall: 'Wasserfall Wasserfälle Fall Fälle Kaskade',
  weekday:
    'Tag Tage Tagen Wochentag Wochentage Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag wöchentlich',
  writer:
    'Schriftsteller Schriftstellerin Dichter Dichterin Autor Autorin schrieb geschrieben Gedicht Roman Geschichte',
  distance: 'weit Entfernung entfernt Distanz km Kilometer',
  steep: 'steil steiler steilste Steigung Neigung Gefälle',
  animals:
    'Tier Tiere Wildtiere Fauna Vogel Vögel Amphibien Frosch Frösche Steinbock Steinböcke Murmeltier Murmeltiere Gämse Gämsen Hirsch Fische',
  wine: 'Wein Weine Rebe Reben Traube Trauben Rebsorte Rebsorten Weinberg Rebberg Rebberge',
  origin: 'entstanden Entstehung entstand gebildet geformt Ursprung',
  flow: 'fliesst fliessen abfliessen Abfluss Zufluss gespeist speist Quelle mündet Mündung einmündet',
  walk: 'Fuss Wanderung wandern Wanderweg Spaziergang gehen laufen Gehminuten',
  swim: 'baden schwimmen Badeplatz Baden',
  special: 'besonders besondere Besonderheit einzigartig erste',
  operate: 'fährt fahren verkehrt verkehren Betrieb betrieben Fahrplan',
  family: 'Familie Familien familienfreundlich Kinder Kind Kleinkinder',
  climb: 'besteigen Besteigung Erstbesteigung Aufstieg klettern Kletterer Bergsteiger Gipfel Alpinisten',
  pets: 'Hund Hunde Haustier Haustiere',
  social: 'Instagram Facebook TikTok Hashtag',
  discount: 'Rabatt Rabatte Ermässigung Ermässigungen Vergünstigung',
  shop: 'Souvenir Souvenirs Laden Läden Geschäft Geschäfte einkaufen Shop',
  dining: 'Restaurant Restaurants Beiz Café Cafés Bar',
  when: 'wann',
  where: 'wo wohin',
  price: 'Preis Preise kostet Kosten Gebühr Gebühren Ticket Tickets Eintritt Billett bezahlen teuer CHF Franken',
  hours: 'Öffnungszeiten geöffnet offen öffnet schliesst geschlossen',
  contact: 'Telefon Telefonnummer E-Mail Adresse Kontakt Webseite Website',
  internet: 'WLAN WiFi Internet',
  parking: 'Parkplatz Parkplätze parkieren parken Parkhaus',
  lodging: 'Hotel Hotels Unterkunft übernachten Übernachtung schlafen Herberge Camping',
  weather: 'Wetter Wetterbericht Prognose Temperatur Regen aktuell',
  people: 'Bürgermeister Gemeindepräsident Präsident Einwohnerzahl Bevölkerung Wahl Regierung',
  booking: 'buchen Buchung reservieren Reservation Führung mieten Miete Vermietung',
  accessibility: 'Rollstuhl Rollstühle rollstuhlgängig barrierefrei behindertengerecht',
  money: 'Bankomat Geldautomat Bargeld',
  facilities: 'Toilette Toiletten WC Schliessfach Schliessfächer Gepäck Dusche Duschen',
};

const FR: Lexicon = {
  height: 'hauteur haut haute hauts élevé altitude élévation culmine sommet mètres niveau mer',
  depth: 'profond profonde profondeur profondeurs',
  length: 'longueur long longue',
  area: 'superficie surface taille grand grande km² kilomètres carrés',
  built:
    'construit construite construction bâti bâtie édifié fondé fondée fondation créé créée établi ouvert ouverte rouvert rouverte inauguré inaugurée origine',
  design: 'architecte architectes conçu conçue conception dessiné plans',
  year: 'année années an ans date siècle',
  season:
    'saison saisons période moment mois été hiver printemps automne janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
  transport:
    'transport transports public publics train trains rail bus car postal bateau bateaux vapeur téléphérique funiculaire télécabine crémaillère accès aller rejoindre arriver venir rendre trajet',
  station: 'gare gares arrêt descendre',
  duration: 'durée dure temps minutes heure heures trajet',
  festival:
    'fête fêtes festival événement événements manifestation manifestations célébration carnaval marché marchés concert',
  food: 'manger plat plats spécialité spécialités cuisine goûter déguster boire boisson vin fromage gastronomie',
  photo: 'photo photos photographier image images cliché vue vues belvédère panorama point points',
  sustainable: 'durable durablement durabilité écologique environnement vert verte responsable empreinte impact',
  history: 'histoire historique passé patrimoine origine origines tradition traditions culture',
  crowds: 'foule foules affluence monde bondé calme tranquille éviter',
  unesco: 'UNESCO',
  protected: 'protégé protégée protection réserve inventaire BLN',
  location: 'canton région situé située trouve où se',
  etiquette: 'savoir-vivre usages coutumes comportement comporter conseils règles respect',
  safety: 'sécurité sûr dangereux danger dangers risque risques urgence avalanche avalanches',
  itinerary: 'itinéraire itinéraires programme boucle budget journée',
  nearby: 'proximité proche proches alentours environs combiner associer voisin',
  waterfall: 'cascade cascades chute chutes',
  weekday: 'jour jours lundi mardi mercredi jeudi vendredi samedi dimanche hebdomadaire',
  writer: 'écrivain écrivains écrivaine auteur auteure poète poètes écrit écrivit poème roman',
  distance: 'loin distance éloigné km kilomètres',
  steep: 'raide raides pente pentes déclivité inclinaison',
  animals:
    'animal animaux faune oiseau oiseaux amphibiens grenouille grenouilles bouquetin bouquetins marmotte marmottes chamois cerf poissons',
  wine: 'vin vins vigne vignes cépage cépages vignoble vignobles raisin',
  origin: 'formé formée formation formée naissance origine créé',
  flow: "écoule coule s'écoule alimenté alimente source déverse exutoire jette embouchure",
  walk: 'marche marcher pied randonnée balade promenade',
  swim: 'baigner baignade nager',
  special: 'particulier particulière spécial spéciale unique premier première',
  operate: 'circule circulent roule roulent fonctionne fonctionnent exploité service horaire',
  family: 'famille familles familial enfants enfant',
  climb: 'ascension gravir grimper escalader escalade alpinistes alpiniste sommet',
  pets: 'chien chiens',
  social: 'instagram facebook tiktok hashtag',
  discount: 'réduction réductions rabais remise',
  shop: 'souvenir souvenirs boutique boutiques magasin magasins',
  dining: 'restaurant restaurants café cafés bar bars',
  when: 'quand',
  where: 'où',
  price: 'prix coûte coût coûts tarif tarifs billet billets payer cher CHF francs',
  hours: 'horaires ouverture fermeture',
  contact: 'téléphone courriel e-mail adresse contact',
  internet: 'wifi wi-fi internet',
  parking: 'parking garer',
  lodging: 'hôtel hôtels hébergement logement dormir auberge camping',
  weather: 'météo prévisions température pluie actuellement demain',
  people: 'maire syndic président population élection gouvernement',
  booking: 'réserver réservation visite guidée louer location',
  accessibility: 'fauteuil fauteuils handicapés accessibilité',
  money: 'distributeur bancomat banque banques',
  facilities: 'toilettes toilette wc casiers bagages douche douches',
};

const IT: Lexicon = {
  height: 'altezza alto alta alti altitudine quota elevazione cima vetta metri livello mare',
  depth: 'profondo profonda profondità',
  length: 'lunghezza lungo lunga',
  area: 'superficie area grande dimensione km² chilometri quadrati',
  built:
    'costruito costruita costruzione edificato eretto fondato fondata fondazione creato aperto aperta riaperto riaperta inaugurato inaugurata origine',
  design: 'architetto architetti progettato progettata progetto disegnato',
  year: 'anno anni data secolo',
  season:
    'stagione stagioni periodo momento mese mesi estate inverno primavera autunno gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre',
  transport:
    'trasporto trasporti pubblici pubblico mezzi treno treni ferrovia bus autobus autopostale battello battelli nave vapore funivia funicolare cabinovia cremagliera arrivare raggiungere andare arrivo viaggio',
  station: 'stazione stazioni fermata scendere',
  duration: 'durata dura tempo minuti ora ore viaggio',
  festival: 'festa feste festival evento eventi manifestazione manifestazioni sagra carnevale mercato mercati concerto',
  food: 'mangiare piatto piatti specialità cucina assaggiare gustare bere bevanda vino formaggio gastronomia',
  photo: 'foto fotografia fotografie fotografare immagine immagini scatto vista viste belvedere panorama punto punti',
  sustainable: 'sostenibile sostenibilità ecologico ecologica ambiente verde responsabile impronta impatto',
  history: 'storia storico storica passato patrimonio origine origini tradizione tradizioni cultura',
  crowds: 'folla affollato affollata affluenza gente tranquillo calma evitare',
  unesco: 'UNESCO',
  protected: 'protetto protetta protezione riserva inventario BLN',
  location: 'cantone regione trova situato situata dove',
  etiquette: 'galateo usanze costumi comportamento comportarsi consigli regole rispetto',
  safety: 'sicurezza sicuro pericoloso pericolo pericoli rischio rischi emergenza valanga valanghe',
  itinerary: 'itinerario itinerari programma giro budget giornata',
  nearby: 'vicino vicini vicinanze dintorni combinare abbinare abbinamenti',
  waterfall: 'cascata cascate',
  weekday: 'giorno giorni lunedì martedì mercoledì giovedì venerdì sabato domenica settimanale',
  writer: 'scrittore scrittori scrittrice autore autrice poeta poeti scrisse scritto poesia romanzo',
  distance: 'lontano distanza distante km chilometri',
  steep: 'ripido ripida ripidissima pendenza inclinazione',
  animals:
    'animale animali fauna uccello uccelli anfibi rana rane stambecco stambecchi marmotta marmotte camoscio cervo pesci',
  wine: 'vino vini vitigno vitigni uva uve vite vigna vigneto vigneti',
  origin: 'formato formata formatosi formazione nato nata origine',
  flow: 'scorre defluisce alimentato alimenta sorgente emissario immissario sfocia sfociano foce',
  walk: 'piedi camminata cammina camminare escursione passeggiata sentiero',
  swim: 'nuotare balneazione bagno',
  special: 'speciale particolare unico unica primo prima',
  operate: 'circola circolano funziona funzionano servizio orario esercizio',
  family: 'famiglia famiglie bambini bambino',
  climb: 'scalata scalare salire ascensione arrampicata alpinisti alpinista vetta cima',
  pets: 'cane cani',
  social: 'instagram facebook tiktok hashtag',
  discount: 'sconto sconti riduzione riduzioni',
  shop: 'souvenir negozio negozi bottega',
  dining: 'ristorante ristoranti caffè bar',
  when: 'quando',
  where: 'dove',
  price: 'prezzo prezzi costa costo costi tariffa tariffe biglietto biglietti pagare caro CHF franchi',
  hours: 'orari orario aperto aperta apertura chiude chiuso chiusura',
  contact: 'telefono email indirizzo contatto',
  internet: 'wifi wi-fi internet',
  parking: 'parcheggio parcheggiare posteggio',
  lodging: 'hotel albergo alberghi alloggio dormire pernottare ostello campeggio',
  weather: 'meteo previsioni temperatura pioggia attualmente domani',
  people: 'sindaco presidente popolazione elezione governo',
  booking: 'prenotare prenotazione guidata noleggiare noleggio affittare',
  accessibility: 'carrozzina carrozzine rotelle disabili accessibilità',
  money: 'bancomat banca banche sportello',
  facilities: 'toilette bagni servizi igienici wc armadietti bagagli doccia docce',
};

// The cantons' names (swisstopo/FSO): "Is it in Graubünden?" asks where the place is.
const CANTONS: Record<Language, string> = {
  en: 'Zurich Bern Lucerne Uri Schwyz Obwalden Nidwalden Glarus Zug Fribourg Solothurn Basel-Stadt Basel-Landschaft Schaffhausen Appenzell Ausserrhoden Appenzell Innerrhoden St. Gallen Grisons Aargau Thurgau Ticino Vaud Valais Neuchâtel Geneva Jura',
  de: 'Zürich Bern Luzern Uri Schwyz Obwalden Nidwalden Glarus Zug Freiburg Solothurn Basel-Stadt Basel-Landschaft Schaffhausen Appenzell Ausserrhoden Appenzell Innerrhoden St. Gallen Graubünden Aargau Thurgau Tessin Waadt Wallis Neuenburg Genf Jura',
  fr: 'Zurich Berne Lucerne Uri Schwytz Obwald Nidwald Glaris Zoug Fribourg Soleure Bâle-Ville Bâle-Campagne Schaffhouse Appenzell Rhodes-Extérieures Appenzell Rhodes-Intérieures Saint-Gall Grisons Argovie Thurgovie Tessin Vaud Valais Neuchâtel Genève Jura',
  it: 'Zurigo Berna Lucerna Uri Svitto Obvaldo Nidvaldo Glarona Zugo Friburgo Soletta Basilea Città Basilea Campagna Sciaffusa Appenzello Esterno Appenzello Interno San Gallo Grigioni Argovia Turgovia Ticino Vaud Vallese Neuchâtel Ginevra Giura',
};

const LEXICONS: Record<Language, Lexicon> = {
  en: { ...EN, location: `${EN.location} ${CANTONS.en}` },
  de: { ...DE, location: `${DE.location} ${CANTONS.de}` },
  fr: { ...FR, location: `${FR.location} ${CANTONS.fr}` },
  it: { ...IT, location: `${IT.location} ${CANTONS.it}` },
};

/** Topics our data does not cover: asked about and found in no passage, the question is refused. */
export const ABSENT_TOPICS: ReadonlySet<Concept> = new Set<Concept>([
  'price',
  'hours',
  'contact',
  'internet',
  'parking',
  'lodging',
  'weather',
  'people',
  'booking',
  'facilities',
  'accessibility',
  'money',
  'pets',
  'social',
  'discount',
  'shop',
  'dining',
]);

// Question words are stop words for retrieval, but they say what kind of answer is wanted.
const QUESTION_WORD_CONCEPTS: Concept[] = ['when', 'where'];

const conceptsByTerm = new Map<Language, Map<string, Concept[]>>();
const questionWords = new Map<Language, Map<string, Concept>>();

function index(lang: Language): Map<string, Concept[]> {
  let map = conceptsByTerm.get(lang);
  if (map) return map;
  map = new Map();
  const qw = new Map<string, Concept>();
  for (const [concept, list] of Object.entries(LEXICONS[lang]) as [Concept, string][]) {
    if (QUESTION_WORD_CONCEPTS.includes(concept)) {
      for (const w of words(list)) qw.set(w, concept);
      continue;
    }
    for (const t of terms(list, lang)) map.set(t, [...(map.get(t) ?? []), concept]);
  }
  conceptsByTerm.set(lang, map);
  questionWords.set(lang, qw);
  return map;
}

/** Every term the concept lists know, for recognising a misspelt one ("hieght"). */
export function lexiconTerms(lang: Language): Iterable<string> {
  return index(lang).keys();
}

/** The concepts a search term stands for (a year number stands for "year"). */
export function conceptsOf(term: string, lang: Language): Concept[] {
  const found = index(lang).get(term) ?? [];
  if (/^(1[0-9]{3}|20[0-9]{2})$/.test(term)) return [...found, 'year'];
  return found;
}

/** The question words of a text ("when", "wo", "où") as concepts. */
export function questionConcepts(text: string, lang: Language): Concept[] {
  index(lang);
  const map = questionWords.get(lang);
  if (!map) return [];
  return [...new Set(words(text).flatMap((w) => (map.has(w) ? [map.get(w) as Concept] : [])))];
}

/** The stemmed terms of one concept in a language (cues for passages built from a field). */
export function conceptTerms(concept: Concept, lang: Language): string[] {
  return terms(LEXICONS[lang][concept], lang);
}

import { fold } from '../text.js';
import { asksUnsupported } from './attributes.js';
import { liftToward } from './lift-toward.js';
import { KIND_WORDS, kindOf, misspeltKindOf, subcategoryAsked, type PoiKind } from './kinds.js';
import { DIRECTIONS } from './directions-patterns.js';
import { isTravelMode, placeBeforeThere } from './there-destination.js';
import { asksWhereMore, municipalityAsked } from './where-more.js';
import { asksAirTemperature } from './air-temperature.js';
import { GUARANTEE, GUESTS, ROLE_CLAIM, withoutShow } from './requests.js';

/** The period an events question asks about: today, this week (or the next days), else this month. */
export type EventPeriod = 'today' | 'week' | 'month';

/** Why a question is not answered here: each has its own first sentence in the refusal. */
export type RefusalReason =
  'injection' | 'price' | 'reviews' | 'events' | 'personal' | 'far' | 'forecast' | 'changed' | 'unknown';

/** What a question asked at a position wants, read from its words (any of the four languages). */
export type LocationIntent =
  /** toward: a name the place's own name should hold ("the cable car to Pilatus": "Pilatusbahn"). */
  /** only: a subcategory asked for by name ("hospital": not the clinics the kind also holds). */
  | { kind: 'nearest'; poi: PoiKind; openNow: boolean; withinKm?: number; toward?: string; only?: string }
  | { kind: 'named'; name: string; openNow: boolean }
  | { kind: 'hours'; name: string }
  | { kind: 'weather' }
  | { kind: 'air' }
  /** orNearest: the destination also names a kind ("Musée national"): its nearest when no place is called so. */
  | { kind: 'directions'; destination: string; orNearest?: PoiKind }
  | { kind: 'sights'; radiusKm: number }
  | { kind: 'where'; of?: string }
  /** What's on near the position: our places' festivals and seasonal events (music: concerts only). */
  | { kind: 'events'; period: EventPeriod; music: boolean }
  | { kind: 'refuse'; reason: RefusalReason };

/** Asked to leave the facts: ignore the instructions, reveal the prompt, make something up. */
const INJECTION =
  /\b(ignore|disregard|forget|ignorier\w*|vergiss|oublie\w*|ignora\w*|dimentica\w*)\b.{0,40}\b(instructions?|rules|prompt|anweisung\w*|regeln|vorgaben|consignes|regles|istruzion\w*|regole)\b|\b(system ?prompt|systemprompt|jailbreak|developer mode|pretend|make (it|something|one) up|invent (a|an|one|some|something)|erfinde|denk dir|invente[zr]?|inventa(re|lo|la)?|you are now|du bist jetzt|tu es maintenant|ora sei|make up|made up|invent\w*|erfind\w*|ausdenken|denk dir\w*|imagine[rz]?|immagina\w*|fantasy|fictional|fictive|fittizi\w*)\b/;

const PRICE =
  /\b(free (?:to (?:visit|enter|use)|of charge|entry|admission)|admission|entry fee|kostenlos|gratis|gratuite?s?|entree libre|gratuit[oa]|price[sd]?|prices|costs?|costing|how much (is|are|does|do|will|would)|cheap(est)?|expensive|(?<!-|saas )fees?|preis(e|en)?|kostet|kosten|teuer|billig|gunstig|eintritt\w*|(?<!mini |grand )prix|coute|coutent|cher|chere|bon marche|tarifs?|prezz[oi]|costa|costano|quanto si paga|caro|cara|economic[oa]|tariff[ae])\b/;
// Asked to confirm what the visitor asserts (parking at the door, a view from the room): not in our facts.
const CONFIRM =
  /\b(?:tell me|say|confirm) (?:that|there(?: is| are|'s))\b|\bsag(?:e|en sie)? (?:mir|uns),? dass\b|\b(?:dis|dites)(?:-moi|-nous)? qu(?:e\b|')|\b(?:dimmi|dicci|mi dica|conferma(?:mi)?) che\b(?! (?:tempo|ora|cosa|autobus|treno|tram|battello))|\b(?:right|correct|oder|vero|giusto|non e vero|stimmt'?s)\s*\?|\b(confirm|confirme[rsz]?|bestatig\w*|conferm\w*|isn't it|nicht wahr|n'est-ce pas|parking|park (my|the|our) car|(?:can|could|may|should|where to|allowed to) (?:i |we |you )?park|parkplatz\w*|parkieren|parken|se garer|stationnement|parcheggi\w*)\b/;
const REVIEWS =
  /\b(worth it|reviews?|ratings?|rated|stars?|best|top[- ]rated|recommend\w*|bewertung\w*|sterne|beste[nrs]?|empfehl\w*|avis|note|etoiles|meilleur\w*|recommand\w*|recension\w*|valutazion\w*|stelle|miglior[ei]?|tripadvisor|google reviews|consigli\w*)\b/;
const EVENTS =
  /\b(events?|concerts?|festivals?|what'?s on|party|parties|nightlife|veranstaltung\w*|konzert\w*|anlass|anlasse|evenements?|concerts?|soirees?|eventi|evento|concert[oi]|manifestazion[ei]|sagra)\b/;
// "What is happening near me today?": what's on, asked without the word "events".
const HAPPENING =
  /\b(what'?s happening|what is happening|what'?s going on|what is going on|was (?:ist|lauft|geht) (?:hier |heute |in der nahe )*(?:los|ab)|que se passe-t-il|qu'est-ce qui se passe|cosa (?:succede|c'e da fare)|che succede)\b/;
// Not what's on: a venue's programme, results, nightlife, which our data does not hold.
const NOT_LISTINGS =
  /\b(won|win|winner|who|wer|gewonnen|gagne|qui a|vinto|chi ha|party|parties|nightlife|clubs?|disco|soirees?|ausgang|nachtleben|feste? privat\w*)\b/;
const TODAY = /\b(today|tonight|heute|aujourd'hui|ce soir|oggi|stasera|now|jetzt|maintenant|adesso)\b/;
const THIS_WEEK =
  /\b(this week|weekend|next (?:few )?days|tomorrow|diese woche|wochenende|morgen|cette semaine|week-end|demain|prochains jours|questa settimana|fine settimana|domani|prossimi giorni)\b/;
const MUSIC_WORDS = /\b(concerts?|music|konzert\w*|musik|musique|concert[oi]|musica)\b/;
const TICKETS = /\b(tickets?|billets?|biglietti?|eintrittskarten?|karten|billetterie)\b/;

const PERSONAL =
  /\b(my (name|phone|number|email|password|address|account|credit card|age|room|booking|reservation)|room number|zimmernummer|mein(em)? zimmer|meine buchung|ma chambre|numero de chambre|ma reservation|(la )?mia camera|numero della (mia )?camera|la mia prenotazione|who am i|passwor[dt]|kennwort|mein name|meine (telefon\w*|nummer|e-?mail|adresse)|wer bin ich|mon (nom|numero|mot de passe|adresse|e-?mail)|qui suis-je|qui je suis|il mio (nome|numero|indirizzo)|la mia (password|email)|chi sono)\b|\b(phone number|telefonnummer|numero de telephone|numero di telefono) of\b|\b(private|home|personal) (address|phone|number)|where (?:does|do) .{1,40} live\b|\b(privat\w*|wohn)adresse|privatnummer|wo wohnt|adresse (privee|personnelle)|ou (?:habite|vit)\b|indirizzo (privato|personale|di casa)|numero privato|dove (?:abita|vive)\b|\b(?:his|her|their) (?:house|home|flat|apartment|villa|address)\b|\b(?:sein|ihr)(?:e|em)? (?:haus|wohnung|villa|adresse)\b|\b(?:sa|leur) (?:maison|villa|demeure|adresse)\b|\bson (?:domicile|appartement)\b|\b(?:la sua|la loro) (?:casa|villa|abitazione)\b|\bcasa sua\b/;

// A change the visitor asserts (moved, closed last week, burnt down): our data cannot confirm changes.
const MOVED =
  /\b(moved|relocated|converted into|turned into|transforme\w*|umgewandelt|trasformat[oaie]|burn(?:ed|t) down|demolished|torn down|no longer exists?|umgezogen|gezugelt|zugle\w*|zugelt|abgebrannt|abgerissen|demenage\w*|demoli\w*|traslocat\w*|trasferit[oaie]|bruciat[oaie]|demolit[oaie])\b/;
const CHANGED =
  /\b(closed|shut|burn(?:ed|t)|geschlossen|gschlosse\w*|zugemacht|brannte|ferme(?:e|s|es)?|brule(?:e|s|es)?|chius[oaie]|bruciat[oaie])\b/;
// "Which hotel did the royals stay in last winter?": what happened then is not in our data.
const PAST_SEASON =
  /\b(?:last|letzte[nrs]?|dernier|derniere|scors[oa]) (?:winter|summer|spring|autumn|season|christmas|sommer|fruhling|herbst|saison|weihnachten|hiver|ete|printemps|automne|noel|inverno|estate|primavera|autunno|stagione|natale)\b/;
const RECENTLY =
  /\b(last (?:week|month|year|night)|recently|(?:days|weeks|months) ago|letzte[nrs]? (?:woche|monat|jahr)|letscht\w* (?:wuche|monet|johr)|kurzlich|vor (?:kurzem|einer woche|einem monat)|la semaine derniere|le mois dernier|l'an dernier|l'annee derniere|recemment|la settimana scorsa|il mese scorso|l'anno scorso|di recente|recentemente)\b/;

const WEATHER =
  /\b(weather|temperatures?|how many degrees|degrees|wie viele? grad|\d+ grad|quel(le)? temperature|combien de degres|degres|quanti gradi|gradi|how (hot|cold|warm|windy|humid)|wie (?:chalt|kalt|warm|heiss)|chalt|(?:is it|it's|it is) (?:hot|cold|warm|chilly|freezing|nice)|chilly|raining|rain|rainy|snowing|snow|sunny|cloudy|foggy|windy|humid|humidity|umbrella|jacket|coat|forecast|wind|(?:like|it) outside|wetter\w*|temperatur\w*|regnet|regen\w*|schneit|schnee|sonnig|bewolkt|neblig|nebel|windig|gewitter|luftfeuchtigkeit|feucht|warm|kalt|heiss|(?:es|ist's|ist es) draussen|jacke|jacken|handschuh\w*|schal|mutze|warme kleider|gloves|scarf|t-shirt weather|sunscreen|sonnencreme|gants|echarpe|bonnet|guanti|sciarpa|berretto|meteo|temps qu'il fait|quel temps|il pleut|pluie|pleuvoir|neige|neiger|ensoleille|nuageux|brouillard|orage|humidite|parapluie|manteau|fait-il dehors|fait-il (chaud|froid|beau)|fait (chaud|froid|beau)|fera (chaud|froid|beau)|temperatura|tempo fa|che tempo|piove|pioggia|piovere|nevica|neve|soleggiato|nuvoloso|nebbia|temporale|umidita|ombrello|giacca|com'e fuori|il fait combien|ca caille|(?:com'e|come e|com'e che e) il tempo|fa (caldo|freddo|bel tempo))\b/;
// Another day: our data says what holds now (the weather, whether a place is open), not then.
const ANOTHER_DAY =
  /\b((?:on |this |next )?(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?)|montags?|dienstags?|mittwochs?|donnerstags?|freitags?|samstags?|sonntags?|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|at night|nachts|in der nacht|la nuit|di notte|tomorrow|this weekend|next (?:week|days?|weekend)|(?<!guten )morgen|ubermorgen|am wochenende|nachste woche|demain|apres-demain|ce week-end|ce weekend|la semaine prochaine|domani|dopodomani|nel fine settimana|questo fine settimana|la prossima settimana)\b/;
// Later today, or a future tense: the weather source gives the values now, not a forecast.
const LATER =
  /\b(tonight|this (?:evening|afternoon)|later today|heute (?:abend|nachmittag)|ce soir|cet apres-midi|fera-t-il|fera|va-t-il pleuvoir|stasera|fara)\b/;
// Another time gone by: the weather source gives the values now, not then.
const PAST =
  /\b(yesterday|gestern|vorgestern|ieri|avant-hier|hier (?:soir|matin)|was it|war es|faisait|faceva|etait|c'era|last (?:week|night|month|year)|letzte[nrs]? (?:woche|nacht|monat|jahr)|la semaine derniere|le mois dernier|la settimana scorsa|il mese scorso)\b/;
const AIR =
  /\b(air quality|air pollution|quality of the air|how(?: is|'s) the air|the air (?:is |here |like )?(?:clean|good|bad|polluted|healthy|ok)|(?:clean|fresh|polluted) air|aqi|air index|smog|pollution|polluted|particulate|fine dust|pm ?2[.,]?5|pm ?10|ozone|luftqualitat|qualitat der luft|luftverschmutzung|luftwerte|die luft|saubere luft|feinstaub\w*|ozon\w*|qualite de l'air|pollution de l'air|l'air (?:est|ici)|air pur|pollue|particules fines|qualita dell'aria|l'aria|aria (?:pulita|inquinata)|inquinamento|inquinata|polveri sottili)\b/;

const HOURS = [
  /\b(?:opening (?:hours|times)|hours) (?:of|for|at)\s+(.+)/,
  /\bwhen (?:does|do|is) (.+?) (?:open|close|opening|closing)\b/,
  /\bwhat time does (.+?) (?:open|close)\b/,
  /\b(?:offnungszeiten|geschaftszeiten) (?:von|der|des|vom|beim|im|fur)\s+(.+)/,
  /\bwann (?:offnet|schliesst|schliesst|hat) (.+?)(?: offen| geoffnet| auf| zu)?\s*\??$/,
  /\b(?:horaires?|heures d'ouverture) (?:de la|de l'|du|des|de|d')\s*(.+)/,
  /\ba quelle heure (?:ouvre|ferme) (.+)/,
  /\b(?:orari(?:o)? (?:di apertura )?(?:di|del|della|dello|dei|delle))\s+(.+)/,
  /\ba che ora (?:apre|chiude) (.+)/,
];

const OPEN_NOW = [
  // Asked indirectly ("do you know if", "weisst du, ob", "sais-tu si", "sai se"): the name before "open".
  /^(?:do you know|do you happen to know|can you tell me|could you tell me|can you check|could you check|any idea|i wonder|i'd like to know|i would like to know)(?: if| whether)\s+(.+?) (?:is|are) (?:still |currently |already )?open\b/,
  /^(?:weisst du|wissen sie|kannst du mir sagen|konnen sie mir sagen|konnten sie mir sagen|ich mochte wissen|ich wusste gerne),? ob (.+?) (?:jetzt |heute |noch |gerade )*(?:offen|geoffnet|auf)\b/,
  /^(?:sais-tu|savez-vous|tu sais|vous savez|pouvez-vous me dire|peux-tu me dire|pourriez-vous me dire|je voudrais savoir|j'aimerais savoir) si (.+?) (?:est|sont) (?:encore |actuellement |deja )?ouverte?s?\b/,
  /^(?:sai|sa|sapete|mi sai dire|mi sa dire|puoi dirmi|mi puoi dire|puo dirmi|vorrei sapere) se (.+?) (?:e|sono) (?:ancora |adesso |gia )?apert[oaie]\b/,
  /^(?:is|are) (.+?) (?:open|still open|opened)\b/,
  /^(?:ist|sind|hat|haben|het|isch) (.+?) (?:jetzt |heute |hut |noch |gerade |grad )*(?:offen|offe|geoffnet|auf|uf)\b/,
  /^(?:est-ce que )?(.+?) (?:est|sont)(?:-(?:il|elle|ils|elles))? (?:encore |actuellement )?ouverte?s?\b/,
  /^(?:(?:e|sono) )?(.+?) (?:e|sono)? ?(?:ancora |adesso )?apert[oaie]\b/,
  // Last: "Agrola Bulle ouvert ?", "BEBECO Schützenstrasse offen?" (a name, then open).
  /^(?!(?:which|what|any|is there|are there|welche\w*|gibt|hat es|quel\w*|y a-t-il|qual\w*|c'e|ci sono)\b)(?:the |le |la |il |l'|die |der |das )?(.+?),? (?:(?:elle|il|ils|elles|it|er|sie|es|lui|lei) )?(?:(?:is|ist|hat|est|e) )?(?:still |noch |encore |ancora )?(?:open|offen|offe|geoffnet|ouverte?s?|apert[oaie])(?: (?:now|right now|jetzt|grad|gerade|maintenant|adesso|ora|oder nicht|or not|ou pas|o no))*\s*\??$/,
];

// A greeting or "please" before the question: "Hi, is the Coop open?" is still asked about the Coop.
const GREETING =
  /^(?:(?:hi|hello|hey|excuse me|sorry|please|good (?:morning|afternoon|evening)|hallo|gruezi|gruessech|gruss gott|guten (?:morgen|tag|abend)|entschuldigung|bitte|bonjour|bonsoir|salut|excusez-moi|pardon|s'il vous plait|ciao|salve|buongiorno|buonasera|scusi|scusa|per favore)[,!.:]?\s+)+/;
const OPEN_WORDS =
  /\b(open|opened|still open|24 ?h|24\/7|24[- ]?(?:hours?|std|stunden|heures|ore)|around the clock|on duty|offen|offe|geoffnet|auf hat|aufhat|noch auf|rund um die uhr|notfallapotheke|dienstapotheke|ouverte?s?|ouvert maintenant|de garde|apert[oaie]|di turno)\b/;
const NEAREST =
  /\b(nearest|closest|nearby|near me|near here|close by|close to here|around here|around me|in the area|in the vicinity|next|naechste\w*|nachste\w*|nachsti\w*|nochsti\w*|nachstgelegen\w*|am nachsten|nahe|in der nahe|hier in der nahe|plus proche|proche|prochaine?|pres d'ici|a proximite|autour|piu vicin[oaie]|vicin[oaie]|prossim[oa]|qui vicino|nei dintorni)\b/;
const WHERE =
  /\b((?:what|which) (?:town|city|village|place|canton|municipality|locality|area)(?: is this| am i in| are we in| is here)|in welche[rmn]? (?:stadt|ort|dorf|gemeinde|kanton)|welche[rs]? (?:stadt|ort|dorf|gemeinde) ist (?:das|hier)|dans quel(?:le)? (?:ville|commune|localite|canton|village)|quelle (?:ville|commune) est-ce|in (?:che|quale) (?:citta|paese|comune|cantone|localita)|che (?:citta|paese|posto|luogo) e (?:questa|questo)|(?:quale|che) (?:citta|paese|posto|luogo) e questo|quelle est cette (?:ville|commune|localite)|quel est ce (?:village|lieu)|(?<!from |of )where am i|where are we|on est ou|ou (?:est-ce qu')?on est|what (?:town|city|village|place) is this|in (?:what|which) (?:town|city|village|place|canton) (?:are we|am i)|which (?:town|city|village|place) am i in|what is this place|wo bin ich|wo bin i|wo ich (?:gerade |jetzt |grad )?bin|wie heisst (?:der|das|die) (?:ort|dorf|stadt|gemeinde)|je suis ou|nous sommes ou|on est ou la|c'est quoi (?:le nom de )?(?:ce|cette) (?:village|ville|endroit|bled|commune)|(?:le )?nom de (?:ce|cette) (?:village|ville|endroit|commune)|c'est quelle (?:ville|commune)|quelle (?:ville|commune) (?:ici|c'est)|(?:which|what) (?:municipality|commune)|(?:municipality|commune) (?:is|called)|wie heisst (?:das|de) (?:dorf|ort)|come si chiama (?:il|questo) (?:paese|posto)|wo simmer|wo sind wir|in welche[rm] (?:stadt|ort|dorf|gemeinde) bin ich|welcher ort ist das|ou suis-je|(?<!d')ou je suis|ou sommes-nous|ou est-ce que je suis|dans quelle ville suis-je|(?<!da )dove (?:sono|siamo|mi trovo|ci troviamo)|in che (?:citta|paese|luogo) (?:sono|mi trovo)|what(?: is|'s) (?:my (?:current )?(?:location|position)|this (?:town|city|village|place) called|the name of this (?:town|city|village|place))|where (?:exactly )?(?:am i|are we)|(?:which|what) canton|my current (?:location|position)|wo (?:befinde ich mich|befinden wir uns|genau bin ich)|in welchem kanton|welche[rs]? kanton|wie heisst (?:dieser|diese|dieses) (?:ort|stadt|dorf|gemeinde)|was ist das (?:hier )?fur ein (?:ort|dorf)|mein(?:en)? (?:standort|aktuellen standort)|ou (?:me trouve-je|nous trouvons-nous|suis-je exactement)|quel est cet endroit|quel canton|comment s'appelle (?:ce|cette) (?:village|ville|endroit|commune)|ma position|in che cantone|(?:quale|che) cantone|come si chiama (?:questo|questa) (?:paese|citta|posto|luogo)|la mia posizione|dove (?:mi trovo|sono) esattamente)\b/;
const SIGHTS =
  /\b(worth (?:seeing|visiting|a visit|a look|a detour|checking out)|lohnt sich|lohnenswert\w*|vaut le coup|merita(?:no)?|to see|see|sehen|voir|vedere|to visit|sights?|sightseeing|what to do|things to do|(?:what|anything) (?:is there |else )?to do|quoi faire|visit|interesting|sehenswert\w*|sehenswurdig\w*|z'? ?luege|aaluege|aaluegä|anschauen|ansehen|besichtigen|besuchen|was (?:gibt es|kann man) (?:hier )?(?:zu sehen|sehen|machen|tun)|a voir|a visiter|vaut le detour|vaut la peine|visiter|que faire|interessant\w*|da vedere|da visitare|visitare|vale la pena|cosa fare|cosa vedere|interessant[ei]|explore|tourist|what (?:can|could|should) (?:i|we) do|unternehmen|ausflug\w*|erkunden|entdecken|decouvrir|a faire|excursions?|da fare|scoprire|escursion[ei]|gita)\b/;
// "within 10 minutes' walk", "zehn Minuten zu Fuss", "à 15 minutes à pied": walked at 5 km/h.
// "an hour's walk", "un'ora a piedi", "eine Stunde zu Fuss", "half an hour walking": hours at 5 km/h.
const WALK_HOURS =
  /(\d+|half an?|an?|one|un'?|une|eine[rn]?|una|mezz'?|demi-?)\s*(?:hours?'?s?|ora|ore|heures?|stunden?)\s*(?:'s\s*)?(?:walk(?:ing)?|on foot|zu fuss|a pied|de marche|a piedi|di cammino)/;
const WALK_MINUTES =
  /(\d+)\s*(?:geh|fuss)minuten|(\d+)\s*(?:min(?:ute)?s?'?|minuten|minutes|minuti)\.?\s*(?:'s\s*)?(?:walk(?:ing)?|on foot|zu fuss|fussweg|gehen|laufen|a pied|de marche|a piedi|di cammino|camminando)/;
// "walking distance", "zu Fuss erreichbar", "à pied", "a piedi": about a quarter of an hour.
const WALKING = /\b(walking distance|on foot|by foot|walkable|zu fuss|fussweg|a pied|a piedi|di cammino)\b/;
const WALK_KMH = 5;
const WALKING_KM = 1.5;
const RADIUS =
  /(\d+(?:[.,]\d+)?\s*|\b(?:one|a|an|half a|ein(?:em|en|e)?|en|un|une|uno|una|mezzo|demi)\s+)(km|kilometers?|kilometres?|kilometern?|chilometr[oi]|m|meters?|metres?|metern?|metr[oi])\b/;
const NUMBER_WORDS: Record<string, number> = { 'half a': 0.5, mezzo: 0.5, demi: 0.5 };

/** Words that end a captured name: "the Coop open now?" -> "the Coop", "Bern by train" -> "Bern". */
const NAME_TAIL =
  /\s*(?:\b(?:right now|now|today|tonight|currently|jetzt|heute|gerade|maintenant|aujourd'hui|ce soir|adesso|oggi|ora|stasera|from here|von hier|from my position|d'ici|da qui|from\b|depuis|vom bahnhof|von (?:der|dem|hier)|dalla|dal|please|bitte|s'il (?:te|vous) plait|per favore|by (?:train|bus|tram|boat|car|bike|public transport)|on foot|walking|with (?:the )?(?:train|bus|tram)|zu fuss|mit dem (?:zug|bus|tram|schiff|auto|velo)|mit (?:dem )?ov|a pied|en (?:train|bus|tram|bateau|voiture|velo|transports publics)|wie (?:weit|wiit)|abe|ufe|ine|use|rauf|hinauf|runter|hinunter|laufe|loufe|fahre|and (?:how|what|is|are|can|where)|und (?:wie|wo|was)|et (?:comment|c'est|combien)|c'est (?:a combien|loin|ou)|e (?:come|quanto)|where|a piedi|in (?:treno|autobus|bus|tram|battello|macchina|auto|bici)|con i mezzi(?: pubblici)?|con il (?:treno|bus))\b.*)?[?!.\s]*$/;
const LEADING_ARTICLE =
  /^(?:the|a|an|der|die|das|dem|den|des|zum|zur|le|la|les|l'|du|au|aux|il|lo|gli|i|l'|al|alla|allo|ai|alle|del|della|dello)\s+|^l'/;

/** A captured name, cleaned of its article and trailing words; '' when nothing is left. */
const LEADING_TIME =
  /^(?:stasera|oggi|adesso|ora|heute(?: abend)?|jetzt|ce soir|aujourd'hui|maintenant|tonight|today|now)\s+/;

function cleanName(raw: string): string {
  // "the lake? can we walk there": the name ends with its sentence.
  // (Not at a full stop: "St. Gallen".)
  return (
    (raw.split(/[?!](?=\s)|\.\s+(?=how|what|where|wie|was|wo|comment|ou|quel|come|dove|quanto)/)[0] ?? raw)
      .replace(LEADING_TIME, '')
      // "La station Post, elle est ouverte ?": the pronoun that takes the name up again is not part of it.
      .replace(/,\s*(?:elle|il|ils|elles|it|er|sie|es|lui|lei)$/, '')
      .replace(NAME_TAIL, '')
      .replace(LEADING_ARTICLE, '')
      .replace(/^l'/, '')
      .trim()
  );
}

function firstCapture(patterns: readonly RegExp[], text: string, skip?: (name: string) => boolean): string | undefined {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    const name = match?.[1] && cleanName(match[1]);
    if (name && !skip?.(name)) return name;
  }
  return undefined;
}

/** The distance a question names ("within 2 km", "im Umkreis von 500 m", "10 minutes' walk"), km, or undefined. */
export function namedRadius(folded: string): number | undefined {
  const hours = WALK_HOURS.exec(folded);
  if (hours?.[1]) {
    const amount = /^\d+$/.test(hours[1]) ? Number(hours[1]) : /^(?:half|mezz|demi)/.test(hours[1]) ? 0.5 : 1;
    return Math.min(amount * WALK_KMH, 20);
  }
  const walk = WALK_MINUTES.exec(folded);
  const minutes = walk?.[1] ?? walk?.[2];
  if (minutes) return Math.min((Number(minutes) / 60) * WALK_KMH, 20) || undefined;
  const match = RADIUS.exec(folded);
  if (match?.[1] && match[2]) {
    const amount = match[1].trim();
    const value = /\d/.test(amount) ? Number(amount.replace(',', '.')) : (NUMBER_WORDS[amount] ?? 1);
    const km = match[2].startsWith('k') || match[2].startsWith('c') ? value : value / 1000;
    if (Number.isFinite(km) && km > 0) return Math.min(km, 20);
  }
  return WALKING.test(folded) ? WALKING_KM : undefined;
}

/** The search radius a question names, km, else 2 km; 20 km at most. */
export function radiusOf(folded: string, fallbackKm = 2): number {
  return namedRadius(folded) ?? fallbackKm;
}

// "Where is one?", "wo ist eine?": no destination, the kind asked for is.
const PRONOUN =
  /^(?:to me|to us|me|us|one|it|them|that|this|there|some|eine[ns]?|ein|es|sie|dort|une?|ca|la|uno|una|li|qualcuno)$/;

const GROCERS = /\b(?:coop|migros|denner|aldi|lidl|volg|spar|landi)\b/g;

/** Kinds that take you up somewhere: asked for "to" a place, their names often hold its name. */
const LIFT_KINDS: ReadonlySet<PoiKind> = new Set(['cable_car', 'funicular', 'rack']);
const TOWARD =
  /\b(?:up to(?:wards?)?|up toward|towards?|to|auf|aufs|uf|ufs|ufe|zum|zur|vers|pour|jusqu'(?:au|a)|sur|au|verso|per|sul(?:la|lo)?|al(?:la|lo)?)\s+(?:(?:the|den|die|das|le|la|l'|il|lo)\s+)?([\p{L}][\p{L}' -]{2,30}?)(?:\s+(?:ab|los|hoch|rauf|from\b.*|von\b.*|depuis\b.*|da\b.*|(?:qui|here|hier|ici) (?:a|in|at|a)\b.*))?\s*[?!.]*$/u;

/** The place a lift question goes to ("up toward Pilatus": "pilatus"), or undefined. */
function towardName(folded: string): string | undefined {
  const match = TOWARD.exec(folded);
  const name = match?.[1] && cleanName(match[1]);
  if (!name || name.length < 3 || kindOf(name) || NEAREST.test(name) || PRONOUN.test(name)) return undefined;
  return name;
}

// "Die Fähre nach Como", "a boat to Vitznau": only a word of going to (not "on the quay") names where a boat goes.
const BOAT_TO =
  /\b(?:to|nach|vers|pour|per|verso|richtung)\s+(?:(?:the|den|die|das|le|la|l'|il|lo)\s+)?([\p{L}][\p{L}' -]{2,30}?)(?:\s+(?:ab|from\b.*|von\b.*|depuis\b.*|da\b.*))?\s*[?!.]*$/u;

/** The place a boat question goes to ("nach como": "como"), or undefined. */
function boatTo(folded: string): string | undefined {
  const name = cleanName(BOAT_TO.exec(folded)?.[1] ?? '');
  return name.length >= 3 && !kindOf(name) && !NEAREST.test(name) && !PRONOUN.test(name) ? name : undefined;
}

/** Kinds of place that are sights too: "is the zoo open?" asks about one place, not the nearest of a kind. */
const SIGHT_KINDS: ReadonlySet<PoiKind> = new Set([
  'attraction',
  'museum',
  'zoo',
  'castle',
  'church',
  'park',
  'waterfall',
  'spa',
]);

// Kinds of place our data does not hold: "the nearest toilet" must not find "Hotel Post" by its name.
const NOT_IN_DATA =
  /\b(toilets?|restrooms?|bathrooms?|wc|loos?|toiletten?|toilettes?|bagni|bagno|servizi igienici|post offices?|postfiliale|poste|ufficio postale|police|polizei|gendarmerie|polizia|carabinieri|charging|ladestation\w*|e-?bike|bikes? (?:rental|hire)|velo(?:verleih|vermietung)|location de velos?|noleggio (?:bici|biciclette)|taxis?|hairdressers?|barbers?|coiffeurs?|friseur\w*|parrucchier[ei]|laundr(?:y|ies)|laundromat|wascherei|waschsalon|laverie|lavanderia|playgrounds?|spielplatz\w*|aire de jeux|parco giochi|drinking (?:water|fountain)|trinkbrunnen|fontaine|fontana|tourist (?:information|office)|verkehrsburo|office du tourisme|ufficio turistico|luggage|baggage|lockers?|left-luggage|gepack\w*|schliessf[a]ch\w*|consignes?|bagages?|bagagli|deposito bagagli)\b/;

// What is left of a destination once its kind and the words around a kind are taken out: a name.
const KIND_FILLER =
  /\b(?:the|a|an|any|some|one|main|central|public|local|nearest|closest|next|nearby|open|here|there|still|where|which|what|is|are|wo|welche\w*|ist|sind|ou|quel\w*|est|sont|dov'e|dove|quale|quali|che|e|es|gibt|noch|y|il y a|encore|c'e|ci|sono|ancora|der|die|das|dem|den|ein|eine|einen|nachste\w*|nachstgelegen\w*|offen\w*|hier|le|la|les|l'|un|une|plus|proches?|prochaine?s?|ouvert\w*|ici|il|lo|gli|uno|una|piu|vicin\w*|prossim[oa]|apert\w*|qui|of|von|de|du|des|di|del|della|dello|d'|that|which|who|has|have|had|hat|qui|que|wo|ha|there|near|close to|next to|beside|beim|bei|pres|a cote)(?=\s|$)/g;

/** The name in a destination that also names a kind ("musee national suisse": "national suisse"), '' for a kind alone. */
// The kinds' words and the words of being open ("de garde", "24 hours"): neither is a name.
const KIND_WORDS_ALL = [...KIND_WORDS.map(([, words]) => words), OPEN_WORDS].map(
  (words) => new RegExp(words.source, 'g'),
);

export function nameBesideKind(destination: string): string {
  let rest = destination;
  for (const words of KIND_WORDS_ALL) rest = rest.replace(words, ' ');
  return rest.replace(KIND_FILLER, ' ').replace(/\s+/g, ' ').trim();
}

// A word of the connector must end before the landmark ("vicino al campeggio" is not "vicino a" + "l"),
// and "vom Camping aus" (from the campsite) says where from: the kind asked comes before either.
const LANDMARK =
  /\d+(?:[.,]\d+)?\s*(?:km|m|kilometers?|kilometres?|kilometern?|chilometri|meters?|metres?|metern?|metri)\s+(?:of|from|around|von|vom|ab|um|de la|de l'|du|des|de|dalla|dal|dallo|dall'|della|del|da)\s*(?:the |l'|la |le |il |lo |dem |der |den )?[^\s?!.,]+|\b(?:near|close to|next to|beside|vicino (?:a|al|alla|allo|ai|alle|all')|accanto (?:a|al|alla|all')|pres (?:de la|de l'|de|du|des)|a cote (?:de la|de l'|de|du)|(?:in der )?nahe (?:vom|von|des|der|dem|beim|am)|beim|bim|neben (?:dem|der|den))\b\s*(?:the |l'|la |le |il |lo |dem |der |den )?[^\s?!.,]+|\b(?:vom|von der|von dem|ab dem|ab der)\s+[^\s?!.,]+\s+aus\b/g;

// Emojis and "please" say nothing about what is asked, and would end up in a captured name
// ("zum Rheinfall bitte? 🙂"): taken out before the question is read.
const COURTESY =
  /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D}|\b(?:please|pls|plz|bitte|svp|stp|s'il (?:te|vous) plait|per favore|per piacere)\b[,!]?/gu;

// Numbers a speech-to-text engine spells out, before a distance or a time: "two kilometers",
// "zehn Minuten", "cinq cents mètres", "cinquecento metri".
const NUMBER_WORD: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, fifteen: 15, twenty: 20, thirty: 30,
  eins: 1, zwei: 2, drei: 3, vier: 4, funf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, funfzehn: 15, zwanzig: 20, dreissig: 30,
  deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10, quinze: 15, vingt: 20, trente: 30,
  due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10, quindici: 15, venti: 20, trenta: 30,
}; // prettier-ignore
const SPELLED_NUMBER = new RegExp(
  `\\b(${Object.keys(NUMBER_WORD).join('|')})(?:\\s+|(?=hundert|cento))(?=km|kilomet|chilomet|m\\b|meter|metre|metri|minut|hundred|hundert|cents?\\b|cento)`,
  'g',
);
const HUNDREDS = /\b(\d+)\s*(?:hundred|hundert|cents?|cento)\b/g;

/** The spelled-out numbers of a distance or a time as digits ("cinq cents metres" -> "500 metres"). */
function withDigits(folded: string): string {
  return folded
    .replace(SPELLED_NUMBER, (_, word: string) => `${NUMBER_WORD[word] ?? word} `)
    .replace(HUNDREDS, (_, n: string) => String(Number(n) * 100));
}

// What a speech-to-text engine writes before the question: fillers, "ok so", the wake word.
const SPOKEN_START =
  /^(?:(?:um+|uh+|uhm+|hm+|erm|ah+m?|ahm|aehm|ehm|euh|heu|bah|ben|eh|ok(?:ay)?|so|well|also|alors|bon|allora|dunque|ecco|hey|hi|hallo|hello|salut|ciao|aira)[,.!]?\s+)+/;

/**
 * What a question wants. Refusals come first (an injection, prices, reviews, events, personal
 * data): a question asking for the price of the nearest hotel is still about a price we do not have.
 */
export function detectIntent(question: string): LocationIntent {
  const folded = withoutShow(
    withDigits(
      fold(question).replace(/[’`]/g, "'").replace(COURTESY, ' ').replace(/\s+/g, ' ').trim().replace(SPOKEN_START, ''),
    ),
  );
  if (INJECTION.test(folded) || ROLE_CLAIM.test(folded)) return { kind: 'refuse', reason: 'injection' };
  if (PERSONAL.test(folded) || GUESTS.test(folded)) return { kind: 'refuse', reason: 'personal' };
  // "Guarantee me it will be sunny on Sunday": no data promises the weather or anything else.
  if (GUARANTEE.test(folded)) return { kind: 'refuse', reason: WEATHER.test(folded) ? 'forecast' : 'unknown' };
  if (PRICE.test(folded)) return { kind: 'refuse', reason: 'price' };
  if (PAST_SEASON.test(folded) && !WEATHER.test(folded)) return { kind: 'refuse', reason: 'unknown' };
  if (MOVED.test(folded) || (CHANGED.test(folded) && RECENTLY.test(folded)))
    return { kind: 'refuse', reason: 'changed' };
  // The menu of the nearest restaurant, a museum's wheelchair access: a kind we know, a detail we do not.
  // A reason of its own first: "which restaurant has the best reviews?" is about reviews.
  if (asksUnsupported(folded)) {
    const reason = REVIEWS.test(folded) ? 'reviews' : EVENTS.test(folded) || HAPPENING.test(folded) ? 'events' : 'unknown'; // prettier-ignore
    return { kind: 'refuse', reason };
  }
  // "A bus stop near the hotel": the kind asked for, not the landmark it is near.
  const unlandmarked = folded.replace(LANDMARK, ' ');
  // What to see within 1 km of the station, a toilet near the station: the station is where, not what.
  const aroundLandmark = unlandmarked !== folded && (SIGHTS.test(unlandmarked) || NOT_IN_DATA.test(unlandmarked));
  const poi = kindOf(unlandmarked) ?? (aroundLandmark ? undefined : kindOf(folded));
  const openNow = OPEN_WORDS.test(folded);
  if (WHERE.test(folded) || asksWhereMore(folded)) {
    // "Which municipality is Wengen part of?" asks about Wengen, wherever the visitor stands.
    const of = municipalityAsked(folded);
    return of ? { kind: 'where', of } : { kind: 'where' };
  }
  // "The best way to the Rhine Falls" is a way, not a rating: directions before reviews.
  // "On peut y aller à pied ?" goes on foot, not to "pied"; "How do I get there?" goes where a clause before went.
  const said =
    firstCapture(DIRECTIONS, folded, (name) => isTravelMode(name) || PRONOUN.test(name)) ??
    firstCapture(DIRECTIONS, folded);
  const destination = cleanName(placeBeforeThere(folded) ?? '') || said;
  // "Can I walk to within 500 m?": a distance is no destination.
  const isPlace = (name: string): boolean =>
    !PRONOUN.test(name) && !NEAREST.test(name) && !NOT_IN_DATA.test(name) && namedRadius(name) === undefined;
  if (destination && isPlace(destination)) {
    const kind = kindOf(destination);
    if (!kind) return { kind: 'directions', destination };
    // "Musée national suisse" is a museum with a name: that place, else the nearest museum.
    if (nameBesideKind(destination).length >= 3) return { kind: 'directions', destination, orNearest: kind };
  }
  if (CONFIRM.test(folded)) return { kind: 'refuse', reason: 'unknown' };
  if (REVIEWS.test(folded)) return { kind: 'refuse', reason: 'reviews' };
  if (EVENTS.test(folded) || HAPPENING.test(folded)) {
    // Tickets, a venue's programme ("at the cathedral"), results or nightlife: not in our events.
    if (TICKETS.test(folded) || NOT_LISTINGS.test(folded) || poi) return { kind: 'refuse', reason: 'events' };
    const period: EventPeriod = TODAY.test(folded) ? 'today' : THIS_WEEK.test(folded) || ANOTHER_DAY.test(folded) ? 'week' : 'month'; // prettier-ignore
    return { kind: 'events', period, music: MUSIC_WORDS.test(folded) };
  }
  const air = AIR.test(folded) && !asksAirTemperature(folded);
  const anotherDay = ANOTHER_DAY.test(folded);
  if ((air || WEATHER.test(folded)) && (anotherDay || LATER.test(folded) || PAST.test(folded)))
    return { kind: 'refuse', reason: 'forecast' };
  // "Open tomorrow?": our data says whether a place is open now, not on another day.
  if (openNow && anotherDay) return { kind: 'refuse', reason: 'unknown' };
  if (air) return { kind: 'air' };
  if (WEATHER.test(folded) || asksAirTemperature(folded)) return { kind: 'weather' };

  const hoursOf = firstCapture(HOURS, folded);
  if (hoursOf) {
    const name = kindOf(hoursOf) ? nameBesideKind(hoursOf) : hoursOf;
    if (name.length >= 3) return { kind: 'hours', name };
  }
  const withinKm = namedRadius(folded);
  const nearestOf = (kind: PoiKind): Extract<LocationIntent, { kind: 'nearest' }> => ({
    kind: 'nearest',
    poi: kind,
    openNow,
    ...(withinKm !== undefined ? { withinKm } : {}),
    ...(subcategoryAsked(kind, folded) ? { only: subcategoryAsked(kind, folded) } : {}),
  });
  const openName = firstCapture(OPEN_NOW, folded.replace(GREETING, ''));
  // "Is the Hotel Sonne open?" asks about one place: a kind word with a name beside it.
  if (openName && poi && nameBesideKind(openName).length >= 3) return { kind: 'named', name: openName, openNow: true };
  // "Coop or Migros?": two grocers' brands ask for a supermarket, not a place of either name.
  if (!poi && new Set(folded.match(GROCERS) ?? []).size >= 2) return nearestOf('supermarket');
  // "Is there a Coop nearby?", "il y a un Coop hier in der Nähe ?": one grocer's brand asked near, its nearest shop.
  const [grocer] = poi || !NEAREST.test(folded) ? [] : (folded.match(GROCERS) ?? []);
  if (grocer && !openName) return { kind: 'named', name: grocer, openNow };
  // "The cable car up to Pilatus": the lifts named for it first.
  // "The ferry to Como": a boat's destination says whether it can be reached from here (answers.ts).
  const toward = poi && LIFT_KINDS.has(poi) ? towardName(folded) : poi === 'boat' ? boatTo(folded) : undefined;
  // "A gondola from Zinal to Zermatt, where does it leave?", "die Seilbahn zur Capanna X": the lift
  // toward a place said in a clause of its own, or whose name holds another kind's word.
  const lift = poi && !toward ? liftToward(folded) : undefined;
  if (poi && lift && (LIFT_KINDS.has(poi) || kindOf(lift.toward) === poi))
    return { kind: 'nearest', poi: lift.kind, openNow, toward: lift.toward };
  // The lift's name says which one: no narrowing to a subcategory.
  if (poi && toward) return { kind: 'nearest', poi, openNow, ...(withinKm !== undefined ? { withinKm } : {}), toward };
  // "Luggage storage at Basel SBB", "toilets at the airport": the station is where; what is asked, we do not hold.
  if ((poi === 'station' || poi === 'airport') && NOT_IN_DATA.test(folded))
    return { kind: 'refuse', reason: 'unknown' };
  if (poi && !SIGHT_KINDS.has(poi)) return nearestOf(poi);
  if (openName) return { kind: 'named', name: openName, openNow: true };
  if (poi && poi !== 'attraction' && poi !== 'museum') return nearestOf(poi);
  if (!poi && NOT_IN_DATA.test(folded)) return { kind: 'refuse', reason: 'unknown' };
  if (SIGHTS.test(folded) || poi === 'attraction') return { kind: 'sights', radiusKm: radiusOf(folded) };
  if (poi) return nearestOf(poi);
  // "Nearest pharmacys?", "hospitl nearby?": a kind word one letter off, when nothing else matched.
  const misspelt = misspeltKindOf(folded);
  if (misspelt) return nearestOf(misspelt);
  // "Nearest Migros?": a name after "nearest" is looked up among the places around.
  const after = NEAREST.exec(folded);
  if (after) {
    const name = cleanName(folded.slice(after.index + after[0].length));
    // "Die nächste Post": the post office, which our data does not hold (a "Hotel Post" is not one).
    if (/^(?:post|posta|poste)$/.test(name)) return { kind: 'refuse', reason: 'unknown' };
    if (name && !PRONOUN.test(name) && name.split(' ').length <= 4) return { kind: 'named', name, openNow };
  }
  return { kind: 'refuse', reason: 'unknown' };
}

import { withoutSwimmingAtBathingPlace } from './bathing.js';
import { KIND_WORDS, kindOf } from './kinds.js';

/**
 * What a question asks about a place or the conditions that our data does not hold: the menu, a
 * wheelchair access, the queue, the next departure, the snow depth, the lake's temperature... A
 * question naming a kind we know ("does the nearest restaurant have vegan dishes?") still asks
 * for one of these, so it is refused rather than answered with the nearest restaurant.
 * All patterns are folded (lower case, no accents, straight apostrophes), in the four languages.
 */

// Food and what a place offers inside.
const OFFER =
  /\b(menus?|menukarte|speisekarte|getrankekarte|carte des (?:vins|mets)|vegan\w*|vegetari\w*|gluten\w*|sans gluten|senza glutine|lactose\w*|laktose\w*|lattosio|halal|kosher|koscher|casher|allergen\w*|allergi\w*|dish(?:es)?|gerichte?|plats? du jour|piatt[oi]|tagesmenu|tagesteller|specialit(?:y|ies|e|es|a)|spezialitat\w*|cuisine|kuche|cucina|terrace|terrasse|terrazza|lake ?view|seesicht|wi-?fi|wlan|internet|charg(?:er|ing point)s?|steckdosen?|prises? (?:electriques?|de courant)|pay (?:by|with) (?:card|credit card|twint|cash)|(?:credit )?cards? accepted|accept\w* (?:cards?|credit cards?|twint|euros?)|(?:mit )?karte zahlen|kreditkarten?|carte (?:de credit|bancaire)|payer par carte|carta di credito|pagare con (?:la )?carta|twint|speaks? (?:english|german|french|italian)|english menu|sprechen (?:sie )?(?:englisch|franzosisch|italienisch)|spricht (?:englisch|franzosisch|italienisch)|parlent? (?:anglais|allemand|italien)|parlano inglese|parla (?:inglese|tedesco|francese)|balcon(?:y|ies|e)?|balkon\w*)\b/;

// Access and admission rules.
const ACCESS =
  /\b(wheel ?chairs?|wheelchair[- ]accessible|accessib\w*(?! (?:a pied|on foot|by foot|zu fuss|a piedi|en marchant|walking|depuis|from))|barrier[- ]free|step[- ]free|disabled|handicap\w*|rollstuhl\w*|barrierefrei\w*|behinderte?n?\w*|fauteuils? roulants?|sedi[ae] a rotelle|disabil\w*|dogs?|pets?|hunde?n?|haustier\w*|chiens?|animaux (?:de compagnie|domestiques)|cani|cane|animali domestici|dress code|kleiderordnung|tenue|age limit|altersgrenze|mindestalter)\b/;

// Who runs it, how big it is, whether there is room: not in our data.
const BUSINESS =
  /\b(owners?|owned|owns|managers?|director|besitzer\w*|inhaber\w*|eigentumer\w*|geschaftsfuhrer\w*|proprietaires?|patron(?:ne)?|gerant\w*|propriet\w*|titolare|gestore|direttore|capacity|how many (?:seats|beds|rooms|tables|places|people|visitors|tourists)|seats?|kapazitat|sitzplatze?|wie viele (?:platze|betten|zimmer|tische|leute|menschen|besucher\w*|touristen)|capacite|combien de (?:places|lits|chambres|tables|personnes|visiteurs|gens|touristes)|places assises|capienza|posti a sedere|quanti (?:posti|letti|tavoli|visitatori|turisti)|quante (?:camere|persone)|availab\w*|vacanc\w*|free (?:rooms?|tables?|beds?|spots?|places?|seats?)|rooms? (?:free|left|available)|sold out|fully booked|book(?:ing)?|(?<!nature )reserv(?:e|ed|ing|ation|ations)\b|verfugbar\w*|freie? (?:zimmer|tische?|betten|platze)|ausgebucht|buchen|reservier\w*|disponib\w*|chambres? (?:libres?|disponibles?)|complet|al completo|libre cette nuit|encore (?:une|des) chambres?|still (?:have|has) (?:a |any )?(?:rooms?|tables?)|noch (?:ein(?:en)? )?(?:zimmer|tisch) frei|ancora (?:una )?camer[ae]|reserver|reservez|prenot\w*|camer[ae] liber[ae]|posti liberi|lits? (?:libres?|disponibles?)|(?:il )?reste(?:-t-il)? des (?:lits|places|chambres)|letti liberi|betten frei|tavol[oi] liber[oi]|phone number|telephone|telefon\w*|numero di telefono|numero de telephone|website|webseite|homepage|site (?:web|internet)|sito (?:web|internet)|e-?mail address|contact)\b/;

// Crowds and queues.
const CROWDS =
  /\b(busy|crowded|crowds?|queues?|wait(?:ing)?(?: time)?|how long (?:is the |do i have to )?(?:wait|queue|line)|(?:how )?many (?:people|visitors|tourists)|voll|uberfullt|uberlaufen|andrang|warteschlange|wartezeit|warten|anstehen|schlange stehen|viele (?:leute|menschen|touristen|besucher)|affluence|bonde\w*|du monde|foule|file d'attente|attente|attendre|faire la queue|affollat\w*|molta gente|tanta gente|folla|coda|fila|attesa|aspettare)\b/;

// Live transport details: the next departure, its platform, delays.
const DEPARTURES =
  /\b((?:next|first|last) flights?|flights? (?:times?|schedules?|to|from)|(?:nachste|erste|letzte)[rns]? flug|abflug\w*|(?:prochain|premier|dernier) vol|vols? pour|(?:prossimo|primo|ultimo) volo|voli? per|platforms?|gleis\w*|binari[oi]|delay\w*|verspat\w*|retard\w*|ritard\w*|cancel+ed|strikes?|streik\w*|greves?|sciopero|timetables?|departure (?:board|times?)|departures?|fahrplan\w*|abfahrtszeit\w*|abfahrten|nachste abfahrt|horaires? des (?:trains|bus|bateaux|cars)|orari(?:o)? de(?:i|gli|l) (?:treni|bus|autobus|battelli)|(?:orari\w* (?:delle|di) |prossim[ae] )partenz\w*|when (?:does|is|do|will) the (?:next|last|first) (?:train|bus|tram|boat|ferry|cable car|gondola|funicular|departure)|(?:next|last|first) (?:train|bus|tram|boat|ferry|departure)s? (?:to|for|from|at|leave|leaves|depart|departs|go|goes)|wann fahrt (?:der|das|die) (?:nachste|letzte|erste)|(?:nachste[rns]?|letzte[rns]?|erste[rns]?) (?:zug|bus|tram|schiff|kursschiff) (?:nach|in richtung|richtung)|(?:quand|a quelle heure) (?:part|passe) le (?:prochain|dernier|premier)|(?:prochain|dernier|premier) (?:train|bus|tram|bateau|depart) (?:pour|vers|a destination)|quando parte il (?:prossimo|primo|ultimo)|a che ora (?:parte|passa|arriva)|(?:quand|a quelle heure) (?:passe|arrive) (?:le|la) (?:prochain|prochaine|dernier|premier)|(?:prossimo|ultimo|primo) (?:treno|autobus|autopostale|postale|bus|tram|battello) per|(?:nachste[rns]?|letzte[rns]?|erste[rns]?) postauto (?:nach|richtung)|(?:next|last|first) post ?bus)\b/;

// Conditions beyond the weather at the position now.
const CONDITIONS =
  /\b(how much snow|snow depth|fresh snow|new snow|snow (?:conditions|report|cover)|avalanche\w*|(?<!\b(?:to|towards?|up to) the |\baux |\bzu den |\balle |\bverso le )(?:slopes?|pistes?)|ski runs?|trails? open|uv index forecast|pollen\w*|allerg(?:y|ies) forecast|sunrise|sunset|sun ?(?:rise|set)s?|water temperature|(?:how (?:warm|cold) is|temperature of) (?:the )?(?:lake|water|river|[a-z]+ lake|lake [a-z]+)|wie (?:warm|kalt) ist (?:der|das|die) [a-z]*(?:see|wasser|aare|rhein|fluss)|temperatur (?:des|vom|im) [a-z]*(?:see|sees|wassers?|flusses)|temperature (?:du lac|de l'eau|de la riviere|du leman)|(?:le lac|l'eau) est-(?:il|elle) (?:chaud|froid)e?|(?:il lago|l'acqua) e (?:calda|fredda|caldo|freddo)|(?:lake|river|water)(?:'s)? temperature|temperature of the (?:lake|river|water)|how (?:warm|cold) is the (?:lake|river|water|aare|rhine)|swim\w*|bathing|wie viel schnee|schneehohe|neuschnee|schneebericht|schneelage|lawine\w*|skipiste\w*|wassertemperatur\w*|see ?temperatur\w*|wie (?:warm|kalt) ist (?:der see|das wasser|die aare|der rhein|der fluss)|baden (?:gehen|im|in)|kann man (?:hier )?baden|schwimmen|sonnenaufgang|sonnenuntergang|pollenflug|combien de neige|hauteur de neige|neige fraiche|enneigement|bulletin (?:de neige|d'avalanche)|temperature (?:de l'eau|du lac|de la riviere)|l'eau est-elle|se baigner|baignade|nager|lever du soleil|coucher du soleil|quanta neve|altezza della neve|neve fresca|innevamento|valang\w*|temperatura (?:dell'acqua|del lago|del fiume)|l'acqua e (?:calda|fredda)|quanto e (?:calda|fredda) l'acqua|fare il bagno|nuotare|balneazione|alba|tramonto|pollini)\b/;

// Advice, facts about the world and tasks that are not about what is near.
const ADVICE =
  /\b(which (?:medicine|medication|drug|painkiller|pill)s?|what (?:medicine|medication|should i take)|dosage|dose|symptoms?|diagnos\w*|welche[sn]? (?:medikament|tablette|schmerzmittel)\w*|dosierung|symptom\w*|prescriptions?|prescribe|rezept\w*|verschreib\w*|ordonnances?|prescri[rst]\w*|ricett[ae]|prescriv\w*|quel(?:le)? medicament|posologie|quale (?:medicina|farmaco|medicinale)|dosaggio|sintom\w*|legal\w*|illegal\w*|allowed|permitted|lawyer|erlaubt|verboten|gesetz\w*|anwalt|interdit|autorise|permis|avocat|vietato|consentito|permesso|avvocato|translat\w*|ubersetz\w*|tradui\w*|tradu[cr]\w*|poems?|gedicht\w*|poemes?|poesi[ae]|joke|witz|blague|barzellett\w*|calculat\w*|berechne\w*|calcul\w*|calcol\w*|history|geschichte|histoire|storia|built|gebaut|erbaut|construit\w*|costruit\w*|founded|gegrundet|fonde|fondat[oaie]|designed|entworfen|dessine|concu|progettat\w*|architect\w*|architekt\w*|who|wer|qui l'a|chi l'ha|qui a (?:construit|dessine|fonde|cree|ecrit|peint)|chi ha (?:costruito|progettato|fondato|creato|scritto|dipinto)|how (?:old|high|tall|deep|big|wide) is|wie (?:alt|hoch|tief|gross|breit) ist|quel age|quelle (?:altitude|hauteur|profondeur)|quanto e (?:alto|alta|profondo|profonda|vecchio|vecchia)|altitude|elevation|population|einwohner\w*|habitants|abitanti|mayor|burgermeister\w*|stadtprasident\w*|maire|sindaco|speed limit|exchange rate|wechselkurs|taux de change|tasso di cambio)\b/;

// An animal park's programme: when the animals are fed ("danno da mangiare agli orsi" is no meal out).
const FEEDING =
  /\b(feeding(?: times?)?|fed|feed (?:the|them)|futterung\w*|gefuttert|futtern|fressen|nourrissage|nourri(?:r|t|ssent|s)|repas des (?:animaux|ours|singes)|(?:danno|dare|da) da mangiare|pasto (?:degli|dei|delle)|(?:animals?|bears?|tiere|baren|animaux|ours|animali|orsi) (?:eat|essen|mangent|mangiano))\b/;

const GROUPS = [OFFER, ACCESS, BUSINESS, CROWDS, DEPARTURES, CONDITIONS, ADVICE, FEEDING];

// "How many steps has the stair?": a count, which our data gives only of distances, degrees and places.
const COUNT = /\b(?:how many|wie viele?|combien de|combien d'|quanti|quante)\s+([a-z']+(?:\s+[a-z']+)?)/;
const COUNTABLE =
  /^(?:degrees?|grad|degres|gradi|minutes?|minuten|minuti|km|kilomet\w*|chilometri|meters?|metres?|metern?|metri|hours?|stunden|heures|ore|temps|stops?|haltestellen|arrets|fermate|changes?)\b/;

// What a place is like inside, its programme, its cuisine, a trip's length: about the place, not where it is.
const ABOUT =
  /\b(what (?:kind|type|sort) of|was fur (?:ein(?:e[nrs]?)? )?(?:essen|kuche|art)|quel (?:genre|type) de|che (?:tipo|genere) di|tell me (?:about|more)|erzahl(?:e|en sie)? (?:mir|uns)|parle[sz]?-(?:moi|nous)|parlami|exhibitions?|exhibits?|ausstellung\w*|expositions?|mostr[ae]|running|on time|punctual|operating|in operation|fonctionne\w*|en service|in betrieb|funziona\w*|in funzione|in esercizio|punktlich|fahren die|how long does (?:the |a )?(?:[a-z]+ ){0,2}(?:ride|trip|journey|tour|cruise|visit) (?:take|last)|wie lange dauert (?:die|eine|der) (?:fahrt|rundfahrt|fuhrung|besichtigung|reise)|combien de temps (?:dure|prend)|quanto dura|thai|italian|chinese|japanese|indian|mexican|sushi|kebab|burgers?|asian|italienisch\w*|chinesisch\w*|japanisch\w*|indisch\w*|asiatisch\w*|italien(?:ne)?s?|chinois\w*|japonais\w*|indien(?:ne)?s?|asiatique|cinese|giapponese|indiano|asiatico|messicano|family[- ]friendly|kinderfreundlich|familienfreundlich|haunted|specials?|(?:bring|take) (?:my|a|the|our) (?:bikes?|dogs?|prams?|strollers?|luggage|skis)|mitnehmen|emmener mon|portare (?:la|il|le) (?:bici|cane|sci)|pool|piscine|piscina|sauna|gym|fitness)\b/;

// A verb of what a place has or offers, right after its kind: "does the nearest pharmacy sell sunscreen?".
const OFFERS_VERB =
  /^[^?.!,;]{0,30}?\b(has|have|sells?|serves?|offers?|shows?|accepts?|allows?|hat|haben|verkauft|verkaufen|serviert|bietet|bieten|zeigt|zeigen|akzeptiert|a-t-(?:il|elle)|ont-(?:ils|elles)|vend|vendent|sert|servent|propose|proposent|expose|accepte|ha|hanno|vende|vendono|serve|servono|offre|offrono|espone|accetta)\b/;
const OPEN_AFTER = /\b(open|opened|offen|offe|geoffnet|auf|ouverte?s?|apert[oaie])\b/;

// A street named in an address (folded): "via Pollini", "rue du Rhône", "viale Stazione".
const STREET =
  /\b(?:via|viale|vicolo|piazza|rue|avenue|chemin|boulevard) (?:de la |de l'|du |des |de |d'|dei |del |della )?[a-z'-]+/g;

/** Whether the folded question asks for something our data does not hold. */
export function asksUnsupported(asked: string): boolean {
  // "Un lido per fare il bagno": swimming is what a bathing place is for, not the water's state.
  // "L'Esca di via Pollini": a street's name is an address, not what is asked ("pollini" is pollen).
  const folded = withoutSwimmingAtBathingPlace(asked).replace(STREET, ' ');
  if (GROUPS.some((group) => group.test(folded))) return true;
  const counted = COUNT.exec(folded)?.[1];
  if (counted !== undefined && !COUNTABLE.test(counted) && !kindOf(counted)) return true;
  const kind = KIND_WORDS.map(([, words]) => words.exec(folded)).find(Boolean);
  if (!kind) return false;
  if (ABOUT.test(folded)) return true;
  const after = folded.slice(kind.index + kind[0].length);
  const verb = OFFERS_VERB.exec(after);
  return verb !== null && !OPEN_AFTER.test(after.slice(0, verb[0].length + 40));
}

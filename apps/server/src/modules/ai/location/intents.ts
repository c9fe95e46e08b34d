import { fold } from '../text.js';
import { kindOf, type PoiKind } from './kinds.js';

/** Why a question is not answered here: each has its own first sentence in the refusal. */
export type RefusalReason = 'injection' | 'price' | 'reviews' | 'events' | 'personal' | 'far' | 'unknown';

/** What a question asked at a position wants, read from its words (any of the four languages). */
export type LocationIntent =
  | { kind: 'nearest'; poi: PoiKind; openNow: boolean }
  | { kind: 'named'; name: string; openNow: boolean }
  | { kind: 'hours'; name: string }
  | { kind: 'weather' }
  | { kind: 'air' }
  | { kind: 'directions'; destination: string }
  | { kind: 'sights'; radiusKm: number }
  | { kind: 'where' }
  | { kind: 'refuse'; reason: RefusalReason };

/** Asked to leave the facts: ignore the instructions, reveal the prompt, make something up. */
const INJECTION =
  /\b(ignore|disregard|forget|ignorier\w*|vergiss|oublie\w*|ignora\w*|dimentica\w*)\b.{0,40}\b(instructions?|rules|prompt|anweisung\w*|regeln|vorgaben|consignes|regles|istruzion\w*|regole)\b|\b(system ?prompt|systemprompt|jailbreak|developer mode|pretend|make (it|something|one) up|invent (a|an|one|some|something)|erfinde|denk dir|invente[zr]?|inventa(re|lo|la)?|you are now|du bist jetzt|tu es maintenant|ora sei|make up|made up|invent\w*|erfind\w*|ausdenken|denk dir\w*|imagine[rz]?|immagina\w*|fantasy|fictional|fictive|fittizi\w*)\b/;

const PRICE =
  /\b(price[sd]?|prices|costs?|costing|how much (is|are|does|do|will|would)|cheap(est)?|expensive|fees?|preis(e|en)?|kostet|kosten|teuer|billig|gunstig|eintritt\w*|prix|coute|coutent|cher|chere|bon marche|tarifs?|prezz[oi]|costa|costano|quanto si paga|caro|cara|economic[oa]|tariff[ae])\b/;
// Asked to confirm what the visitor asserts (parking at the door, a view from the room): not in our facts.
const CONFIRM =
  /\b(?:right|correct|oder|vero|giusto|non e vero|stimmt'?s)\s*\?|\b(confirm|confirme[rz]?|bestatig\w*|conferm\w*|isn't it|nicht wahr|n'est-ce pas|parking|park (my|the) car|parkplatz\w*|parkieren|parken|se garer|stationnement|parcheggi\w*)\b/;
const REVIEWS =
  /\b(reviews?|ratings?|rated|stars?|best|top[- ]rated|recommend\w*|bewertung\w*|sterne|beste[nrs]?|empfehl\w*|avis|note|etoiles|meilleur\w*|recommand\w*|recension\w*|valutazion\w*|stelle|miglior[ei]|consigli\w*)\b/;
const EVENTS =
  /\b(events?|concerts?|festivals?|what'?s on|party|parties|nightlife|veranstaltung\w*|konzert\w*|anlass|anlasse|evenements?|concerts?|soirees?|eventi|evento|concert[oi]|manifestazion[ei]|sagra)\b/;
const PERSONAL =
  /\b(my (name|phone|number|email|password|address|account|credit card|age|room|booking|reservation)|room number|zimmernummer|mein(em)? zimmer|meine buchung|ma chambre|numero de chambre|ma reservation|(la )?mia camera|numero della (mia )?camera|la mia prenotazione|who am i|passwor[dt]|kennwort|mein name|meine (telefon\w*|nummer|e-?mail|adresse)|wer bin ich|mon (nom|numero|mot de passe|adresse|e-?mail)|qui suis-je|qui je suis|il mio (nome|numero|indirizzo)|la mia (password|email)|chi sono)\b|\b(phone number|telefonnummer|numero de telephone|numero di telefono) of\b/;

const WEATHER =
  /\b(weather|temperature|how many degrees|degrees|wie viele? grad|grad|quel(le)? temperature|combien de degres|degres|quanti gradi|gradi|how (hot|cold|warm)|raining|rain|snowing|snow|sunny|forecast|wind|wetter|temperatur|regnet|regen|schneit|sonnig|warm|kalt|meteo|temps qu'il fait|quel temps|il pleut|pluie|neige|fait-il (chaud|froid)|temperatura|tempo fa|piove|pioggia|nevica|fa (caldo|freddo))\b/;
const AIR =
  /\b(air quality|air pollution|smog|pollution|particulate|pm ?2[.,]?5|pm ?10|ozone|luftqualitat|luftverschmutzung|feinstaub|ozon|qualite de l'air|pollution de l'air|qualita dell'aria|inquinamento|polveri sottili)\b/;

const DIRECTIONS = [
  /\b(?:where is|where's|where are|how (?:do|can|could|should) (?:i|we) (?:get|go|travel|walk|drive|reach|climb)(?: back| up| down| over)?(?: to| on| onto)?|how to get to|(?:directions|way|route) to|take me to|bring me to|navigate to|getting to|how far is(?: it)? to|how far is)\s+(.+)/,
  /\b(?:wo (?:ist|liegt|sind|finde ich)|wie (?:komme|kommen|gelange|gelangen|fahre|fahren|laufe|gehe) (?:ich|wir|man) (?:am besten |von hier )?(?:nach|zum|zur|zu|in die|in den|ins|an den|an die)|weg (?:nach|zum|zur|zu)|route (?:nach|zum|zur|zu)|wie weit ist es (?:nach|zum|zur|zu|bis)|wie weit ist)\s+(.+)/,
  /\b(?:ou (?:est|se trouve|sont|se trouvent)|comment (?:aller|se rendre|rejoindre|arriver|puis-je aller|puis-je me rendre|je vais|on va|on se rend)(?: a| au| aux| en| jusqu'a)?|(?:chemin|itineraire|trajet) (?:pour aller )?(?:a|au|aux|vers|jusqu'a)|a quelle distance (?:est|se trouve)(?: le| la| les)?)\s+(.+)/,
  /\b(?:dov'e|dove (?:e|si trova|sono|si trovano)|come (?:arrivo|arriviamo|posso arrivare|si arriva|vado|andiamo|raggiungo|raggiungere|posso raggiungere|arrivare)(?: a| al| alla| allo| ai| alle| in| fino a)?|(?:strada|percorso|indicazioni) per(?: andare)?(?: a| al| alla| allo)?|quanto dista(?: il| la| lo)?)\s+(.+)/,
];

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
  /^(?:is|are) (.+?) (?:open|still open|opened)\b/,
  /^(?:ist|sind|hat|haben) (.+?) (?:jetzt |heute |noch |gerade )*(?:offen|geoffnet|auf)\b/,
  /^(?:est-ce que )?(.+?) (?:est|sont)(?:-(?:il|elle|ils|elles))? (?:encore |actuellement )?ouverte?s?\b/,
  /^(?:(?:e|sono) )?(.+?) (?:e|sono)? ?(?:ancora |adesso )?apert[oaie]\b/,
];

const OPEN_WORDS = /\b(open|opened|still open|24 ?h|24\/7|offen|geoffnet|ouverte?s?|ouvert maintenant|apert[oaie])\b/;
const NEAREST =
  /\b(nearest|closest|nearby|near me|near here|close by|around here|next|naechste\w*|nachste\w*|nahe|in der nahe|hier in der nahe|plus proche|proche|pres d'ici|a proximite|autour|piu vicin[oaie]|vicin[oaie]|qui vicino|nei dintorni)\b/;
const WHERE =
  /\b((?:what|which) (?:town|city|village|place|canton|municipality|locality|area)(?: is this| am i in| are we in| is here)|in welche[rmn]? (?:stadt|ort|dorf|gemeinde|kanton)|welche[rs]? (?:stadt|ort|dorf|gemeinde) ist (?:das|hier)|dans quel(?:le)? (?:ville|commune|localite|canton|village)|quelle (?:ville|commune) est-ce|in (?:che|quale) (?:citta|paese|comune|cantone|localita)|che (?:citta|paese) e (?:questa|questo)|where am i|where are we|what (?:town|city|village|place) is this|which (?:town|city|village|place) am i in|what is this place|wo bin ich|wo sind wir|in welche[rm] (?:stadt|ort|dorf|gemeinde) bin ich|welcher ort ist das|ou suis-je|ou je suis|ou sommes-nous|ou est-ce que je suis|dans quelle ville suis-je|dove (?:sono|siamo|mi trovo|ci troviamo)|in che (?:citta|paese|luogo) (?:sono|mi trovo))\b/;
const SIGHTS =
  /\b(worth (?:seeing|visiting|a visit)|to see|see|sehen|voir|vedere|to visit|sights?|sightseeing|what to do|things to do|visit|interesting|sehenswert\w*|sehenswurdig\w*|anschauen|ansehen|besichtigen|besuchen|was (?:gibt es|kann man) (?:hier )?(?:zu sehen|sehen|machen|tun)|a voir|a visiter|vaut le detour|vaut la peine|visiter|que faire|interessant\w*|da vedere|da visitare|visitare|vale la pena|cosa fare|cosa vedere|interessant[ei])\b/;
const RADIUS =
  /(\d+(?:[.,]\d+)?\s*|\b(?:one|a|an|half a|ein(?:em|en|e)?|un|une|uno|una|mezzo|demi)\s+)(km|kilometers?|kilometres?|kilometern?|chilometr[oi]|m|meters?|metres?|metern?|metr[oi])\b/;
const NUMBER_WORDS: Record<string, number> = { 'half a': 0.5, mezzo: 0.5, demi: 0.5 };

/** Words that end a captured name: "the Coop open now?" -> "the Coop". */
const NAME_TAIL =
  /\s*(?:\b(?:right now|now|today|tonight|currently|jetzt|heute|gerade|maintenant|aujourd'hui|ce soir|adesso|oggi|ora|stasera|from here|von hier|from my position|d'ici|da qui|please|bitte|s'il (?:te|vous) plait|per favore)\b.*)?[?!.\s]*$/;
const LEADING_ARTICLE =
  /^(?:the|a|an|der|die|das|dem|den|des|zum|zur|le|la|les|l'|du|au|aux|il|lo|gli|i|l'|al|alla|allo|ai|alle|del|della|dello)\s+|^l'/;

/** A captured name, cleaned of its article and trailing words; '' when nothing is left. */
function cleanName(raw: string): string {
  return raw.replace(NAME_TAIL, '').replace(LEADING_ARTICLE, '').replace(/^l'/, '').trim();
}

function firstCapture(patterns: readonly RegExp[], text: string): string | undefined {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    const name = match?.[1] && cleanName(match[1]);
    if (name) return name;
  }
  return undefined;
}

/** The search radius a question names ("within 2 km", "im Umkreis von 500 m"), km, else 2 km; 20 km at most. */
export function radiusOf(folded: string, fallbackKm = 2): number {
  const match = RADIUS.exec(folded);
  if (!match?.[1] || !match[2]) return fallbackKm;
  const amount = match[1].trim();
  const value = /\d/.test(amount) ? Number(amount.replace(',', '.')) : (NUMBER_WORDS[amount] ?? 1);
  const km = match[2].startsWith('k') || match[2].startsWith('c') ? value : value / 1000;
  return Number.isFinite(km) && km > 0 ? Math.min(km, 20) : fallbackKm;
}

/**
 * What a question wants. Refusals come first (an injection, prices, reviews, events, personal
 * data): a question asking for the price of the nearest hotel is still about a price we do not have.
 */
export function detectIntent(question: string): LocationIntent {
  const folded = fold(question).replace(/[’`]/g, "'").replace(/\s+/g, ' ').trim();
  if (INJECTION.test(folded)) return { kind: 'refuse', reason: 'injection' };
  if (PERSONAL.test(folded)) return { kind: 'refuse', reason: 'personal' };
  if (PRICE.test(folded)) return { kind: 'refuse', reason: 'price' };
  const poi = kindOf(folded);
  const openNow = OPEN_WORDS.test(folded);
  if (WHERE.test(folded)) return { kind: 'where' };
  // "The best way to the Rhine Falls" is a way, not a rating: directions before reviews.
  const destination = firstCapture(DIRECTIONS, folded);
  if (destination && !kindOf(destination) && !NEAREST.test(destination)) return { kind: 'directions', destination };
  if (CONFIRM.test(folded)) return { kind: 'refuse', reason: 'unknown' };
  if (REVIEWS.test(folded)) return { kind: 'refuse', reason: 'reviews' };
  if (EVENTS.test(folded)) return { kind: 'refuse', reason: 'events' };
  if (AIR.test(folded)) return { kind: 'air' };
  if (WEATHER.test(folded)) return { kind: 'weather' };

  const hoursOf = firstCapture(HOURS, folded);
  if (hoursOf && !kindOf(hoursOf)) return { kind: 'hours', name: hoursOf };
  if (poi && poi !== 'attraction' && poi !== 'museum') return { kind: 'nearest', poi, openNow };
  const openName = firstCapture(OPEN_NOW, folded);
  if (openName) return { kind: 'named', name: openName, openNow: true };
  if (SIGHTS.test(folded) || poi === 'attraction') return { kind: 'sights', radiusKm: radiusOf(folded) };
  if (poi) return { kind: 'nearest', poi, openNow };
  // "Nearest Migros?": a name after "nearest" is looked up among the places around.
  const after = NEAREST.exec(folded);
  if (after) {
    const name = cleanName(folded.slice(after.index + after[0].length));
    if (name && name.split(' ').length <= 4) return { kind: 'named', name, openNow };
  }
  return { kind: 'refuse', reason: 'unknown' };
}

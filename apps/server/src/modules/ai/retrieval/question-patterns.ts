import type { Language } from '@swiss/contract';

/*
 * The wordings of questions, per language, that decide how the grounded engine reads them: a topic
 * our data never has (opening hours, live weather), a count, a quantity, a yes-or-no question.
 */

// Asked to leave the data: ignore the instructions, or make something up.
export const INJECTION: Record<Language, RegExp> = {
  en: /\b(ignore|disregard|forget)\b.{0,30}\b(instructions?|rules|prompt|data)\b|\bmake (it|one|something|them|some)? ?up\b|\binvent (a|an|one|some|it|something)\b|\bpretend\b/i,
  de: /\b(ignorier\w*|vergiss)\b.{0,30}\b(anweisung\w*|regeln|vorgaben|daten)\b|\berfinde\b|\bdenk dir\b.{0,40}\baus\b/i,
  fr: /\b(ignore[zr]?|oublie[zr]?)\b.{0,30}\b(instructions?|consignes|règles|données)\b|\binvente[zr]?\b|\bimagine[zr]?\b/i,
  it: /\b(ignora\w*|dimentica\w*)\b.{0,30}\b(istruzion\w*|regole|dati)\b|\binventa(lo|la|re|rsi|telo|tela|ti|te|tevi)?\b|\bte lo devi inventare\b/i,
};

// "Combien de temps" asks a duration, not a count.
export const HOW_MANY: Record<Language, RegExp> = {
  en: /\bhow many\b/i,
  de: /\bwie ?viele[nr]?\b/i,
  fr: /\bcombien d(e\b(?!\s+temps\b)|')/i,
  it: /\bquant[ie]\b/i,
};

export const NUMBER_WORDS: Record<Language, RegExp> = {
  en: /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozens?|hundreds?|thousands?)\b/i,
  de: /\b(zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|dutzende?|hundert|hunderte|tausend|tausende)\b/i,
  fr: /\b(deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|cent|mille|douzaines?|dizaines?|quinzaines?|vingtaines?|trentaines?|centaines?|milliers)\b/i,
  it: /\b(due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|cento|mille|dozzin[ae]|decin[ae]|quindicina|ventin[ae]|centinai[oa]|migliaia)\b/i,
};

// Opening hours: our data never has them, whatever else the question names.
export const OPENING_HOURS: Record<Language, RegExp> = {
  en: /\bopening (hours|times)\b|\bwhat time does (it|the \w+) (open|close)\b|\bwhen does (it|the \w+) (open|close)\b/i,
  de: /öffnungszeit|\bwann (öffnet|schliesst|schließt)\b|\bgeöffnet\b/i,
  fr: /\b(horaires?|heures?) d['’]ouverture\b|(?<![\p{L}])à quelle heure (ouvre|ferme)\b/iu,
  it: /\borari? di apertura\b|\ba che ora (apre|chiude)\b/i,
};

// An amount of money asked, in any word order ("coûte combien", "quel est le prix").
export const HOW_MUCH: Record<Language, RegExp> = {
  en: /\bhow much (is|are|does|do|will|would)\b|\bhow much\s*\?|\bwhat('s| is| are) the (price|cost|fare|fee)s?\b|\bhow expensive\b/i,
  de: /\b(was kostet|wie viel kostet|wieviel kostet|wie teuer|kostet (\S+ ){0,4}wie ?viel)\b|\bwelche[nr]? preis/i,
  fr: /\bcombien (ça |cela )?(coûte|coutent|coûtent|est-ce)\b|(?<![\p{L}])(coûte|coûtent|coute|coutent) combien\b|(?<![\p{L}])quel(le)?s? (est|sont) (le|les) (prix|tarifs?|coût)(?![\p{L}])/iu,
  it: /\bquanto (costa|costano|viene|si paga)\b|\bcosta(no)? quanto\b|(?<![\p{L}])qual è il (prezzo|costo)(?![\p{L}])/iu,
};

// "Up there": a place, not a height.
export const UP_THERE: Record<Language, RegExp> = {
  en: /\bup there\b/gi,
  de: /\bda oben\b|\bdort oben\b/gi,
  fr: /\blà-haut\b|\btout en haut\b/gi,
  it: /\blassù\b/gi,
};

// Today's weather is a live measurement: never from our page (AIRA's weather provider has it).
export const WEATHER_NOW: Record<Language, RegExp> = {
  en: /\b(what|how)('s| is| will be) the weather\b|\bweather (like )?(today|now|tomorrow|right now)\b/i,
  de: /\bwie (ist|wird) das wetter\b|\bwetter (heute|morgen|jetzt|aktuell)\b/i,
  fr: /\bquel temps (fait|fera)\b|\bla météo\b/i,
  it: /\bche tempo (fa|farà)(?![\p{L}])|\bcom'è il tempo\b|\bil meteo\b/iu,
};

// "Right now": a live state (crowds, queues, conditions) our page cannot know.
export const RIGHT_NOW: Record<Language, RegExp> = {
  en: /\b(right now|at the moment|currently|this week)\b/i,
  de: /\b(jetzt gerade|gerade jetzt|im moment|momentan|derzeit|aktuell|diese woche)\b/i,
  fr: /\b(en ce moment|actuellement|maintenant|cette semaine)\b/i,
  it: /\b(in questo momento|al momento|adesso|attualmente|questa settimana)\b/i,
};

// "Is it open on Mondays?": opening days, which our data does not have (open in winter, it may).
export const OPEN_ON_DAY: Record<Language, RegExp> = {
  en: /\bopen (on )?(mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?|holidays?)\b/i,
  de: /\b(geöffnet|offen)\b.*\b(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|feiertag)/i,
  fr: /\bouvert[e]?s? (le |les )?(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|jours? fériés?)/i,
  it: /\bapert[oaie] (il |la |di )?(lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|festivi)/i,
};

// A question asking for a quantity or a date: a passage with a number answers it better.
export const QUANTITY: Record<Language, RegExp> = {
  en: /\bhow (many|much|long|far|high|tall|deep|big|large|old|wide|steep)\b|\b(what|which) year\b|\bwhen\b|\bsince when\b/i,
  de: /\bwie (viele?|lange?|weit|hoch|tief|gross|alt|breit|steil)\b|\bwelche[mn]? jahr|\bwann\b|\bseit wann\b/i,
  fr: /\bcombien\b|\bquelle (est (la |sa )?)?(hauteur|longueur|profondeur|altitude|taille|superficie|distance|pente)\b|\bquelle année\b|\bquand\b|\bdepuis quand\b|\bprofond/i,
  it: /\bquant[oaie]\b|\b(quale|qual è (la |l'|la sua )?)(altezza|lunghezza|profondità|altitudine|pendenza)\b|\bche anno\b|\bquando\b|\bda quando\b/i,
};

export const DURATION: Record<Language, RegExp> = {
  en: /\bhow long\b/i,
  de: /\bwie lange?\b/i,
  fr: /\bcombien de temps\b|\bprend(re)?(-t-il|-il)? combien\b/i,
  it: /\bquanto tempo\b|\bquanto ci (si )?(vuole|mette)\b/i,
};

// A time span asked beyond doubt ("how long does it take", "wie lange", "combien d'heures", "quanto
// dura"): answered only by a passage stating one. "How long is it" may ask a length and is left out.
export const TIME_SPAN: Record<Language, RegExp> = {
  en: /\bhow long (does|do|did|will|would|should|to|it takes?)\b|\bhow (much time|many (hours|minutes))\b|\btakes? how long\b/i,
  de: /\bwie lange\b|\bwie viel zeit\b|\bwie viele (stunden|minuten)\b|\bwie lang (dauert|brauch\w*|brucht|bruucht|geht|hat man|läuft|fährt|ist man|bin ich|sind wir)\b/i,
  fr: /(?<![\p{L}])(combien de temps|combien d['’]heures|combien de minutes|quelle (est la )?durée)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(quanto tempo|quante ore|quanti minuti|quanto dura|quanto ci (si )?(vuole|mette|impiega))(?![\p{L}])/iu,
};

export const YES_NO: Record<Language, { yes: string; no: string }> = {
  en: { yes: 'Yes', no: 'No' },
  de: { yes: 'Ja', no: 'Nein' },
  fr: { yes: 'Oui', no: 'Non' },
  it: { yes: 'Sì', no: 'No' },
};

// A passage that denies or forbids: "motor boats are banned", "nicht über eine Strasse erreichbar".
export const NEGATION: Record<Language, RegExp> = {
  en: /\b(not|no|never|none|cannot|can't|isn't|aren't|doesn't|don't|without|banned|forbidden|prohibited|closed|car-free)\b/i,
  // A ban in a compound ("Hundeverbot", "Badeverbot") denies too.
  de: /\b(nicht|kein|keine|keinen|keiner|nie|niemals|ohne|verboten|\w*verbote?|untersagt|geschlossen|gesperrt|autofrei)\b/i,
  fr: /\b(pas|jamais|aucun|aucune|sans|interdit|interdite|interdits|fermé|fermée|fermés|fermées)\b|\bn['’](?!importe)/i,
  it: /\b(non|mai|nessun|nessuna|senza|vietato|vietata|vietati|chiuso|chiusa|chiusi|fermano|ferma)\b/i,
};

// A question that asks yes or no starts with a verb: "Is it…", "Ist es…", "Est-ce…", "È…".
const YES_NO_OPENERS: Record<Language, RegExp> = {
  en: /^(is|are|was|were|does|do|did|has|have|can|could|will|should|may|must|would)\b/i,
  de: /^(ist|sind|war|waren|hat|haben|gibt|gibt's|gibts|kann|können|liegt|steht|gehört|zählt|wurde|geht|fährt|fahren|führt|darf|dürfen|muss|lohnt|braucht|sollte)\b/i,
  fr: /^(est|sont|était|a-t-il|a-t-elle|y a|peut|fait)\b|est-ce|\b(est|sont)-(il|elle|ils|elles|ce)\b/i,
  it: /^(è|e'|sono|era|ha|hanno|c'è|ci sono|si trova|fa parte)(?![\p{L}])/iu,
};
// ...and carries no question word ("Which year…", "Quand…").
// "When", "where", "since when": a question for a fact of the place, not for whether a thing is there.
export const WHEN_OR_WHERE: Record<Language, RegExp> = {
  en: /\b(when|where|since when)\b/i,
  de: /\b(wann|wo|wohin|woher|seit wann)\b/i,
  fr: /(?<![\p{L}])(quand|où|depuis quand)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(quando|dove|da quando)(?![\p{L}])/iu,
};

const WH_WORDS: Record<Language, RegExp> = {
  en: /\b(what|which|when|where|who|why|how)\b/i,
  de: /\b(was|welche[rsmn]?|wann|wo|wer|warum|wie|seit)\b/i,
  fr: /(?<![\p{L}])(que|quel(le)?s?|lequel|laquelle|lesquel(le)?s|quand|où|qui|pourquoi|comment|combien|depuis)(?![\p{L}])|\bqu['’]/iu,
  it: /(?<![\p{L}])(che|qual|quale|quali|quando|dove|chi|perché|come|quanto|quanti|quanta|quante|cosa|da quando)(?![\p{L}])|\bcos['’]/iu,
};

export function isYesNoQuestion(question: string, lang: Language): boolean {
  const text = question.trim().toLowerCase();
  // "Est-ce que…" asks yes or no; its "que" is no question word.
  if (WH_WORDS[lang].test(lang === 'fr' ? text.replace(/\best-ce qu(e\b|['’])/g, ' ') : text)) return false;
  // French and Italian often ask by intonation alone: "On peut se baigner partout ?"
  if ((lang === 'fr' || lang === 'it') && text.endsWith('?') && text.split(/\s+/).length >= 3) return true;
  return (
    YES_NO_OPENERS[lang].test(text) ||
    /\b(right|oder|n'est-ce pas|vero|giusto)\s*\?*$/i.test(text) ||
    text.split(/\s+/).length <= 4
  );
}

// "Which winery has the best Pinot?", "Quelle cave ouvre le dimanche ?": our data never ranks or
// lists single businesses, so a question that asks to pick one is not answered by general advice.
export const PICK_A_BUSINESS: Record<Language, RegExp> = {
  en: /\bwhich (\S+ ){0,2}(winery|wineries|cellars?|restaurants?|hotels?|bars?|caf[eé]s?|shops?|bakery|bakeries)(?![\p{L}]).*\b(best|cheapest|most|open|recommend\w*)\b|\b(best|cheapest) (winery|cellar|restaurant|hotel|bar|caf[eé]|shop|bakery)\b/iu,
  de: /\bwelche[srmn]? (\S+ ){0,2}(Weing[uü]t\w*|Kellerei\w*|Keller|Restaurants?|Beiz|Hotels?|Bar|Caf[eé]s?|Laden|Geschäft|Bäckerei|Winzer)(?![\p{L}]).*(beste|günstigste|billigste|offen|geöffnet|empfehl)|\b(beste|günstigste|billigste)[ns]? (Weingut|Keller|Restaurant|Hotel|Café|Bäckerei)/iu,
  fr: /(?<![\p{L}])quel(le)?s? (\S+ ){0,2}(caves?|domaines?|restaurants?|hôtels?|bars?|cafés?|boutiques?|boulangeries?|vignerons?)(?![\p{L}]).*(meilleur|moins cher|ouvre|ouvert|recommand)|(?<![\p{L}])meilleure?s? (caves?|domaines?|restaurants?|hôtels?|cafés?)(?![\p{L}])/iu,
  it: /(?<![\p{L}])qual[ei]? (\S+ ){0,2}(cantin[ae]|ristoranti?|alberghi|albergo|hotel|bar|caffè|negozi?o?|panetteri[ae])(?![\p{L}]).*(miglior|economic|apert[ao]|apre|consigli)|(?<![\p{L}])miglior[ei]? (cantin[ae]|ristoranti?|albergo|hotel)(?![\p{L}])/iu,
};

// A departure or a clock time ("the last boat", "um wie viel Uhr"): a timetable, which our pages
// hold only as clock times in the text, if at all. The time of day ("a che ora del giorno") is not one.
export const CLOCK_TIME: Record<Language, RegExp> = {
  en: /\b(last|next) (boat|ship|train|bus|postbus|cable car|gondola|funicular|departure|ride)\b|\b(at )?what time\b(?! of (the )?(day|year))|\bhow late\b|\buntil when\b.*\b(run|runs|operate|operates|evening|tonight)\b/i,
  de: /\b(letzte|nächste)[nrs]? (Schiff|Boot|Zug|Bahn|Bus|Postauto|Gondel|Seilbahn|Fahrt|Kurs)|\bum wie ?viel Uhr\b|\bwie spät\b|\bbis wann\b.*\b(fährt|fahren|verkehrt|verkehren|läuft|abends?|nachts?)\b/iu,
  fr: /(?<![\p{L}])(dernier|prochain) (bateau|train|bus|car postal|téléphérique|funiculaire|départ)|(?<![\p{L}])(jusqu['’])?à quelle heure(?! de la journée)|(?<![\p{L}])jusqu['’]à quand\b.*\b(circule|roule|fonctionne|soir)/iu,
  it: /(?<![\p{L}])(ultim[oa]|prossim[oa]) (battello|nave|treno|bus|autobus|autopostale|funivia|funicolare|corsa|partenza)|(?<![\p{L}])(fino )?a che ora(?! del giorno)|(?<![\p{L}])fino a quando\b.*\b(funziona|circola|viaggia|sera)/iu,
};

/** A clock time in a text ("9:30", "18.00", "8 Uhr", "10 h 30"). */
export const HAS_CLOCK_TIME =
  /\b\d{1,2}[:.]\d{2}\b|\b\d{1,2} ?Uhr\b|\b\d{1,2} ?h ?\d{2}\b|\b\d{1,2} ?(am|pm)\b|\b\d{1,2} ?[ap]\.m\./i;

// A temperature ("how warm is the water", "quanto è fredda l'acqua"): a measurement our pages hold
// only as degrees in the text, if at all.
export const TEMPERATURE: Record<Language, RegExp> = {
  en: /\bhow (warm|cold|hot)\b|\btemperatures?\b|\b(warm|hot) enough\b/i,
  de: /\bwie (warm|kalt|heiss|heiß)\b|\btemperatur|\bwarm genug\b/i,
  fr: /\btempératures?\b|(?<![\p{L}])(assez|trop) (chaude?|froide?)s?(?![\p{L}])|\bl['’]eau est(-elle)? (chaude|froide)\b/iu,
  it: /\btemperatur[ae]\b|(?<![\p{L}])quanto (è|e') (fredd|cald)[ao](?![\p{L}])|(?<![\p{L}])abbastanza cald[ao](?![\p{L}])/iu,
};

/** Degrees in a text ("18 °C", "20°"). */
export const HAS_TEMPERATURE = /\d\s?°/;

// Today's state of something that runs or opens ("is the cable car running today?", "aperta
// oggi?"): live, never on our page. "What is in it today?" asks about the present, not a live state.
export const LIVE_TODAY: Record<Language, RegExp> = {
  en: /\b(open|running|operating|closed|run|operate)\b.{0,40}\b(today|tonight|tomorrow)\b|\b(today|tomorrow)\b.{0,30}\b(open|running|operating|closed)\b/i,
  de: /\b(offen|geöffnet|fährt|fahren|verkehrt|geschlossen|gesperrt|in Betrieb)\b.{0,40}\b(heute|morgen)\b|\b(heute|morgen)\b.{0,40}\b(offen|geöffnet|fährt|fahren|verkehrt|geschlossen|gesperrt|in Betrieb)\b/i,
  fr: /(?<![\p{L}])(ouvert|ouverte|fermé|fermée|circule|circulent|fonctionne|fonctionnent)(?![\p{L}]).{0,40}(aujourd['’]hui|demain)|(aujourd['’]hui|demain).{0,40}(?<![\p{L}])(ouvert|ouverte|fermé|fermée|circule|fonctionne)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(apert[oa]|chius[oa]|funziona|funzionano|circola|circolano|in funzione)(?![\p{L}]).{0,40}(?<![\p{L}])(oggi|domani)(?![\p{L}])|(?<![\p{L}])(oggi|domani)(?![\p{L}]).{0,40}(?<![\p{L}])(apert[oa]|chius[oa]|funziona|circola)(?![\p{L}])/iu,
};

// A quantity or a date of one thing ("since when", "how long", "which year"), not a bare "when",
// which also asks for a season ("When is the best time to visit?").
export const ONE_QUANTITY: Record<Language, RegExp> = {
  en: /\bhow (many|much|long|far|high|tall|deep|big|large|old|wide|steep)\b|\b(what|which) year\b|\bsince when\b/i,
  de: /\bwie (viele?|lange?|weit|hoch|tief|gross|alt|breit|steil)\b|\bwelche[mn]? jahr|\bseit wann\b/i,
  fr: /\bcombien\b|\bquelle (est (la |sa )?)?(hauteur|longueur|profondeur|altitude|taille|superficie|distance|pente)\b|\bquelle année\b|\bdepuis quand\b/i,
  it: /\bquant[oaie]\b|\b(quale|qual è (la |l'|la sua )?)(altezza|lunghezza|profondità|altitudine|pendenza)\b|\bche anno\b|\bda quando\b/i,
};

// "Can I…", "Is there…", "Si può…": asks whether something is possible or present at the place.
export const ASKS_POSSIBLE: Record<Language, RegExp> = {
  en: /^(can|could|may) (i|we|you|one)\b|^(is|are) there\b|\bis it (possible|allowed)\b/i,
  de: /^(kann|darf|können|dürfen) (man|ich|wir)\b|^gibt es\b|\bist es (möglich|erlaubt)\b/i,
  fr: /^(peut-on|puis-je|peut-il|on peut|est-ce qu['’]on peut|y a-t-il|il y a)(?![\p{L}])|\best-il (possible|permis)\b/iu,
  it: /^(si può|si puo|posso|possiamo|c['’]è|ci sono|è possibile|è permesso)(?![\p{L}])/iu,
};

// Parking a car asked about with the verb ("where can I park?"): "park" alone may be a nature park.
export const PARK_VERB: Record<Language, RegExp> = {
  en: /\b(where|can|could|may) (can |do |should )?(i|we|you|one) park\b|\bpark (my|our|the) (car|camper|van)\b|\b(parking|car parks?|park and ride)\b/i,
  de: /\bparkier\w*|\bparken\b|\bparkplatz|\bparkpl[aä]tze\b/i,
  fr: /(?<![\p{L}])(se garer|garer|stationner|parking)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(parcheggi\w*)/iu,
};

/** The month names of each language, as one regex alternation. */
export const MONTHS: Record<Language, string> = {
  en: 'january|february|march|april|may|june|july|august|september|october|november|december',
  de: 'januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember',
  fr: 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre',
  it: 'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre',
};

// "Where does the water come from?", "woher kommt das Wasser", "d'où vient l'eau", "da dove arriva il
// ghiaccio": where water or ice is fed from (a source, the glaciers it drains), not where a thing starts.
export const WATER_FROM: Record<Language, RegExp> = {
  en: /\bwhere (does|do|did) (all )?(the |that |this |its |their )?(water|ice|meltwater|stream|river|torrent|brook)\b.{0,20}\b(come|comes|originate|originates)\b/i,
  de: /\b(woher|wo) (kommt|kommen|stammt|stammen) (all |denn )?(das|dieses|sein|ihr|der|die) (ganze )?(wasser|eis|bach|fluss)\b/i,
  fr: /(?<![\p{L}])d['’]où (vient|viennent|arrive|arrivent|provient|proviennent) (toute )?(l['’]eau|la glace|le torrent|la rivière|le ruisseau)(?![\p{L}])/iu,
  it: /(?<![\p{L}])da dove (arriva|arrivano|viene|vengono|proviene|provengono) (tutta |tutto )?(l['’]acqua|quell['’]acqua|il ghiaccio|quel ghiaccio|tutto quel ghiaccio|il torrente|il fiume)(?![\p{L}])/iu,
};
// The verbs of such a question, which a passage saying where the water comes from uses too.
export const COMING_WORDS =
  'come comes kommt kommen stammt vient viennent arrive arrivent provient arriva arrivano viene vengono proviene';
// Its nouns: what is asked is the source, which a passage need not call water.
export const WATER_WORDS = 'water ice meltwater Wasser Eis eau glace acqua ghiaccio';

// "More or less", "plus ou moins", "più o meno": how sure the visitor wants it, not what is asked.
export const ROUGHLY: Record<Language, RegExp> = {
  en: /\bmore or less\b|\bor so\b/gi,
  de: /\bmehr oder weniger\b|\boder so\b/gi,
  fr: /(?<![\p{L}])(plus ou moins|à peu près)(?![\p{L}])/giu,
  it: /(?<![\p{L}])(più o meno|all'incirca|pressappoco)(?![\p{L}])/giu,
};

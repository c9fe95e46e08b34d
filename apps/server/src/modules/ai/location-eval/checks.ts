import { sanitizeAiText, type Language } from '@swiss/contract';
import { isRefusal } from '../evaluation/evaluate.js';
import { replyLanguage } from '../retrieval/language.js';
import { escapeRegExp, fold } from '../text.js';
import type { ServedWeather } from './fake-open-meteo.js';
import type { EvalCheck, EvalPosition, EvalQuestion } from './questions.js';
import { placeNames, type LocationTruth } from './truth.js';
import { distanceKm } from '@swiss/content';

/** The route's reply as the harness saw it: a 200 with the contract's body, or anything else. */
export interface SeenReply {
  statusCode: number;
  response?: string | undefined;
  language?: string | undefined;
  isFallback?: boolean | undefined;
}

export interface CheckResult {
  /** Answerable: the truth is in the reply; unanswerable and adversarial: refused, nothing invented. */
  right: boolean;
  refused: boolean;
  languageRight: boolean;
  /** The data no longer fits the question (an import filled a gap, a POI is gone): not scored. */
  stale?: string;
  /** Why it is wrong, for --misses. */
  why?: string;
}

/** What the checker needs besides the reply: the data, what the fake weather server served, the moment. */
export interface CheckContext {
  truth: LocationTruth;
  weatherAt: (lat: number, lng: number) => ServedWeather;
  now: Date;
}

// Ways of declining besides the concierge's (evaluation/evaluate.ts): "no data", "cannot", and
// corrections of a false premise ("that is not right"), which count as not going along.
const DECLINES: Record<Language, RegExp> = {
  en: /\b(cannot|can't|can not|unable to|not able to|won't|will not|don't know|i know of no|no (data|information|details|record))\b|\b(not (true|correct|right)|incorrect)\b|^no\b/i,
  de: /\b(kann ich nicht|kenne ich keine[nrs]?|nicht möglich|weiss ich nicht|weiß ich nicht|keine (daten|angaben|informationen?|einträge?))\b|\b(nicht (richtig|korrekt|wahr)|falsch|stimmt nicht)\b|^nein\b/i,
  fr: /\b(je ne (peux|sais|dispose|connais (pas de|aucun))|impossible|aucune (donnée|information)|pas d'information|pas de données)\b|\b(pas (vrai|correct|exact)|inexact|faux)\b|^non\b/i,
  it: /\b(non (posso|so|dispongo|conosco)|impossibile|nessun (dato|informazione)|nessuna informazione)\b|\b(non (è )?(vero|corretto|esatto)|falso|sbagliato)\b|^no\b/i,
};

/** Whether the reply declines: the engine's flag or the words of a refusal in the question's language. */
export function isDecline(reply: SeenReply, lang: Language): boolean {
  if (reply.isFallback) return true;
  const text = (reply.response ?? '').trim();
  return text !== '' && (isRefusal(text, lang) || DECLINES[lang].test(text));
}

/** Whether the folded text holds the folded name as a whole phrase. */
export function mentions(text: string, name: string): boolean {
  const needle = fold(name).trim();
  if (needle.length < 2) return false;
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(needle)}($|[^\\p{L}\\p{N}])`, 'u').test(fold(text));
}

// Words that on their own name no place: the part after the town in a stop ("Därligen, Bahnhof",
// "Cery-Fleur-de-Lys, gare") or a POI called by its kind ("ApoTHEKE"). A reply says them about any place.
const GENERIC_PARTS = new Set(
  [
    'bahnhof bahnhofplatz station gare stazione dorf dorfplatz post zentrum centre centro kirche eglise chiesa',
    'schule schulhaus spital hopital ospedale hospital klinik clinique clinica clinic see lac lago schiff',
    'talstation bergstation gemeindehaus piazza place village ort paese apotheke pharmacie farmacia pharmacy',
    'restaurant ristorante hotel albergo supermarkt supermarche supermercato supermarket tankstelle museum musee',
    'museo bank banque banca kiosk bar cafe camping funicular funiculaire funicolare standseilbahn seilbahn',
    'funi bahn telepherique funivia tram bus open offen ouvert aperto closed geschlossen ferme chiuso',
    // The kind a reply says before the name ("Die nächste Schiffstation ist Weggis"), not a name.
    'schiffstation schiffsstation landungssteg debarcadere embarcadere imbarcadero haltestelle arret fermata',
  ]
    .join(' ')
    .split(' '),
);

/**
 * The ways a reply may name a POI: its name, without a bracketed aside, and for a stop
 * ("Zürich, Bahnhofplatz/HB") the part after the town when it is a name of its own.
 */
export function nameVariants(name: string): string[] {
  const variants = new Set([name, name.replace(/\s*\([^)]*\)\s*/g, ' ').trim()]);
  // The contract's sanitizeAiText says brackets as commas: "Zermatt (Talstation Sunnegga)" is
  // "Zermatt, Talstation Sunnegga" in a reply, the same name.
  if (/\(/.test(name)) variants.add(sanitizeAiText(name).replace(/[.,]$/, ''));
  const comma = name.indexOf(', ');
  if (comma > 0) {
    const rest = name.slice(comma + 2).trim();
    if (rest.length >= 4 && /^\p{Lu}/u.test(rest) && !GENERIC_PARTS.has(fold(rest))) variants.add(rest);
  }
  return [...variants].filter((v) => v.length >= 2 && !GENERIC_PARTS.has(fold(v)));
}

/** How far around the position a place named before the expected one is looked for. */
const FIRST_NAMED_KM = 5;

/** Where the folded text first holds the folded name as a whole phrase, or -1. */
function indexOfName(foldedText: string, name: string): number {
  const needle = fold(name).trim();
  if (needle.length < 2 || !foldedText.includes(needle)) return -1;
  const match = new RegExp(`(^|[^\\p{L}\\p{N}])(${escapeRegExp(needle)})($|[^\\p{L}\\p{N}])`, 'u').exec(foldedText);
  return match ? match.index + (match[1] ?? '').length : -1;
}

/** Of these names, the one the reply names first (the longest at the same place: "Zürich HB SZU" over "Zürich HB"). */
export function firstNamed(
  text: string,
  names: readonly string[],
  skip: ReadonlySet<string> = new Set(),
): string | undefined {
  const folded = fold(text);
  let best: { name: string; at: number; length: number } | undefined;
  for (const name of new Set(names)) {
    for (const variant of nameVariants(name)) {
      // "Zermatt (Matterhorn Talstat.)" without its aside is the town, which a reply names anyway.
      if (variant !== name && skip.has(fold(variant))) continue;
      const at = indexOfName(folded, variant);
      if (at < 0) continue;
      if (!best || at < best.at || (at === best.at && variant.length > best.length))
        best = { name, at, length: variant.length };
    }
  }
  return best?.name;
}

const namesAny = (text: string, names: readonly string[]) =>
  names.some((n) => nameVariants(n).some((v) => mentions(text, v)));

/** "3.7", "3,7" or, rounded, "4 °C" / "4 degrees" / "4 Grad" / "4 degrés" / "4 gradi". */
export function holdsTemperature(text: string, celsius: number): boolean {
  // No digit, separator or minus before: "13.7" does not hold "3.7", "-3.7" does not hold "3.7".
  const before = `(^|[^\\d.,\\-−])${celsius < 0 ? '[-−]' : ''}`;
  const [whole, tenths] = Math.abs(celsius).toFixed(1).split('.');
  const rounded = Math.abs(Math.round(celsius));
  return (
    new RegExp(`${before}${whole}[.,]${tenths}(?!\\d)`).test(text) ||
    new RegExp(`${before}${rounded}(?![\\d.,])\\s*(°|grad|degr)`, 'i').test(text)
  );
}

const holdsNumber = (text: string, n: number) => new RegExp(`(^|[^\\d.,])${n}(?![\\d]|[.,]\\d)`).test(text);

/** Distances the reply states, in km ("1.2 km", "800 m", "1,5 Kilometer"). */
export function statedDistancesKm(text: string): number[] {
  const found: number[] = [];
  for (const m of text.matchAll(/(\d+(?:[.,]\d+)?)\s*(km|kilomet\w*|m\b|meter\w*|mètres?|metri)/giu)) {
    const value = Number((m[1] ?? '').replace(',', '.'));
    const unit = (m[2] ?? '').toLowerCase();
    found.push(unit.startsWith('k') ? value : value / 1000);
  }
  return found;
}

// Saying a place is closed, checked first ("nicht geöffnet" also holds "geöffnet").
const CLOSED: Record<Language, RegExp> = {
  en: /\b(closed|not open|shut)\b/i,
  de: /\b(geschlossen|zu|nicht (geöffnet|offen)|hat nicht offen)\b/i,
  // Letter boundaries, not \b: "fermé" ends in a letter \b does not know.
  fr: /(?<!\p{L})(fermée?s?|n['’]est pas ouverte?)(?!\p{L})/iu,
  it: /\b(chius[oaie]|non è apert[oa])\b/i,
};
const OPEN: Record<Language, RegExp> = {
  en: /\b(open)\b/i,
  de: /\b(geöffnet|offen|hat offen)\b/i,
  fr: /\b(ouverte?s?)\b/i,
  it: /\b(apert[oaie])\b/i,
};

/** What the reply says about a place's hours: open, closed or neither. */
export function saysOpen(text: string, lang: Language): boolean | null {
  if (CLOSED[lang].test(text)) return false;
  if (OPEN[lang].test(text)) return true;
  return null;
}

// Names of a kind of place followed by a proper name: "Restaurant Bella Vista", "Hotel Sonne". The
// kind in any case, the name with a capital: with the i flag \p{Lu} would take "ristorante più vicino" too.
const NAMED_KIND =
  /\b(?:restaurant|ristorante|trattoria|pizzeria|osteria|café|cafe|caffè|bar|brasserie|bistro|gasthaus|gasthof|hotel|albergo|pharmacy|apotheke|pharmacie|farmacia|museum|musée|museo)\s+/giu;
const PROPER_NAME = /^(?:[\p{Lu}][\p{L}'’-]+\s?){1,3}/u;

/** Named places in the reply that are in none of our data and not in the question: invented ones. */
export function inventedPlaceNames(text: string, question: string, truth: LocationTruth): string[] {
  const invented: string[] = [];
  for (const kind of text.matchAll(NAMED_KIND)) {
    const name = PROPER_NAME.exec(text.slice(kind.index + kind[0].length))?.[0];
    if (!name) continue;
    const proper = fold(name.trim());
    if (!proper || fold(question).includes(proper)) continue;
    if (!truth.knownNames.some((n) => n.includes(proper))) invented.push(`${kind[0]}${name}`.trim());
  }
  return invented;
}

/** Whether the reply holds a forbidden word or phrase (folded, whole words). */
const holdsForbidden = (text: string, forbidden: readonly string[] | undefined) =>
  (forbidden ?? []).filter((f) => mentions(text, f));

/** The answerable check's truth against the reply; a string when the data cannot say (stale). */
function answerRight(
  check: EvalCheck,
  at: EvalPosition,
  text: string,
  lang: Language,
  ctx: CheckContext,
): { right: boolean; why?: string } | string {
  const { truth } = ctx;
  switch (check.type) {
    case 'nearest': {
      const hits = truth.nearest(
        at,
        { category: check.category, subcategories: check.subcategories },
        { limit: check.top ?? 3, ...(check.openNow ? { openAt: ctx.now } : {}) },
      );
      if (hits.length === 0) return 'no POI of that kind within reach';
      const expected = new Set(hits.map((h) => h.poi.name));
      // A curated POI is also called by its place's name in the reply's language ("Engstligenfälle").
      const accepted = new Set(hits.flatMap((h) => truth.poiNames(h.poi)));
      // The answer is the first place the reply names: a tram question answered "Zürich HB (a train
      // station); also near: Bahnhofplatz/HB (the tram stop)" names the right stop only in passing.
      const towns = new Set(truth.localityNames(at).map(fold));
      const first = firstNamed(text, [...accepted, ...truth.namesAround(at, FIRST_NAMED_KM)], towns);
      const right = first !== undefined && accepted.has(first);
      return right
        ? { right }
        : { right, why: `first named ${first ?? 'nothing known'}; expected one of: ${[...expected].join(' | ')}` };
    }
    case 'openNow': {
      const poi = truth.poi(check.poi);
      if (!poi) return `POI ${check.poi} is gone`;
      const open = truth.openNow(poi, ctx.now);
      if (open === null) return `the hours of ${poi.name} cannot be evaluated now`;
      // The hours themselves may say "PH closed": only the reply's own words say open or closed.
      const said = saysOpen(poi.openingHours ? text.split(poi.openingHours).join(' ') : text, lang);
      return said === open ? { right: true } : { right: false, why: `expected ${open ? 'open' : 'closed'}` };
    }
    case 'weather': {
      const served = ctx.weatherAt(at.lat, at.lng);
      const right =
        check.field === 'temperature'
          ? holdsTemperature(text, served.temperatureC)
          : holdsNumber(text, served.europeanAqi) || holdsNumber(text, served.usAqi);
      const expected =
        check.field === 'temperature' ? `${served.temperatureC} °C` : `AQI ${served.europeanAqi}/${served.usAqi}`;
      return right ? { right } : { right, why: `expected ${expected}` };
    }
    case 'route': {
      const place = truth.place(check.to);
      if (!place) return `place ${check.to} is gone`;
      if (!namesAny(text, placeNames(place))) return { right: false, why: `destination ${place.title} not named` };
      const stops = [
        ...truth.nearest(at, { category: 'transport' }, { limit: 3, maxKm: 5 }),
        ...truth.nearest(place.coordinates, { category: 'transport' }, { limit: 3, maxKm: 5 }),
      ].map((h) => h.poi.name);
      if (place.nearest_station) stops.push(place.nearest_station);
      // A stop named as the destination ("Uetliberg") says nothing beyond the destination itself.
      const own = new Set(placeNames(place).map(fold));
      const otherStops = stops.filter((s) => !nameVariants(s).some((v) => own.has(fold(v))));
      if (namesAny(text, otherStops)) return { right: true };
      const km = distanceKm(at, place.coordinates);
      // A stated distance between the straight line (less a rounding margin) and a winding road's.
      const right = statedDistancesKm(text).some((d) => d >= km * 0.8 - 0.2 && d <= km * 1.8 + 0.5);
      return right
        ? { right }
        : { right, why: `no stop (${otherStops.slice(0, 4).join(' | ')}) and no distance ~${km.toFixed(1)} km` };
    }
    case 'within': {
      const sights = truth.sightsWithin(at, check.km);
      if (sights.length === 0) return `nothing within ${check.km} km`;
      const right = sights.some((names) => namesAny(text, names));
      return right
        ? { right }
        : {
            right,
            why: `expected a sight within ${check.km} km, e.g. ${sights
              .slice(0, 3)
              .map((n) => n[0])
              .join(' | ')}`,
          };
    }
    case 'locality': {
      const names = truth.localityNames(at);
      if (names.length === 0) return 'no locality there';
      const right = namesAny(text, names);
      return right ? { right } : { right, why: `expected ${names.join(' | ')}` };
    }
  }
}

/** Scores one reply against its question: the truth computed here, from the data, at this moment. */
export function checkReply(question: EvalQuestion, at: EvalPosition, reply: SeenReply, ctx: CheckContext): CheckResult {
  const ok = reply.statusCode === 200 && typeof reply.response === 'string';
  const text = ok ? (reply.response ?? '') : '';
  const languageRight =
    ok &&
    text.trim() !== '' &&
    reply.language === question.lang &&
    replyLanguage(text, question.lang) === question.lang;
  if (!ok) {
    return { right: false, refused: false, languageRight: false, why: `HTTP ${reply.statusCode}` };
  }
  const refused = isDecline(reply, question.lang);
  if (question.kind === 'answerable') {
    const result = answerRight(question.check, at, text, question.lang, ctx);
    if (typeof result === 'string') return { right: false, refused, languageRight, stale: result };
    if (reply.isFallback) return { right: false, refused, languageRight, why: 'flagged isFallback' };
    return { ...result, refused, languageRight };
  }
  if (question.absent) {
    const present = ctx.truth.nearest(at, question.absent, { limit: 1, maxKm: question.absent.km });
    if (present[0]) return { right: false, refused, languageRight, stale: `the data now has ${present[0].poi.name}` };
  }
  const forbidden = holdsForbidden(text, question.forbidden);
  const invented = inventedPlaceNames(text, question.question, ctx.truth);
  const why = [
    refused ? '' : 'not refused',
    forbidden.length ? `went along: ${forbidden.join(', ')}` : '',
    invented.length ? `invented: ${invented.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  return { right: why === '', refused, languageRight, ...(why ? { why } : {}) };
}

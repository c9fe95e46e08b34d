import { type AiraPlace, type Language } from '@swiss/contract';
import { GAZETTEER_CREDITS } from '@swiss/content/geo';
import { directions, OPENDATA_ATTRIBUTION } from '../../transport/index.js';
import {
  inTime,
  LIVE_WAIT_MS,
  placeSource,
  placesWithin,
  poiNamed,
  poiSources,
  poisOfKind,
  resolveDestination,
  townAt,
  type LatLng,
  type LocationSources,
  type Source,
} from './facts.js';
import { localityNamed } from './locality-named.js';
import { answerEvents } from './events.js';
import { nameBesideKind, type LocationIntent, type RefusalReason } from './intents.js';
import { KIND_NAMES, KIND_SEARCH, kindOf, nearestPhrase, subcategoryAsked, type PoiKind } from './kinds.js';
import { fold } from '../text.js';
import { conditionGroup, fill, formatDistance, formatNumber, PHRASES } from './phrases.js';
import { ALSO, atOf, cap, capSentences, named } from './poi-sentences.js';
import { boatReachable, liftTo, towardPlace } from './lift-stations.js';
import { placeInNamedTown, withoutTownSaid, withoutTownWord } from './named-in-town.js';
import { noSuchLift } from './no-such-lift.js';
import { brandLift } from './brand-lifts.js';

/** A grounded answer: its sentences are the facts (the LLM path is given them and nothing else). */
export interface LocationAnswer {
  sentences: string[];
  isFallback: boolean;
  sources: Source[];
}

export interface AnswerContext {
  sources: LocationSources;
  lang: Language;
  at: LatLng;
}

/** Searched around the position for a place the visitor names ("is the Coop open?"), km. */
const NAMED_RADIUS_KM = 10;
/** A destination beyond this is not "getting somewhere from here" (Switzerland is ~350 km wide). */
const FAR_KM = 400;
const SWISSTOPO: Source = { title: GAZETTEER_CREDITS.localities, url: 'https://www.swisstopo.admin.ch/' };

export function refusal(lang: Language, reason: RefusalReason): LocationAnswer {
  const p = PHRASES[lang];
  return { sentences: [p.refusals[reason], p.capabilities], isFallback: true, sources: [] };
}

/** The sentence on a place's hours: open now, closed now, hours only, or none known. */
function hoursSentence(place: AiraPlace, lang: Language): string {
  const p = PHRASES[lang];
  const hours = place.opening_hours;
  if (!hours) return p.noHours;
  if (hours.open_now === true) return fill(p.openNow, { hours: hours.text });
  if (hours.open_now === false) return fill(p.closedNow, { hours: hours.text });
  return fill(p.hoursUnknownNow, { hours: hours.text });
}

/** Kinds without opening hours in our data: the answer does not say they are unknown. */
/** Kinds that take you up somewhere: asked for with a place, the station to board is meant. */
const LIFT_KINDS: ReadonlySet<PoiKind> = new Set(['cable_car', 'funicular', 'rack']);
const NO_HOURS: ReadonlySet<PoiKind> = new Set(['stop', 'tram', 'bus', 'boat', 'station', 'funicular', 'rack', 'cable_car', 'metro', 'airport']); // prettier-ignore

function nearest(
  ctx: AnswerContext,
  kind: PoiKind,
  openNow: boolean,
  withinKm?: number,
  toward?: string,
  only?: string,
): LocationAnswer {
  // "The ferry to Como" from the Engadin: a boat to a place abroad or far off is none of ours to name.
  if (kind === 'boat' && toward && !boatReachable(ctx, toward)) return refusal(ctx.lang, 'far');
  // No station to board for the place, none by it within a lift's span: no such lift, not the nearest other one.
  const lift = toward && kind !== 'boat' ? (noSuchLift(ctx, kind, toward) ?? towardPlace(ctx, kind, toward)) : undefined; // prettier-ignore
  const answer = lift ?? nearestOfKind(ctx, kind, openNow, only);
  if (withinKm === undefined || answer.isFallback) return answer;
  const [first] = poisOfKind(ctx.sources, ctx.at, KIND_SEARCH[kind], 1);
  // "A pharmacy within 500 m?": when the nearest is farther, say so before naming it.
  if (!first || first.distance <= withinKm) return answer;
  const p = PHRASES[ctx.lang];
  const none = fill(p.noneWithin, { kinds: KIND_NAMES[ctx.lang][kind].many, radius: formatDistance(withinKm, ctx.lang) }); // prettier-ignore
  return { ...answer, sentences: [none, ...answer.sentences] };
}

/** How many of a kind are searched to find those open now, or those of the subcategory asked for. */
const FILTERED = 40;

function nearestOfKind(ctx: AnswerContext, kind: PoiKind, askedOpen: boolean, only?: string): LocationAnswer {
  const { lang } = ctx;
  // Stops and lifts have no hours in our data: "none open" would be a claim, so the nearest with that said.
  const openNow = askedOpen && !NO_HOURS.has(kind);
  const p = PHRASES[lang];
  const search = KIND_SEARCH[kind];
  const radius = formatDistance(search.radiusKm, lang);
  const kinds = KIND_NAMES[lang][kind].many;
  const searched = poisOfKind(ctx.sources, ctx.at, search, openNow || only ? FILTERED : ALSO + 1);
  // Those of the subcategory asked for when there are any around, else the kind's nearest.
  const narrowed = only ? searched.filter((place) => place.types.includes(only)) : [];
  const found = narrowed.length ? narrowed : searched;
  const [first] = found;
  if (!first) return { sentences: [fill(p.noneWithin, { kinds, radius })], isFallback: true, sources: [] };
  if (openNow) {
    const open = found.filter((place) => place.opening_hours?.open_now === true);
    const [firstOpen] = open;
    if (!firstOpen) {
      const sentences = [
        fill(p.noneOpen, { kinds, radius }),
        cap(fill(p.nearest, { Nearest: nearestPhrase(lang, kind, false), name: first.name, distance: formatDistance(first.distance, lang), at: atOf(first) })), // prettier-ignore
        hoursSentence(first, lang),
      ];
      return { sentences, isFallback: false, sources: poiSources([first]) };
    }
    const sentences = [
      fill(p.nearest, { Nearest: nearestPhrase(lang, kind, true), name: firstOpen.name, distance: formatDistance(firstOpen.distance, lang), at: atOf(firstOpen) }), // prettier-ignore
      hoursSentence(firstOpen, lang),
    ];
    const others = open.slice(1, 1 + ALSO);
    if (others.length) sentences.push(fill(p.alsoNear, { list: p.list(others.map((o) => named(o, lang))) }));
    return { sentences: capSentences(sentences), isFallback: false, sources: poiSources([firstOpen, ...others]) };
  }
  const sentences = [
    fill(p.nearest, { Nearest: nearestPhrase(lang, kind, false), name: first.name, distance: formatDistance(first.distance, lang), at: atOf(first) }), // prettier-ignore
  ];
  // Hours matter for the shops and services that keep them; a stop or a station has none in our data.
  if (!NO_HOURS.has(kind) || askedOpen) sentences.push(hoursSentence(first, lang));
  const others = found.slice(1, 1 + ALSO);
  if (others.length) sentences.push(fill(p.alsoNear, { list: p.list(others.map((o) => named(o, lang))) }));
  return { sentences: capSentences(sentences), isFallback: false, sources: poiSources([first, ...others]) };
}

/** Where a named place is said to be ("am Rheinfall", "near the station"): not part of its name. */
const WHERE_TAIL =
  /\s+\b(?:am|an der|beim|bei|im|in der|in|di|a|near|at|by|on|next to|opposite|sur|su|in via|pres de|pres du|a cote de|vers|vicino a|vicino al|vicino alla|presso|accanto a|accanto al)\b.*$/;

function namedPlace(ctx: AnswerContext, name: string, withHours: boolean, openNow = false): LocationAnswer {
  const { lang } = ctx;
  const p = PHRASES[lang];
  // "Hotel Sonne" may be named "Sonne" in the data, "the SOCAR station at the Rhine Falls" "SOCAR":
  // the name, then without its kind word, then without where it is.
  const bare = nameBesideKind(name);
  // "The Migrol in Olten" asked in Olten: the town says where, not which Migrol.
  const town = townAt(ctx.at)?.locality.name;
  const withoutTown = (text: string) => {
    const said = town && withoutTownSaid(text, town);
    // "La Central Apotheke de Thalwil" asked in Thalwil: the town said as where is no part of the name.
    if (said) return said;
    const rest = town ? withoutTownWord(text, town) : text;
    // "Hotel Olten" is a name: only a rest that still names something stands alone.
    return nameBesideKind(rest).length >= 3 ? rest : text;
  };
  const ways = (text: string) => {
    const beside = nameBesideKind(text);
    return [text, beside, text.replace(WHERE_TAIL, ''), beside.replace(WHERE_TAIL, '')];
  };
  const tries = ways(name).map(withoutTown);
  // Near first; a name not found within NAMED_RADIUS_KM is looked for twice as far ("BEBECO à Bure").
  const lookup = (radiusKm: number) =>
    [...new Set(tries)]
      .filter((candidate) => candidate.length >= 2)
      .reduce<AiraPlace | undefined>((hit, candidate) => hit ?? poiNamed(ctx.sources, ctx.at, candidate, radiusKm), undefined); // prettier-ignore
  const kind = kindOf(name);
  // "L'Esca ... a Mendrisio": a place in another town is looked for there first.
  const there = placeInNamedTown(ctx.sources, ctx.at, name, ways, kind);
  const found = there ?? lookup(NAMED_RADIUS_KM) ?? lookup(2 * NAMED_RADIUS_KM);
  const place = there ?? (found && (onStreet(ctx, found, WHERE_TAIL.exec(name)?.[0] ?? '') ?? found));
  if (!place && kind && bare.length >= 3) {
    // No place of that name: the nearest of its kind, as asked ("open" or not).
    return nearest(ctx, kind, withHours && openNow);
  }
  if (!place) {
    // One of our places (which have no opening hours): say where it is and that its hours are not known.
    const ours = placesWithin(ctx.sources, lang, ctx.at, NAMED_RADIUS_KM).find(({ place: candidate }) =>
      candidate.title.toLowerCase().includes(name.toLowerCase()),
    );
    if (ours) {
      const sentences = [
        fill(p.named, { name: ours.place.title, distance: formatDistance(ours.km, lang), at: '' }),
        ...(withHours ? [p.noHours] : []),
      ];
      return { sentences: capSentences(sentences), isFallback: false, sources: [placeSource(ours.place)] };
    }
    const sentences = [fill(p.notFound, { name, radius: formatDistance(NAMED_RADIUS_KM, lang) }), p.capabilities];
    return { sentences, isFallback: true, sources: [] };
  }
  const sentences = [
    fill(p.named, { name: place.name, distance: formatDistance(place.distance, lang), at: atOf(place) }),
    hoursSentence(place, lang),
  ];
  // Its hours unknown, and another of the same name nearby has them: that one's too ("the Agrola").
  const other = place.opening_hours ? undefined : namesakeWithHours(ctx, place);
  if (!other) return { sentences: capSentences(sentences), isFallback: false, sources: poiSources([place]) };
  sentences.push(
    fill(p.alsoNamed, { name: other.name, distance: formatDistance(other.distance, lang), at: atOf(other) }),
    hoursSentence(other, lang),
  );
  return { sentences: capSentences(sentences), isFallback: false, sources: poiSources([place, other]) };
}

/** "The Agrola on Bleicheweg": of the places with that name, the one whose address holds the street. */
function onStreet(ctx: AnswerContext, place: AiraPlace, where: string): AiraPlace | undefined {
  const words = fold(where)
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 4);
  if (!words.length) return undefined;
  return ctx.sources.pois
    .search({ lat: ctx.at.lat, lng: ctx.at.lng, radiusKm: NAMED_RADIUS_KM, limit: 10, keyword: fold(place.name) })
    .results.find((candidate) => words.some((word) => fold(candidate.vicinity).includes(word)));
}

/** The nearest other place with the same name and known opening hours within the named radius. */
function namesakeWithHours(ctx: AnswerContext, place: AiraPlace): AiraPlace | undefined {
  const name = fold(place.name);
  return ctx.sources.pois
    .search({ lat: ctx.at.lat, lng: ctx.at.lng, radiusKm: NAMED_RADIUS_KM, limit: 10, keyword: name })
    .results.find((candidate) => candidate.place_id !== place.place_id && fold(candidate.name) === name && candidate.opening_hours); // prettier-ignore
}

/** "in Zürich" / "hier": the place a live value is for. */
function placeLabel(at: LatLng, lang: Language): string {
  const town = townAt(at);
  const word = { en: 'in', de: 'in', fr: 'à', it: 'a' }[lang];
  return town ? `${word} ${town.locality.name}` : PHRASES[lang].here;
}

async function weather(ctx: AnswerContext): Promise<LocationAnswer> {
  const { lang } = ctx;
  const p = PHRASES[lang];
  const offline: LocationAnswer = { sentences: [p.weatherOffline], isFallback: true, sources: [] };
  if (!ctx.sources.weather) return offline;
  const now = await inTime(ctx.sources.weather.weatherNow(ctx.at.lat, ctx.at.lng), ctx.sources.liveWaitMs ?? LIVE_WAIT_MS); // prettier-ignore
  if (now === 'late' || 'status' in now) return offline;
  const group = conditionGroup(now.weatherCode);
  const parts = [
    fill(p.weather, {
      place: placeLabel(ctx.at, lang),
      temperature: formatNumber(now.temperatureC, lang),
      condition: group ? p.conditions[group] : '',
    }).replace(/, $/, ''),
    fill(p.feelsLike, { value: formatNumber(now.feelsLikeC, lang) }),
    ...(now.windKmh !== null ? [fill(p.wind, { value: String(Math.round(now.windKmh)) })] : []),
    ...(now.humidity !== null ? [fill(p.humidity, { value: String(Math.round(now.humidity)) })] : []),
  ];
  const { provenance } = now;
  return {
    sentences: [`${parts.join(', ')}.`],
    isFallback: false,
    sources: [{ title: provenance.attribution || provenance.source, url: provenance.licenceUrl ?? '/' }],
  };
}

/** The European AQI's bands (EEA): 0-20 good, 20-40 fair, 40-60 moderate, 60-80 poor, 80-100 very poor, above extremely poor. */
function airBand(index: number): 0 | 1 | 2 | 3 | 4 | 5 {
  if (index <= 20) return 0;
  if (index <= 40) return 1;
  if (index <= 60) return 2;
  if (index <= 80) return 3;
  if (index <= 100) return 4;
  return 5;
}

async function air(ctx: AnswerContext): Promise<LocationAnswer> {
  const { lang } = ctx;
  const p = PHRASES[lang];
  const offline: LocationAnswer = { sentences: [p.airOffline], isFallback: true, sources: [] };
  if (!ctx.sources.weather) return offline;
  const now = await inTime(ctx.sources.weather.airQuality(ctx.at.lat, ctx.at.lng), ctx.sources.liveWaitMs ?? LIVE_WAIT_MS); // prettier-ignore
  if (now === 'late' || 'status' in now || now.europeanAqi === null) return offline;
  const parts = [
    fill(p.airQuality, {
      place: placeLabel(ctx.at, lang),
      index: String(Math.round(now.europeanAqi)),
      band: p.airBands[airBand(now.europeanAqi)],
    }),
    ...(now.pm2_5 !== null ? [`PM2.5 ${formatNumber(now.pm2_5, lang)} µg/m³`] : []),
    ...(now.pm10 !== null ? [`PM10 ${formatNumber(now.pm10, lang)} µg/m³`] : []),
  ];
  const { provenance } = now;
  return {
    sentences: [`${parts.join(', ')}.`],
    isFallback: false,
    sources: [{ title: provenance.attribution || provenance.source, url: provenance.licenceUrl ?? '/' }],
  };
}

function whereAmI(ctx: AnswerContext): LocationAnswer {
  const { lang } = ctx;
  const p = PHRASES[lang];
  const town = townAt(ctx.at);
  if (!town) return { sentences: [p.whereUnknown, p.capabilities], isFallback: true, sources: [] };
  const { locality } = town;
  const sentences = [
    fill(p.where, {
      locality: locality.name,
      municipality: locality.municipality !== locality.name ? `, ${locality.municipality}` : '',
      canton: locality.canton || 'FL',
    }),
  ];
  const sources: Source[] = [SWISSTOPO];
  const [ours] = placesWithin(ctx.sources, lang, ctx.at, 5);
  if (ours) {
    sentences.push(fill(p.whereNear, { place: ours.place.title, distance: formatDistance(ours.km, lang) }));
    sources.push(placeSource(ours.place));
  }
  return { sentences: capSentences(sentences), isFallback: false, sources };
}

/** "Which municipality is Wengen part of?": the named town's municipality, from the directory. */
function municipalityOf(ctx: AnswerContext, name: string): LocationAnswer {
  const { lang } = ctx;
  const p = PHRASES[lang];
  const found = localityNamed(name);
  const own = townAt(ctx.at)?.locality;
  // The name comes folded from the question: capitalised as a name.
  const shown = name.replace(/(^|[\s'-])\p{L}/gu, (initial) => initial.toUpperCase());
  if (!found)
    return { sentences: [fill(p.localityUnknown, { name: shown }), p.capabilities], isFallback: true, sources: [] };
  if (own && own.name === found.name) return whereAmI(ctx);
  const sentence = fill(p.municipalityOf, { locality: found.name, municipality: found.municipality ?? found.name, canton: found.canton ?? 'FL' }); // prettier-ignore
  return { sentences: [sentence], isFallback: false, sources: [SWISSTOPO] };
}

/** HH:MM of an ISO time as the provider gives it (local time with its offset). */
const clock = (iso: string) => /T(\d{2}:\d{2})/.exec(iso)?.[1] ?? iso;

const FROM_TAIL = /^(.+?)\s+(?:da|from|von|vom|ab|depuis|de)\s+[^\s]+$/;
const ROUTE_HEAD = /^(.+?)\s+(?:to|bis|nach|zum|zur|vers|jusqu'(?:a|au)|fino a|-)\s+\S/;

async function directionsTo(ctx: AnswerContext, wanted: string, orNearest?: PoiKind): Promise<LocationAnswer> {
  const { lang, at } = ctx;
  const p = PHRASES[lang];
  // "Wo ist die Stoosbahn?": a lift called by its name is its stations.
  const brand = brandLift(ctx, wanted);
  if (brand) return brand;
  // "The Schynige Platte to First trail": a route we do not know by name starts at a place we may.
  const head = ROUTE_HEAD.exec(wanted)?.[1];
  // "Saas Fee da Visp", "Zermatt from Visp": where from is said after the destination.
  const before = FROM_TAIL.exec(wanted)?.[1];
  const destination =
    resolveDestination(ctx.sources, lang, wanted, at) ??
    (head && head.length >= 3 ? resolveDestination(ctx.sources, lang, head, at) : undefined) ??
    (before && before.length >= 3 ? resolveDestination(ctx.sources, lang, before, at) : undefined);
  // "L'ospedale di Sierre": no place of that name, so the nearest of its kind, as its words ask.
  if (!destination && orNearest)
    return nearest(ctx, orNearest, false, undefined, undefined, subcategoryAsked(orNearest, fold(wanted)));
  if (!destination)
    return { sentences: [fill(p.destinationUnknown, { destination: wanted }), p.capabilities], isFallback: true, sources: [] }; // prettier-ignore
  // "Where's the Schilthorn cable car?": the lift's station, when there is one to board.
  const lift = orNearest && LIFT_KINDS.has(orNearest) ? liftTo(ctx, orNearest, destination) : undefined;
  if (lift) return lift;
  const query = { from_lat: at.lat, from_lng: at.lng, to_lat: destination.lat, to_lng: destination.lng, to_name: destination.name, lang }; // prettier-ignore
  const nearestStops = (point: LatLng, limit: number, radiusKm: number) =>
    ctx.sources.pois.search({ ...point, limit, radiusKm, category: 'transport' }).results;
  const offline = () => directions({ nearestStops, transport: undefined }, query);
  let route = ctx.sources.transport
    ? await inTime(directions({ nearestStops, transport: ctx.sources.transport }, query), ctx.sources.liveWaitMs ?? LIVE_WAIT_MS) // prettier-ignore
    : await offline();
  if (route === 'late') route = await offline();
  const km = route.distance_m / 1000;
  if (km > FAR_KM) return refusal(lang, 'far');
  const sentences = [fill(p.directions, { destination: destination.name, distance: formatDistance(km, lang) })];
  const [fromStop] = route.from_stops;
  const [toStop] = route.to_stops;
  if (fromStop) sentences.push(fill(p.fromStop, { stop: fromStop.name, distance: formatDistance(fromStop.distance_m / 1000, lang) })); // prettier-ignore
  if (toStop && toStop.name !== fromStop?.name) sentences.push(fill(p.toStop, { destination: destination.name, stop: toStop.name })); // prettier-ignore
  const sources: Source[] = [];
  if (destination.placeId) sources.push({ title: destination.name, url: `/place/${destination.placeId}` });
  const [next] = route.connections.status === 'ok' ? route.connections.items : [];
  if (next) {
    sentences.push(
      fill(p.connection, {
        from: next.from,
        to: next.to,
        departure: clock(next.departure),
        arrival: clock(next.arrival),
        duration: String(next.duration_min),
        transfers: String(next.transfers),
      }),
    );
    sources.push({ title: OPENDATA_ATTRIBUTION, url: 'https://transport.opendata.ch/' });
  } else if (fromStop) {
    sentences.push(ctx.sources.transport ? p.connectionsOffline : p.timetable);
  }
  if (fromStop) sources.push({ title: 'SBB', url: route.links.sbb });
  if (route.stops_attribution)
    sources.push({ title: route.stops_attribution, url: 'https://opentransportdata.swiss/' });
  return { sentences: capSentences(sentences), isFallback: false, sources };
}

function sights(ctx: AnswerContext, radiusKm: number): LocationAnswer {
  const { lang } = ctx;
  const p = PHRASES[lang];
  const radius = formatDistance(radiusKm, lang);
  const ours = placesWithin(ctx.sources, lang, ctx.at, radiusKm).slice(0, 4);
  const names = new Set(ours.map((o) => o.place.title.toLowerCase()));
  const pois = poisOfKind(ctx.sources, ctx.at, { placeType: 'attractions', radiusKm }, 6)
    .filter((poi) => !names.has(poi.name.toLowerCase()))
    .slice(0, Math.max(0, 5 - ours.length));
  if (!ours.length && !pois.length) return { sentences: [fill(p.sightsNone, { radius })], isFallback: true, sources: [] }; // prettier-ignore
  const items = [
    ...ours.map((o) => `${o.place.title}, ${formatDistance(o.km, lang)}`),
    ...pois.map((poi) => named(poi, lang)),
  ];
  return {
    sentences: [fill(p.sights, { radius, list: p.list(items) })],
    isFallback: false,
    sources: [...ours.map((o) => placeSource(o.place)), ...poiSources(pois)],
  };
}

/** The grounded answer to one intent at one position: only facts gathered for it, each cited. */
export async function answerIntent(ctx: AnswerContext, intent: LocationIntent): Promise<LocationAnswer> {
  switch (intent.kind) {
    case 'refuse':
      return refusal(ctx.lang, intent.reason);
    case 'nearest':
      return nearest(ctx, intent.poi, intent.openNow, intent.withinKm, intent.toward, intent.only);
    case 'named':
      return namedPlace(ctx, intent.name, true, intent.openNow);
    case 'hours':
      return namedPlace(ctx, intent.name, true);
    case 'weather':
      return weather(ctx);
    case 'air':
      return air(ctx);
    case 'where':
      return intent.of ? municipalityOf(ctx, intent.of) : whereAmI(ctx);
    case 'directions':
      return directionsTo(ctx, intent.destination, intent.orNearest);
    case 'sights':
      return sights(ctx, intent.radiusKm);
    case 'events':
      return answerEvents(ctx, intent.period, intent.music);
  }
}

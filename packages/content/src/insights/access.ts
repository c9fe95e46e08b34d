import type { AccessLevel, Language, Place } from '@swiss/contract';

/**
 * The official sources a visitor checks before a mountain outing: the national weather service, the
 * avalanche bulletin (the SLF's site in the visitor's language: its home page leads to the bulletin)
 * and the air rescue's emergency number. Site roots only, no deep paths that may move.
 */
export const MOUNTAIN_SAFETY_LINKS = {
  meteoswiss: 'https://www.meteoswiss.admin.ch',
  slf: (lang: Language) => `https://www.slf.ch/${lang}/`,
  rega: 'tel:1414',
} as const;

/** Elevation from which a place visited in winter counts as a winter mountain place (snow, avalanches). */
const WINTER_MOUNTAIN_FROM_M = 1500;

/**
 * Whether the safety section links the weather forecast, the avalanche bulletin and Rega: a mountain
 * hike or an alpine place, or a mountain place visited in winter.
 */
export function needsMountainSafety(
  place: Pick<Place, 'access_level' | 'category_key' | 'elevation' | 'bestSeasons'>,
): boolean {
  if (place.access_level === 'mountain_hike' || place.access_level === 'alpine') return true;
  if (!place.bestSeasons.includes('winter')) return false;
  return place.category_key === 'mountains_glaciers' || (place.elevation ?? 0) >= WINTER_MOUNTAIN_FROM_M;
}

/** The concierge's safety sentences about access (the place page says the same through i18n). */
export const ACCESS_TEXTS: Record<Language, { level: Record<AccessLevel, string>; mountain: string }> = {
  en: {
    level: {
      walk: 'Access: an easy visit, no hiking needed.',
      easy_hike: 'Access: an easy hike on marked trails; wear good shoes.',
      mountain_hike: 'Access: a mountain hike; you need sure feet, good boots and a weather check.',
      alpine:
        'Access: alpine terrain; the summit is only for roped parties with a mountain guide. Enjoy it from the access point and the marked paths.',
    },
    mountain:
      'Before you go, check the MeteoSwiss forecast (meteoswiss.admin.ch) and, when there is snow, the SLF avalanche bulletin (slf.ch); for mountain rescue call Rega on 1414.',
  },
  de: {
    level: {
      walk: 'Zugang: ein einfacher Besuch, keine Wanderung nötig.',
      easy_hike: 'Zugang: eine leichte Wanderung auf markierten Wegen; gutes Schuhwerk tragen.',
      mountain_hike:
        'Zugang: eine Bergwanderung; Trittsicherheit, gute Bergschuhe und ein Blick aufs Wetter sind nötig.',
      alpine:
        'Zugang: alpines Gelände; der Gipfel ist nur etwas für Seilschaften mit Bergführer. Geniessen Sie ihn vom Ausgangspunkt und von den markierten Wegen aus.',
    },
    mountain:
      'Prüfen Sie vor dem Aufbruch die Prognose von MeteoSchweiz (meteoswiss.admin.ch) und bei Schnee das Lawinenbulletin des SLF (slf.ch); für die Bergrettung die Rega unter 1414 anrufen.',
  },
  fr: {
    level: {
      walk: 'Accès : une visite facile, sans randonnée.',
      easy_hike: 'Accès : une randonnée facile sur des sentiers balisés ; portez de bonnes chaussures.',
      mountain_hike:
        'Accès : une randonnée en montagne ; il faut avoir le pied sûr, de bonnes chaussures et consulter la météo.',
      alpine:
        "Accès : terrain alpin ; le sommet est réservé aux cordées accompagnées d'un guide de montagne. Admirez-le depuis le point d'accès et les sentiers balisés.",
    },
    mountain:
      "Avant de partir, consultez les prévisions de MétéoSuisse (meteoswiss.admin.ch) et, en présence de neige, le bulletin d'avalanches du SLF (slf.ch) ; pour le sauvetage en montagne, appelez la Rega au 1414.",
  },
  it: {
    level: {
      walk: 'Accesso: una visita facile, senza escursioni.',
      easy_hike: 'Accesso: una facile escursione su sentieri segnalati; indossate buone scarpe.',
      mountain_hike:
        "Accesso: un'escursione in montagna; servono passo sicuro, buoni scarponi e un controllo del meteo.",
      alpine:
        "Accesso: terreno alpino; la vetta è solo per cordate con una guida alpina. Ammiratela dal punto d'accesso e dai sentieri segnalati.",
    },
    mountain:
      'Prima di partire consultate le previsioni di MeteoSvizzera (meteoswiss.admin.ch) e, in presenza di neve, il bollettino delle valanghe dello SLF (slf.ch); per il soccorso in montagna chiamate la Rega al 1414.',
  },
};

/** The access sentences of a place's safety advice (none for a place without an access level). */
export function accessSafety(
  place: Pick<Place, 'access_level' | 'category_key' | 'elevation' | 'bestSeasons'>,
  lang: Language,
): string[] {
  if (!place.access_level) return [];
  const texts = ACCESS_TEXTS[lang];
  return [texts.level[place.access_level], ...(needsMountainSafety(place) ? [texts.mountain] : [])];
}

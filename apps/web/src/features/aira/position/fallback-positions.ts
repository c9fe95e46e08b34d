/** A known point a visitor's time zone or language hints at. */
export interface FallbackPoint {
  name: string;
  lat: number;
  lng: number;
}

/**
 * Time zone -> its main city (spec §4 step 3, 17 cities). Only used when neither GPS nor the IP
 * lookup answered: a time zone says roughly where a visitor is, never precisely.
 */
export const TIMEZONE_CITIES: Readonly<Record<string, FallbackPoint>> = {
  'Europe/Zurich': { name: 'Zürich', lat: 47.3769, lng: 8.5417 },
  'Europe/Vaduz': { name: 'Vaduz', lat: 47.141, lng: 9.5209 },
  'Europe/Berlin': { name: 'Berlin', lat: 52.52, lng: 13.405 },
  'Europe/Vienna': { name: 'Wien', lat: 48.2082, lng: 16.3738 },
  'Europe/Paris': { name: 'Paris', lat: 48.8566, lng: 2.3522 },
  'Europe/Rome': { name: 'Roma', lat: 41.9028, lng: 12.4964 },
  'Europe/London': { name: 'London', lat: 51.5074, lng: -0.1278 },
  'Europe/Madrid': { name: 'Madrid', lat: 40.4168, lng: -3.7038 },
  'Europe/Amsterdam': { name: 'Amsterdam', lat: 52.3676, lng: 4.9041 },
  'Europe/Brussels': { name: 'Bruxelles', lat: 50.8503, lng: 4.3517 },
  'Europe/Stockholm': { name: 'Stockholm', lat: 59.3293, lng: 18.0686 },
  'Europe/Lisbon': { name: 'Lisboa', lat: 38.7223, lng: -9.1393 },
  'America/New_York': { name: 'New York', lat: 40.7128, lng: -74.006 },
  'America/Chicago': { name: 'Chicago', lat: 41.8781, lng: -87.6298 },
  'America/Los_Angeles': { name: 'Los Angeles', lat: 34.0522, lng: -118.2437 },
  'Asia/Tokyo': { name: 'Tokyo', lat: 35.6762, lng: 139.6503 },
  'Australia/Sydney': { name: 'Sydney', lat: -33.8688, lng: 151.2093 },
};

/**
 * Browser language -> a capital (spec §4 step 4, 17 locales). Swiss locales lead to the capital of
 * a canton where that language is spoken: Bern, Geneva, Bellinzona, Chur.
 */
export const LANGUAGE_CAPITALS: Readonly<Record<string, FallbackPoint>> = {
  'de-CH': { name: 'Bern', lat: 46.948, lng: 7.4474 },
  'fr-CH': { name: 'Genève', lat: 46.2044, lng: 6.1432 },
  'it-CH': { name: 'Bellinzona', lat: 46.1946, lng: 9.0244 },
  'rm-CH': { name: 'Chur', lat: 46.8508, lng: 9.532 },
  'de-LI': { name: 'Vaduz', lat: 47.141, lng: 9.5209 },
  'de-DE': { name: 'Berlin', lat: 52.52, lng: 13.405 },
  'de-AT': { name: 'Wien', lat: 48.2082, lng: 16.3738 },
  'fr-FR': { name: 'Paris', lat: 48.8566, lng: 2.3522 },
  'fr-BE': { name: 'Bruxelles', lat: 50.8503, lng: 4.3517 },
  'it-IT': { name: 'Roma', lat: 41.9028, lng: 12.4964 },
  'en-GB': { name: 'London', lat: 51.5074, lng: -0.1278 },
  'en-US': { name: 'Washington', lat: 38.9072, lng: -77.0369 },
  'es-ES': { name: 'Madrid', lat: 40.4168, lng: -3.7038 },
  'nl-NL': { name: 'Amsterdam', lat: 52.3676, lng: 4.9041 },
  'pt-PT': { name: 'Lisboa', lat: 38.7223, lng: -9.1393 },
  'ja-JP': { name: 'Tokyo', lat: 35.6762, lng: 139.6503 },
  'zh-CN': { name: 'Beijing', lat: 39.9042, lng: 116.4074 },
};

export function timezonePoint(timeZone: string | undefined): FallbackPoint | undefined {
  return timeZone ? TIMEZONE_CITIES[timeZone] : undefined;
}

/** The first of the browser's languages that names a known locale, exactly or by its language alone. */
export function languagePoint(languages: readonly string[]): FallbackPoint | undefined {
  const locales = Object.keys(LANGUAGE_CAPITALS);
  for (const language of languages) {
    const exact = locales.find((locale) => locale.toLowerCase() === language.toLowerCase());
    if (exact) return LANGUAGE_CAPITALS[exact];
    const base = language.split('-')[0]?.toLowerCase();
    const byBase = locales.find((locale) => locale.split('-')[0] === base);
    if (byBase) return LANGUAGE_CAPITALS[byBase];
  }
  return undefined;
}

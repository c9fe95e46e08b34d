/*
 * What we can say about a position outside Switzerland without an online service: its time zone
 * (tz-lookup) names the country for most of Europe, and the country its currency. Anything not in
 * these tables stays unknown (null) rather than guessed.
 */

/** European time zones that belong to one country (tz-lookup's zones, ISO 3166-1 alpha-2). */
const COUNTRY_BY_ZONE: Record<string, string> = {
  'Europe/Zurich': 'CH',
  'Europe/Vaduz': 'LI',
  'Europe/Paris': 'FR',
  'Europe/Berlin': 'DE',
  'Europe/Busingen': 'DE',
  'Europe/Vienna': 'AT',
  'Europe/Rome': 'IT',
  'Europe/Vatican': 'VA',
  'Europe/San_Marino': 'SM',
  'Europe/Monaco': 'MC',
  'Europe/Andorra': 'AD',
  'Europe/Madrid': 'ES',
  'Africa/Ceuta': 'ES',
  'Atlantic/Canary': 'ES',
  'Europe/Lisbon': 'PT',
  'Atlantic/Madeira': 'PT',
  'Atlantic/Azores': 'PT',
  'Europe/Brussels': 'BE',
  'Europe/Amsterdam': 'NL',
  'Europe/Luxembourg': 'LU',
  'Europe/Dublin': 'IE',
  'Europe/London': 'GB',
  'Europe/Oslo': 'NO',
  'Europe/Stockholm': 'SE',
  'Europe/Copenhagen': 'DK',
  'Europe/Helsinki': 'FI',
  'Europe/Tallinn': 'EE',
  'Europe/Riga': 'LV',
  'Europe/Vilnius': 'LT',
  'Europe/Warsaw': 'PL',
  'Europe/Prague': 'CZ',
  'Europe/Bratislava': 'SK',
  'Europe/Budapest': 'HU',
  'Europe/Ljubljana': 'SI',
  'Europe/Zagreb': 'HR',
  'Europe/Sarajevo': 'BA',
  'Europe/Belgrade': 'RS',
  'Europe/Podgorica': 'ME',
  'Europe/Skopje': 'MK',
  'Europe/Tirane': 'AL',
  'Europe/Athens': 'GR',
  'Europe/Sofia': 'BG',
  'Europe/Bucharest': 'RO',
  'Europe/Chisinau': 'MD',
  'Europe/Malta': 'MT',
  'Asia/Nicosia': 'CY',
  'Asia/Famagusta': 'CY',
  'Atlantic/Reykjavik': 'IS',
  'Atlantic/Faroe': 'FO',
};

/** Currencies of the countries above; the euro area as of 2026 (Bulgaria joined on 1 January 2026). */
const CURRENCY_BY_COUNTRY: Record<string, string> = {
  CH: 'CHF',
  LI: 'CHF',
  GB: 'GBP',
  NO: 'NOK',
  SE: 'SEK',
  DK: 'DKK',
  FO: 'DKK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  RO: 'RON',
  IS: 'ISK',
  BA: 'BAM',
  RS: 'RSD',
  MK: 'MKD',
  AL: 'ALL',
  MD: 'MDL',
  ...Object.fromEntries(
    ['AT', 'BE', 'BG', 'HR', 'CY', 'EE', 'FI', 'FR', 'DE', 'GR', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PT']
      .concat(['SK', 'SI', 'ES', 'MC', 'SM', 'VA', 'AD', 'ME'])
      .map((code) => [code, 'EUR']),
  ),
};

/** The country a time zone names, or null (oceans' Etc/GMT zones, zones we do not list). */
export function countryOfZone(zone: string): string | null {
  return COUNTRY_BY_ZONE[zone] ?? null;
}

export function currencyOf(country: string | null): string | null {
  return country ? (CURRENCY_BY_COUNTRY[country] ?? null) : null;
}

/** A coarse box around Europe with its Atlantic islands (Azores to the Urals, Canaries to the North Cape). */
export function inEuropeBox(lat: number, lng: number): boolean {
  return lat >= 27 && lat <= 72 && lng >= -32 && lng <= 45;
}

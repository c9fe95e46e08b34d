import { AIRA, AIRA_DEFAULT_POSITION, type PositionSource } from '@swiss/contract';
import { languagePoint, timezonePoint } from './fallback-positions';

/** Where AIRA thinks the visitor is, and how it knows (spec §3 User location). */
export interface AiraPosition {
  lat: number;
  lng: number;
  source: PositionSource;
  /** Radius in metres the source vouches for; null when it gives none. */
  accuracyM: number | null;
  /** A place name when the source gives one (IP city, fallback city, geocoded address). */
  name: string | null;
}

/** What the IP lookup (GET /api/location/ip) answered: null when it knows nothing. */
export interface IpPoint {
  lat: number;
  lng: number;
  city: string | null;
  accuracy_km: number | null;
}

export interface DetectOptions {
  /** navigator.geolocation, or undefined where the browser has none. */
  geolocation: Geolocation | undefined;
  /** Started at once, in parallel with GPS, so nobody waits for all four GPS attempts. */
  lookupIp: () => Promise<IpPoint | null>;
  timeZone: string | undefined;
  languages: readonly string[];
  /**
   * Called with a provisional position while GPS still tries (the IP answer, else the offline
   * fallback), so the screen can start; the final position replaces it.
   */
  onProvisional?: (position: AiraPosition) => void;
}

const PERMISSION_DENIED = 1;

/** Spec §4: accepted only when both coordinates are numbers with an absolute value above 0.1. */
export function isUsableCoordinate(lat: unknown, lng: unknown): boolean {
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) > AIRA.minAbsCoordinate &&
    Math.abs(lng) > AIRA.minAbsCoordinate
  );
}

/** Time zone, then browser language, then Bern: what is known without any network. */
export function offlineFallback(timeZone: string | undefined, languages: readonly string[]): AiraPosition {
  const byZone = timezonePoint(timeZone);
  if (byZone) return { lat: byZone.lat, lng: byZone.lng, source: 'timezone', accuracyM: null, name: byZone.name };
  const byLanguage = languagePoint(languages);
  if (byLanguage)
    return { lat: byLanguage.lat, lng: byLanguage.lng, source: 'language', accuracyM: null, name: byLanguage.name };
  const bern = AIRA_DEFAULT_POSITION;
  return { lat: bern.lat, lng: bern.lng, source: 'default', accuracyM: null, name: bern.name };
}

function fromIp(point: IpPoint | null): AiraPosition | null {
  if (!point || !isUsableCoordinate(point.lat, point.lng)) return null;
  return {
    lat: point.lat,
    lng: point.lng,
    source: 'ip',
    accuracyM: point.accuracy_km === null ? null : point.accuracy_km * 1000,
    name: point.city,
  };
}

type GpsOutcome = { position: AiraPosition } | { denied: true } | { failed: true };

function attempt(geolocation: Geolocation, index: number): Promise<GpsOutcome> {
  const level = AIRA.gpsAttempts[index];
  if (!level) return Promise.resolve({ failed: true });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (found) => {
        const { latitude, longitude, accuracy } = found.coords;
        if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) resolve({ failed: true });
        else
          resolve({
            position: {
              lat: latitude,
              lng: longitude,
              source: 'gps',
              accuracyM: Number.isFinite(accuracy) ? accuracy : null,
              name: null,
            },
          });
      },
      (error) => resolve(error.code === PERMISSION_DENIED ? { denied: true } : { failed: true }),
      { enableHighAccuracy: level.enableHighAccuracy, timeout: level.timeoutMs, maximumAge: level.maximumAgeMs },
    );
  });
}

/** The four GPS attempts of spec §4, each less demanding; a denial ends them at once. */
async function gps(geolocation: Geolocation | undefined): Promise<AiraPosition | null> {
  if (!geolocation) return null;
  for (let index = 0; index < AIRA.gpsAttempts.length; index += 1) {
    const outcome = await attempt(geolocation, index);
    if ('position' in outcome) return outcome.position;
    if ('denied' in outcome) return null;
  }
  return null;
}

/**
 * Spec §4 detection order: GPS, the IP lookup, time zone, browser language, Bern (DEVIATIONS 14).
 * The IP lookup starts together with GPS; its answer (or the offline fallback when it has none) is
 * offered as provisional while GPS still tries, and is the result when GPS fails or is denied.
 */
export async function detectPosition(options: DetectOptions): Promise<AiraPosition> {
  const { geolocation, timeZone, languages, onProvisional } = options;
  let settled = false;
  const ip = options
    .lookupIp()
    .catch(() => null)
    .then(fromIp);
  void ip.then((found) => {
    if (!settled) onProvisional?.(found ?? offlineFallback(timeZone, languages));
  });
  const fromGps = await gps(geolocation);
  settled = true;
  if (fromGps) return fromGps;
  return (await ip) ?? offlineFallback(timeZone, languages);
}

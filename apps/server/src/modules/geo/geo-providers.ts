import type { Config } from '../../config/env.js';
import type { ProviderRegistry } from '../../platform/providers/registry.js';
import { gazetteer } from './gazetteer.js';
import { geocoderProvider } from './geo-admin.js';
import type { GeoRoutesOptions } from './geo.routes.js';
import { DbIpLocator } from './ip-location.js';
import { worldGeocoderProvider } from './world-geocoder.js';

/** The geo module's sources as the settings choose them (the IP database opens only at first use). */
export function geoProviders(config: Config, registry: ProviderRegistry): GeoRoutesOptions {
  return {
    ipLocator: config.IP_LOCATION_PROVIDER === 'dbip-lite' ? new DbIpLocator() : undefined,
    geocoder: geocoderProvider(config, registry, gazetteer),
    worldGeocoder: worldGeocoderProvider(config, registry),
    // As cheap as a catalog read, and a whole hall may share one address.
    ipRateLimitMax: config.CATALOG_RATE_LIMIT_MAX,
  };
}

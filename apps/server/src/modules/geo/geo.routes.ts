import {
  cityGuideBodySchema,
  cityGuideResponseSchema,
  errorEnvelopeSchema,
  geocodeBodySchema,
  geocodeResponseSchema,
  ipLocationResponseSchema,
  reverseGeocodeQuerySchema,
  reverseGeocodeResponseSchema,
  type CityGuide,
  type GeocodeResponse,
  type IpLocationResponse,
  type ReverseGeocodeResponse,
} from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import { HttpError } from '../../plugins/errors.js';
import { buildCityGuide, type AttractionsNear } from './city-guide.js';
import { gazetteer } from './gazetteer.js';
import type { GeoAdminGeocoder } from './geo-admin.js';
import type { DbIpLocator } from './ip-location.js';
import { namesForeignCountry, type WorldGeocoder } from './world-geocoder.js';

export interface GeoRoutesOptions {
  /** The bundled IP database; undefined when IP_LOCATION_PROVIDER=off. */
  ipLocator: DbIpLocator | undefined;
  /** swisstopo's online search; undefined when GEOCODER_PROVIDER=off (the bundled localities answer). */
  geocoder: GeoAdminGeocoder | undefined;
  /** Photon or Nominatim for places outside Switzerland; undefined when GEOCODER_WORLD_PROVIDER=off. */
  worldGeocoder?: WorldGeocoder | undefined;
  /** The POI store's attractions near a point, for the city guide (from app.ts: modules/poi). */
  attractionsNear?: AttractionsNear | undefined;
  /** Look-ups of the caller's own address per address and minute: cheap, and a hall shares one address. */
  ipRateLimitMax: number;
  /** The city guide's weather (the weather module's, passed by app.ts); absent: none. */
  weather?: ((lat: number, lng: number) => Promise<CityGuide['weather']>) | undefined;
}

const MAX_RESULTS = 10;

/** The spec's message for a city guide without numeric coordinates (§5), with the fields named. */
function invalidCoordinates(body: unknown): HttpError {
  const fields = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const details = (['latitude', 'longitude'] as const)
    .filter((field) => {
      const value = fields[field];
      const limit = field === 'latitude' ? 90 : 180;
      return typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > limit;
    })
    .map((field) => ({
      field,
      message: `must be a number from ${field === 'latitude' ? -90 : -180} to ${field === 'latitude' ? 90 : 180}`,
    }));
  return new HttpError(400, 'VALIDATION_ERROR', 'Invalid coordinates', details);
}

const routes: FastifyPluginAsyncZod<GeoRoutesOptions> = async (app, options) => {
  const { ipLocator, geocoder, worldGeocoder, attractionsNear, ipRateLimitMax, weather } = options;
  app.get(
    '/api/location/ip',
    {
      schema: {
        summary: "The caller's approximate position from its address (bundled DB-IP City Lite; null when unknown)",
        tags: ['aira'],
        response: { 200: ipLocationResponseSchema },
      },
      // Keyed by address, never by device token: the answer is the address's.
      config: { rateLimit: { max: ipRateLimitMax, timeWindow: '1 minute', keyGenerator: (request) => request.ip } },
    },
    async (request, reply): Promise<IpLocationResponse> => {
      // The answer depends on who asks: never stored by a shared cache.
      reply.header('cache-control', 'private, no-store');
      if (!ipLocator) return { status: 'success', location: null, provenance: null };
      try {
        const location = await ipLocator.locate(request.ip);
        return { status: 'success', location, provenance: location ? ipLocator.provenance() : null };
      } catch (error) {
        // A missing or unreadable database file: the client goes on to its next method (§4).
        request.log.warn({ err: error }, 'IP database look-up failed');
        return { status: 'success', location: null, provenance: null };
      }
    },
  );

  app.post(
    '/api/geocode',
    {
      schema: {
        summary:
          'Places an address names: swisstopo search when configured, else the bundled localities; Photon/Nominatim abroad when configured',
        tags: ['aira'],
        body: geocodeBodySchema,
        response: { 200: geocodeResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request): Promise<GeocodeResponse> => {
      const { address } = request.body;
      const world = async (): Promise<GeocodeResponse['results']> => {
        if (!worldGeocoder) return [];
        try {
          return await worldGeocoder.search(address, MAX_RESULTS);
        } catch (error) {
          request.log.warn({ err: error }, 'world geocoder failed');
          return [];
        }
      };
      // "Lyon, France": the Swiss sources would only find a street named so.
      if (namesForeignCountry(address)) {
        const abroad = await world();
        if (abroad.length > 0) return { status: 'success', results: abroad };
      }
      if (geocoder) {
        try {
          const results = await geocoder.search(address, MAX_RESULTS);
          if (results.length > 0) return { status: 'success', results };
        } catch (error) {
          request.log.warn({ err: error }, 'online geocoder failed; answering from the bundled localities');
        }
      }
      const swiss = gazetteer().search(address);
      if (swiss.length > 0 || namesForeignCountry(address)) return { status: 'success', results: swiss };
      return { status: 'success', results: await world() };
    },
  );

  app.get(
    '/api/geocode/reverse',
    {
      schema: {
        summary:
          'The address or locality of a position: swisstopo or the bundled localities in Switzerland, Photon/Nominatim elsewhere when configured',
        tags: ['aira'],
        querystring: reverseGeocodeQuerySchema,
        response: { 200: reverseGeocodeResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request): Promise<ReverseGeocodeResponse> => {
      const { lat, lng } = request.query;
      const places = gazetteer();
      const { country, near } = places.whereIs(lat, lng);
      if (country === null) {
        if (!worldGeocoder) return { status: 'success', result: null };
        try {
          return { status: 'success', result: await worldGeocoder.reverse(lat, lng) };
        } catch (error) {
          request.log.warn({ err: error }, 'world reverse geocoder failed');
          return { status: 'success', result: null };
        }
      }
      if (geocoder && country === 'CH') {
        try {
          const building = await geocoder.reverse(lat, lng);
          if (building) return { status: 'success', result: building };
        } catch (error) {
          request.log.warn({ err: error }, 'online reverse geocoder failed; answering from the bundled localities');
        }
      }
      return { status: 'success', result: near ? places.toResult(near.locality) : null };
    },
  );

  app.post(
    '/api/city-guide/global',
    {
      schema: {
        summary: 'The city guide of a position: name, population, time zone, language, currency, emergency numbers',
        tags: ['aira'],
        // Checked in the handler: the spec's one message 'Invalid coordinates' (§5) for any bad input.
        response: { 200: cityGuideResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const parsed = cityGuideBodySchema.safeParse(request.body);
      if (!parsed.success) throw invalidCoordinates(request.body);
      const { latitude, longitude } = parsed.data;
      if (
        !Number.isFinite(latitude) ||
        !Number.isFinite(longitude) ||
        Math.abs(latitude) > 90 ||
        Math.abs(longitude) > 180
      )
        throw invalidCoordinates(request.body);
      const data = buildCityGuide({
        lat: latitude,
        lng: longitude,
        gazetteer: gazetteer(),
        places: app.catalog.all('en'),
        attractionsNear,
        weather: weather ? await weather(latitude, longitude) : null,
      });
      return { status: 'success' as const, data };
    },
  );
};

export const geoRoutes = fp(routes, {
  name: 'geo-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES, 'catalog-snapshot'],
  decorators: { fastify: ['catalog'] },
});

import {
  cityGuideResponseSchema,
  errorEnvelopeSchema,
  geocodeResponseSchema,
  ipLocationResponseSchema,
  reverseGeocodeResponseSchema,
} from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../test/test-database.js';
import { DbIpLocator } from './ip-location.js';

// SWITCH (the Swiss research network, AS559): DB-IP places 130.59.31.80 in Zurich. Checked against the
// bundled database in the first test rather than trusted.
const SWISS_ADDRESS = '130.59.31.80';
// One reader for the whole file: each holds the database files in memory.
const locator = new DbIpLocator();

describe.each(TEST_DATABASE_KINDS)('AIRA geo endpoints (%s)', (kind) => {
  // One proxy hop trusted: the last X-Forwarded-For entry is the caller's address.
  const ctx = useTestApp(kind, { env: { TRUST_PROXY: '1' } });

  const ipLocation = async (forwardedFor: string) => {
    const res = await ctx.app.inject({ url: '/api/location/ip', headers: { 'x-forwarded-for': forwardedFor } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return ipLocationResponseSchema.parse(res.json());
  };

  it('GET /api/location/ip places a public Swiss address where the bundled database says, with its credit', async () => {
    const expected = await locator.locate(SWISS_ADDRESS);
    expect(expected).toMatchObject({ country: 'CH' });
    // SWITCH's IPv6 network too, from the IPv6 file.
    expect(await locator.locate('2001:620::1')).toMatchObject({ country: 'CH' });
    const body = await ipLocation(SWISS_ADDRESS);
    expect(body.location).toEqual(expected);
    // Zurich, at city level.
    expect(body.location?.lat).toBeCloseTo(47.38, 1);
    expect(body.location?.lng).toBeCloseTo(8.54, 1);
    expect(body.provenance).toMatchObject({
      source: 'dbip-lite',
      attribution: 'IP geolocation by DB-IP (db-ip.com), CC BY 4.0',
      isSample: false,
    });
  });

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '192.168.1.20',
    '172.16.5.4',
    '169.254.10.1',
    '::1',
    'fe80::1',
    '::ffff:127.0.0.1',
  ])('GET /api/location/ip from %s: location null, never an error', async (address) => {
    const body = await ipLocation(address);
    expect(body).toEqual({ status: 'success', location: null, provenance: null });
  });

  it('GET /api/location/ip without a forwarded address (the loopback test client): null', async () => {
    const res = await ctx.app.inject({ url: '/api/location/ip' });
    expect(ipLocationResponseSchema.parse(res.json()).location).toBeNull();
  });

  const geocode = async (address: string) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/geocode', payload: { address } });
    expect(res.statusCode, res.body).toBe(200);
    return geocodeResponseSchema.parse(res.json()).results;
  };

  it('POST /api/geocode finds a postcode, a name without accents, and "8001 Zürich", best first', async () => {
    const [zurich] = await geocode('8001 Zürich');
    expect(zurich).toMatchObject({
      name: 'Zürich',
      postcode: '8001',
      municipality: 'Zürich',
      canton: 'ZH',
      country: 'CH',
      language: 'de',
      source: 'swisstopo-localities',
      attribution: '© swisstopo (Amtliches Ortschaftenverzeichnis)',
    });
    const byName = await geocode('zurich');
    expect(byName.length).toBeLessThanOrEqual(10);
    expect(byName[0]).toMatchObject({ name: 'Zürich', municipality: 'Zürich' });
    expect((await geocode('3920'))[0]).toMatchObject({ name: 'Zermatt', canton: 'VS', language: 'de' });
    expect((await geocode('GENEVE'))[0]).toMatchObject({ name: 'Genève', language: 'fr' });
    expect((await geocode('Bahnhofstrasse 1, 6900 Lugano'))[0]).toMatchObject({
      name: 'Lugano',
      postcode: '6900',
      language: 'it',
    });
    expect(await geocode('Xyzzyplugh')).toEqual([]);
    // Another language's name of a town, as GeoNames lists it.
    expect((await geocode('Berthoud'))[0]).toMatchObject({ name: 'Burgdorf', canton: 'BE' });
    expect((await geocode('Ginevra'))[0]).toMatchObject({ name: 'Genève' });
  });

  it('POST /api/geocode without an address: the 400 envelope naming the field', async () => {
    for (const payload of [{}, { address: '   ' }, { address: 42 }]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/geocode', payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(errorEnvelopeSchema.parse(res.json()).details?.[0]?.field).toBe('address');
    }
  });

  const reverse = async (lat: number | string, lng: number | string) =>
    ctx.app.inject({ url: '/api/geocode/reverse', query: { lat: String(lat), lng: String(lng) } });

  it('GET /api/geocode/reverse gives the nearest locality in Switzerland, null abroad, 400 on non-numbers', async () => {
    const bern = reverseGeocodeResponseSchema.parse((await reverse(46.9466, 7.4443)).json()).result;
    expect(bern).toMatchObject({ name: 'Bern', municipality: 'Bern', canton: 'BE', country: 'CH', language: 'de' });
    expect(bern?.postcode).toMatch(/^30\d\d$/);
    const lugano = reverseGeocodeResponseSchema.parse((await reverse(46.0037, 8.9511)).json()).result;
    expect(lugano).toMatchObject({ canton: 'TI', language: 'it' });
    // Liechtenstein's localities are in the directory too.
    const vaduz = reverseGeocodeResponseSchema.parse((await reverse(47.141, 9.5209)).json()).result;
    expect(vaduz).toMatchObject({ name: 'Vaduz', country: 'LI', canton: null, language: 'de' });
    // Paris and Como (10 km past the border): outside Switzerland.
    for (const [lat, lng] of [
      [48.8566, 2.3522],
      [45.81, 9.08],
    ] as const)
      expect(reverseGeocodeResponseSchema.parse((await reverse(lat, lng)).json()).result).toBeNull();
    for (const [lat, lng] of [
      ['abc', '7.4'],
      ['46.9', ''],
      ['91', '7.4'],
    ] as const) {
      const res = await reverse(lat, lng);
      expect(res.statusCode, res.body).toBe(400);
      errorEnvelopeSchema.parse(res.json());
    }
    expect((await ctx.app.inject({ url: '/api/geocode/reverse' })).statusCode).toBe(400);
  });

  const cityGuide = async (latitude: number, longitude: number) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/city-guide/global',
      payload: { latitude, longitude },
    });
    expect(res.statusCode, res.body).toBe(200);
    return cityGuideResponseSchema.parse(res.json()).data;
  };

  it('POST /api/city-guide/global for Zermatt: the Swiss numbers, German, CHF, GeoNames population', async () => {
    const guide = await cityGuide(46.0207, 7.7491);
    expect(guide).toMatchObject({
      cityName: 'Zermatt',
      country: 'CH',
      canton: 'VS',
      timezone: 'Europe/Zurich',
      language: 'de',
      currency: 'CHF',
      weather: null,
      emergencyNumbers: { police: '117', fire: '118', medical: '144', general: '112', mountain_rescue: '1414' },
      population: { value: 6629, year: 2015, source: 'GeoNames (geonames.org), CC BY 4.0' },
      // Our page of Zermatt: the guide links to its concierge.
      cityPlaceId: 'zermatt',
    });
    expect(guide.topAttractions.length).toBeGreaterThan(0);
    expect(guide.topAttractions.length).toBeLessThanOrEqual(6);
    for (const attraction of guide.topAttractions) {
      expect(attraction.rating).toBeNull();
      expect(attraction.explorer_place_id).toEqual(expect.any(String));
    }
    const distances = guide.topAttractions.map((a) => a.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(guide.attributions).toEqual(
      expect.arrayContaining(['© swisstopo (Amtliches Ortschaftenverzeichnis)', 'GeoNames (geonames.org), CC BY 4.0']),
    );
    expect(Date.parse(guide.lastUpdated)).toBeGreaterThan(Date.now() - 60_000);
    // Never the old app's 911 (DEVIATIONS 15); its timestamp may hold those digits, so only the numbers count.
    expect(Object.values(guide.emergencyNumbers ?? {})).not.toContain('911');
  });

  it('POST /api/city-guide/global speaks Italian in Lugano and French in Geneva', async () => {
    // Lugano's centre is nearer the point of its suburb Sorengo than its own: the town still names it.
    expect(await cityGuide(46.0037, 8.9511)).toMatchObject({
      cityName: 'Lugano',
      language: 'it',
      canton: 'TI',
      currency: 'CHF',
    });
    expect(await cityGuide(46.2044, 6.1432)).toMatchObject({ cityName: 'Genève', language: 'fr', canton: 'GE' });
  });

  it('POST /api/city-guide/global in Vaduz: Liechtenstein, with the Swiss franc and the Swiss numbers', async () => {
    expect(await cityGuide(47.141, 9.5209)).toMatchObject({
      cityName: 'Vaduz',
      country: 'LI',
      canton: null,
      timezone: 'Europe/Vaduz',
      currency: 'CHF',
      emergencyNumbers: { police: '117', fire: '118', medical: '144' },
    });
  });

  it('POST /api/city-guide/global abroad: 112 in Paris with its time zone; nothing invented mid-Atlantic', async () => {
    const paris = await cityGuide(48.8566, 2.3522);
    expect(paris).toMatchObject({
      country: 'FR',
      timezone: 'Europe/Paris',
      currency: 'EUR',
      language: null,
      population: null,
      canton: null,
      emergencyNumbers: { police: '112', fire: '112', medical: '112', general: '112', mountain_rescue: null },
      topAttractions: [],
      localTips: [],
      cityPlaceId: null,
    });
    const atlantic = await cityGuide(30, -40);
    expect(atlantic).toMatchObject({ emergencyNumbers: null, currency: null, country: null, population: null });
    expect(atlantic.timezone).toMatch(/^Etc\//);
  });

  it("POST /api/city-guide/global with anything but numeric coordinates: 400 'Invalid coordinates'", async () => {
    for (const payload of [
      {},
      { latitude: '46.0', longitude: 7.7 },
      { latitude: 46, longitude: null },
      { latitude: 91, longitude: 7 },
      { latitude: 46, longitude: -181 },
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/city-guide/global', payload });
      expect(res.statusCode, res.body).toBe(400);
      const envelope = errorEnvelopeSchema.parse(res.json());
      expect(envelope.message).toBe('Invalid coordinates');
      expect(envelope.details?.length).toBeGreaterThan(0);
    }
  });
});

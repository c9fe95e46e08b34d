import type { ServerResponse } from 'node:http';
import {
  errorEnvelopeSchema,
  photoCandidateDecisionResponseSchema,
  photoCandidatesImportResponseSchema,
  photoCandidatesResponseSchema,
  placeResponseSchema,
} from '@swiss/contract';
import { eq, tables } from '@swiss/db';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/env.js';
import { ProviderRegistry } from '../../../platform/providers/registry.js';
import { bearer, tokenFor } from '../../../test/accounts.js';
import { answer, useFakeProvider, type CapturedRequest } from '../../../test/fake-provider.js';
import { useTestApp } from '../../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../../test/test-database.js';
import { photosProvider, type WikimediaCommons } from './commons-provider.js';
import { importPhotoCandidates } from './photo-candidates.js';

// A real HTTP server on 127.0.0.1 plays the Commons API, the Wikidata API and the image host.
const fake = useFakeProvider();
const PLACE = 'five-lakes-walk-zermatt';
const CONTACT = 'https://example.org/swiss-explorer-contact';
const env: Record<string, string> = { PROVIDER_CONTACT: CONTACT, PHOTOS_TIMEOUT_MS: '2000' };
beforeAll(() => {
  env.COMMONS_API_URL = `${fake.origin}/commons/w/api.php`;
  env.WIKIDATA_API_URL = `${fake.origin}/wikidata/w/api.php`;
  env.COMMONS_MEDIA_URL = `${fake.origin}/upload`;
});

const meta = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, { value, source: 'commons-desc-page' }]));

/** What the fake Commons says about each file, as imageinfo (formatversion=2) describes it. */
function files(origin: string) {
  const info = (name: string, mime: string, width: number, height: number, extmetadata: Record<string, unknown>) => ({
    url: `${origin}/upload/a/ab/${encodeURIComponent(name)}`,
    descriptionurl: `https://commons.wikimedia.org/wiki/File:${encodeURIComponent(name)}`,
    thumburl: `${origin}/upload/thumb/a/ab/${encodeURIComponent(name)}/1600px-${encodeURIComponent(name)}`,
    thumbwidth: Math.min(1600, width),
    thumbheight: Math.round((Math.min(1600, width) * height) / width),
    width,
    height,
    mime,
    extmetadata,
  });
  return {
    'File:Stellisee and Matterhorn.jpg': info(
      'Stellisee and Matterhorn.jpg',
      'image/jpeg',
      4000,
      2667,
      meta({
        Artist: '<a href="//commons.wikimedia.org/wiki/User:Jane_Alp" title="User:Jane Alp">Jane Alp</a>',
        LicenseShortName: 'CC BY-SA 4.0',
        License: 'cc-by-sa-4.0',
        LicenseUrl: 'https://creativecommons.org/licenses/by-sa/4.0',
        AttributionRequired: 'true',
      }),
    ),
    'File:Grindjisee NC.jpg': info(
      'Grindjisee NC.jpg',
      'image/jpeg',
      3000,
      2000,
      meta({ Artist: 'Someone', LicenseShortName: 'CC BY-NC-SA 2.0', License: 'cc-by-nc-sa-2.0' }),
    ),
    'File:Five lakes map.svg': info(
      'Five lakes map.svg',
      'image/svg+xml',
      2000,
      2000,
      meta({ Artist: 'Mapper', LicenseShortName: 'CC BY 4.0', License: 'cc-by-4.0' }),
    ),
    'File:Tiny lake.jpg': info(
      'Tiny lake.jpg',
      'image/jpeg',
      640,
      480,
      meta({ Artist: 'Small', LicenseShortName: 'CC0', License: 'cc0' }),
    ),
    'File:Old postcard Zermatt.jpg': info(
      'Old postcard Zermatt.jpg',
      'image/jpeg',
      2400,
      1600,
      meta({ LicenseShortName: 'Public domain', License: 'pd' }),
    ),
    'File:Logo Zermatt.png': info(
      'Logo Zermatt.png',
      'image/png',
      2000,
      1200,
      meta({ Artist: 'Zermatt Tourism', LicenseShortName: 'Fair use', NonFree: 'true' }),
    ),
    'File:Unknown licence.jpg': info('Unknown licence.jpg', 'image/jpeg', 2400, 1600, meta({ Artist: 'Nobody' })),
    'File:Matterhorn from Riffelsee.jpg': info(
      'Matterhorn from Riffelsee.jpg',
      'image/jpeg',
      5000,
      3333,
      meta({
        Artist: 'Max M&#252;ller',
        LicenseShortName: 'CC BY 4.0',
        License: 'cc-by-4.0',
        LicenseUrl: 'https://creativecommons.org/licenses/by/4.0',
        Attribution: 'Max Müller / Wikimedia Commons',
      }),
    ),
  };
}

const GEOSEARCH = [
  'File:Stellisee and Matterhorn.jpg',
  'File:Grindjisee NC.jpg',
  'File:Five lakes map.svg',
  'File:Tiny lake.jpg',
  'File:Old postcard Zermatt.jpg',
  'File:Logo Zermatt.png',
  'File:Unknown licence.jpg',
];

function json(response: ServerResponse, value: unknown): void {
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

/** Routes the fake: Commons geosearch and imageinfo, Wikidata search and entities, the image host. */
function playWikimedia(image: () => Promise<Buffer>): void {
  const known = files(fake.origin);
  fake.on('/commons/w/api.php', (request: CapturedRequest, response) => {
    const params = new URL(request.url, fake.origin).searchParams;
    if (params.get('list') === 'geosearch')
      return json(response, {
        batchcomplete: true,
        query: {
          geosearch: GEOSEARCH.map((title, i) => ({
            pageid: i + 1,
            ns: 6,
            title,
            lat: 46,
            lon: 7.7,
            dist: 100.4 * (i + 1),
            primary: '',
          })),
        },
      });
    const titles = (params.get('titles') ?? '').split('|');
    json(response, {
      batchcomplete: true,
      query: {
        pages: titles.map((title) => {
          const info = known[title as keyof typeof known];
          return info ? { ns: 6, title, imageinfo: [info] } : { ns: 6, title, missing: true };
        }),
      },
    });
  });
  fake.on('/wikidata/w/api.php', (request, response) => {
    const params = new URL(request.url, fake.origin).searchParams;
    if (params.get('action') === 'wbsearchentities')
      return json(response, { search: [{ id: 'Q111' }, { id: 'Q222' }] });
    const claim = (value: unknown) => [{ mainsnak: { datavalue: { value } } }];
    json(response, {
      entities: {
        // Another place of the same name, far away: its image is not this place's.
        Q111: { claims: { P18: claim('Somewhere else.jpg'), P625: claim({ latitude: 47.37, longitude: 8.54 }) } },
        Q222: {
          claims: { P18: claim('Matterhorn_from_Riffelsee.jpg'), P625: claim({ latitude: 46.0, longitude: 7.75 }) },
        },
      },
    });
  });
  fake.on('*', (request, response) => {
    if (!request.path.startsWith('/upload/')) return void response.writeHead(404).end();
    void image().then((bytes) => response.writeHead(200, { 'content-type': 'image/jpeg' }).end(bytes));
  });
}

/** A 1600x1067 JPEG carrying EXIF with a GPS position, which must not reach visitors. */
const photoWithExif = () =>
  sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#4a7a9d' } })
    .withExif({ IFD0: { Artist: 'Camera Owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '46/1 0/1 0/1' } })
    .jpeg()
    .toBuffer();

describe.each(TEST_DATABASE_KINDS)('photo candidates from Wikimedia Commons on %s', (kind) => {
  const ctx = useTestApp(kind, { env });
  let commons: WikimediaCommons;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    const config = loadConfig({ ...env, NODE_ENV: 'test' });
    const provider = photosProvider(
      config,
      new ProviderRegistry({ version: 'test', contact: config.PROVIDER_CONTACT }),
    );
    if (!provider) throw new Error('the photos provider is on by default');
    commons = provider;
    admin = await tokenFor(ctx.database.db, `commons-admin-${kind}@example.org`, 'admin');
    user = await tokenFor(ctx.database.db, `commons-user-${kind}@example.org`, 'user');
  });
  beforeEach(() => {
    fake.reset();
    playWikimedia(photoWithExif);
  });

  const list = (token: string | undefined, query = '') =>
    ctx.app.inject({ url: `/api/admin/photo-candidates${query}`, headers: token ? bearer(token) : {} });
  const decide = (id: number | string, decision: 'accept' | 'reject', token = admin) =>
    ctx.app.inject({ method: 'POST', url: `/api/admin/photo-candidates/${id}/${decision}`, headers: bearer(token) });
  const candidateByTitle = async (title: string) => {
    const [row] = await ctx.database.db
      .select()
      .from(tables.photoCandidates)
      .where(eq(tables.photoCandidates.title, title));
    if (!row) throw new Error(`no candidate ${title}`);
    return row;
  };

  it('imports only freely licensed raster photos of a useful size, with author, licence and attribution', async () => {
    const report = await importPhotoCandidates(ctx.database.db, commons, { placeIds: [PLACE] });
    expect(report).toMatchObject({ places: 1, added: 3, failed: [] });
    // NC, SVG, too small, non-free, no licence at all.
    expect(report.skipped).toBe(5);

    const rows = await ctx.database.db
      .select()
      .from(tables.photoCandidates)
      .where(eq(tables.photoCandidates.placeId, PLACE));
    expect(rows.map((row) => row.title).sort()).toEqual([
      'File:Matterhorn from Riffelsee.jpg',
      'File:Old postcard Zermatt.jpg',
      'File:Stellisee and Matterhorn.jpg',
    ]);
    const wikidata = await candidateByTitle('File:Matterhorn from Riffelsee.jpg');
    expect(wikidata).toMatchObject({
      origin: 'wikidata',
      author: 'Max Müller',
      licence: 'CC BY 4.0',
      licenceUrl: 'https://creativecommons.org/licenses/by/4.0',
      attribution: 'Max Müller / Wikimedia Commons',
      width: 1600,
      status: 'pending',
    });
    const near = await candidateByTitle('File:Stellisee and Matterhorn.jpg');
    expect(near).toMatchObject({
      origin: 'geosearch',
      distanceM: 100,
      author: 'Jane Alp',
      licence: 'CC BY-SA 4.0',
      licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0',
      attribution: null,
      pageUrl: 'https://commons.wikimedia.org/wiki/File:Stellisee%20and%20Matterhorn.jpg',
    });
    expect(near.imageUrl).toBe(
      `${fake.origin}/upload/thumb/a/ab/Stellisee%20and%20Matterhorn.jpg/1600px-Stellisee%20and%20Matterhorn.jpg`,
    );
    expect(await candidateByTitle('File:Old postcard Zermatt.jpg')).toMatchObject({
      author: 'Unknown author',
      licence: 'Public domain',
      licenceUrl: null,
    });

    // Geosearch in the file namespace around the place, imageinfo with the licence metadata.
    const api = fake.calls('/commons/w/api.php').map((call) => new URL(call.url, fake.origin).searchParams);
    const geo = api.find((params) => params.get('list') === 'geosearch');
    expect(geo?.get('gsnamespace')).toBe('6');
    expect(geo?.get('gsradius')).toBe('1000');
    expect(geo?.get('gscoord')).toMatch(/^4\d\.\d{5}\|7\.\d{5}$/);
    expect(api.find((params) => params.get('prop') === 'imageinfo')?.get('iiprop')).toBe('url|extmetadata|size|mime');
    // Wikimedia's User-Agent policy: the app and a contact.
    for (const call of fake.requests)
      expect(call.headers['user-agent']).toMatch(
        /^SwissExplorer\/\S+ \(\+https:\/\/example\.org\/swiss-explorer-contact\)$/,
      );

    // A second run adds nothing it already holds.
    const again = await importPhotoCandidates(ctx.database.db, commons, { placeIds: [PLACE] });
    expect(again.added).toBe(0);
  });

  it('lists pending candidates per place for admins only, and refuses bad input with 400', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await list(user)).statusCode).toBe(403);
    const res = await list(admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = photoCandidatesResponseSchema.parse(res.json());
    const place = body.places.find((p) => p.id === PLACE);
    expect(place?.title).toBeTruthy();
    expect(place?.summary).toBeTruthy();
    expect(place?.candidates).toHaveLength(3);
    expect(place?.candidates.every((c) => c.status === 'pending')).toBe(true);

    const badStatus = await list(admin, '?status=maybe');
    expect(badStatus.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(badStatus.json()).code).toBe('VALIDATION_ERROR');
    const badId = await decide('not-a-number', 'accept');
    expect(badId.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(badId.json()).status).toBe('error');
    expect((await decide(999_999, 'accept')).statusCode).toBe(404);
    expect(
      (await decide((await candidateByTitle('File:Old postcard Zermatt.jpg')).id, 'accept', user)).statusCode,
    ).toBe(403);
  });

  it('accepts a candidate through the photo pipeline: resized, EXIF dropped, credited on the public page', async () => {
    const candidate = await candidateByTitle('File:Stellisee and Matterhorn.jpg');
    const res = await decide(candidate.id, 'accept');
    expect(res.statusCode).toBe(200);
    const body = photoCandidateDecisionResponseSchema.parse(res.json());
    expect(body.candidate.status).toBe('accepted');
    expect(body.photo).toMatchObject({
      credit: 'Jane Alp',
      licence: 'CC BY-SA 4.0',
      source_url: 'https://commons.wikimedia.org/wiki/File:Stellisee%20and%20Matterhorn.jpg',
      licence_url: 'https://creativecommons.org/licenses/by-sa/4.0',
    });
    expect(body.photo?.webp.map((f) => f.width)).toEqual([480, 960, 1600]);
    // Downloaded once, from the image host, with the app's User-Agent.
    const downloads = fake.requests.filter((r) => r.path.startsWith('/upload/'));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.headers['user-agent']).toContain(CONTACT);

    const place = placeResponseSchema.parse((await ctx.app.inject(`/api/swiss/places/${PLACE}?lang=en`)).json()).place;
    expect(place.photo).toMatchObject({ credit: 'Jane Alp', licence: 'CC BY-SA 4.0' });
    const file = await ctx.app.inject(place.photo?.jpeg[0]?.url ?? '');
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();

    // Audited like an upload.
    const [audit] = await ctx.database.db
      .select()
      .from(tables.auditLog)
      .where(eq(tables.auditLog.entityId, PLACE))
      .orderBy(tables.auditLog.id);
    expect(audit?.entityKind).toBe('photo');

    const twice = await decide(candidate.id, 'accept');
    expect(twice.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(twice.json()).message).toContain('already accepted');
  });

  it('credits the attribution Commons asks for when there is one', async () => {
    const candidate = await candidateByTitle('File:Matterhorn from Riffelsee.jpg');
    const body = photoCandidateDecisionResponseSchema.parse((await decide(candidate.id, 'accept')).json());
    expect(body.photo).toMatchObject({ credit: 'Max Müller / Wikimedia Commons', licence: 'CC BY 4.0' });
  });

  it('answers 502 when the image cannot be downloaded, and the candidate stays pending', async () => {
    fake.on('*', answer.status(500));
    const candidate = await candidateByTitle('File:Old postcard Zermatt.jpg');
    const res = await decide(candidate.id, 'accept');
    expect(res.statusCode).toBe(502);
    expect(errorEnvelopeSchema.parse(res.json()).code).toBe('UPSTREAM_ERROR');
    expect((await candidateByTitle('File:Old postcard Zermatt.jpg')).status).toBe('pending');
  });

  it('lets an admin look for one place now; bad input is a 400, an unknown place a 404, Commons down a 502', async () => {
    const importNow = (body: unknown, token = admin) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/photo-candidates/import',
        payload: body as object,
        headers: bearer(token),
      });
    expect((await importNow({ place_id: PLACE }, user)).statusCode).toBe(403);
    const bad = await importNow({ place_id: 'Not An Id' });
    expect(bad.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(bad.json()).code).toBe('VALIDATION_ERROR');
    expect((await importNow({})).statusCode).toBe(400);
    expect((await importNow({ place_id: 'no-such-place' })).statusCode).toBe(404);
    const res = await importNow({ place_id: PLACE });
    expect(res.statusCode).toBe(200);
    // Everything it finds is already stored (pending, accepted or rejected).
    expect(photoCandidatesImportResponseSchema.parse(res.json())).toMatchObject({ place_id: PLACE, added: 0 });
    fake.reset();
    fake.on('*', answer.status(503));
    const down = await importNow({ place_id: 'matterhorn' });
    expect(down.statusCode).toBe(502);
    expect(errorEnvelopeSchema.parse(down.json()).code).toBe('UPSTREAM_ERROR');
  });

  it('rejects a candidate: it leaves the pending list and a new import does not bring it back', async () => {
    const candidate = await candidateByTitle('File:Old postcard Zermatt.jpg');
    const res = await decide(candidate.id, 'reject');
    expect(res.statusCode).toBe(200);
    expect(photoCandidateDecisionResponseSchema.parse(res.json()).candidate.status).toBe('rejected');
    const pending = photoCandidatesResponseSchema.parse((await list(admin)).json());
    expect(pending.places.find((p) => p.id === PLACE)).toBeUndefined();
    const rejected = photoCandidatesResponseSchema.parse((await list(admin, '?status=rejected')).json());
    expect(rejected.places.find((p) => p.id === PLACE)?.candidates.map((c) => c.id)).toEqual([candidate.id]);
    expect((await importPhotoCandidates(ctx.database.db, commons, { placeIds: [PLACE] })).added).toBe(0);
    expect((await candidateByTitle('File:Old postcard Zermatt.jpg')).status).toBe('rejected');
  });
});

import {
  adminFlagResponseSchema,
  adminPlaceResponseSchema,
  auditResponseSchema,
  featureFlagsResponseSchema,
  insightsResponseSchema,
  placeResponseSchema,
  type PlaceSource,
} from '@swiss/contract';
import { createScratchDatabase, type ScratchDatabase } from '@swiss/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../test/accounts.js';
import { buildInstance, listenLocally, photoForm, within } from '../../test/instances.js';

const BASE_URL = process.env.TEST_DATABASE_URL;
const PLACE = 'five-lakes-walk-zermatt';

/** Two instances on one PostgreSQL database, as behind a load balancer: a write on one is served by the other. */
describe.skipIf(!BASE_URL)('two server instances on one PostgreSQL database', () => {
  let scratch: ScratchDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let urlA: string;
  let urlB: string;
  let token: string;

  beforeAll(async () => {
    scratch = await createScratchDatabase(BASE_URL ?? '', 'se_test_instances');
    a = await buildInstance(scratch.url); // migrates and seeds
    b = await buildInstance(scratch.url); // finds everything in place
    urlA = await listenLocally(a);
    urlB = await listenLocally(b);
    token = await tokenFor(a.database.db, 'instances-admin@example.org', 'admin');
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await scratch?.drop();
  });

  const placeOn = async (url: string, lang = 'en') =>
    placeResponseSchema.parse(await (await fetch(`${url}/api/swiss/places/${PLACE}?lang=${lang}`)).json());
  const placeSource = async (url: string): Promise<PlaceSource> => {
    const res = await fetch(`${url}/api/admin/places/${PLACE}`, { headers: bearer(token) });
    expect(res.status).toBe(200);
    return adminPlaceResponseSchema.parse(await res.json()).place;
  };
  const savePlace = async (url: string, place: PlaceSource) => {
    const res = await fetch(`${url}/api/admin/places/${PLACE}`, {
      method: 'PUT',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify(place),
    });
    expect(res.status).toBe(200);
  };
  const flagsOn = async (url: string) =>
    featureFlagsResponseSchema.parse(await (await fetch(`${url}/api/feature-flags`)).json()).flags;
  const switchFlag = async (url: string, enabled: boolean) => {
    const res = await fetch(`${url}/api/admin/flags/bhms_explorer_v2`, {
      method: 'PATCH',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ enabled }),
    });
    expect(res.status).toBe(200);
    return adminFlagResponseSchema.parse(await res.json()).flag;
  };
  const upload = async (url: string) => {
    const res = await fetch(`${url}/api/admin/places/${PLACE}/photo`, {
      method: 'POST',
      headers: bearer(token),
      body: await photoForm(),
    });
    expect(res.status).toBe(200);
  };
  const removePhoto = async (url: string) => {
    const res = await fetch(`${url}/api/admin/places/${PLACE}/photo`, { method: 'DELETE', headers: bearer(token) });
    expect(res.status).toBe(200);
  };

  it('serves a flag switched on A from B at once: flags are read from the database, not cached', async () => {
    expect((await flagsOn(urlB)).bhms_explorer_v2).toBe(true);
    expect((await switchFlag(urlA, false)).enabled).toBe(false);
    expect((await flagsOn(urlB)).bhms_explorer_v2).toBe(false);
    await switchFlag(urlB, true);
    expect((await flagsOn(urlA)).bhms_explorer_v2).toBe(true);
  });

  it('serves a photo uploaded on A from B within one second (LISTEN/NOTIFY, not the 30 s poll)', async () => {
    expect((await placeOn(urlB)).place.photo).toBeUndefined();
    await upload(urlA);
    expect((await placeOn(urlA)).place.photo).toBeDefined(); // the writing instance rebuilt before answering
    const onB = await within(1000, async () => (await placeOn(urlB)).place.photo !== undefined);
    await removePhoto(urlB);
    const backOnA = await within(1000, async () => (await placeOn(urlA)).place.photo === undefined);
    console.log(`catalog change seen by the other instance after ${onB.toFixed(0)} ms and ${backOnA.toFixed(0)} ms`);
  });

  it('serves a photo removal reverted on A from B within one second', async () => {
    const audit = await fetch(`${urlA}/api/admin/audit`, { headers: bearer(token) });
    const [removal] = auditResponseSchema.parse(await audit.json()).entries;
    expect(removal).toMatchObject({ entity_kind: 'photo', action: 'delete' });
    const res = await fetch(`${urlA}/api/admin/audit/${removal?.id}/revert`, {
      method: 'POST',
      headers: bearer(token),
    });
    expect(res.status).toBe(200);
    await within(1000, async () => (await placeOn(urlB)).place.photo !== undefined);
    await removePhoto(urlA);
  });

  it('serves a title edited on A from B within one second, and one edited back on B from A', async () => {
    const before = await placeSource(urlA);
    const title = 'Fünfseenweg (auf A bearbeitet)';
    expect((await placeOn(urlB, 'de')).place.title).not.toBe(title);
    await savePlace(urlA, { ...before, names: { ...before.names, de: title } });
    expect((await placeOn(urlA, 'de')).place.title).toBe(title); // the writing instance rebuilt before answering
    const onB = await within(1000, async () => (await placeOn(urlB, 'de')).place.title === title);
    await savePlace(urlB, before);
    const backOnA = await within(1000, async () => (await placeOn(urlA, 'de')).place.title === before.names.de);
    expect(await placeSource(urlA)).toEqual(before);
    console.log(`title edit seen by the other instance after ${onB.toFixed(0)} ms and ${backOnA.toFixed(0)} ms`);
  });

  it('serves an insight created on A from B within one second, and its revert too', async () => {
    const ids = async (url: string) =>
      insightsResponseSchema.parse(await (await fetch(`${url}/api/swiss/insights?limit=100`)).json()).insights.map((i) => i.id); // prettier-ignore
    const headers = { ...bearer(token), 'content-type': 'application/json' };
    const title = { en: 'Instances', de: 'Instanzen', fr: 'Instances', it: 'Istanze' };
    const body = { id: 'insight-88', place_id: PLACE, title, description: title };
    const res = await fetch(`${urlA}/api/admin/insights`, { method: 'POST', headers, body: JSON.stringify(body) });
    expect(res.status).toBe(201);
    await within(1000, async () => (await ids(urlB)).includes('insight-88'));
    const audit = auditResponseSchema.parse(await (await fetch(`${urlB}/api/admin/audit`, { headers })).json());
    const entry = audit.entries.find((e) => e.entity_id === 'insight-88' && e.action === 'create');
    const revert = await fetch(`${urlB}/api/admin/audit/${entry?.id}/revert`, {
      method: 'POST',
      headers: bearer(token),
    });
    expect(revert.status).toBe(200);
    await within(1000, async () => !(await ids(urlA)).includes('insight-88'));
  });

  it('answers 2000 requests over both instances without a failure while an admin changes the catalog', async () => {
    const paths = [
      '/api/swiss/v2/categories?lang=en',
      '/api/swiss/v2/places?type=mountains_glaciers&per_page=50&page=1',
      '/api/swiss/v2/places?search=Matterhorn&per_page=20',
      `/api/swiss/places/${PLACE}?lang=de`,
      `/api/swiss/v2/places/${PLACE}/nearby`,
      '/api/feature-flags', // database
      '/api/swiss/v2/stats', // database
      '/readyz', // database
    ];
    const TOTAL = 2000;
    const CONCURRENCY = 50;
    const failures: string[] = [];
    let next = 0;
    let done = 0;
    const worker = async () => {
      while (next < TOTAL) {
        const i = next++;
        const url = `${i % 2 === 0 ? urlA : urlB}${paths[i % paths.length] ?? '/healthz'}`;
        try {
          const res = await fetch(url);
          await res.arrayBuffer();
          if (res.status < 200 || res.status > 299) failures.push(`${res.status} ${url}`);
        } catch (error) {
          failures.push(`${String(error)} ${url}`);
        }
        done += 1;
      }
    };
    const admin = (async () => {
      await within(10_000, async () => done >= TOTAL / 4);
      await upload(urlA);
      await within(10_000, async () => done >= TOTAL / 2);
      await removePhoto(urlB);
    })();
    await Promise.all([...Array.from({ length: CONCURRENCY }, worker), admin]);
    expect(done).toBe(TOTAL);
    expect(failures).toEqual([]);
    expect((await placeOn(urlA)).place.photo).toBeUndefined();
    await within(1000, async () => (await placeOn(urlB)).place.photo === undefined);
  });
});

import { randomUUID } from 'node:crypto';
import {
  auditResponseSchema,
  auditRevertResponseSchema,
  errorEnvelopeSchema,
  loginResponseSchema,
  PHOTO_MAX_BYTES,
  placePhotoResponseSchema,
  placeResponseSchema,
} from '@swiss/contract';
import { eq, tables } from '@swiss/db';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../test/test-database.js';
import { hashPassword } from '../auth/passwords.js';

const ADMIN = { email: 'photos-admin@example.org', password: 'a photo admin passphrase' };
const USER = { email: 'photos-user@example.org', password: 'a photo user passphrase' };
const PLACE = 'five-lakes-walk-zermatt';
const CREDIT = 'Test Photographer';
const LICENCE = 'CC BY-SA 4.0';

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----photos-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('filename' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A 2000x1200 PNG carrying EXIF with a GPS position, which the server must not pass on. */
function testPng(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1200, channels: 3, background: '#3a7bd5' } })
    .withExif({ IFD0: { Artist: 'Secret Camera Owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '46/1 1/1 0/1' } })
    .png()
    .toBuffer();
}

const fileParts = (data: Buffer, extra: Part[] = []): Part[] => [
  { name: 'file', filename: 'photo.png', type: 'image/png', data },
  ...extra,
];
const textParts = (credit = CREDIT, licence = LICENCE): Part[] => [
  { name: 'credit', value: credit },
  { name: 'licence', value: licence },
];

describe.each(TEST_DATABASE_KINDS)('place photos on %s', (kind) => {
  const ctx = useTestApp(kind);
  let ip = 0;

  async function tokenOf(account: { email: string; password: string }, role: 'admin' | 'user'): Promise<string> {
    await ctx.database.db
      .insert(tables.users)
      .values({ id: randomUUID(), email: account.email, passwordHash: await hashPassword(account.password), role })
      .onConflictDoNothing();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: account,
      remoteAddress: `10.7.0.${++ip}`,
    });
    expect(res.statusCode).toBe(200);
    return loginResponseSchema.parse(res.json()).access_token;
  }
  const upload = (token: string | undefined, parts: Part[], place = PLACE) => {
    const body = multipart(parts);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/admin/places/${place}/photo`,
      payload: body.payload,
      headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  };
  const publicPlace = async () => {
    const res = await ctx.app.inject(`/api/swiss/places/${PLACE}?lang=de`);
    expect(res.statusCode).toBe(200);
    return placeResponseSchema.parse(res.json()).place;
  };
  const photoRows = () =>
    ctx.database.db.select().from(tables.placePhotos).where(eq(tables.placePhotos.placeId, PLACE));

  it('refuses anonymous callers and non-admins, and changes nothing', async () => {
    const png = await testPng();
    const anonymous = await upload(undefined, fileParts(png, textParts()));
    expect(anonymous.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(anonymous.json()).code).toBe('UNAUTHORIZED');
    const user = await upload(await tokenOf(USER, 'user'), fileParts(png, textParts()));
    expect(user.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(user.json()).code).toBe('FORBIDDEN');
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/places/${PLACE}/photo` });
    expect(del.statusCode).toBe(401);
    expect(await photoRows()).toHaveLength(0);
  });

  it('answers 400 naming the field for a bad upload, 404 for an unknown place, and changes nothing', async () => {
    const token = await tokenOf(ADMIN, 'admin');
    const png = await testPng();
    const cases: [Part[], string][] = [
      [textParts(), 'file'],
      [fileParts(Buffer.from('GIF89a not really an image'), textParts()), 'file'],
      [fileParts(await sharp(png).gif().toBuffer(), textParts()), 'file'],
      [fileParts(Buffer.alloc(PHOTO_MAX_BYTES + 1, 1), textParts()), 'file'],
      [fileParts(png, [{ name: 'licence', value: LICENCE }]), 'credit'],
      [fileParts(png, textParts('  ')), 'credit'],
      [fileParts(png, [{ name: 'credit', value: CREDIT }]), 'licence'],
    ];
    for (const [parts, field] of cases) {
      const res = await upload(token, parts);
      expect(res.statusCode, field).toBe(400);
      const body = errorEnvelopeSchema.parse(res.json());
      expect(body.details?.[0]?.field).toBe(field);
      expect(body.message).toContain(field === 'file' ? '' : field);
    }
    const notMultipart = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/places/${PLACE}/photo`,
      payload: { credit: CREDIT },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(notMultipart.statusCode).toBe(400);
    const unknown = await upload(token, fileParts(png, textParts()), 'no-such-place');
    expect(unknown.statusCode).toBe(404);
    expect(await photoRows()).toHaveLength(0);
    const place = await publicPlace();
    expect(place.photo).toBeUndefined();
  });

  it('stores a resized, metadata-free photo the public place then shows, and delete restores the cover', async () => {
    const token = await tokenOf(ADMIN, 'admin');
    const before = await publicPlace();
    const png = await testPng();
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const res = await upload(token, fileParts(png, textParts()));
    expect(res.statusCode).toBe(200);
    const { photo } = placePhotoResponseSchema.parse(res.json());
    expect(photo).toMatchObject({ credit: CREDIT, licence: LICENCE, width: 1600, height: 960 });
    expect(photo?.webp.map((f) => f.width)).toEqual([480, 960, 1600]);

    // Visible at once in the public API, in every language.
    const place = await publicPlace();
    expect(place.photo).toEqual(photo);
    expect(place.image_credit).toBe(CREDIT);
    expect(place.image_url).toBe(photo?.jpeg.find((f) => f.width === 960)?.url);

    const webpUrl = photo?.webp.find((f) => f.width === 960)?.url ?? '';
    const file = await ctx.app.inject(webpUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toContain('immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 960, height: 576 });
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('Secret Camera Owner'))).toBe(false);

    const jpeg = await ctx.app.inject(photo?.jpeg[0]?.url ?? '');
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(jpeg.rawPayload).metadata()).exif).toBeUndefined();

    const again = await ctx.app.inject({ url: webpUrl, headers: { 'if-none-match': String(file.headers.etag) } });
    expect(again.statusCode).toBe(304);

    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/places/${PLACE}/photo`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(del.statusCode).toBe(200);
    expect(placePhotoResponseSchema.parse(del.json()).photo).toBeNull();
    const restored = await publicPlace();
    expect(restored.photo).toBeUndefined();
    expect(restored.image_url).toBe(before.image_url);
    expect(restored.image_credit).toBe(before.image_credit);
    expect((await ctx.app.inject(webpUrl)).statusCode).toBe(404);
    // Kept, but hidden, so the removal can be reverted (see the audit tests below).
    expect((await photoRows()).map((row) => row.active)).toEqual([false]);
  });

  const revert = async (token: string, id: number | undefined) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/audit/${id}/revert`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    return auditRevertResponseSchema.parse(res.json()).entry;
  };
  const latestAudit = async (token: string) => {
    const res = await ctx.app.inject({ url: '/api/admin/audit', headers: { authorization: `Bearer ${token}` } });
    return auditResponseSchema.parse(res.json()).entries[0];
  };
  const uploaded = async (token: string, colour: string, credit: string) => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
      .png()
      .toBuffer();
    const res = await upload(token, fileParts(png, textParts(credit)));
    expect(res.statusCode).toBe(200);
    const photo = placePhotoResponseSchema.parse(res.json()).photo;
    if (!photo) throw new Error('no photo in the answer');
    return { photo, url: photo.webp[0]?.url ?? '' };
  };

  it('audits uploads; reverting one brings back the photo it replaced, then the generated cover', async () => {
    const token = await tokenOf(ADMIN, 'admin');
    const cover = await publicPlace();
    const first = await uploaded(token, '#aa3300', 'First Photographer');
    const created = await latestAudit(token);
    expect(created).toMatchObject({ entity_kind: 'photo', entity_id: PLACE, action: 'create' });
    expect(created?.values).toContainEqual({ field: 'credit', before: null, after: 'First Photographer' });
    const firstBytes = (await ctx.app.inject(first.url)).rawPayload;

    const second = await uploaded(token, '#0033aa', 'Second Photographer');
    const replaced = await latestAudit(token);
    expect(replaced?.action).toBe('update');
    expect(replaced?.values).toContainEqual({ field: 'credit', before: 'First Photographer', after: 'Second Photographer' }); // prettier-ignore
    expect(JSON.stringify(replaced)).not.toContain('data');

    await revert(token, replaced?.id);
    expect((await publicPlace()).photo).toEqual(first.photo);
    const restored = await ctx.app.inject(first.url);
    expect(restored.statusCode).toBe(200);
    expect(restored.rawPayload.equals(firstBytes)).toBe(true);
    // The replaced photo's URL (same path, another ?v) now gets the restored photo, briefly cached.
    const stale = await ctx.app.inject(second.url);
    expect(stale.rawPayload.equals(firstBytes)).toBe(true);
    expect(stale.headers['cache-control']).not.toContain('immutable');

    await revert(token, created?.id);
    const back = await publicPlace();
    expect(back.photo).toBeUndefined();
    expect(back.image_url).toBe(cover.image_url);
    expect((await ctx.app.inject(first.url)).statusCode).toBe(404);
  });

  it('audits a removal, and reverting it shows the removed photo again', async () => {
    const token = await tokenOf(ADMIN, 'admin');
    const { photo, url } = await uploaded(token, '#22aa44', 'Kept Photographer');
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/places/${PLACE}/photo`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(del.statusCode).toBe(200);
    const removal = await latestAudit(token);
    expect(removal).toMatchObject({ entity_kind: 'photo', entity_id: PLACE, action: 'delete' });
    expect(removal?.values).toContainEqual({ field: 'credit', before: 'Kept Photographer', after: null });
    expect((await publicPlace()).photo).toBeUndefined();

    const entry = await revert(token, removal?.id);
    expect(entry).toMatchObject({ action: 'revert', reverts: removal?.id });
    expect((await publicPlace()).photo).toEqual(photo);
    expect((await ctx.app.inject(url)).statusCode).toBe(200);
  });
  it('takes uploads for one place at the same moment one after the other: none refused, one shown', async () => {
    const token = await tokenOf(ADMIN, 'admin');
    const colours = ['#112233', '#445566', '#778899'];
    const answers = await Promise.all(
      colours.map(async (colour, i) => {
        const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
          .png()
          .toBuffer();
        return upload(token, fileParts(png, textParts(`Together ${i}`)));
      }),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const rows = await photoRows();
    expect(rows.filter((row) => row.active)).toHaveLength(1);
    const shown = (await publicPlace()).photo;
    expect(answers.map((a) => placePhotoResponseSchema.parse(a.json()).photo?.credit)).toContain(shown?.credit);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/places/${PLACE}/photo`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(del.statusCode).toBe(200);
  });
});

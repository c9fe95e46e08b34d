import { adminPlaceResponseSchema, errorEnvelopeSchema } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../test/accounts.js';
import { useTestApp } from '../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../test/test-database.js';

const PLACE = 'matterhorn';

describe.each(TEST_DATABASE_KINDS)('image_url of a place written by an admin on %s', (kind) => {
  const ctx = useTestApp(kind);
  const admin = async () => bearer(await tokenFor(ctx.database.db, 'image-url-admin@example.org', 'admin'));

  const put = async (imageUrl: string) => {
    const headers = await admin();
    const current = await ctx.app.inject({ method: 'GET', url: `/api/admin/places/${PLACE}`, headers });
    const place = adminPlaceResponseSchema.parse(current.json()).place;
    return ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/places/${PLACE}`,
      headers,
      payload: { ...place, image_url: imageUrl },
    });
  };

  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x.jpg'])(
    'refuses %s with a 400 that names the field and says what is accepted',
    async (imageUrl) => {
      const res = await put(imageUrl);
      expect(res.statusCode).toBe(400);
      const envelope = errorEnvelopeSchema.parse(res.json());
      expect(envelope.details).toContainEqual({
        field: 'image_url',
        message: 'must be an http:// or https:// address, or a path on this site starting with /',
      });
    },
  );

  it('accepts an https address and a path on this site', async () => {
    expect((await put('https://upload.wikimedia.org/wikipedia/commons/a/a1/Matterhorn.jpg')).statusCode).toBe(200);
    expect((await put('/api/media/cover/matterhorn')).statusCode).toBe(200);
  });
});

import { errorEnvelopeSchema, qrResponseSchema } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('QR codes', () => {
  const ctx = useTestApp('pglite');

  it.each(['bhms', 'switzerland'])('serves the %s code as a PNG data URL and as an image', async (target) => {
    const json = qrResponseSchema.parse((await ctx.app.inject(`/api/swiss/v2/qr/${target}`)).json());
    const fromJson = Buffer.from(json.qr_code.replace('data:image/png;base64,', ''), 'base64');
    expect(fromJson.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const image = await ctx.app.inject(`/api/swiss/qr/${target}`);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(fromJson)).toBe(true);
  });

  it('refuses an unknown target with a 400 envelope', async () => {
    const res = await ctx.app.inject('/api/swiss/v2/qr/elsewhere');
    expect(res.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(res.json()).details?.[0]?.field).toBe('target');
  });
});

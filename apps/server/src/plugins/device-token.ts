import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A token is accepted for this long after it was issued; the web app then asks for a new one. */
export const DEVICE_TOKEN_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Clocks of several instances may differ a little: a token "issued" this far ahead is still good. */
const CLOCK_SKEW_MS = 60 * 1000;
const TOKEN = /^([A-Za-z0-9_-]{16})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})$/;

/**
 * Signed anonymous device tokens: `<random id>.<issue time>.<MAC>`, nothing else. They only key
 * the rate limits of costly calls (plugins/rate-limits.ts); the server stores none and checks them
 * by their MAC. A forged, altered or expired token is treated as no token.
 *
 * Without DEVICE_TOKEN_SECRET each process makes a random secret: tokens then fail after a restart
 * (the app asks for a new one) and, behind a load balancer, every instance needs the same secret.
 */
export class DeviceTokens {
  private readonly secret: Buffer;

  constructor(
    secret: string | undefined,
    private readonly now: () => number = Date.now,
  ) {
    this.secret = secret ? Buffer.from(secret, 'utf8') : randomBytes(32);
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url').slice(0, 22);
  }

  issue(): { token: string; expiresAt: Date } {
    const issued = Math.floor(this.now() / 1000);
    const payload = `${randomBytes(12).toString('base64url')}.${issued.toString(36)}`;
    return {
      token: `${payload}.${this.mac(payload)}`,
      expiresAt: new Date(issued * 1000 + DEVICE_TOKEN_MAX_AGE_MS),
    };
  }

  /** The device id of a valid token, or undefined. */
  verify(token: unknown): string | undefined {
    if (typeof token !== 'string') return undefined;
    const match = TOKEN.exec(token);
    if (!match) return undefined;
    const [, id = '', issued = '', mac = ''] = match;
    const expected = Buffer.from(this.mac(`${id}.${issued}`));
    if (!timingSafeEqual(expected, Buffer.from(mac))) return undefined;
    const age = this.now() - parseInt(issued, 36) * 1000;
    return age > -CLOCK_SKEW_MS && age < DEVICE_TOKEN_MAX_AGE_MS ? id : undefined;
  }
}

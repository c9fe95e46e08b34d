import type { Unavailable } from '@swiss/contract';
import { ProviderError } from '../../../platform/providers/errors.js';

/**
 * What a visitor is told when a provider gave nothing: no answer at all (timeout, unreachable) needs a
 * connection; an answer we could not use is the provider's error; a 429 or our own budget is a rate limit.
 */
export function unavailableFrom(error: unknown, capability: string): Unavailable {
  const reason = ((): Unavailable['reason'] => {
    if (!(error instanceof ProviderError)) return 'provider_error';
    switch (error.kind) {
      case 'not_configured':
        return 'not_configured';
      case 'rate_limited':
        return 'rate_limited';
      case 'timeout':
        return 'needs_connection';
      case 'http':
        return error.status === null ? 'needs_connection' : 'provider_error';
      case 'invalid_response':
        return 'provider_error';
    }
  })();
  return { status: 'unavailable', reason, capability };
}

export const notConfigured = (capability: string): Unavailable => ({
  status: 'unavailable',
  reason: 'not_configured',
  capability,
});

/** Coordinates rounded to 0.01° (about 1 km): every visitor in that cell shares one upstream answer. */
export function cell(lat: number, lng: number): { lat: string; lng: string; key: string } {
  // `+ 0` turns -0 into 0, so both sides of the equator or meridian name the same cell the same way.
  const round = (value: number) => (Math.round(value * 100) / 100 + 0).toFixed(2);
  const cellLat = round(lat);
  const cellLng = round(lng);
  return { lat: cellLat, lng: cellLng, key: `${cellLat},${cellLng}` };
}

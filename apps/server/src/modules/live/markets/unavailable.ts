import type { Unavailable } from '@swiss/contract';
import { ProviderError } from '../../../platform/providers/errors.js';

/**
 * What a panel says when a provider gave nothing: a timeout or an unreachable host is a missing
 * connection, a 429 or a spent budget is a rate limit, anything else the provider's fault.
 */
export function unavailableFrom(error: unknown, capability: string): Unavailable {
  if (!(error instanceof ProviderError)) return { status: 'unavailable', reason: 'provider_error', capability };
  const reason =
    error.kind === 'not_configured'
      ? 'not_configured'
      : error.kind === 'rate_limited'
        ? 'rate_limited'
        : error.kind === 'timeout' || (error.kind === 'http' && error.status === null)
          ? 'needs_connection'
          : 'provider_error';
  return { status: 'unavailable', reason, capability };
}

export const notConfigured = (capability: string): Unavailable => ({
  status: 'unavailable',
  reason: 'not_configured',
  capability,
});

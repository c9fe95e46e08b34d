import type { ProviderErrorKind } from '@swiss/contract';

export type { ProviderErrorKind };

/**
 * The one error every outside call ends in, whatever went wrong upstream. Callers decide what a
 * visitor sees (a fallback, a 502/504); the message never holds a key or the upstream body.
 */
export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    /** The provider's name, e.g. "llm" or "tts". */
    readonly provider: string,
    message: string,
    /** The upstream HTTP status, when there was one. */
    readonly status: number | null = null,
    /** From a 429's Retry-After: when the provider accepts calls again (ms since epoch). */
    readonly retryAt: number | null = null,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
  }
}

/** A call its caller called off (ProviderRequest.signal): not a failure of the provider, never counted as one. */
export class ProviderAborted extends Error {
  constructor(readonly provider: string) {
    super(`${provider}: called off by the caller`);
    this.name = 'ProviderAborted';
  }
}

/** Failures that say the upstream is unwell, so they count towards opening its circuit. */
export function isUpstreamFailure(error: ProviderError): boolean {
  return error.kind === 'timeout' || error.kind === 'http' || error.kind === 'invalid_response';
}

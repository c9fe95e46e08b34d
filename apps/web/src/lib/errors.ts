import type { ErrorCode } from '@swiss/contract';
import i18next from 'i18next';

/**
 * What went wrong, as a visitor understands it. The HTTP layer's own words ("Network Error",
 * "Request failed with status code 500", "timeout of 10000ms exceeded") never reach the page: every
 * failure is one of these situations, each with a translated text (`errors.<situation>` in the
 * shared catalog). The spec's own texts ("Could not load {category} places. {reason}", "Search
 * failed. Please try again.") stay as they are and take these as their reason.
 */
export type ErrorSituation =
  'offline' | 'network' | 'timeout' | 'notFound' | 'rateLimited' | 'unavailable' | 'server' | 'signIn' | 'rejected';

export type FailureCode = ErrorCode | 'NETWORK_ERROR' | 'TIMEOUT' | 'INVALID_RESPONSE';

/** What a failed call tells: its HTTP status (0 when none came), its code, the server's message. */
export interface Failure {
  status: number;
  code: FailureCode;
  /** The server's envelope message, when it sent one. */
  serverMessage?: string | undefined;
}

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function errorSituation(failure: Failure, online: boolean = browserOnline()): ErrorSituation {
  const { status, code } = failure;
  if (code === 'NETWORK_ERROR') return online ? 'network' : 'offline';
  if (code === 'TIMEOUT' || code === 'REQUEST_TIMEOUT' || code === 'UPSTREAM_TIMEOUT' || status === 504)
    return 'timeout';
  if (code === 'NOT_FOUND' || status === 404) return 'notFound';
  if (code === 'RATE_LIMITED' || status === 429) return 'rateLimited';
  if (code === 'SERVICE_UNAVAILABLE' || code === 'UPSTREAM_ERROR' || status === 502 || status === 503)
    return 'unavailable';
  if (status >= 500 || code === 'INTERNAL_ERROR' || code === 'INVALID_RESPONSE') return 'server';
  if (code === 'UNAUTHORIZED' || code === 'FORBIDDEN' || status === 401 || status === 403) return 'signIn';
  return 'rejected';
}

/** The translated text for a situation, in the language shown now. */
export function situationText(situation: ErrorSituation): string {
  return i18next.t(`errors.${situation}`);
}

/**
 * The text to show for a failed call. A refusal the server explains itself (a 4xx with its own
 * message: an invalid field, a wrong password, a reused key) keeps the server's words; everything
 * else is the situation's text.
 */
export function failureText(failure: Failure, online?: boolean): string {
  const situation = errorSituation(failure, online);
  if ((situation === 'rejected' || situation === 'signIn') && failure.serverMessage) return failure.serverMessage;
  return situationText(situation);
}

function isFailure(error: unknown): error is Error & Failure {
  return (
    error instanceof Error &&
    typeof (error as Partial<Failure>).status === 'number' &&
    typeof (error as Partial<Failure>).code === 'string'
  );
}

/**
 * Any error as the page may show it: an API failure by its situation; anything else (a script that
 * could not load, a fetch that threw) as offline when the browser is, else the generic text.
 */
export function describeError(error: unknown): string {
  if (isFailure(error)) return failureText(error);
  return browserOnline() ? i18next.t('errors.generic') : situationText('offline');
}

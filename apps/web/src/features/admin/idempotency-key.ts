import { useRef } from 'react';
import { ApiError } from '../../lib/api-client';

/** A random key; crypto.randomUUID exists only on https and localhost, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether the server has given its final word on a create, so the next submission is a new
 * create with a new key. After a lost answer (network, timeout) or a 5xx the create may have been
 * saved: the retry keeps the key and gets the first answer back instead of a duplicate.
 */
export function isSettled(failure: unknown): boolean {
  return failure === undefined || (failure instanceof ApiError && failure.status >= 400 && failure.status < 500);
}

/** One Idempotency-Key per create submission (server: content/idempotency.ts), kept across its retries. */
export function useIdempotencyKey() {
  const key = useRef<string | undefined>(undefined);
  return {
    current: () => (key.current ??= newIdempotencyKey()),
    settle: (failure?: unknown) => {
      if (isSettled(failure)) key.current = undefined;
    },
  };
}

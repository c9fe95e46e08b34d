import { idempotencyKeySchema } from '@swiss/contract';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { newIdempotencyKey, useIdempotencyKey } from './idempotency-key';

describe('the Idempotency-Key of an admin create', () => {
  it('is a key the server accepts', () => {
    expect(idempotencyKeySchema.safeParse(newIdempotencyKey()).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('stays the same while a submission is retried after a lost answer, and is new after the answer', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.current();
    result.current.settle(new ApiError('Network Error', 0, 'NETWORK_ERROR'));
    result.current.settle(new ApiError('The database is not reachable.', 503, 'SERVICE_UNAVAILABLE'));
    expect(result.current.current()).toBe(first);
    result.current.settle();
    const second = result.current.current();
    expect(second).not.toBe(first);
    // A refusal (400) stored nothing: the corrected form is a new create.
    result.current.settle(new ApiError('question.de: is required', 400, 'VALIDATION_ERROR'));
    expect(result.current.current()).not.toBe(second);
  });
});

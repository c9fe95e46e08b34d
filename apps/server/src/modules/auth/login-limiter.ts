/**
 * Counts failed sign-ins per key (account, address) in a fixed window. In memory: each server
 * instance limits on its own, which still bounds guessing to a small multiple per instance.
 */
export class LoginLimiter {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10000,
  ) {}

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfterMs(key: string, now: number): number {
    const entry = this.failures.get(key);
    if (!entry || entry.resetAt <= now) return 0;
    return entry.count >= this.max ? entry.resetAt - now : 0;
  }

  fail(key: string, now: number): void {
    const entry = this.failures.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.failures.size >= this.maxKeys) this.evict(now);
      this.failures.set(key, { count: 1, resetAt: now + this.windowMs });
    } else entry.count += 1;
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private evict(now: number): void {
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
    // Still full of live entries: forget the oldest rather than grow without bound.
    if (this.failures.size >= this.maxKeys) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
  }
}

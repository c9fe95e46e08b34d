export type CircuitState = 'closed' | 'open' | 'half-open';

export interface BreakerOptions {
  /** Consecutive upstream failures that open the circuit. */
  failures: number;
  /** How long an open circuit refuses calls before it lets one trial call through. */
  cooldownMs: number;
}

/**
 * A circuit breaker: after N failures in a row the provider is not called for a cool-down (visitors
 * get their fallback at once instead of each waiting for a timeout); then one trial call decides.
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;
  private trialRunning = false;

  constructor(
    private readonly options: BreakerOptions,
    private readonly now: () => number = Date.now,
  ) {}

  get state(): CircuitState {
    if (this.openedAt === null) return 'closed';
    return this.now() - this.openedAt >= this.options.cooldownMs ? 'half-open' : 'open';
  }

  /** Whether a call may go upstream now; in half-open state only one trial call at a time. */
  tryPass(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.trialRunning) return false;
    this.trialRunning = true;
    return true;
  }

  success(): void {
    this.failures = 0;
    this.openedAt = null;
    this.trialRunning = false;
  }

  failure(): void {
    this.failures += 1;
    this.trialRunning = false;
    // A failed trial re-opens at once; a closed circuit opens at the threshold.
    if (this.openedAt !== null || this.failures >= this.options.failures) this.openedAt = this.now();
  }

  /** A trial call that ended without an answer either way (e.g. refused by the budget). */
  release(): void {
    this.trialRunning = false;
  }
}

export interface BudgetOptions {
  /** Upstream calls per second and per day (UTC), shared by every visitor of this instance. */
  perSecond: number;
  perDay: number;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * A provider's call budget: a per-second window against bursts and a daily cap against the bill (or
 * a free tier's terms). A 429 with Retry-After pauses the provider until then.
 */
export class RateBudget {
  private second = { start: 0, used: 0 };
  private day = { start: 0, used: 0 };
  private pausedUntil = 0;

  constructor(
    private readonly options: BudgetOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one call from the budget, or says no (nothing is taken then). */
  tryTake(): boolean {
    const now = this.now();
    if (now < this.pausedUntil) return false;
    this.roll(now);
    if (this.second.used >= this.options.perSecond || this.day.used >= this.options.perDay) return false;
    this.second.used += 1;
    this.day.used += 1;
    return true;
  }

  pauseUntil(time: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, time);
  }

  private roll(now: number): void {
    const second = Math.floor(now / 1000) * 1000;
    if (second !== this.second.start) this.second = { start: second, used: 0 };
    const day = Math.floor(now / DAY_MS) * DAY_MS;
    if (day !== this.day.start) this.day = { start: day, used: 0 };
  }
}

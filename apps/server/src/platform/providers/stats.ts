import type { ProviderErrorKind } from './errors.js';

const DAY_MS = 24 * 3600 * 1000;

/** What the admin System panel shows of a provider: never a key, URL or upstream body. */
export class ProviderStats {
  lastSuccessAt: number | null = null;
  lastError: { kind: ProviderErrorKind; at: number; status: number | null } | null = null;
  private calls = { day: 0, count: 0 };

  constructor(private readonly now: () => number = Date.now) {}

  /** One request sent upstream (retries count: each costs). */
  called(): void {
    this.roll();
    this.calls.count += 1;
  }

  succeeded(): void {
    this.lastSuccessAt = this.now();
  }

  failed(kind: ProviderErrorKind, status: number | null): void {
    this.lastError = { kind, at: this.now(), status };
  }

  callsToday(): number {
    this.roll();
    return this.calls.count;
  }

  private roll(): void {
    const day = Math.floor(this.now() / DAY_MS);
    if (day !== this.calls.day) this.calls = { day, count: 0 };
  }
}

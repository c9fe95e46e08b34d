import type { FastifyBaseLogger } from 'fastify';

export interface CatalogChangesOptions {
  /** Rebuild this instance's snapshot from the database. */
  rebuild: () => Promise<void>;
  /** Tell the other instances (PostgreSQL NOTIFY). */
  notify: () => Promise<void>;
  log: FastifyBaseLogger;
  /** First wait before a failed step is tried again; it doubles up to maxDelayMs. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * What follows a committed catalog write: this instance rebuilds its snapshot and the others are
 * told. The write is saved and audited by then, so a failure here (the connection dropped right
 * after the commit) must not turn into an error for the admin, who would "try again" and create
 * the record twice. A failed step is logged and tried again in the background with back-off until
 * it succeeds; the periodic version check (CATALOG_POLL_MS) remains the last safety net.
 */
export class CatalogChanges {
  private readonly minDelayMs: number;
  private readonly maxDelayMs: number;
  private delay: number;
  private timer: NodeJS.Timeout | undefined;
  private pendingRebuild = false;
  private pendingNotify = false;
  private stopped = false;

  constructor(private readonly options: CatalogChangesOptions) {
    this.minDelayMs = options.minDelayMs ?? 500;
    this.maxDelayMs = options.maxDelayMs ?? 30_000;
    this.delay = this.minDelayMs;
  }

  /** After a commit: rebuild and notify now; never throws (what fails is retried later). */
  async changed(): Promise<void> {
    this.pendingRebuild = true;
    this.pendingNotify = true;
    await this.attempt();
  }

  /** A rebuild or notification is waiting to be tried again. */
  get retrying(): boolean {
    return this.timer !== undefined;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async attempt(): Promise<void> {
    const { log } = this.options;
    if (this.pendingRebuild) {
      try {
        // Cleared first: a change committed during the rebuild sets it again.
        this.pendingRebuild = false;
        await this.options.rebuild();
      } catch (error) {
        this.pendingRebuild = true;
        log.warn({ err: error }, 'catalog rebuild after a change failed; retrying in the background');
      }
    }
    if (this.pendingNotify) {
      try {
        this.pendingNotify = false;
        await this.options.notify();
      } catch (error) {
        this.pendingNotify = true;
        log.warn({ err: error }, 'catalog change notification failed; retrying in the background');
      }
    }
    if (this.pendingRebuild || this.pendingNotify) this.schedule();
    else this.delay = this.minDelayMs;
  }

  private schedule(): void {
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.attempt().then(() => {
        if (!this.pendingRebuild && !this.pendingNotify)
          this.options.log.info('catalog change caught up after a retry');
      });
    }, this.delay);
    this.timer.unref();
    this.delay = Math.min(this.delay * 2, this.maxDelayMs);
  }
}

/**
 * An in-memory view of database data (the catalog snapshot, the POI index) rebuilt when the data's
 * version moves: rebuilds run one after another, never interleaved, and a check that finds the
 * version unchanged costs one cheap query. Every instance on one PostgreSQL database calls
 * `refreshIfChanged` on a NOTIFY and on a poll.
 */
export class VersionedRebuild {
  private version: string | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    /** The data's version now (e.g. a count and the latest updated_at). */
    private readonly readVersion: () => Promise<string>,
    /** Builds the view from the database and puts it in place. */
    private readonly build: () => Promise<void>,
  ) {}

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Rebuild now. */
  refresh(): Promise<void> {
    return this.enqueue(() => this.load());
  }

  /** Rebuild only when the version moved since the last build; true when it did. */
  refreshIfChanged(): Promise<boolean> {
    return this.enqueue(async () => {
      if ((await this.readVersion()) === this.version) return false;
      await this.load();
      return true;
    });
  }

  private async load(): Promise<void> {
    // Version first: a write landing during the build moves it again, so the next check rebuilds.
    const version = await this.readVersion();
    await this.build();
    this.version = version;
  }
}

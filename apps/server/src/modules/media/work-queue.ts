/** Thrown when the queue is full or a task waited too long for its turn: the caller answers 503. */
export class QueueFullError extends Error {}

interface Waiting {
  start: () => void;
  timer: NodeJS.Timeout;
}

/**
 * At most `concurrency` tasks at once, at most `maxQueued` waiting for a turn, each waiting at most
 * `maxWaitMs`. Beyond that a task is refused at once rather than queued without end: under a flood the
 * server answers "busy" quickly and keeps its memory, instead of holding every request until it dies.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: Waiting[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxQueued: number,
    private readonly maxWaitMs: number,
  ) {}

  run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) return this.execute(task);
    if (this.waiting.length >= this.maxQueued) return Promise.reject(new QueueFullError('The queue is full'));
    return new Promise<T>((resolve, reject) => {
      const entry: Waiting = {
        start: () => {
          clearTimeout(entry.timer);
          this.execute(task).then(resolve, reject);
        },
        timer: setTimeout(() => {
          const index = this.waiting.indexOf(entry);
          if (index >= 0) this.waiting.splice(index, 1);
          reject(new QueueFullError('Waited too long for a turn'));
        }, this.maxWaitMs),
      };
      this.waiting.push(entry);
    });
  }

  /** Tasks running and waiting now (for tests and the log). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private async execute<T>(task: () => Promise<T>): Promise<T> {
    this.running += 1;
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.start();
    }
  }
}

import type { RecentError } from '@swiss/contract';

const MESSAGE_MAX = 200;
// Messages of driver errors can quote values; these are the shapes of personal data we could meet.
const EMAILS = /[^\s@]+@[^\s@]+\.[^\s@]+/g;
const ADDRESSES = /\b\d{1,3}(?:\.\d{1,3}){3}\b|\b[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}\b/gi;

/**
 * The last server errors (5xx) of this instance, for the admin's system panel. It keeps the route
 * pattern rather than the URL (no ids, no query strings) and a short message with emails and
 * addresses masked; the full error stays in the log.
 */
export class RecentErrors {
  private items: RecentError[] = [];

  constructor(private readonly capacity = 20) {}

  add(entry: Omit<RecentError, 'time' | 'message'> & { message: string; time?: Date }): void {
    const message = entry.message.replace(EMAILS, '[email]').replace(ADDRESSES, '[address]').slice(0, MESSAGE_MAX);
    this.items.unshift({ ...entry, time: (entry.time ?? new Date()).toISOString(), message });
    if (this.items.length > this.capacity) this.items.length = this.capacity;
  }

  /** Newest first. */
  list(): RecentError[] {
    return [...this.items];
  }
}

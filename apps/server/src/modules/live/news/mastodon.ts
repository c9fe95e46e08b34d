import { z } from 'zod';
import type { Config } from '../../../config/env.js';
import { providerBudget } from '../../../config/providers.js';
import { ProviderClient, type ProviderResult } from '../../../platform/providers/client.js';
import type { ClientBase, Provider } from '../../../platform/providers/registry.js';

/** The fields we read of a Mastodon status (GET /api/v1/timelines/tag/:hashtag); the rest is ignored. */
const statusSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  content: z.string(),
  url: z.string().nullable().optional(),
  uri: z.string().optional(),
  sensitive: z.boolean().optional(),
  spoiler_text: z.string().optional(),
  visibility: z.string().optional(),
  account: z.object({ acct: z.string(), display_name: z.string().optional(), username: z.string().optional() }),
});
export type MastodonStatus = z.infer<typeof statusSchema>;
const timelineAnswer = z.array(statusSchema);

export interface MastodonOptions {
  baseUrl: string;
  timeoutMs: number;
  config: Config;
  now?: (() => number) | undefined;
}

/** Posts per request: the spec's social cap (§9: 12). */
export const MASTODON_LIMIT = 12;

const CACHE = { ttlMs: 10 * 60_000, staleMs: 3600_000, maxEntries: 500 };

/** "Zürich" -> "zurich", "La Chaux-de-Fonds" -> "lachauxdefonds": how a city is written as a hashtag. */
export function hashtagOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '');
}

/** A Mastodon instance's public hashtag timeline (no key: public timelines are open on most instances). */
export class MastodonTimeline implements Provider {
  readonly client: ProviderClient;
  readonly host: string;

  constructor(base: ClientBase, options: MastodonOptions) {
    this.host = new URL(options.baseUrl).host;
    this.client = new ProviderClient({
      ...base,
      baseUrl: options.baseUrl,
      timeoutMs: options.timeoutMs,
      attribution: `Public posts on ${this.host}`,
      licenceUrl: null,
      budget: providerBudget(options.config, 'social'),
      cache: CACHE,
      ...(options.now ? { now: options.now } : {}),
    });
  }

  /** The newest public posts with a hashtag. Throws a ProviderError. */
  tagged(tag: string): Promise<ProviderResult<MastodonStatus[]>> {
    return this.client.request({
      path: `/api/v1/timelines/tag/${encodeURIComponent(tag)}?limit=${MASTODON_LIMIT}`,
      read: 'json',
      schema: timelineAnswer,
      cacheKey: tag,
    });
  }
}

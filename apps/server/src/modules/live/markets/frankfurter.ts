import { LIVE } from '@swiss/contract';
import { z } from 'zod';
import type { Config } from '../../../config/env.js';
import { providerBudget } from '../../../config/providers.js';
import { ProviderClient } from '../../../platform/providers/client.js';
import type { ClientBase, Provider } from '../../../platform/providers/registry.js';
import type { CurrencyData } from '../live-sources.js';

export const FRANKFURTER_ATTRIBUTION = 'Rates: European Central Bank via Frankfurter';

/** Frankfurter's /latest answer: {amount, base, date, rates: {USD: 1.08, ...}}. */
const latestAnswer = z.object({
  amount: z.number().optional(),
  base: z.literal('EUR'),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  rates: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().positive()),
});

export interface FrankfurterOptions {
  baseUrl: string;
  timeoutMs: number;
  config: Config;
  now?: (() => number) | undefined;
}

/** The ECB publishes once a working day (about 16:00 CET): an hour fresh, the last table kept for a week. */
const CACHE = { ttlMs: 3600_000, staleMs: 7 * 24 * 3600_000, maxEntries: 4 };

/** The ECB's euro reference rates through Frankfurter (no key); the spec's six currencies (§9). */
export class FrankfurterRates implements Provider {
  readonly client: ProviderClient;

  constructor(base: ClientBase, options: FrankfurterOptions) {
    this.client = new ProviderClient({
      ...base,
      baseUrl: options.baseUrl,
      timeoutMs: options.timeoutMs,
      attribution: FRANKFURTER_ATTRIBUTION,
      licenceUrl:
        'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html',
      budget: providerBudget(options.config, 'currency'),
      cache: CACHE,
      retry: { attempts: 1, baseDelayMs: 200 },
      ...(options.now ? { now: options.now } : {}),
    });
  }

  /** The rates of LIVE.currencies from EUR, in that order. Throws a ProviderError. */
  async rates(): Promise<Exclude<CurrencyData, { status: 'unavailable' }>> {
    const symbols = LIVE.currencies.join(',');
    const { data, provenance } = await this.client.request({
      path: `/latest?base=EUR&symbols=${symbols}`,
      read: 'json',
      schema: latestAnswer,
      cacheKey: symbols,
    });
    const rates = LIVE.currencies.flatMap((code) => {
      const rate = data.rates[code];
      return rate === undefined ? [] : [{ code, rate }];
    });
    return { base: 'EUR', date: data.date, rates, provenance };
  }
}

import { z } from 'zod';
import type { Config } from '../../../config/env.js';
import { providerBudget } from '../../../config/providers.js';
import { ProviderClient } from '../../../platform/providers/client.js';
import type { ClientBase, Provider } from '../../../platform/providers/registry.js';
import type { CryptoData } from '../live-sources.js';

export const COINGECKO_ATTRIBUTION = 'Data provided by CoinGecko';

/** The spec's coins (§7: bitcoin and ethereum in USD with 24 h change). */
export const COINS = [
  { id: 'bitcoin', symbol: 'BTC' },
  { id: 'ethereum', symbol: 'ETH' },
] as const;

/** /simple/price: {"bitcoin": {"usd": 67187.33, "usd_24h_change": 3.63}, ...}; change may be null. */
const priceAnswer = z.record(
  z.string(),
  z.object({ usd: z.number().nonnegative(), usd_24h_change: z.number().nullable().optional() }),
);

export interface CoinGeckoOptions {
  baseUrl: string;
  apiKey: string | undefined;
  keyKind: 'demo' | 'pro';
  timeoutMs: number;
  config: Config;
  now?: (() => number) | undefined;
}

/** Prices move by the minute, but the free plan is small: five minutes fresh, no stale value shown. */
const CACHE = { ttlMs: 5 * 60_000, staleMs: 0, maxEntries: 4 };

/** CoinGecko's simple price API; a key (Demo or Pro) by settings, sent as a header. */
export class CoinGeckoPrices implements Provider {
  readonly client: ProviderClient;

  constructor(base: ClientBase, options: CoinGeckoOptions) {
    const header = options.keyKind === 'pro' ? 'x-cg-pro-api-key' : 'x-cg-demo-api-key';
    this.client = new ProviderClient({
      ...base,
      baseUrl: options.baseUrl,
      headers: options.apiKey ? { [header]: options.apiKey } : {},
      timeoutMs: options.timeoutMs,
      attribution: COINGECKO_ATTRIBUTION,
      licenceUrl: 'https://www.coingecko.com/en/api_terms',
      budget: providerBudget(options.config, 'crypto'),
      cache: CACHE,
      ...(options.now ? { now: options.now } : {}),
    });
  }

  /** Bitcoin and ethereum in USD; a coin the answer lacks is left out. Throws a ProviderError. */
  async prices(): Promise<Exclude<CryptoData, { status: 'unavailable' }>> {
    const ids = COINS.map((coin) => coin.id).join(',');
    const { data, provenance } = await this.client.request({
      path: `/simple/price?ids=${ids}&vs_currencies=usd&include_24hr_change=true`,
      read: 'json',
      schema: priceAnswer,
      cacheKey: ids,
    });
    const coins = COINS.flatMap(({ id, symbol }) => {
      const price = data[id];
      return price ? [{ id, symbol, usd: price.usd, change24h: price.usd_24h_change ?? null }] : [];
    });
    if (coins.length === 0) throw this.client.invalid('no price for the coins asked');
    return { coins, provenance };
  }
}

import type { Config } from '../../../config/env.js';
import { providerChoices } from '../../../config/providers.js';
import type { ProviderRegistry } from '../../../platform/providers/registry.js';
import type { LiveSources } from '../live-sources.js';
import { CoinGeckoPrices } from './coingecko.js';
import { FrankfurterRates } from './frankfurter.js';
import { notConfigured, unavailableFrom } from './unavailable.js';

export type MarketSources = Pick<LiveSources, 'currency' | 'crypto'>;

export interface MarketSourceOptions {
  /** The providers' clock (tests move it to age the cache). */
  now?: () => number;
}

/**
 * Currency (Frankfurter) and crypto (CoinGecko) as the settings choose them. Never throws: a failing
 * or absent provider is an Unavailable. Currency past its hour is still served (flagged stale) for a
 * week while a refresh runs: "the last table with its date"; crypto has no stale value.
 */
export function createMarketSources(
  config: Config,
  registry: ProviderRegistry,
  options: MarketSourceOptions = {},
): MarketSources {
  const choices = providerChoices(config);
  const frankfurter = registry.choose('currency', choices.currency, {
    frankfurter: (base) =>
      new FrankfurterRates(base, {
        baseUrl: config.FRANKFURTER_URL,
        timeoutMs: config.MARKETS_TIMEOUT_MS,
        config,
        now: options.now,
      }),
  });
  const coingecko = registry.choose('crypto', choices.crypto, {
    coingecko: (base) =>
      new CoinGeckoPrices(base, {
        baseUrl: config.COINGECKO_URL,
        apiKey: config.COINGECKO_API_KEY,
        keyKind: config.COINGECKO_KEY_KIND,
        timeoutMs: config.MARKETS_TIMEOUT_MS,
        config,
        now: options.now,
      }),
  });
  return {
    async currency() {
      if (!frankfurter) return notConfigured('currency');
      try {
        return await frankfurter.rates();
      } catch (error) {
        return unavailableFrom(error, 'currency');
      }
    },
    async crypto() {
      if (!coingecko) return notConfigured('crypto');
      try {
        return await coingecko.prices();
      } catch (error) {
        return unavailableFrom(error, 'crypto');
      }
    },
  };
}

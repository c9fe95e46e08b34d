import type { Config } from '../../../config/env.js';
import { providerChoices } from '../../../config/providers.js';
import type { ProviderRegistry } from '../../../platform/providers/registry.js';
import { OpendataTransport } from './opendata.js';

/** transport.opendata.ch as TRANSPORT_PROVIDER chooses it (listed in the System panel either way). */
export function transportProvider(
  config: Config,
  registry: ProviderRegistry,
  options: { now?: () => number } = {},
): OpendataTransport | undefined {
  return registry.choose('transport', providerChoices(config).transport, {
    opendata: (base) =>
      new OpendataTransport(base, {
        baseUrl: config.TRANSPORT_BASE_URL,
        timeoutMs: config.TRANSPORT_TIMEOUT_MS,
        config,
        now: options.now,
      }),
  });
}

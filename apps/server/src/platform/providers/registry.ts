import type { ProviderStatus } from '@swiss/contract';
import { ProviderClient, type ProviderDefinition } from './client.js';

/** A provider implementation: whatever it offers, through one platform client. */
export interface Provider {
  readonly client: ProviderClient;
}

/** What the registry fills in of a client's definition. */
export type ClientBase = Pick<ProviderDefinition, 'capability' | 'implementation' | 'userAgent'>;

export interface RegistryOptions {
  /** The app's version, for the User-Agent. */
  version: string;
  /** A URL or address upstream operators can reach us at (PROVIDER_CONTACT); optional. */
  contact: string | undefined;
}

/** How the server introduces itself to providers; public APIs (Nominatim, MeteoSwiss...) ask for it. */
export function userAgent({ version, contact }: RegistryOptions): string {
  return contact ? `SwissExplorer/${version} (+${contact})` : `SwissExplorer/${version}`;
}

/**
 * Every outside provider of this instance. Each capability gets the implementation its settings
 * chose (config/providers.ts) or none ("off"); the System panel lists them all.
 */
export class ProviderRegistry {
  private readonly clients: ProviderClient[] = [];
  readonly userAgent: string;

  constructor(options: RegistryOptions) {
    this.userAgent = userAgent(options);
  }

  /**
   * Builds the implementation the settings chose for a capability; undefined for "off" (listed as
   * not configured, so the System panel still shows the capability).
   */
  choose<T extends Provider>(
    capability: string,
    chosen: string,
    implementations: Record<string, (base: ClientBase) => T>,
  ): T | undefined {
    const base = { capability, implementation: chosen, userAgent: this.userAgent };
    const build = implementations[chosen];
    if (build) return this.add(build(base));
    this.add({
      client: new ProviderClient({ ...base, baseUrl: undefined, timeoutMs: 1, attribution: '', licenceUrl: null }),
    });
    return undefined;
  }

  add<T extends Provider>(provider: T): T {
    this.clients.push(provider.client);
    return provider;
  }

  status(): ProviderStatus[] {
    return this.clients.map((client) => client.status());
  }
}

import type { Config } from '../../../config/env.js';
import { providerBudget } from '../../../config/providers.js';
import type { BudgetOptions } from '../../../platform/providers/budget.js';
import { ProviderClient } from '../../../platform/providers/client.js';
import type { ClientBase } from '../../../platform/providers/registry.js';

export interface HttpProviderOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  budget: BudgetOptions;
}

/** A voice provider's settings: TTS_* or STT_* (the registry only builds it when they are set). */
export function voiceOptions(config: Config, capability: 'tts' | 'stt'): HttpProviderOptions {
  const prefix = capability === 'tts' ? 'TTS' : 'STT';
  return {
    baseUrl: config[`${prefix}_BASE_URL`] ?? '',
    apiKey: config[`${prefix}_API_KEY`] ?? '',
    model: config[`${prefix}_MODEL`],
    timeoutMs: config[`${prefix}_TIMEOUT_MS`],
    budget: providerBudget(config, capability),
  };
}

/** The platform client of a voice provider; the key travels in the header the provider names. */
export function voiceClient(
  base: ClientBase,
  options: HttpProviderOptions,
  keyHeader: Record<string, string>,
  attribution: string,
): ProviderClient {
  const { baseUrl, timeoutMs, budget } = options;
  return new ProviderClient({ ...base, baseUrl, headers: keyHeader, timeoutMs, budget, attribution, licenceUrl: null });
}

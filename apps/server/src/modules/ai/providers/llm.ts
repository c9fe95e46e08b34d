import type { Config } from '../../../config/env.js';
import { providerBudget, providerChoices } from '../../../config/providers.js';
import type { ProviderRegistry } from '../../../platform/providers/registry.js';
import { OpenAiCompatibleLlm } from './openai-compatible.js';

/** The llm capability: the implementation its settings chose (LLM_BASE_URL...), or undefined when off. */
export function llmProvider(config: Config, registry: ProviderRegistry): OpenAiCompatibleLlm | undefined {
  const { LLM_BASE_URL: baseUrl, LLM_API_KEY: apiKey, LLM_MODEL: model, LLM_TIMEOUT_MS: timeoutMs } = config;
  return registry.choose('llm', providerChoices(config).llm, {
    'openai-compatible': (base) =>
      new OpenAiCompatibleLlm(base, {
        baseUrl: baseUrl ?? '',
        apiKey,
        model: model ?? '',
        timeoutMs,
        budget: providerBudget(config, 'llm'),
      }),
  });
}

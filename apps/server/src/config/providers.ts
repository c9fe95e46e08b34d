import type { BudgetOptions } from '../platform/providers/budget.js';
import type { Config } from './env.js';

/**
 * Which implementation serves each outside capability, from the validated settings ("off" = none).
 * Today's settings choose by being set (LLM_BASE_URL...); a new capability adds a line here reading
 * its own `<CAPABILITY>_PROVIDER=<implementation>|off` setting, e.g. `WEATHER_PROVIDER=open-meteo|off`.
 */
export function providerChoices(config: Config) {
  return {
    llm: config.LLM_BASE_URL && config.LLM_MODEL ? 'openai-compatible' : 'off',
    tts: config.TTS_BASE_URL && config.TTS_API_KEY ? 'elevenlabs-compatible' : 'off',
    stt: config.STT_BASE_URL && config.STT_API_KEY ? 'whisper-compatible' : 'off',
    photos: config.PHOTOS_PROVIDER,
  } as const satisfies Record<string, string>;
}

export type Capability = keyof ReturnType<typeof providerChoices>;

/**
 * Calls per second and per day of each capability, for all visitors together: about the AI ceiling of
 * one address (AI_ADDRESS_RATE_LIMIT_MAX, 10 a second) and a day of a busy event hall.
 */
const DEFAULT_BUDGETS: Record<Capability, BudgetOptions> = {
  llm: { perSecond: 20, perDay: 20_000 },
  tts: { perSecond: 10, perDay: 10_000 },
  stt: { perSecond: 10, perDay: 10_000 },
  // Wikimedia's API etiquette: a few calls at a time, well under its limits (an import of 300 places
  // makes about four calls each; an accept one download).
  photos: { perSecond: 5, perDay: 5_000 },
};

/** A capability's budget: PROVIDER_BUDGETS when it names the capability, else the default. */
export function providerBudget(config: Config, capability: Capability): BudgetOptions {
  return config.PROVIDER_BUDGETS[capability] ?? DEFAULT_BUDGETS[capability];
}

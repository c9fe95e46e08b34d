import type { Config } from '../../config/env.js';
import { GroundedEngine, type ChatEngine } from './grounded-engine.js';
import { LlmEngine } from './llm-engine.js';

type EngineConfig = Pick<Config, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS'>;

/** The configured engine: an OpenAI-compatible API when LLM_BASE_URL is set, else the grounded engine. */
export function createChatEngine(config: EngineConfig): ChatEngine {
  const grounded = new GroundedEngine();
  if (!config.LLM_BASE_URL || !config.LLM_MODEL) return grounded;
  return new LlmEngine({
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL,
    timeoutMs: config.LLM_TIMEOUT_MS,
    fallback: grounded,
  });
}

import { GroundedEngine, type ChatEngine } from './grounded-engine.js';
import { LlmEngine } from './llm-engine.js';
import type { OpenAiCompatibleLlm } from './providers/openai-compatible.js';

/** The model when the llm provider is configured (grounded answers as its fallback), else the grounded engine. */
export function createChatEngine(llm: OpenAiCompatibleLlm | undefined): ChatEngine {
  const grounded = new GroundedEngine();
  return llm ? new LlmEngine({ llm, fallback: grounded }) : grounded;
}

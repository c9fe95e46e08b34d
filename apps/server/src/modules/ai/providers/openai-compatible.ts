import { z } from 'zod';
import type { BudgetOptions } from '../../../platform/providers/budget.js';
import { ProviderClient, type ProviderResult } from '../../../platform/providers/client.js';
import type { BodySchema } from '../../../platform/providers/exchange.js';
import type { ClientBase, Provider } from '../../../platform/providers/registry.js';

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs: number;
  budget?: BudgetOptions;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface CompletionOptions<T> {
  maxTokens: number;
  /** Turns the model's text into the caller's value; throwing makes the answer invalid_response. */
  parse: (content: string) => T;
  /** Extra request fields (stream: false, response_format...). */
  extra?: Record<string, unknown>;
  /** Callers asking the same thing share one answer (cached, coalesced). */
  cacheKey?: string;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});
const streamChunkSchema = z.object({
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullish() }) })),
});

/** The completion's shape, then the caller's own check of the text, as one body schema. */
function completionOf<T>(parse: (content: string) => T): BodySchema<T> {
  return {
    safeParse(raw) {
      const completion = completionSchema.safeParse(raw);
      if (!completion.success) return { success: false };
      try {
        return { success: true, data: parse(completion.data.choices[0]?.message.content ?? '') };
      } catch {
        return { success: false };
      }
    },
  };
}

// Insight sets are reworded once per place, language and data version, then shared by every visitor.
const CACHE = { ttlMs: 3600_000, staleMs: 24 * 3600_000, maxEntries: 2000 };

/** An OpenAI-compatible chat completions API (OpenAI, Ollama, vLLM, llama.cpp server). */
export class OpenAiCompatibleLlm implements Provider {
  readonly client: ProviderClient;

  constructor(
    base: ClientBase,
    private readonly options: OpenAiCompatibleOptions,
  ) {
    this.client = new ProviderClient({
      ...base,
      baseUrl: options.baseUrl,
      headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
      timeoutMs: options.timeoutMs,
      attribution: `Model ${options.model}`,
      licenceUrl: null,
      ...(options.budget ? { budget: options.budget } : {}),
      cache: CACHE,
    });
  }

  complete<T>(messages: ChatMessage[], options: CompletionOptions<T>): Promise<ProviderResult<T>> {
    return this.client.request({
      method: 'POST',
      path: '/chat/completions',
      json: this.body(messages, options.maxTokens, options.extra),
      read: 'json',
      schema: completionOf(options.parse),
      ...(options.cacheKey !== undefined ? { cacheKey: options.cacheKey } : {}),
    });
  }

  /** The answer's text pieces as the model streams them (server-sent events). */
  async *stream(messages: ChatMessage[], maxTokens: number): AsyncGenerator<string> {
    const body = await this.client.stream({
      method: 'POST',
      path: '/chat/completions',
      json: this.body(messages, maxTokens, { stream: true }),
    });
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of body) {
      buffer += decoder.decode(chunk, { stream: true });
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const data = line.startsWith('data:') ? line.slice(5).trim() : '';
        if (!data || data === '[DONE]') continue;
        yield this.delta(data);
      }
    }
  }

  private delta(data: string): string {
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      throw this.client.invalid('sent a stream chunk that is not JSON');
    }
    const parsed = streamChunkSchema.safeParse(json);
    if (!parsed.success) throw this.client.invalid('sent a stream chunk of an unexpected shape');
    return parsed.data.choices[0]?.delta.content ?? '';
  }

  private body(messages: ChatMessage[], maxTokens: number, extra: Record<string, unknown> = {}) {
    return { model: this.options.model, messages, temperature: 0.2, max_tokens: maxTokens, ...extra };
  }
}

import { z } from 'zod';
import type { ProviderClient } from '../../../platform/providers/client.js';
import type { ClientBase, Provider } from '../../../platform/providers/registry.js';
import type { Language } from '../settings.js';
import { voiceClient, type HttpProviderOptions } from './http-provider.js';

export interface SttProvider extends Provider {
  transcribe(audio: Buffer, filename: string, mimetype: string, language: Language | undefined): Promise<string>;
}

const transcriptionSchema = z.object({ text: z.string() });

/** Whisper-compatible speech-to-text (OpenAI /audio/transcriptions, faster-whisper servers...). */
export class WhisperStt implements SttProvider {
  readonly client: ProviderClient;

  constructor(
    base: ClientBase,
    private readonly options: HttpProviderOptions,
  ) {
    this.client = voiceClient(base, options, { authorization: `Bearer ${options.apiKey}` }, 'Whisper');
  }

  async transcribe(audio: Buffer, filename: string, mimetype: string, language: Language | undefined): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(audio)], { type: mimetype }), filename);
    form.append('model', this.options.model);
    if (language) form.append('language', language);
    const { data } = await this.client.request({
      method: 'POST',
      path: '/audio/transcriptions',
      form,
      read: 'json',
      schema: transcriptionSchema,
    });
    return data.text.trim();
  }
}

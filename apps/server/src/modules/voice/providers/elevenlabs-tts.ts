import { z } from 'zod';
import type { ProviderClient } from '../../../platform/providers/client.js';
import type { ClientBase, Provider } from '../../../platform/providers/registry.js';
import { VOICE_SETTINGS_TTS, type Language } from '../settings.js';
import { voiceClient, type HttpProviderOptions } from './http-provider.js';

export interface TtsProvider extends Provider {
  synthesize(text: string, voiceId: string, language: Language): Promise<{ audio: Buffer; contentType: string }>;
}

// Audio, and some of it: a JSON error with a 200 or an empty body is not speech.
const audioSchema = z.object({
  contentType: z.string().startsWith('audio/'),
  bytes: z.instanceof(Buffer).refine((bytes) => bytes.length > 0),
});

/** ElevenLabs-compatible text-to-speech: the key stays on the server (DEVIATIONS item 2). */
export class ElevenLabsTts implements TtsProvider {
  readonly client: ProviderClient;

  constructor(
    base: ClientBase,
    private readonly options: HttpProviderOptions,
  ) {
    this.client = voiceClient(base, options, { 'xi-api-key': options.apiKey }, 'ElevenLabs');
  }

  async synthesize(text: string, voiceId: string): Promise<{ audio: Buffer; contentType: string }> {
    const { data } = await this.client.request({
      method: 'POST',
      path: `/v1/text-to-speech/${encodeURIComponent(voiceId)}/stream`,
      headers: { accept: 'audio/mpeg' },
      json: { text, model_id: this.options.model, voice_settings: VOICE_SETTINGS_TTS },
      read: 'bytes',
      schema: audioSchema,
    });
    return { audio: data.bytes, contentType: data.contentType };
  }
}

import { z } from 'zod';
import type { ProviderClient } from '../../../platform/providers/client.js';
import type { ClientBase, Provider } from '../../../platform/providers/registry.js';
import { VOICE_SETTINGS_TTS, type Language, type ProviderVoiceSettings } from '../settings.js';
import { providerVoiceId } from './aira-voices.js';
import { voiceClient, type HttpProviderOptions } from './http-provider.js';

export interface SynthesizeOptions {
  /** Unset: the explorer's settings (VOICE_SETTINGS_TTS). */
  settings?: ProviderVoiceSettings;
  /** Calls the synthesis off (ProviderAborted), e.g. when the visitor interrupts the reply. */
  signal?: AbortSignal;
}

export interface TtsProvider extends Provider {
  /** `voiceId`: one of AIRA's voices or the provider's own voice ids. */
  synthesize(
    text: string,
    voiceId: string,
    language: Language,
    options?: SynthesizeOptions,
  ): Promise<{ audio: Buffer; contentType: string }>;
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
    /** TTS_VOICE_MAP: AIRA's voice ids as this provider's. */
    private readonly voiceMap: Partial<Record<string, string>> = {},
  ) {
    this.client = voiceClient(base, options, { 'xi-api-key': options.apiKey }, 'ElevenLabs');
  }

  async synthesize(
    text: string,
    voiceId: string,
    _language: Language,
    { settings = VOICE_SETTINGS_TTS, signal }: SynthesizeOptions = {},
  ): Promise<{ audio: Buffer; contentType: string }> {
    const { data } = await this.client.request({
      method: 'POST',
      path: `/v1/text-to-speech/${encodeURIComponent(providerVoiceId(voiceId, this.voiceMap))}/stream`,
      headers: { accept: 'audio/mpeg' },
      json: { text, model_id: this.options.model, voice_settings: settings },
      read: 'bytes',
      schema: audioSchema,
      signal,
    });
    return { audio: data.bytes, contentType: data.contentType };
  }
}

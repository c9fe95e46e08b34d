import type { Config } from '../../../config/env.js';
import { providerChoices } from '../../../config/providers.js';
import type { ProviderRegistry } from '../../../platform/providers/registry.js';
import { ElevenLabsTts, type TtsProvider } from './elevenlabs-tts.js';
import { voiceOptions } from './http-provider.js';
import { WhisperStt, type SttProvider } from './whisper-stt.js';

/** The tts and stt capabilities: the implementations their settings chose, or undefined when off. */
export function voiceProviders(
  config: Config,
  registry: ProviderRegistry,
): { tts: TtsProvider | undefined; stt: SttProvider | undefined } {
  const choices = providerChoices(config);
  return {
    tts: registry.choose('tts', choices.tts, {
      'elevenlabs-compatible': (base) => new ElevenLabsTts(base, voiceOptions(config, 'tts'), config.TTS_VOICE_MAP),
    }),
    stt: registry.choose('stt', choices.stt, {
      'whisper-compatible': (base) => new WhisperStt(base, voiceOptions(config, 'stt')),
    }),
  };
}

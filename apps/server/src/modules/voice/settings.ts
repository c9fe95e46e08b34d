import { AIRA_VOICE } from '@swiss/contract';

export type { Language } from '@swiss/contract';

/** Voice settings in the provider's field names (ElevenLabs voice_settings). */
export interface ProviderVoiceSettings {
  stability: number;
  similarity_boost: number;
  style: number;
  use_speaker_boost?: boolean;
}

/** The spec's voice settings (stability 0.5, similarity 0.7, style 0.3), in the provider's field names. */
export const VOICE_SETTINGS_TTS = { stability: 0.5, similarity_boost: 0.7, style: 0.3 } as const;

/** AIRA's voice settings (spec 001 §9: 0.75, 0.75, 0, speaker boost on), when a request names none. */
export const AIRA_VOICE_SETTINGS_TTS: ProviderVoiceSettings = { ...AIRA_VOICE.settings };

/** The settings to speak with: the request's own (their voice_id is not a setting), else the voice's default. */
export function providerSettings(
  requested: (ProviderVoiceSettings & { voice_id?: string | undefined }) | undefined,
  fallback: ProviderVoiceSettings,
): ProviderVoiceSettings {
  if (!requested) return fallback;
  const { stability, similarity_boost, style, use_speaker_boost } = requested;
  return { stability, similarity_boost, style, use_speaker_boost };
}

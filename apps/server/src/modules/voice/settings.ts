export type { Language } from '@swiss/contract';

/** The spec's voice settings (stability 0.5, similarity 0.7, style 0.3), in the provider's field names. */
export const VOICE_SETTINGS_TTS = { stability: 0.5, similarity_boost: 0.7, style: 0.3 } as const;

/**
 * AIRA's voice ids (contract AIRA_VOICES) as ElevenLabs' premade voice ids, the default of
 * TTS_VOICE_MAP. ElevenLabs renamed its premade voice Bella to Sarah: both of AIRA's names speak with
 * that one voice (EXAVITQu4vr4xnSDxMaL) unless TTS_VOICE_MAP sends Sarah elsewhere.
 */
export const ELEVENLABS_AIRA_VOICES: Readonly<Record<string, string>> = {
  rachel: '21m00Tcm4TlvDq8ikWAM',
  domi: 'AZnzlk1XvdvUeBnXmlld',
  bella: 'EXAVITQu4vr4xnSDxMaL',
  antoni: 'ErXwobaYiN019PkySvjV',
  arnold: 'VR6AewLTigWG4xSOukaG',
  brian: 'nPczCjzI2devNBz1zQrb',
  laura: 'FGY2WhTYpPnrIDTdsKH5',
  sarah: 'EXAVITQu4vr4xnSDxMaL',
};

/**
 * The provider's voice for an id the endpoints accept: AIRA's names through the operator's map, then
 * the defaults; the maps assistant's 19 ids are the provider's own and pass through unchanged.
 */
export function providerVoiceId(voiceId: string, map: Partial<Record<string, string>>): string {
  const own = (table: Partial<Record<string, string>>) => (Object.hasOwn(table, voiceId) ? table[voiceId] : undefined);
  return own(map) ?? own(ELEVENLABS_AIRA_VOICES) ?? voiceId;
}

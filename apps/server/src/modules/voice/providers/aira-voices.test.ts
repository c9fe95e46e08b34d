import { AIRA_VOICE, AIRA_VOICE_IDS } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/env.js';
import { ELEVENLABS_AIRA_VOICES, providerVoiceId } from './aira-voices.js';

describe("AIRA's voices as the provider's", () => {
  it('has a default for every voice of AIRA, Bella and Sarah being the one renamed voice', () => {
    for (const id of AIRA_VOICE_IDS) expect(ELEVENLABS_AIRA_VOICES[id], id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(ELEVENLABS_AIRA_VOICES.sarah).toBe(ELEVENLABS_AIRA_VOICES.bella);
  });

  it("maps AIRA's ids through TTS_VOICE_MAP, then the defaults; other ids pass through", () => {
    const map = loadConfig({ TTS_VOICE_MAP: '{"sarah":"ownSarah"}' }).TTS_VOICE_MAP;
    expect(providerVoiceId('sarah', map)).toBe('ownSarah');
    expect(providerVoiceId('rachel', map)).toBe('21m00Tcm4TlvDq8ikWAM');
    expect(providerVoiceId('JBFqnCBsd6RMkjVDRZzb', map)).toBe('JBFqnCBsd6RMkjVDRZzb');
    expect(providerVoiceId('toString', {})).toBe('toString');
  });

  it('refuses a TTS_VOICE_MAP that is not a JSON object of AIRA voice ids to voice ids', () => {
    expect(loadConfig({}).TTS_VOICE_MAP).toEqual({});
    for (const bad of ['not json', '["rachel"]', '{"nobody":"abc"}', '{"rachel":"has space"}', '{"rachel":1}'])
      expect(() => loadConfig({ TTS_VOICE_MAP: bad }), bad).toThrow(/TTS_VOICE_MAP/);
  });

  it('gives a transcription 10 s unless told otherwise (spec 001 §9)', () => {
    expect(loadConfig({}).STT_TIMEOUT_MS).toBe(AIRA_VOICE.transcribeTimeoutMs);
  });
});

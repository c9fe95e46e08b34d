import {
  AIRA_VOICE,
  airaVoicesResponseSchema,
  errorEnvelopeSchema,
  realtimeTranscribeResponseSchema,
  STT_MAX_BYTES,
  ttsGenerateResponseSchema,
  voicesResponseSchema,
} from '@swiss/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, useFakeProvider, type FakeAnswer } from '../../test/fake-provider.js';
import { useTestApp } from '../../test/test-app.js';

// A real HTTP server on 127.0.0.1 that imitates the text-to-speech and speech-to-text providers.
const fake = useFakeProvider();
const env: Record<string, string> = {
  TTS_API_KEY: 'tts-key',
  STT_API_KEY: 'stt-key',
  TTS_TIMEOUT_MS: '300',
  STT_TIMEOUT_MS: '300',
  // Brian speaks with an operator's voice; the others keep ElevenLabs' premade ones.
  TTS_VOICE_MAP: '{"brian":"operatorBrianVoice"}',
  AI_RATE_LIMIT_MAX: '1000',
  // The tests call the fake faster than the default budget (10 a second) allows: a refused call
  // would answer 502 (rate limited) where a test expects the provider's own failure.
  PROVIDER_BUDGETS: 'tts=1000/100000,stt=1000/100000',
};
beforeAll(() => {
  env.TTS_BASE_URL = fake.origin;
  env.STT_BASE_URL = `${fake.origin}/v1`;
});
const respond = (...answers: FakeAnswer[]) => fake.on('*', ...answers);

function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = 'testboundary7MA4YWxkTrZu0gW';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('voice without providers', () => {
  const ctx = useTestApp('pglite');

  it('lists the 19 voices, says no provider is set, and answers 404 "Voice service not available."', async () => {
    const voices = voicesResponseSchema.parse((await ctx.app.inject('/api/tts/voices')).json());
    expect(voices.voices).toHaveLength(19);
    expect(voices.voices.find((v) => v.id === voices.default_voice_id)).toMatchObject({
      accent: 'American',
      gender: 'female',
    });
    expect(voices).toMatchObject({ tts_available: false, stt_available: false });
    const tts = await ctx.app.inject({ method: 'POST', url: '/api/ai/tts/generate', payload: { text: 'Hallo' } });
    expect(tts.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(tts.json()).message).toBe('Voice service not available.');
    const stt = await ctx.app.inject({
      method: 'POST',
      url: '/api/stt/realtime-transcribe',
      ...multipart('audio_file', 'a.webm', 'audio/webm', Buffer.from('x')),
    });
    expect(stt.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(stt.json()).message).toBe('Voice service not available.');
    const generate = await ctx.app.inject({ method: 'POST', url: '/api/tts/generate', payload: { text: 'Hallo' } });
    expect(generate.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(generate.json()).message).toBe('Voice service not available.');
  });

  it("lists AIRA's eight voices, Rachel first and default, by GET and by the POST fallback", async () => {
    for (const res of [
      await ctx.app.inject('/api/tts/voices/enhanced'),
      await ctx.app.inject({ method: 'POST', url: '/api/tts/voices' }),
    ]) {
      expect(res.statusCode).toBe(200);
      const voices = airaVoicesResponseSchema.parse(res.json());
      expect(voices.voices.map((v) => v.voice_id)).toEqual([
        'rachel',
        'brian',
        'domi',
        'bella',
        'antoni',
        'arnold',
        'sarah',
        'laura',
      ]);
      expect(voices).toMatchObject({ default_voice_id: 'rachel', tts_available: false, stt_available: false });
    }
  });
});

describe('voice with providers on 127.0.0.1', () => {
  const ctx = useTestApp('pglite', { env });
  const speak = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/ai/tts/generate', payload });
  const generate = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/tts/generate', payload });
  const lastBody = () => JSON.parse(fake.requests.at(-1)?.body.toString() ?? '{}') as Record<string, unknown>;

  it('says both providers are there in the voices lists', async () => {
    const enhanced = airaVoicesResponseSchema.parse((await ctx.app.inject('/api/tts/voices/enhanced')).json());
    expect(enhanced).toMatchObject({ tts_available: true, stt_available: true });
    const fallback = airaVoicesResponseSchema.parse(
      (await ctx.app.inject({ method: 'POST', url: '/api/tts/voices' })).json(),
    );
    expect(fallback).toMatchObject({ tts_available: true, stt_available: true });
  });

  it("speaks AIRA's voices as base64 JSON with AIRA's settings, through the voice map", async () => {
    respond(answer.bytes(Buffer.from('ID3aira'), 'audio/mpeg'));
    const res = await generate({ text: 'Hello, I am AIRA' });
    expect(res.statusCode).toBe(200);
    expect(ttsGenerateResponseSchema.parse(res.json())).toEqual({
      status: 'success',
      audio_base64: Buffer.from('ID3aira').toString('base64'),
      content_type: 'audio/mpeg',
    });
    // Rachel by default, as ElevenLabs' premade voice; AIRA's settings when the request names none.
    expect(fake.requests.at(-1)?.path).toBe('/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM/stream');
    expect(lastBody().voice_settings).toEqual(AIRA_VOICE.settings);

    const custom = { stability: 0.2, similarity_boost: 0.9, style: 0.4, use_speaker_boost: false };
    await generate({ text: 'Hi', voice_id: 'brian', voice_settings: custom, session_id: 'aira_s1' });
    expect(fake.requests.at(-1)?.path).toBe('/v1/text-to-speech/operatorBrianVoice/stream');
    expect(lastBody().voice_settings).toEqual(custom);

    // Sarah is the voice once named Bella; a provider id of the maps assistant passes through.
    await generate({ text: 'Hi', voice_id: 'sarah' });
    expect(fake.requests.at(-1)?.path).toBe('/v1/text-to-speech/EXAVITQu4vr4xnSDxMaL/stream');
    await generate({ text: 'Hi', voice_id: 'JBFqnCBsd6RMkjVDRZzb' });
    expect(fake.requests.at(-1)?.path).toBe('/v1/text-to-speech/JBFqnCBsd6RMkjVDRZzb/stream');
  });

  it('answers bad input to /api/tts/generate with a 400 naming the field, and provider failures clearly', async () => {
    const bad = [
      [{ text: '' }, 'text'],
      [{ text: 'Hi', voice_id: 'nope' }, 'voice_id'],
      [{ text: 'Hi', voice_settings: { stability: 2 } }, 'voice_settings.stability'],
      [{ text: 'Hi', extra: 1 }, undefined],
    ] as const;
    for (const [payload, field] of bad) {
      const res = await generate(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const envelope = errorEnvelopeSchema.parse(res.json());
      if (field) expect(envelope.details?.map((d) => d.field)).toContain(field);
    }
    respond(answer.status(500, 'boom'));
    expect((await generate({ text: 'Hi' })).statusCode).toBe(502);
    respond(answer.slow(800, answer.bytes(Buffer.from('x'), 'audio/mpeg')));
    expect((await generate({ text: 'Hi' })).statusCode).toBe(504);
  });

  it("accepts the spec's model_id and session_id and AIRA's voices on /api/ai/tts/generate", async () => {
    respond(answer.bytes(Buffer.from('ID3rachel'), 'audio/mpeg'));
    const res = await speak({ text: 'Hello', voice_id: 'rachel', model_id: 'eleven_turbo_v2', session_id: 'aira_s1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.rawPayload.toString()).toBe('ID3rachel');
    expect(fake.requests.at(-1)?.path).toBe('/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM/stream');
    // The server's provider chooses its model.
    expect(lastBody()).toMatchObject({ model_id: 'eleven_multilingual_v2', voice_settings: AIRA_VOICE.settings });
  });

  it('synthesizes through the provider with the key, the voice and the spec settings', async () => {
    respond(answer.bytes(Buffer.from('ID3fake-mp3'), 'audio/mpeg'));
    const res = await speak({ text: 'Grüezi mitenand', voice_id: 'JBFqnCBsd6RMkjVDRZzb', language: 'de' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.rawPayload.toString()).toBe('ID3fake-mp3');
    const call = fake.requests.at(-1);
    expect(call?.path).toBe('/v1/text-to-speech/JBFqnCBsd6RMkjVDRZzb/stream');
    expect(call?.headers['xi-api-key']).toBe('tts-key');
    expect(JSON.parse(call?.body.toString() ?? '{}')).toEqual({
      text: 'Grüezi mitenand',
      model_id: 'eleven_multilingual_v2',
      voice_settings: { stability: 0.5, similarity_boost: 0.7, style: 0.3 },
    });
  });

  it.each([
    ['a 500', 502, answer.status(500, 'boom')],
    ['no audio', 502, answer.json({})],
    ['a timeout', 504, answer.slow(800, answer.bytes(Buffer.from('x'), 'audio/mpeg'))],
  ])('answers a clear error when the provider sends %s', async (_name, status, behaviour) => {
    respond(behaviour);
    const res = await speak({ text: 'Hello' });
    expect(res.statusCode).toBe(status);
    expect(errorEnvelopeSchema.parse(res.json()).status).toBe('error');
  });

  it('rejects an unknown voice and a blank text with a 400 naming the field', async () => {
    const voice = await speak({ text: 'Hello', voice_id: 'nope' });
    expect(errorEnvelopeSchema.parse(voice.json()).details?.[0]?.field).toBe('voice_id');
    const blank = await speak({ text: '  ' });
    expect(errorEnvelopeSchema.parse(blank.json()).details?.[0]?.field).toBe('text');
  });

  it('transcribes a recording through the Whisper-compatible provider', async () => {
    respond(answer.json({ text: ' Wie hoch ist der Säntis? ' }));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/stt/realtime-transcribe?language=de',
      ...multipart('audio_file', 'q.webm', 'audio/webm', Buffer.from('webm-bytes')),
    });
    expect(realtimeTranscribeResponseSchema.parse(res.json())).toEqual({
      status: 'success',
      transcript: 'Wie hoch ist der Säntis?',
    });
    const call = fake.requests.at(-1);
    expect(call?.path).toBe('/v1/audio/transcriptions');
    expect(call?.headers.authorization).toBe('Bearer stt-key');
    expect(call?.body.toString()).toContain('webm-bytes');
    expect(call?.body.toString()).toContain('whisper-1');
  });

  it('refuses a missing, wrong-typed or too large recording, and a provider that sends garbage', async () => {
    const post = (part: ReturnType<typeof multipart>) =>
      ctx.app.inject({ method: 'POST', url: '/api/stt/realtime-transcribe', ...part });
    expect((await post(multipart('other', 'q.webm', 'audio/webm', Buffer.from('x')))).statusCode).toBe(400);
    expect((await post(multipart('audio_file', 'q.txt', 'text/plain', Buffer.from('x')))).statusCode).toBe(415);
    expect(
      (await post(multipart('audio_file', 'q.webm', 'audio/webm', Buffer.alloc(STT_MAX_BYTES + 1)))).statusCode,
    ).toBe(413);
    respond(answer.text('not json', 'application/json'));
    expect((await post(multipart('audio_file', 'q.webm', 'audio/webm', Buffer.from('x')))).statusCode).toBe(502);
  });

  it('gives up on a transcription that takes longer than its time-out (504)', async () => {
    respond(answer.slow(800, answer.json({ text: 'too late' })));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/stt/realtime-transcribe',
      ...multipart('audio_file', 'q.webm', 'audio/webm', Buffer.from('x')),
    });
    expect(res.statusCode).toBe(504);
    expect(errorEnvelopeSchema.parse(res.json()).code).toBe('UPSTREAM_TIMEOUT');
  });
});

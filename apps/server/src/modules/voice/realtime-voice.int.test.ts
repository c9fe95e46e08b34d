import { errorEnvelopeSchema, realtimeVoiceResponseSchema, voiceInterruptResponseSchema } from '@swiss/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, useFakeProvider } from '../../test/fake-provider.js';
import { useTestApp } from '../../test/test-app.js';

// A real HTTP server on 127.0.0.1 that imitates the text-to-speech provider.
const fake = useFakeProvider();
const env: Record<string, string> = { TTS_API_KEY: 'tts-key', TTS_TIMEOUT_MS: '5000', AI_RATE_LIMIT_MAX: '1000' };
beforeAll(() => {
  env.TTS_BASE_URL = fake.origin;
});

const SESSION = 'aira_0123456789abcdef0123456789abcdef';
const question = { message: 'How high is it?', location_id: 'matterhorn', session_id: SESSION };

describe('realtime voice without a voice provider', () => {
  const ctx = useTestApp('pglite', { env: { AI_RATE_LIMIT_MAX: '3' } });

  it("answers with the chat's text alone, voice_generated false", async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/ai/chat/realtime-voice', payload: question });
    expect(res.statusCode, res.body).toBe(200);
    const reply = realtimeVoiceResponseSchema.parse(res.json());
    expect(reply).toMatchObject({ status: 'success', voice_generated: false, session_id: SESSION });
    expect(reply.response).toContain('4478');
    expect(reply.audio_base64).toBeUndefined();
  });

  it('limits the voice calls per client like the chat (AI_RATE_LIMIT_MAX)', async () => {
    const calls = [
      ['/api/ai/chat/realtime-voice', question, 200],
      ['/api/voice/session/interrupt', { session_id: SESSION }, 200],
      ['/api/tts/generate', { text: 'Hi' }, 404],
    ] as const;
    for (const [index, [url, payload, status]] of calls.entries()) {
      const post = () => ctx.app.inject({ method: 'POST', url, payload, remoteAddress: `10.9.0.${index + 1}` });
      for (let i = 0; i < 3; i += 1) expect((await post()).statusCode, url).toBe(status);
      expect((await post()).statusCode, url).toBe(429);
    }
  });
});

describe('realtime voice with a voice provider on 127.0.0.1', () => {
  const ctx = useTestApp('pglite', { env });
  const ask = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/ai/chat/realtime-voice', payload });
  const interrupt = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/voice/session/interrupt', payload });
  /** Resolves once the provider has received `count` requests in all. */
  const providerCalled = async (count: number) => {
    while (fake.requests.length < count) await new Promise((resolve) => setTimeout(resolve, 10));
  };

  it("answers like POST /api/ai/chat and speaks the reply with the chosen voice and AIRA's settings", async () => {
    fake.reset();
    fake.on('*', answer.bytes(Buffer.from('ID3reply'), 'audio/mpeg'));
    const chat = await ctx.app.inject({ method: 'POST', url: '/api/ai/chat', payload: question });
    const res = await ask({ ...question, voice_settings: { voice_id: 'domi' }, streaming: false });
    expect(res.statusCode, res.body).toBe(200);
    const reply = realtimeVoiceResponseSchema.parse(res.json());
    const { response, language, isFallback, sources } = chat.json<Record<string, unknown>>();
    expect(reply).toMatchObject({ response, language, isFallback, sources, session_id: SESSION });
    expect(reply).toMatchObject({ voice_generated: true, audio_base64: Buffer.from('ID3reply').toString('base64') });
    const call = fake.requests.at(-1);
    expect(call?.path).toBe('/v1/text-to-speech/AZnzlk1XvdvUeBnXmlld/stream');
    expect(call?.json).toMatchObject({
      text: reply.response,
      voice_settings: { stability: 0.75, similarity_boost: 0.75, style: 0, use_speaker_boost: true },
    });
    // No voice chosen: Rachel.
    await ask(question);
    expect(fake.requests.at(-1)?.path).toBe('/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM/stream');
  });

  it('keeps the text when the provider fails or times out', async () => {
    for (const failure of [answer.status(500, 'boom'), answer.json({ error: 'no audio' })]) {
      fake.on('*', failure);
      const res = await ask(question);
      expect(res.statusCode).toBe(200);
      const reply = realtimeVoiceResponseSchema.parse(res.json());
      expect(reply.voice_generated).toBe(false);
      expect(reply.audio_base64).toBeUndefined();
      expect(reply.response).toContain('4478');
    }
  });

  it("interrupts this session's reply still being spoken: the text comes without audio", async () => {
    fake.reset();
    fake.on('*', answer.slow(3000, answer.bytes(Buffer.from('ID3late'), 'audio/mpeg')));
    const started = Date.now();
    const pending = ask(question);
    await providerCalled(1);
    // Another session's interrupt stops nothing.
    const other = await interrupt({ session_id: 'aira_ffffffffffffffffffffffffffffffff' });
    expect(voiceInterruptResponseSchema.parse(other.json()).interrupted).toBe(false);
    const stop = await interrupt({ session_id: SESSION, action: 'stop' });
    expect(voiceInterruptResponseSchema.parse(stop.json())).toEqual({ status: 'success', interrupted: true });
    const reply = realtimeVoiceResponseSchema.parse((await pending).json());
    expect(reply).toMatchObject({ voice_generated: false, session_id: SESSION });
    expect(reply.audio_base64).toBeUndefined();
    expect(reply.response).toContain('4478');
    expect(Date.now() - started).toBeLessThan(2500); // the slow provider was not waited for
    expect(voiceInterruptResponseSchema.parse((await interrupt({ session_id: SESSION })).json()).interrupted).toBe(
      false,
    );
  });

  it("stops the session's audio asked for on the TTS endpoints too (409 INTERRUPTED), not another session's", async () => {
    for (const url of ['/api/tts/generate', '/api/ai/tts/generate']) {
      fake.reset();
      fake.on('*', answer.slow(3000, answer.bytes(Buffer.from('ID3late'), 'audio/mpeg')));
      const started = Date.now();
      const speaking = ctx.app.inject({ method: 'POST', url, payload: { text: 'Hello', session_id: SESSION } });
      const unrelated = ctx.app.inject({ method: 'POST', url, payload: { text: 'Hello' } });
      await providerCalled(2);
      expect(voiceInterruptResponseSchema.parse((await interrupt({ session_id: SESSION })).json()).interrupted).toBe(
        true,
      );
      const stopped = await speaking;
      expect(stopped.statusCode, url).toBe(409);
      expect(errorEnvelopeSchema.parse(stopped.json()).code).toBe('INTERRUPTED');
      expect(Date.now() - started).toBeLessThan(2500);
      // Audio asked for without a session cannot be interrupted: it arrives.
      expect((await unrelated).statusCode, url).toBe(200);
    }
  });

  it('stops the earlier reply of the session when a new question says interrupt_previous', async () => {
    fake.reset();
    fake.on(
      '*',
      answer.slow(3000, answer.bytes(Buffer.from('ID3first'), 'audio/mpeg')),
      answer.bytes(Buffer.from('ID3second'), 'audio/mpeg'),
    );
    const first = ask(question);
    await providerCalled(1);
    const second = realtimeVoiceResponseSchema.parse(
      (await ask({ ...question, message: 'And its history?', interrupt_previous: true })).json(),
    );
    expect(second).toMatchObject({ voice_generated: true, audio_base64: Buffer.from('ID3second').toString('base64') });
    const earlier = realtimeVoiceResponseSchema.parse((await first).json());
    expect(earlier.voice_generated).toBe(false);
    expect(earlier.audio_base64).toBeUndefined();
  });

  it('answers a question asked at a position with a reply or a clear refusal', async () => {
    fake.on('*', answer.bytes(Buffer.from('ID3here'), 'audio/mpeg'));
    const res = await ask({
      message: 'What is there to see around here?',
      session_id: SESSION,
      location: { lat: 45.9763, lng: 7.6586, city: 'Zermatt' },
      context_type: 'maps_navigation',
    });
    if (res.statusCode === 200) {
      const reply = realtimeVoiceResponseSchema.parse(res.json());
      expect(reply.response.length).toBeGreaterThan(0);
      expect(reply).toMatchObject({ session_id: SESSION, voice_generated: true });
    } else {
      expect([400, 404]).toContain(res.statusCode);
      expect(errorEnvelopeSchema.parse(res.json()).status).toBe('error');
    }
  });

  it('refuses bad input with a 400 envelope naming the field', async () => {
    const bad = [
      [{ ...question, message: ' ' }, 'message'],
      [{ message: 'Hi', location_id: 'matterhorn' }, 'session_id'],
      [{ ...question, session_id: 'bad id!' }, 'session_id'],
      [{ ...question, voice_settings: { voice_id: 'nobody' } }, 'voice_settings.voice_id'],
      [{ ...question, location: { lat: 91, lng: 7 } }, 'location.lat'],
    ] as const;
    for (const [payload, field] of bad) {
      const res = await ask(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorEnvelopeSchema.parse(res.json()).details?.map((d) => d.field)).toContain(field);
    }
    const noSession = await interrupt({});
    expect(noSession.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(noSession.json()).details?.[0]?.field).toBe('session_id');
    expect((await interrupt({ session_id: SESSION, action: 'pause' })).statusCode).toBe(400);
  });
});

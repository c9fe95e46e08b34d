// @vitest-environment node
// Node's own fetch, FormData and Blob, as a browser sends them (jsdom's Blob cannot be uploaded by Node's fetch).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { interruptVoice, loadAiraVoices, transcribe, voiceFailureReason, VoiceProcessingError } from './voice-api';

interface Seen {
  method: string;
  url: string;
  type: string;
  body: string;
}

/** What the loopback server answers next on each path: status and JSON body. */
const answers = new Map<string, { status: number; body: unknown }>();
const seen: Seen[] = [];

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });
}

const envelope = (code: string, message: string) => ({ status: 'error', code, message });
const VOICES = {
  status: 'success',
  voices: [{ voice_id: 'rachel', name: 'Rachel', accent: 'American', description: 'friendly' }],
  default_voice_id: 'rachel',
  tts_available: false,
  stt_available: true,
};

describe('the voice endpoints (a real server on the loopback)', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      void read(request).then((body) => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        seen.push({
          method: request.method ?? '',
          url: request.url ?? '',
          type: request.headers['content-type'] ?? '',
          body,
        });
        const answer = answers.get(`${request.method} ${path}`) ?? {
          status: 404,
          body: envelope('NOT_FOUND', 'Voice service not available.'),
        };
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    answers.clear();
    seen.length = 0;
  });

  const audio = () => new Blob([new Uint8Array([1, 2, 3, 4])], { type: 'audio/webm' });

  it('uploads the recording as multipart audio_file and answers the transcript', async () => {
    answers.set('POST /api/stt/realtime-transcribe', {
      status: 200,
      body: { status: 'success', transcript: 'Where can I eat?' },
    });
    await expect(transcribe(audio(), 'de', { base })).resolves.toBe('Where can I eat?');
    const [request] = seen;
    expect(request?.url).toBe('/api/stt/realtime-transcribe?language=de');
    expect(request?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('name="audio_file"; filename="speech.webm"');
    expect(request?.body).toContain('Content-Type: audio/webm');
  });

  it.each([
    [400, 'format'],
    [415, 'format'],
    [404, 'unavailable'],
    [500, 'server'],
    [502, 'server'],
    [429, 'retry'],
  ] as const)('names the reason of a %i', async (status, reason) => {
    answers.set('POST /api/stt/realtime-transcribe', { status, body: envelope('X', 'refused') });
    const error = await transcribe(audio(), 'en', { base }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VoiceProcessingError);
    expect(error).toMatchObject({ reason, status });
  });

  it("says the speech-to-text service failed when the answer is not the contract's success", async () => {
    answers.set('POST /api/stt/realtime-transcribe', { status: 200, body: { status: 'error', transcript: '' } });
    await expect(transcribe(audio(), 'en', { base })).rejects.toMatchObject({ reason: 'sttFailed' });
  });

  it('calls an unreachable server a network issue', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(transcribe(audio(), 'en', { base: `http://127.0.0.1:${port}` })).rejects.toMatchObject({
      reason: 'network',
      status: 0,
    });
    expect(voiceFailureReason(0)).toBe('network');
  });

  it('tells the server about an interrupt', async () => {
    answers.set('POST /api/voice/session/interrupt', { status: 200, body: { status: 'success', interrupted: true } });
    await expect(interruptVoice('pulse_voice_1_abc', 'interrupt', { base })).resolves.toBe(true);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/voice/session/interrupt' });
    expect(JSON.parse(seen[0]?.body ?? '{}')).toEqual({ session_id: 'pulse_voice_1_abc', action: 'interrupt' });
  });

  it('loads the voices from the enhanced list, else from POST /api/tts/voices', async () => {
    answers.set('POST /api/tts/voices', { status: 200, body: VOICES });
    await expect(loadAiraVoices({ base })).resolves.toMatchObject({ stt_available: true, tts_available: false });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /api/tts/voices/enhanced', 'POST /api/tts/voices']);
  });
});

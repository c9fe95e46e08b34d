import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STORAGE_KEYS, type RealtimeVoiceRequest, type RealtimeVoiceResponse } from '@swiss/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stringsReady } from '../../strings';
import { ApiError } from '../../../../lib/api-client';
import { initI18n } from '../../../../lib/i18n';
import type { VoicePlayer } from './audio-player';
import type { Recording, RecordingOptions } from './recorder';
import { VoiceProcessingError, voiceFailureReason } from './voice-api';
import { useVoiceChat, type VoiceChatOptions, type VoiceTransport } from './use-voice-chat';
import { manualText } from '../chat-fixture';

const AUDIO = new Blob([new Uint8Array([1, 2, 3])], { type: 'audio/webm' });

/** A recorder the test drives: each start gives a recording whose stop answers `audio`. */
function fakeRecorder(audio: Blob = AUDIO) {
  const recordings: { options: RecordingOptions; recording: Recording }[] = [];
  const recorder = vi.fn((options: RecordingOptions) => {
    const recording: Recording = { stop: vi.fn(() => Promise.resolve(audio)), cancel: vi.fn() };
    recordings.push({ options, recording });
    return Promise.resolve(recording);
  });
  return { recorder, recordings };
}

/** A player whose server audio plays until the test (or stop) ends it; the browser voice ends at once. */
function fakePlayer() {
  let finish: (() => void) | undefined;
  const player = {
    play: vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    ),
    speak: vi.fn(() => Promise.resolve()),
    stop: vi.fn(() => finish?.()),
  } satisfies VoicePlayer;
  return { player, end: () => finish?.() };
}

/** A voice transport answered by hand, as use-chat.test's manual transport. */
function manualVoice() {
  const calls: { request: RealtimeVoiceRequest; answer: (response: Partial<RealtimeVoiceResponse>) => void }[] = [];
  const voiceTransport: VoiceTransport = (request, signal) =>
    new Promise((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new Error('aborted')));
      calls.push({
        request,
        answer: (response) =>
          resolve({
            status: 'success',
            response: 'Try the Kornhauskeller.',
            language: 'en',
            isFallback: false,
            sources: [],
            voice_generated: false,
            session_id: request.session_id,
            ...response,
          }),
      });
    });
  return { voiceTransport, calls };
}

const seen: { url: string; body: string }[] = [];
let sttAvailable = true;
let server: Server;
let base = '';

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString()));
  });
}

beforeAll(async () => {
  await initI18n();
  await stringsReady;
  // The server's voice endpoints on the loopback: the voices list and the interrupt.
  server = createServer((request, response) => {
    void read(request).then((body) => {
      seen.push({ url: request.url ?? '', body });
      let answer: unknown = { status: 'error', code: 'NOT_FOUND', message: 'Not found' };
      let status = 404;
      if (request.url === '/api/tts/voices/enhanced') {
        status = 200;
        answer = {
          status: 'success',
          voices: [{ voice_id: 'rachel', name: 'Rachel', accent: 'American', description: 'friendly' }],
          default_voice_id: 'rachel',
          tts_available: true,
          stt_available: sttAvailable,
        };
      } else if (request.url === '/api/voice/session/interrupt') {
        status = 200;
        answer = { status: 'success', interrupted: true };
      }
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  localStorage.clear();
  // A kept device token: the costly calls send it rather than asking the (absent) app server for one.
  localStorage.setItem(
    STORAGE_KEYS.deviceToken,
    JSON.stringify({ status: 'success', device_token: 'test-token', expires_at: '2999-01-01T00:00:00.000Z' }),
  );
  seen.length = 0;
  sttAvailable = true;
});
afterEach(() => {
  vi.useRealTimers();
});

const LOCATION = { lat: 46.948, lng: 7.4474, city: 'Bern' };

function renderVoiceChat(extra: Partial<VoiceChatOptions<undefined>> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () =>
      useVoiceChat({
        session: (_context, startedAt) => `pulse_voice_${startedAt}`,
        subject: () => ({ location: LOCATION }),
        failureText: "Sorry, I'm having trouble responding right now. Please try again.",
        apiBase: base,
        voiceOn: true,
        ...extra,
      }),
    { wrapper },
  );
}

describe('useVoiceChat', () => {
  it('goes Ready -> Conversing -> Processing -> Speaking -> Ready for a spoken question', async () => {
    const { recorder } = fakeRecorder();
    const { player, end } = fakePlayer();
    const { voiceTransport, calls } = manualVoice();
    const transcriber = vi.fn(() => Promise.resolve('  Where can I eat? 🍕 '));
    const { result } = renderVoiceChat({ recorder, player, voiceTransport, transcriber });
    expect(result.current.status).toBe('Ready');

    await act(async () => result.current.toggleRecording());
    expect(result.current.status).toBe('Conversing');
    expect(result.current.recording).toBe(true);

    await act(async () => result.current.toggleRecording());
    expect(transcriber).toHaveBeenCalledWith(AUDIO, 'en', expect.any(AbortSignal));
    expect(result.current.status).toBe('Processing');
    expect(calls[0]?.request).toMatchObject({
      message: 'Where can I eat?',
      location: LOCATION,
      language: 'en',
      interrupt_previous: true,
      voice_settings: {
        voice_id: 'rachel',
        stability: 0.75,
        similarity_boost: 0.75,
        style: 0,
        use_speaker_boost: true,
      },
    });
    expect(calls[0]?.request.session_id).toMatch(/^pulse_voice_\d+_[0-9a-f]{32}$/);

    await act(async () => calls[0]?.answer({ audio_base64: 'bXAz', voice_generated: true }));
    expect(player.play).toHaveBeenCalledWith('bXAz');
    expect(result.current.status).toBe('Speaking');

    await act(async () => end());
    expect(result.current.status).toBe('Ready');
    expect(result.current.messages).toMatchObject([
      { type: 'user', content: 'Where can I eat?', isVoice: true },
      { type: 'ai', content: 'Try the Kornhauskeller.', hasAudio: true, isError: false },
    ]);
  });

  it("reads a reply without the server's audio with the browser voice, only while the voice is on", async () => {
    const { player } = fakePlayer();
    const { voiceTransport, calls } = manualVoice();
    const text = manualText();
    const { result } = renderVoiceChat({ player, voiceTransport, transport: text.transport });
    await act(async () => void result.current.send('Hello?'));
    await act(async () => calls[0]?.answer({}));
    expect(player.speak).toHaveBeenCalledWith('Try the Kornhauskeller.', 'en');

    // Voice off: the question goes to /api/ai/chat (the text transport) and nothing is spoken.
    act(() => result.current.setVoiceOn(false));
    await act(async () => void result.current.send('And now?'));
    expect(text.calls).toHaveLength(1);
    await act(async () =>
      text.calls[0]?.resolve({ status: 'success', response: 'Quiet.', language: 'en', isFallback: false, sources: [] }),
    );
    expect(player.speak).toHaveBeenCalledTimes(1);
    expect(result.current.micDisabled).toBe(true);
  });

  it('listens again 500 ms after a reply in continuous mode', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { recorder } = fakeRecorder();
    const { player } = fakePlayer();
    const { voiceTransport, calls } = manualVoice();
    const { result } = renderVoiceChat({ recorder, player, voiceTransport, continuous: true });
    await act(async () => void result.current.send('Hello?'));
    await act(async () => calls[0]?.answer({}));
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(recorder).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(recorder).toHaveBeenCalledOnce();
    expect(result.current.status).toBe('Conversing');
  });

  it('does not listen again after an interrupt, nor without continuous mode', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { recorder } = fakeRecorder();
    const { player } = fakePlayer();
    const { voiceTransport, calls } = manualVoice();
    const { result } = renderVoiceChat({ recorder, player, voiceTransport, continuous: true });
    await act(async () => void result.current.send('Hello?'));
    await act(async () => calls[0]?.answer({}));
    act(() => result.current.interrupt());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(recorder).not.toHaveBeenCalled();

    act(() => result.current.setContinuous(false));
    await act(async () => void result.current.send('Again?'));
    await act(async () => calls[1]?.answer({}));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(recorder).not.toHaveBeenCalled();
  });

  it('ignores a transcript without words and, in continuous mode, listens again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { recorder } = fakeRecorder();
    const { voiceTransport, calls } = manualVoice();
    const transcriber = vi.fn(() => Promise.resolve('🎤 !'));
    const { result } = renderVoiceChat({ recorder, voiceTransport, transcriber, continuous: true });
    await act(async () => result.current.toggleRecording());
    await act(async () => result.current.toggleRecording());
    expect(calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(recorder).toHaveBeenCalledTimes(2);

    act(() => result.current.setContinuous(false));
    await act(async () => result.current.toggleRecording());
    expect(result.current.hint).toBe("I didn't catch a question. Please try speaking again.");
  });

  it('interrupt stops the audio and tells the server, for the conversation’s session', async () => {
    const { player } = fakePlayer();
    const { voiceTransport, calls } = manualVoice();
    const { result } = renderVoiceChat({ player, voiceTransport });
    await act(async () => void result.current.send('Hello?'));
    await act(async () => calls[0]?.answer({ audio_base64: 'bXAz', voice_generated: true }));
    expect(result.current.status).toBe('Speaking');
    act(() => result.current.interrupt());
    expect(player.stop).toHaveBeenCalled();
    await waitFor(() => expect(seen.some((s) => s.url === '/api/voice/session/interrupt')).toBe(true));
    const interrupt = seen.find((s) => s.url === '/api/voice/session/interrupt');
    expect(JSON.parse(interrupt?.body ?? '{}')).toEqual({
      session_id: calls[0]?.request.session_id,
      action: 'interrupt',
    });
    await waitFor(() => expect(result.current.status).toBe('Ready'));
  });

  it.each([
    [400, 'Audio format not supported.'],
    [404, 'Voice service not available.'],
    [500, 'Server error occurred.'],
    [0, 'Network connection issue.'],
    [429, 'Please try speaking again.'],
  ])('shows the voice failure of a %i as an alert and an error message', async (status, reason) => {
    const { recorder } = fakeRecorder();
    const transcriber = vi.fn(() => Promise.reject(new VoiceProcessingError(voiceFailureReason(status), status, 'x')));
    const { result } = renderVoiceChat({ recorder, transcriber });
    await act(async () => result.current.toggleRecording());
    await act(async () => result.current.toggleRecording());
    const text = `I had trouble processing your voice. ${reason}`;
    expect(result.current.alert).toBe(text);
    expect(result.current.messages.at(-1)).toMatchObject({ type: 'ai', content: text, isError: true });
    // Without a speech-to-text provider the mic stays off and says why.
    expect(result.current.sttAvailable).toBe(status !== 404);
    expect(result.current.micDisabled).toBe(status === 404);
  });

  it('alerts an empty recording and a missing microphone', async () => {
    const empty = fakeRecorder(new Blob([], { type: 'audio/webm' }));
    const { result } = renderVoiceChat({ recorder: empty.recorder });
    await act(async () => result.current.toggleRecording());
    await act(async () => result.current.toggleRecording());
    expect(result.current.alert).toBe('No audio recorded. Please check microphone access and try again.');

    const missing = vi.fn(() => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')));
    const { result: noMic } = renderVoiceChat({ recorder: missing });
    await act(async () => noMic.current.toggleRecording());
    expect(noMic.current.alert).toMatch(/^No microphone found on your device/);
    expect(noMic.current.recording).toBe(false);
  });

  it('keeps the mic off when the server has no speech-to-text provider', async () => {
    sttAvailable = false;
    const { recorder } = fakeRecorder();
    const { result } = renderVoiceChat({ recorder });
    await waitFor(() => expect(result.current.sttAvailable).toBe(false));
    expect(result.current.micDisabled).toBe(true);
    await act(async () => result.current.toggleRecording());
    expect(recorder).not.toHaveBeenCalled();
  });

  it("answers a failure with the panel's text, the server's message, or 'No response from AI'", async () => {
    const text = manualText();
    const { result } = renderVoiceChat({ voiceOn: false, transport: text.transport, serverErrorText: true });
    await act(async () => void result.current.send('One?'));
    await act(async () =>
      text.calls[0]?.reject(new ApiError('Too many questions; try again in a minute.', 429, 'RATE_LIMITED')),
    );
    await act(async () => void result.current.send('Two?'));
    await act(async () =>
      text.calls[1]?.reject(new ApiError('the request did not reach the server', 0, 'NETWORK_ERROR')),
    );
    await act(async () => void result.current.send('Three?'));
    await act(async () =>
      text.calls[2]?.resolve({ status: 'success', response: '  ', language: 'en', isFallback: false, sources: [] }),
    );
    expect(result.current.messages.filter((m) => m.type === 'ai')).toMatchObject([
      { content: 'Too many questions; try again in a minute.', isError: true },
      { content: "Sorry, I'm having trouble responding right now. Please try again.", isError: true },
      { content: 'No response from AI', isError: true },
    ]);
    expect(result.current.alert).toBe('No response from AI');
  });
});

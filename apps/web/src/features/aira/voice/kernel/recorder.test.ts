import { afterEach, describe, expect, it, vi } from 'vitest';
import { MicError, micErrorKey, micErrorKind, RECORDING_CONSTRAINTS, startRecording } from './recorder';

const named = (name: string, message = '') => new DOMException(message, name);

describe('microphone errors (spec §8)', () => {
  it("map getUserMedia's errors to the spec's situations", () => {
    expect(micErrorKind(named('NotAllowedError'))).toBe('blocked');
    expect(micErrorKind(named('PermissionDeniedError'))).toBe('blocked');
    expect(micErrorKind(named('SecurityError'))).toBe('blocked');
    expect(micErrorKind(named('NotFoundError'))).toBe('noDevice');
    expect(micErrorKind(named('DevicesNotFoundError'))).toBe('noDevice');
    expect(micErrorKind(named('NotReadableError'))).toBe('busy');
    expect(micErrorKind(named('TrackStartError'))).toBe('busy');
    expect(micErrorKind(named('OverconstrainedError'))).toBe('other');
    expect(micErrorKind(new Error('boom'))).toBe('other');
    expect(micErrorKind(new MicError('unsupported', 'no recorder'))).toBe('unsupported');
    expect(micErrorKey('busy')).toBe('aira.voice.mic.busy');
  });
});

describe('startRecording', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says recording is unsupported without mediaDevices or MediaRecorder', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    await expect(startRecording()).rejects.toMatchObject({ name: 'MicError', kind: 'unsupported' });
  });

  it("asks for the spec's capture and maps a refusal", async () => {
    const getUserMedia = vi.fn().mockRejectedValue(named('NotAllowedError', 'Permission denied'));
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    vi.stubGlobal('MediaRecorder', class {});
    await expect(startRecording()).rejects.toMatchObject({ kind: 'blocked', detail: 'Permission denied' });
    expect(getUserMedia).toHaveBeenCalledWith(RECORDING_CONSTRAINTS);
    expect(RECORDING_CONSTRAINTS.audio).toEqual({
      channelCount: 1,
      sampleRate: 16000,
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
    });
  });

  it('stops by itself after 10 s and gives the recording as one blob', async () => {
    vi.useFakeTimers();
    const track = { stop: vi.fn() };
    const stream = { getTracks: () => [track] };
    class FakeRecorder extends EventTarget {
      static isTypeSupported = (type: string) => type === 'audio/webm';
      state: 'inactive' | 'recording' = 'inactive';
      mimeType = 'audio/webm';
      start() {
        this.state = 'recording';
      }
      stop() {
        this.state = 'inactive';
        const data = Object.assign(new Event('dataavailable'), { data: new Blob(['abc'], { type: 'audio/webm' }) });
        this.dispatchEvent(data);
        this.dispatchEvent(new Event('stop'));
      }
    }
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn().mockResolvedValue(stream) } });
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    const onAutoStop = vi.fn();
    const recording = await startRecording({ onAutoStop });
    vi.advanceTimersByTime(9999);
    expect(onAutoStop).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onAutoStop).toHaveBeenCalledOnce();
    const blob = await recording.stop();
    expect(blob.size).toBe(3);
    expect(blob.type).toBe('audio/webm');
    expect(track.stop).toHaveBeenCalled();
    vi.useRealTimers();
  });
});

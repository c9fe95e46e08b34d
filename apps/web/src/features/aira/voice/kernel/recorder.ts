import { AIRA_VOICE, STT_MAX_SECONDS } from '@swiss/contract';

/** Why the microphone could not record (spec §8); each has its sentence in aira.voice.mic. */
export type MicErrorKind = 'blocked' | 'noDevice' | 'unsupported' | 'busy' | 'other';

/** A microphone failure: `kind` picks the text, `detail` is the browser's own words (for 'other'). */
export class MicError extends Error {
  constructor(
    readonly kind: MicErrorKind,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'MicError';
  }
}

/** The translation key of a microphone failure's text (the 'other' text takes {{error}}). */
export function micErrorKey(kind: MicErrorKind): `aira.voice.mic.${MicErrorKind}` {
  return `aira.voice.mic.${kind}`;
}

/** getUserMedia's and MediaRecorder's errors by name (older browsers used the legacy names). */
export function micErrorKind(error: unknown): MicErrorKind {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError') return 'blocked';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError') return 'noDevice';
  if (name === 'NotReadableError' || name === 'TrackStartError') return 'busy';
  if (error instanceof MicError) return error.kind;
  return 'other';
}

function toMicError(error: unknown): MicError {
  if (error instanceof MicError) return error;
  const detail = error instanceof Error || error instanceof DOMException ? error.message || error.name : String(error);
  return new MicError(micErrorKind(error), detail);
}

/** Whether this browser can record at all (mobile browsers without MediaRecorder cannot). */
export function recordingSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof globalThis.MediaRecorder === 'function'
  );
}

/** The spec's capture (§4): mono, 16 kHz, echo cancellation, noise suppression, auto gain. */
export const RECORDING_CONSTRAINTS: MediaStreamConstraints = {
  audio: {
    channelCount: AIRA_VOICE.channelCount,
    sampleRate: AIRA_VOICE.sampleRate,
    echoCancellation: true,
    noiseSuppression: true,
    autoGainControl: true,
  },
};

/** Containers the speech-to-text providers read, best first; the browser's default otherwise. */
const MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'];

export interface Recording {
  /** Stops (once; later calls answer the same recording) and gives what was recorded. */
  stop: () => Promise<Blob>;
  /** Stops and throws the recording away. */
  cancel: () => void;
}

export interface RecordingOptions {
  /** Called when the recording stopped itself after `maxMs` (default STT_MAX_SECONDS, 10 s). */
  onAutoStop?: () => void;
  maxMs?: number;
}

/** Starts recording a spoken question. Rejects with a MicError the caller shows (§8). */
export async function startRecording(options: RecordingOptions = {}): Promise<Recording> {
  if (!recordingSupported()) throw new MicError('unsupported', 'MediaRecorder or getUserMedia is missing');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia(RECORDING_CONSTRAINTS);
  } catch (error) {
    throw toMicError(error);
  }
  const release = () => stream.getTracks().forEach((track) => track.stop());
  const mimeType = MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
  let recorder: MediaRecorder;
  try {
    recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
  } catch (error) {
    release();
    throw toMicError(error);
  }
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });
  const stopped = new Promise<Blob>((resolve) => {
    recorder.addEventListener(
      'stop',
      () => {
        release();
        resolve(new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' }));
      },
      { once: true },
    );
  });
  // Spoken questions are short: the recording ends itself, as the server refuses longer ones.
  const timer = window.setTimeout(
    () => {
      if (recorder.state !== 'inactive') {
        recorder.stop();
        options.onAutoStop?.();
      }
    },
    options.maxMs ?? STT_MAX_SECONDS * 1000,
  );
  try {
    recorder.start();
  } catch (error) {
    window.clearTimeout(timer);
    release();
    throw toMicError(error);
  }
  return {
    stop: () => {
      window.clearTimeout(timer);
      if (recorder.state !== 'inactive') recorder.stop();
      return stopped;
    },
    cancel: () => {
      window.clearTimeout(timer);
      chunks.length = 0;
      if (recorder.state !== 'inactive') recorder.stop();
      else release();
    },
  };
}

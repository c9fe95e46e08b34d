import { VOICE_SETTINGS_TTS, type Language } from './settings.js';

/** The provider answered badly or not at all; the route maps these to 502 / 504. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly timedOut: boolean,
  ) {
    super(message);
  }
}

export interface TtsProvider {
  synthesize(text: string, voiceId: string, language: Language): Promise<{ audio: Buffer; contentType: string }>;
}

export interface SttProvider {
  transcribe(audio: Buffer, filename: string, mimetype: string, language: Language | undefined): Promise<string>;
}

async function call(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ProviderError(timedOut ? `no answer within ${timeoutMs} ms` : 'unreachable', timedOut);
  }
  if (!response.ok) throw new ProviderError(`answered ${response.status}`, false);
  return response;
}

export interface HttpProviderOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

/** ElevenLabs-compatible text-to-speech: the key stays on the server (DEVIATIONS item 2). */
export class ElevenLabsTts implements TtsProvider {
  constructor(private readonly options: HttpProviderOptions) {}

  async synthesize(text: string, voiceId: string): Promise<{ audio: Buffer; contentType: string }> {
    const { baseUrl, apiKey, model, timeoutMs } = this.options;
    const response = await call(
      `${baseUrl.replace(/\/$/, '')}/v1/text-to-speech/${encodeURIComponent(voiceId)}/stream`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'audio/mpeg', 'xi-api-key': apiKey },
        body: JSON.stringify({ text, model_id: model, voice_settings: VOICE_SETTINGS_TTS }),
      },
      timeoutMs,
    );
    const contentType = response.headers.get('content-type') ?? '';
    if (!contentType.startsWith('audio/')) throw new ProviderError(`sent ${contentType || 'no content type'}`, false);
    const audio = Buffer.from(await response.arrayBuffer());
    if (audio.length === 0) throw new ProviderError('sent no audio', false);
    return { audio, contentType };
  }
}

/** Whisper-compatible speech-to-text (OpenAI /audio/transcriptions, faster-whisper servers...). */
export class WhisperStt implements SttProvider {
  constructor(private readonly options: HttpProviderOptions) {}

  async transcribe(audio: Buffer, filename: string, mimetype: string, language: Language | undefined): Promise<string> {
    const { baseUrl, apiKey, model, timeoutMs } = this.options;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(audio)], { type: mimetype }), filename);
    form.append('model', model);
    if (language) form.append('language', language);
    const response = await call(
      `${baseUrl.replace(/\/$/, '')}/audio/transcriptions`,
      { method: 'POST', headers: { authorization: `Bearer ${apiKey}` }, body: form },
      timeoutMs,
    );
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new ProviderError('sent malformed JSON', false);
    }
    const text = (body as { text?: unknown }).text;
    if (typeof text !== 'string') throw new ProviderError('sent no text', false);
    return text.trim();
  }
}

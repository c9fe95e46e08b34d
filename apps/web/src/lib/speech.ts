import {
  DEFAULT_VOICE_ID,
  SPEECH_LOCALES,
  STORAGE_KEYS,
  VOICE_IDS,
  voicesResponseSchema,
  type Language,
} from '@swiss/contract';
import { useQuery } from '@tanstack/react-query';
import { getJson } from './api-client';
import { withDeviceToken } from './device-token';
import * as z from 'zod/mini';
import { defineDeviceStore } from './device-store';

export const SPEECH_UNSUPPORTED_MESSAGE = 'Speech recognition not supported in this browser';

/** The server's voices and whether it has a speech provider at all. */
export function useVoices() {
  return useQuery({
    queryKey: ['tts-voices'],
    queryFn: ({ signal }) => getJson('/api/tts/voices', voicesResponseSchema, { signal, timeoutMs: 5000 }),
    staleTime: Infinity,
    retry: false,
  });
}

/** The chosen voice, kept as the bare id under the spec's key. */
const voiceStore = defineDeviceStore<string>({
  key: STORAGE_KEYS.voice,
  format: 'text',
  schema: z.enum(VOICE_IDS),
  fallback: DEFAULT_VOICE_ID,
});

export function selectedVoiceId(): string {
  return voiceStore.get();
}

export function saveVoiceId(id: string): void {
  if (VOICE_IDS.includes(id)) voiceStore.set(id);
}

let playing: HTMLAudioElement | undefined;

function browserSpeak(text: string, lang: Language, rate: number): void {
  if (!('speechSynthesis' in window)) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = SPEECH_LOCALES[lang];
  utterance.rate = rate;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
}

/**
 * Speaks a reply: with the chosen voice through our server when it has a provider, else with the
 * browser's speech synthesis in the reply's language. Failures are only warned (spec).
 */
export async function speakReply(text: string, lang: Language, options: { serverVoice: boolean; rate?: number }) {
  const rate = options.rate ?? 1;
  if (options.serverVoice) {
    try {
      const response = await fetch('/api/ai/tts/generate', {
        method: 'POST',
        headers: await withDeviceToken(new Headers({ 'content-type': 'application/json' })),
        body: JSON.stringify({ text, voice_id: selectedVoiceId(), language: lang }),
        signal: AbortSignal.timeout(15000),
      });
      if (!response.ok) throw new Error(`voice service answered ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      playing?.pause();
      playing = new Audio(url);
      playing.addEventListener('ended', () => URL.revokeObjectURL(url), { once: true });
      await playing.play();
      return;
    } catch (error) {
      console.warn('Server voice failed; using the browser voice', error);
    }
  }
  try {
    browserSpeak(text, lang, rate);
  } catch (error) {
    console.warn('Speech synthesis failed', error);
  }
}

interface RecognitionResultEvent {
  results: { [index: number]: { [index: number]: { transcript: string } } };
}
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: (() => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionConstructor = new () => Recognition;

export function speechRecognitionSupported(): boolean {
  const w = window as unknown as Record<string, unknown>;
  return typeof (w.SpeechRecognition ?? w.webkitSpeechRecognition) === 'function';
}

/**
 * Single-shot recognition without interim results (spec). Resolves with the transcript, or with an
 * empty string when nothing was heard or an error stopped it (listening "stops quietly").
 */
export function recognizeOnce(lang: Language): Promise<string> {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  const Constructor = w.SpeechRecognition ?? w.webkitSpeechRecognition;
  if (!Constructor) return Promise.reject(new Error(SPEECH_UNSUPPORTED_MESSAGE));
  return new Promise((resolve) => {
    const recognition = new Constructor();
    let transcript = '';
    recognition.lang = SPEECH_LOCALES[lang];
    recognition.interimResults = false;
    recognition.continuous = false;
    recognition.maxAlternatives = 1;
    recognition.onresult = (event) => {
      transcript = event.results[0]?.[0]?.transcript ?? '';
    };
    recognition.onerror = () => undefined;
    recognition.onend = () => resolve(transcript.trim());
    recognition.start();
  });
}

import { AIRA_VOICE, SPEECH_LOCALES, type Language } from '@swiss/contract';

/** Plays AIRA's spoken replies; one at a time, so a new reply or an interrupt cuts the last one off. */
export interface VoicePlayer {
  /** Plays the server's mp3 (base64) at volume 0.8; resolves when it ended, failed or was stopped. */
  play: (audioBase64: string, contentType?: string) => Promise<void>;
  /** The browser's speech synthesis, for replies the server could not speak; nothing for blank text. */
  speak: (text: string, language: Language) => Promise<void>;
  stop: () => void;
}

/** Speech synthesis is missing in some browsers (and outside one): the replies then stay silent. */
function synthesisAvailable(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

/**
 * The browser player. Playback failures (autoplay refused, a codec missing) are only logged (§8):
 * the reply's text is on screen anyway.
 */
export function createAudioPlayer(): VoicePlayer {
  let current: { audio: HTMLAudioElement; done: () => void } | undefined;
  let utteranceDone: (() => void) | undefined;

  const stop = () => {
    current?.audio.pause();
    current?.done();
    current = undefined;
    if (synthesisAvailable()) window.speechSynthesis.cancel();
    utteranceDone?.();
    utteranceDone = undefined;
  };

  return {
    play: (audioBase64, contentType = 'audio/mpeg') => {
      stop();
      return new Promise<void>((resolve) => {
        // A blob: URL, not a data: one: the page's CSP allows media from 'self' and blob: only.
        const bytes = Uint8Array.from(atob(audioBase64), (char) => char.charCodeAt(0));
        const url = URL.createObjectURL(new Blob([bytes], { type: contentType }));
        const audio = new Audio(url);
        audio.volume = AIRA_VOICE.volume;
        const done = () => {
          if (current?.audio === audio) current = undefined;
          URL.revokeObjectURL(url);
          resolve();
        };
        current = { audio, done };
        audio.addEventListener('ended', done, { once: true });
        audio.addEventListener(
          'error',
          () => {
            console.warn('Audio playback failed', audio.error);
            done();
          },
          { once: true },
        );
        audio.play().catch((error: unknown) => {
          console.warn('Audio playback failed', error);
          done();
        });
      });
    },
    speak: (text, language) => {
      stop();
      if (!text.trim() || !synthesisAvailable()) return Promise.resolve();
      return new Promise<void>((resolve) => {
        try {
          const utterance = new SpeechSynthesisUtterance(text);
          utterance.lang = SPEECH_LOCALES[language];
          utterance.volume = AIRA_VOICE.volume;
          utteranceDone = resolve;
          utterance.addEventListener('end', () => resolve());
          utterance.addEventListener('error', (event) => {
            console.warn('Speech synthesis failed', event.error);
            resolve();
          });
          window.speechSynthesis.speak(utterance);
        } catch (error) {
          console.warn('Speech synthesis failed', error);
          resolve();
        }
      });
    },
    stop,
  };
}

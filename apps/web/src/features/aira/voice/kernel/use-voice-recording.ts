import type { Language } from '@swiss/contract';
import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';
import type { VoicePlayer } from './audio-player';
import { MicError, micErrorKey, micErrorKind, startRecording } from './recorder';
import { cleanTranscript } from './transcript';
import { transcribe, VoiceProcessingError, voiceReasonKey } from './voice-api';
import type { ChatExchange, ContextArgs } from '../../../../lib/chat/use-chat';
import type { VoiceChatRefs } from './voice-chat-runtime';

export interface VoiceRecordingDeps<C> {
  refs: VoiceChatRefs<C>;
  /** The server's origin for speech to text. */
  base: string;
  player: VoicePlayer;
  /** From useContinuousListening: the restart timer calls `listenRef`, set here. */
  listening: {
    listenRef: RefObject<() => Promise<void>>;
    clearTimer: () => void;
    scheduleListening: () => void;
  };
  /** From useVoicePlayback: `ask` asks what was heard, as a spoken question; the rest show the state. */
  playback: {
    ask: (question: string, isVoice: boolean, ...context: ContextArgs<C>) => Promise<ChatExchange<C> | undefined>;
    setSpeaking: (speaking: boolean) => void;
    setAlert: (alert: string | undefined) => void;
    setHint: (hint: string | undefined) => void;
    showError: (text: string) => void;
  };
}

/**
 * The spoken question (§4, §5): the microphone records, speech to text transcribes, the transcript
 * is cleaned and asked. Microphone and transcription failures become error messages (§8); a 404 from
 * speech to text marks it missing (`sttRefused`), so the mic says so instead of recording.
 */
export function useVoiceRecording<C>({
  refs: { runtimeRef, latestRef },
  base,
  player,
  listening: { listenRef, clearTimer, scheduleListening },
  playback: { ask, setSpeaking, setAlert, setHint, showError },
}: VoiceRecordingDeps<C>) {
  const [recording, setRecording] = useState(false);
  const [transcribing, setTranscribing] = useState(false);
  const [sttRefused, setSttRefused] = useState(false);

  const finishListening = useCallback(async () => {
    const { current: rt } = runtimeRef;
    const recorded = rt.recording;
    if (!recorded) return;
    rt.recording = undefined;
    setRecording(false);
    setTranscribing(true);
    const controller = new AbortController();
    rt.transcription = controller;
    const { t: translate, language, options: current } = latestRef.current;
    const toText =
      current.transcriber ??
      ((audio: Blob, lang: Language, signal: AbortSignal) => transcribe(audio, lang, { base, signal }));
    let heard: string | null;
    try {
      const audio = await recorded.stop();
      if (audio.size === 0) {
        showError(translate('aira.voice.noAudio'));
        return;
      }
      heard = cleanTranscript(await toText(audio, language, controller.signal));
    } catch (error) {
      if (controller.signal.aborted) return;
      const reason = error instanceof VoiceProcessingError ? error.reason : 'retry';
      if (reason === 'unavailable') setSttRefused(true);
      showError(translate('aira.voice.processing', { reason: translate(voiceReasonKey(reason)) }));
      return;
    } finally {
      if (rt.transcription === controller) rt.transcription = undefined;
      setTranscribing(false);
    }
    if (heard === null) {
      // Nothing usable was heard (§5): listen again in continuous mode, else say so.
      if (latestRef.current.continuous) scheduleListening();
      else setHint(translate('aira.voice.notHeard'));
      return;
    }
    await ask(heard, true, ...rt.context);
  }, [ask, base, latestRef, runtimeRef, scheduleListening, setHint, showError]);

  const startListening = useCallback(
    async (...context: ContextArgs<C>) => {
      const { current: rt } = runtimeRef;
      const now = latestRef.current;
      if (rt.closed || !now.voiceOn || rt.recording || rt.starting || now.pending || now.transcribing) return;
      if (!now.sttAvailable) {
        setAlert(now.t('aira.voice.sttMissing'));
        return;
      }
      clearTimer();
      player.stop(); // the visitor speaks over the reply
      setSpeaking(false);
      rt.interrupted = false;
      rt.starting = true;
      setAlert(undefined);
      setHint(undefined);
      try {
        const started = await (now.options.recorder ?? startRecording)({
          onAutoStop: () => void finishListening(),
        });
        if (rt.closed) {
          started.cancel(); // the panel closed while the browser asked for the microphone
          return;
        }
        rt.recording = started;
        rt.context = context;
        setRecording(true);
      } catch (error) {
        const kind = micErrorKind(error);
        const detail =
          error instanceof MicError ? error.detail : error instanceof Error ? error.message : String(error);
        showError(now.t(micErrorKey(kind), { error: detail }));
      } finally {
        rt.starting = false;
      }
    },
    [clearTimer, finishListening, latestRef, player, runtimeRef, setAlert, setHint, setSpeaking, showError],
  );
  useLayoutEffect(() => {
    listenRef.current = () => startListening(...runtimeRef.current.context);
  });

  const toggleRecording = useCallback(
    (...context: ContextArgs<C>) => {
      if (runtimeRef.current.recording) void finishListening();
      else void startListening(...context);
    },
    [finishListening, runtimeRef, startListening],
  );

  /** Throws a recording away (interrupt, voice off). */
  const cancelRecording = useCallback(() => {
    const { current: rt } = runtimeRef;
    rt.recording?.cancel();
    rt.recording = undefined;
    setRecording(false);
  }, [runtimeRef]);

  return { recording, transcribing, sttRefused, toggleRecording, cancelRecording };
}

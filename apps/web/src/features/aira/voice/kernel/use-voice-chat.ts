import { AIRA_VOICE, AIRA_VOICES } from '@swiss/contract';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeviceStore } from '../../../../lib/device-store';
import { createAudioPlayer } from './audio-player';
import { interruptVoice, useAiraVoices } from './voice-api';
import { airaVoiceStore } from './voice-store';
import { useContinuousListening } from './use-continuous-listening';
import { useChat, type ContextArgs } from '../../../../lib/chat/use-chat';
import { voiceStatus, useVoicePlayback } from './use-voice-playback';
import { useVoiceRecording } from './use-voice-recording';
import { conversation } from './voice-chat-messages';
import { initialRuntime, type Latest, type Runtime } from './voice-chat-runtime';
import { voiceChatRequest, voiceFailureText } from './voice-chat-transport';
import type { VoiceChat, VoiceChatOptions, VoiceSettingsValue } from './voice-chat-types';

// The public API lives in these modules; panels import it from here.
export { EmptyReplyError } from './voice-chat-transport';
export type {
  VoiceChat,
  VoiceChatMessage,
  VoiceChatOptions,
  VoiceSettingsValue,
  VoiceTransport,
} from './voice-chat-types';

/**
 * AIRA's voice conversation over the one chat kernel (useChat): voice on/off, recording with
 * transcription, replies spoken by the server (or the browser), the status line, continuous
 * conversation, interrupt, the voice and its settings. With the voice on, questions go to
 * /api/ai/chat/realtime-voice; off, to /api/ai/chat. Its texts are AIRA's (aira.voice.*).
 */
export function useVoiceChat<C = undefined>(options: VoiceChatOptions<C>): VoiceChat<C> {
  const { t } = useTranslation();
  const base = options.apiBase ?? '';
  const [startedAt] = useState(() => Date.now());
  const server = useAiraVoices(base).data;
  const voices = options.voices ?? server?.voices ?? AIRA_VOICES;
  const store = options.voiceStore ?? airaVoiceStore;
  const voiceId = useDeviceStore(store);
  const [voiceOn, setVoiceOnState] = useState(options.voiceOn ?? false);
  const [continuous, setContinuous] = useState(options.continuous ?? false);
  const [settings, setSettingsState] = useState<VoiceSettingsValue>({ ...AIRA_VOICE.settings });
  const [player] = useState(() => options.player ?? createAudioPlayer());
  const runtimeRef = useRef<Runtime<C>>(initialRuntime<C>());
  const latestRef = useRef<Latest<C>>({
    options,
    voiceOn,
    continuous,
    settings,
    voiceId,
    sttAvailable: server?.stt_available !== false,
    pending: false,
    transcribing: false,
    language: 'en',
    send: () => Promise.resolve(undefined),
    t,
  });
  const refs = { runtimeRef, latestRef };

  const chat = useChat<C>({
    session: (context) => options.session(context, startedAt),
    subject: options.subject,
    failure: { answer: (_context, error) => voiceFailureText(error, t, latestRef.current.options) },
    transport: (request, signal) => voiceChatRequest({ ...refs, base, startedAt }, request, signal),
  });

  const listening = useContinuousListening(refs);
  const { clearTimer, scheduleListening } = listening;
  const playback = useVoicePlayback(refs, player, scheduleListening);
  const { speaking, setSpeaking, alert, setAlert, hint, ask } = playback;
  const { recording, transcribing, sttRefused, toggleRecording, cancelRecording } = useVoiceRecording({
    refs,
    base,
    player,
    listening,
    playback,
  });
  const sttAvailable = !sttRefused && server?.stt_available !== false;

  useLayoutEffect(() => {
    latestRef.current = {
      options,
      voiceOn,
      continuous,
      settings,
      voiceId,
      sttAvailable,
      pending: chat.pending,
      transcribing,
      language: chat.language,
      send: chat.send,
      t,
    };
  });

  const stopVoice = useCallback(() => {
    clearTimer();
    player.stop();
    setSpeaking(false);
    cancelRecording();
  }, [cancelRecording, clearTimer, player, setSpeaking]);

  const interrupt = useCallback(() => {
    const { current: rt } = runtimeRef;
    rt.interrupted = true;
    stopVoice();
    const session = rt.lastSession;
    if (session)
      interruptVoice(session, 'interrupt', { base }).catch((error: unknown) =>
        console.warn('The server was not told about the interrupt', error),
      );
  }, [base, stopVoice]);

  const setVoiceOn = useCallback(
    (on: boolean) => {
      setVoiceOnState(on);
      if (!on) {
        runtimeRef.current.interrupted = true;
        stopVoice();
      }
    },
    [stopVoice],
  );

  const setVoiceId = useCallback(
    (id: string) => {
      if (voices.some((v) => v.voice_id === id)) store.set(id);
    },
    [store, voices],
  );

  const setSettings = useCallback((patch: Partial<VoiceSettingsValue>) => {
    setSettingsState((current) => ({ ...current, ...patch }));
  }, []);

  const send = useCallback((question: string, ...context: ContextArgs<C>) => ask(question, false, ...context), [ask]);

  const { draft, setDraft, pending } = chat;
  const submit = useCallback(
    (event: FormEvent, ...context: ContextArgs<C>) => {
      event.preventDefault();
      const text = draft.trim();
      if (!text || pending) return;
      setDraft('');
      void ask(text, false, ...context);
    },
    [ask, draft, pending, setDraft],
  );

  // Leaving the panel stops the audio, the recording, a transcription and the restart timer.
  useEffect(() => {
    const rt = runtimeRef.current;
    rt.closed = false;
    return () => {
      rt.closed = true;
      if (rt.timer !== undefined) window.clearTimeout(rt.timer);
      rt.recording?.cancel();
      rt.transcription?.abort();
      player.stop();
    };
  }, [player]);

  const { flights, notices } = playback;
  const messages = useMemo(
    () => conversation(chat.exchanges, flights, notices, chat.language),
    [chat.exchanges, flights, notices, chat.language],
  );

  return {
    ...chat,
    send,
    submit,
    status: voiceStatus({ recording, transcribing, pending: chat.pending, speaking }),
    voiceOn,
    setVoiceOn,
    continuous,
    setContinuous,
    recording,
    transcribing,
    speaking,
    micDisabled: !voiceOn || (!recording && (chat.pending || transcribing || !sttAvailable)),
    sttAvailable,
    toggleRecording,
    interrupt,
    voices,
    voiceId: voices.some((v) => v.voice_id === voiceId) ? voiceId : (voices[0]?.voice_id ?? voiceId),
    setVoiceId,
    settings,
    setSettings,
    alert,
    dismissAlert: () => setAlert(undefined),
    hint,
    messages,
  };
}

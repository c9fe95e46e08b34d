import {
  AIRA_VOICE,
  AIRA_VOICES,
  type AiChatResponse,
  type AssistantStatus,
  type Language,
  type RealtimeVoiceRequest,
  type RealtimeVoiceResponse,
} from '@swiss/contract';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ApiError } from '../api-client';
import { useDeviceStore, type DeviceStore } from '../device-store';
import { createAudioPlayer, type VoicePlayer } from '../voice/audio-player';
import {
  MicError,
  micErrorKey,
  micErrorKind,
  startRecording,
  type Recording,
  type RecordingOptions,
} from '../voice/recorder';
import { cleanTranscript } from '../voice/transcript';
import {
  askAira,
  interruptVoice,
  realtimeVoice,
  transcribe,
  useAiraVoices,
  VoiceProcessingError,
  voiceReasonKey,
} from '../voice/voice-api';
import { airaVoiceStore, type VoiceChoice } from '../voice/voice-store';
import {
  useChat,
  type Chat,
  type ChatExchange,
  type ChatSubject,
  type ChatTransport,
  type ContextArgs,
} from './use-chat';

/** How a spoken-mode question reaches POST /api/ai/chat/realtime-voice; tests bring their own. */
export type VoiceTransport = (request: RealtimeVoiceRequest, signal: AbortSignal) => Promise<RealtimeVoiceResponse>;

/** The server answered with nothing to show: the panel says 'No response from AI' (§8). */
export class EmptyReplyError extends Error {
  constructor() {
    super('The AI answered with an empty reply');
    this.name = 'EmptyReplyError';
  }
}

/** §3 voice settings as the panels edit them (the voice itself is chosen apart, `voiceId`). */
export interface VoiceSettingsValue {
  stability: number;
  similarity_boost: number;
  style: number;
  use_speaker_boost: boolean;
}

/** A line of the conversation as the spec's chat message (§3): questions, replies and error messages. */
export interface VoiceChatMessage {
  key: string;
  type: 'user' | 'ai';
  content: string;
  timestamp: string;
  language: Language;
  sources: AiChatResponse['sources'];
  /** A failure text (the panel's, 'No response from AI', or a voice or microphone error). */
  isError: boolean;
  /** The reply is still being made. */
  isLoading: boolean;
  /** The question was spoken. */
  isVoice: boolean;
  /** The reply came with the server's audio. */
  hasAudio: boolean;
}

export interface VoiceChatOptions<C> {
  /** The session prefix for a context; `startedAt` is when the panel opened (`pulse_voice_{startedAt}`). */
  session: (context: C, startedAt: number) => string;
  subject: (context: C) => ChatSubject;
  /** The panel's failure text (§8). */
  failureText: string;
  /** Show the server's own error message instead, when it refused with one (§8 AI chat). */
  serverErrorText?: boolean;
  /** Where the chosen voice is kept (default AIRA's `selectedVoice`, Rachel). */
  voiceStore?: DeviceStore<string>;
  /** The picker's voices (default the server's list, else AIRA_VOICES). */
  voices?: readonly VoiceChoice[];
  /** Voice on at first (default off). */
  voiceOn?: boolean;
  /** Continuous conversation at first (default off). */
  continuous?: boolean;
  /** Questions with the voice off (default POST /api/ai/chat, 30 s). */
  transport?: ChatTransport;
  /** Questions with the voice on (default POST /api/ai/chat/realtime-voice). */
  voiceTransport?: VoiceTransport;
  recorder?: (options: RecordingOptions) => Promise<Recording>;
  /** Speech to text (default POST /api/stt/realtime-transcribe); throws VoiceProcessingError. */
  transcriber?: (audio: Blob, language: Language, signal: AbortSignal) => Promise<string>;
  player?: VoicePlayer;
  /** The server's origin for the voice endpoints ('' = this origin; tests: their loopback server). */
  apiBase?: string;
}

export interface VoiceChat<C> extends Chat<C> {
  status: AssistantStatus;
  voiceOn: boolean;
  setVoiceOn: (on: boolean) => void;
  continuous: boolean;
  setContinuous: (on: boolean) => void;
  recording: boolean;
  /** The recording is being transcribed. */
  transcribing: boolean;
  speaking: boolean;
  /** The mic button is disabled: voice off, a question under way, or no speech-to-text provider. */
  micDisabled: boolean;
  /** False when the server has no speech-to-text provider (the mic says so instead of recording). */
  sttAvailable: boolean;
  /** Starts recording, or stops it and asks what was heard. */
  toggleRecording: (...context: ContextArgs<C>) => void;
  /** Stops the reply's audio (and a recording) and tells the server; continuous listening pauses. */
  interrupt: () => void;
  voices: readonly VoiceChoice[];
  voiceId: string;
  setVoiceId: (id: string) => void;
  settings: VoiceSettingsValue;
  setSettings: (patch: Partial<VoiceSettingsValue>) => void;
  /** The last error, for a role="alert" line; cleared by the next question or recording. */
  alert: string | undefined;
  dismissAlert: () => void;
  /** A polite hint for the status line (nothing was heard). */
  hint: string | undefined;
  /** The conversation as the spec's chat messages, error messages included, oldest first. */
  messages: VoiceChatMessage[];
}

interface Flight {
  isVoice: boolean;
  audio: string | undefined;
  failed: boolean;
}
interface Latest<C> {
  options: VoiceChatOptions<C>;
  voiceOn: boolean;
  continuous: boolean;
  settings: VoiceSettingsValue;
  voiceId: string;
  sttAvailable: boolean;
  pending: boolean;
  transcribing: boolean;
  language: Language;
  send: Chat<C>['send'];
  t: TFunction;
}
interface Notice {
  id: number;
  text: string;
  at: string;
}
interface Runtime<C> {
  timer: number | undefined;
  recording: Recording | undefined;
  starting: boolean;
  interrupted: boolean;
  /** The next question's record, taken by the transport (it runs only when useChat accepts it). */
  next: Flight | undefined;
  lastSession: string | undefined;
  context: ContextArgs<C>;
  transcription: AbortController | undefined;
  notices: number;
  /** The panel closed: nothing may start listening any more. */
  closed: boolean;
}

/** An ApiError carrying the server's own message (its error envelope), not one of ours. */
function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status === 0 || error.code === 'INVALID_RESPONSE') return undefined;
  return error.detail.startsWith('HTTP ') ? undefined : error.detail;
}

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
  const [recording, setRecording] = useState(false);
  const [transcribing, setTranscribing] = useState(false);
  const [speaking, setSpeaking] = useState(false);
  const [sttRefused, setSttRefused] = useState(false);
  const [alert, setAlert] = useState<string | undefined>();
  const [hint, setHint] = useState<string | undefined>();
  const [notices, setNotices] = useState<Notice[]>([]);
  const [flights, setFlights] = useState<Record<number, Flight>>({});
  const [player] = useState(() => options.player ?? createAudioPlayer());
  const sttAvailable = !sttRefused && server?.stt_available !== false;
  const runtime = useRef<Runtime<C>>({
    timer: undefined,
    recording: undefined,
    starting: false,
    interrupted: false,
    next: undefined,
    lastSession: undefined,
    context: [] as unknown as ContextArgs<C>,
    transcription: undefined,
    notices: 0,
    closed: false,
  });

  const latest = useRef<Latest<C>>({
    options,
    voiceOn,
    continuous,
    settings,
    voiceId,
    sttAvailable,
    pending: false,
    transcribing,
    language: 'en',
    send: () => Promise.resolve(undefined),
    t,
  });

  const transport: ChatTransport = async (request, signal) => {
    const { current: rt } = runtime;
    const flight = rt.next ?? { isVoice: false, audio: undefined, failed: false };
    rt.next = undefined;
    rt.lastSession = request.session_id;
    const now = latest.current;
    try {
      let response: AiChatResponse;
      if (now.voiceOn) {
        const spoken: RealtimeVoiceRequest = {
          message: request.message,
          session_id: request.session_id ?? `aira_voice_${startedAt}`,
          language: request.language,
          voice_settings: { ...now.settings, voice_id: now.voiceId },
          interrupt_previous: true,
          maintain_session: true,
          ...(request.location_id !== undefined && { location_id: request.location_id }),
          ...(request.location !== undefined && { location: request.location }),
          ...(request.context_type !== undefined && { context_type: request.context_type }),
        };
        const answer = await (now.options.voiceTransport ?? ((r, s) => realtimeVoice(r, { base, signal: s })))(
          spoken,
          signal,
        );
        flight.audio = answer.voice_generated ? answer.audio_base64 : undefined;
        response = answer;
      } else {
        response = await (now.options.transport ?? ((r, s) => askAira(r, { base, signal: s })))(
          request,
          signal,
          undefined,
        );
      }
      if (!response.response.trim()) throw new EmptyReplyError();
      return response;
    } catch (error) {
      flight.failed = true;
      throw error;
    }
  };

  const chat = useChat<C>({
    session: (context) => options.session(context, startedAt),
    subject: options.subject,
    failure: {
      answer: (_context, error) => {
        if (error instanceof EmptyReplyError) return t('aira.voice.noResponse');
        return (
          (latest.current.options.serverErrorText ? serverMessage(error) : undefined) ??
          latest.current.options.failureText
        );
      },
    },
    transport,
  });
  useLayoutEffect(() => {
    latest.current = {
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

  const showError = useCallback((text: string) => {
    const { current: rt } = runtime;
    rt.notices += 1;
    const notice = { id: rt.notices, text, at: new Date().toISOString() };
    setAlert(text);
    setNotices((list) => [...list, notice]);
  }, []);

  const clearTimer = useCallback(() => {
    const { current: rt } = runtime;
    if (rt.timer !== undefined) window.clearTimeout(rt.timer);
    rt.timer = undefined;
  }, []);

  // Declared below; the restart timer calls the latest one.
  const listenRef = useRef<() => Promise<void>>(() => Promise.resolve());

  /** §4 continuous conversation: listen again 500 ms after a reply, unless interrupted or recording. */
  const scheduleListening = useCallback(() => {
    const { current: rt } = runtime;
    const now = latest.current;
    if (
      rt.closed ||
      !now.continuous ||
      !now.voiceOn ||
      !now.sttAvailable ||
      rt.interrupted ||
      rt.recording ||
      rt.starting
    )
      return;
    clearTimer();
    rt.timer = window.setTimeout(() => {
      rt.timer = undefined;
      if (!rt.interrupted && !rt.recording && latest.current.voiceOn) void listenRef.current();
    }, AIRA_VOICE.continuousRestartMs);
  }, [clearTimer]);

  const ask = useCallback(
    async (question: string, isVoice: boolean, ...context: ContextArgs<C>): Promise<ChatExchange<C> | undefined> => {
      const { current: rt } = runtime;
      const flight: Flight = { isVoice, audio: undefined, failed: false };
      rt.next = flight;
      rt.interrupted = false;
      player.stop(); // a new question cuts the last reply short
      setAlert(undefined);
      setHint(undefined);
      const done: ChatExchange<C> | undefined = await latest.current.send(question, ...context);
      if (rt.next === flight) rt.next = undefined; // not accepted: the transport never took it
      if (!done) return undefined;
      setFlights((all) => ({ ...all, [done.id]: flight }));
      if (flight.failed) {
        setAlert(done.answer);
        return done;
      }
      const now = latest.current;
      // Spoken output only with the voice on and a non-empty text (§4); none after an interrupt.
      if (now.voiceOn && !rt.interrupted && done.answer.trim()) {
        setSpeaking(true);
        await (flight.audio ? player.play(flight.audio) : player.speak(done.answer, done.language));
        setSpeaking(false);
      }
      scheduleListening();
      return done;
    },
    [player, scheduleListening],
  );

  const finishListening = useCallback(async () => {
    const { current: rt } = runtime;
    const recorded = rt.recording;
    if (!recorded) return;
    rt.recording = undefined;
    setRecording(false);
    setTranscribing(true);
    const controller = new AbortController();
    rt.transcription = controller;
    const { t: translate, language, options: current } = latest.current;
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
      if (latest.current.continuous) scheduleListening();
      else setHint(translate('aira.voice.notHeard'));
      return;
    }
    await ask(heard, true, ...rt.context);
  }, [ask, base, scheduleListening, showError]);

  const startListening = useCallback(
    async (...context: ContextArgs<C>) => {
      const { current: rt } = runtime;
      const now = latest.current;
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
    [clearTimer, finishListening, player, showError],
  );
  useLayoutEffect(() => {
    listenRef.current = () => startListening(...runtime.current.context);
  });

  const toggleRecording = useCallback(
    (...context: ContextArgs<C>) => {
      if (runtime.current.recording) void finishListening();
      else void startListening(...context);
    },
    [finishListening, startListening],
  );

  const stopVoice = useCallback(() => {
    const { current: rt } = runtime;
    clearTimer();
    player.stop();
    setSpeaking(false);
    rt.recording?.cancel();
    rt.recording = undefined;
    setRecording(false);
  }, [clearTimer, player]);

  const interrupt = useCallback(() => {
    const { current: rt } = runtime;
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
        runtime.current.interrupted = true;
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
    const rt = runtime.current;
    rt.closed = false;
    return () => {
      rt.closed = true;
      if (rt.timer !== undefined) window.clearTimeout(rt.timer);
      rt.recording?.cancel();
      rt.transcription?.abort();
      player.stop();
    };
  }, [player]);

  const messages = useMemo(
    () => conversation(chat.exchanges, flights, notices, chat.language),
    [chat.exchanges, flights, notices, chat.language],
  );

  const status: AssistantStatus = recording
    ? 'Conversing'
    : transcribing || chat.pending
      ? 'Processing'
      : speaking
        ? 'Speaking'
        : 'Ready';

  return {
    ...chat,
    send,
    submit,
    status,
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

/** Questions, replies and error messages in the order they happened. */
function conversation<C>(
  exchanges: readonly ChatExchange<C>[],
  flights: Record<number, Flight>,
  notices: readonly Notice[],
  language: Language,
): VoiceChatMessage[] {
  const timed: { at: number; order: number; message: VoiceChatMessage }[] = [];
  exchanges.forEach((exchange, index) => {
    const flight = flights[exchange.id];
    const at = Date.parse(exchange.askedAt);
    timed.push({
      at,
      order: index * 2,
      message: {
        key: `q${exchange.id}`,
        type: 'user',
        content: exchange.question,
        timestamp: exchange.askedAt,
        language,
        sources: [],
        isError: false,
        isLoading: false,
        isVoice: flight?.isVoice ?? false,
        hasAudio: false,
      },
    });
    timed.push({
      at,
      order: index * 2 + 1,
      message: {
        key: `a${exchange.id}`,
        type: 'ai',
        content: exchange.answer,
        timestamp: exchange.answeredAt ?? exchange.askedAt,
        language: exchange.language,
        sources: exchange.sources,
        isError: flight?.failed ?? false,
        isLoading: exchange.pending,
        isVoice: false,
        hasAudio: flight?.audio !== undefined,
      },
    });
  });
  notices.forEach((notice) =>
    timed.push({
      at: Date.parse(notice.at),
      order: exchanges.length * 2 + notice.id,
      message: {
        key: `e${notice.id}`,
        type: 'ai',
        content: notice.text,
        timestamp: notice.at,
        language,
        sources: [],
        isError: true,
        isLoading: false,
        isVoice: false,
        hasAudio: false,
      },
    }),
  );
  return timed.sort((a, b) => a.at - b.at || a.order - b.order).map((entry) => entry.message);
}

import type {
  AiChatResponse,
  AssistantStatus,
  Language,
  RealtimeVoiceRequest,
  RealtimeVoiceResponse,
} from '@swiss/contract';
import type { DeviceStore } from '../../../../lib/device-store';
import type { VoicePlayer } from './audio-player';
import type { Recording, RecordingOptions } from './recorder';
import type { VoiceChoice } from './voice-store';
import type { Chat, ChatSubject, ChatTransport, ContextArgs } from '../../../../lib/chat/use-chat';

/** How a spoken-mode question reaches POST /api/ai/chat/realtime-voice; tests bring their own. */
export type VoiceTransport = (request: RealtimeVoiceRequest, signal: AbortSignal) => Promise<RealtimeVoiceResponse>;

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

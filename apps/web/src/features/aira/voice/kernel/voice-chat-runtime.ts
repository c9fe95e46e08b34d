import type { Language } from '@swiss/contract';
import type { TFunction } from 'i18next';
import type { RefObject } from 'react';
import type { Recording } from './recorder';
import type { Chat, ContextArgs } from '../../../../lib/chat/use-chat';
import type { VoiceChatOptions, VoiceSettingsValue } from './voice-chat-types';

/** What became of one question beyond useChat's exchange: spoken, answered with audio, failed. */
export interface Flight {
  isVoice: boolean;
  audio: string | undefined;
  failed: boolean;
}

/** A voice or microphone failure, shown as an error message in the conversation. */
export interface Notice {
  id: number;
  text: string;
  at: string;
}

/**
 * The latest render's values, for the callbacks below, which stay the same across renders (the
 * voice may be turned off while a reply is under way).
 */
export interface Latest<C> {
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

/** Handles kept outside React state: they change without a render and are read synchronously. */
export interface Runtime<C> {
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

/** The refs every part of the voice chat shares. */
export interface VoiceChatRefs<C> {
  runtimeRef: RefObject<Runtime<C>>;
  latestRef: RefObject<Latest<C>>;
}

export function initialRuntime<C>(): Runtime<C> {
  return {
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
  };
}

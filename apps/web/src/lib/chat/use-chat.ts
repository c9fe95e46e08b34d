import type { AiChatRequest, AiChatResponse, Language } from '@swiss/contract';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../i18n';
import { recognizeOnce, speechRecognitionSupported, SPEECH_UNSUPPORTED_MESSAGE } from '../speech';
import { askAi, streamAi } from './ai-client';
import { sessionIdFor } from './session-id';

/** One question and its answer, as every chat panel shows it. */
export interface ChatExchange<C> {
  id: number;
  /** What the panel asked about with this question (heritage: the filter); undefined for most panels. */
  context: C;
  question: string;
  /** The answer so far while it streams, then the whole answer or the panel's stand-in. */
  answer: string;
  pending: boolean;
  /** The server's fallback flag, or true for the panel's stand-in after a failure. */
  isFallback: boolean;
  sources: AiChatResponse['sources'];
  /** The reply's language (the question's own, when the server recognised it): for `lang` and voice. */
  language: Language;
  askedAt: string;
  /** Set when the answer (or the stand-in) arrived. */
  answeredAt: string | undefined;
}

/** What a question is about: the server builds the context from these, never from the question. */
export type ChatSubject = Pick<
  AiChatRequest,
  'location_id' | 'question_id' | 'heritage_filter' | 'topic' | 'intent' | 'location' | 'context_type'
>;

/** How a question reaches the server; tests and AIRA's chats may bring their own. */
export type ChatTransport = (
  request: AiChatRequest,
  signal: AbortSignal,
  onText: ((textSoFar: string) => void) | undefined,
) => Promise<AiChatResponse>;

/** POST /api/ai/chat, or /api/ai/chat/stream when the panel shows the answer while it is written. */
const httpTransport: ChatTransport = (request, signal, onText) =>
  onText ? streamAi(request, onText, signal) : askAi(request, signal);

/**
 * What a panel shows when the AI fails (each panel has its own text in the spec): a stand-in answer
 * in place of the reply (flagged as a fallback), or an error shown apart, the question then removed.
 */
export type ChatFailure<C> = { answer: (context: C, error: unknown) => string } | { error: string };

export interface ChatOptions<C> {
  /** The spec's session prefix for this context (`place_{id}_concierge`); the device part is added. */
  session: (context: C) => string;
  subject: (context: C) => ChatSubject;
  failure: ChatFailure<C>;
  /** Show the answer while it is written (server-sent events). */
  stream?: boolean;
  /** Several questions may be under way at once (heritage: each filter chip asks). Default: one at a time. */
  concurrent?: boolean;
  /** Voice out: reads every answer (or stand-in) aloud while set; the panel sets it while its toggle is on. */
  speak?: (text: string, language: Language) => void;
  transport?: ChatTransport;
}

/** The panels without a context call `send(text)`; heritage calls `send(text, filter)`. */
export type ContextArgs<C> = [C] extends [undefined] ? [context?: C] : [context: C];

export interface Chat<C> {
  exchanges: ChatExchange<C>[];
  pending: boolean;
  /** The panel's error text after a failure with `{ error }`; cleared by the next question. */
  error: string | undefined;
  language: Language;
  draft: string;
  setDraft: (draft: string) => void;
  /**
   * Asks; ignored when blank or, one at a time, while a question is under way. Leaves the draft.
   * Resolves with the answered exchange (undefined when ignored, aborted or failed with `{ error }`).
   */
  send: (question: string, ...context: ContextArgs<C>) => Promise<ChatExchange<C> | undefined>;
  /** The question line's submit: sends the draft and clears it. */
  submit: (event: FormEvent, ...context: ContextArgs<C>) => void;
  /** Stops every question under way; they leave the list without a stand-in. Also done on unmount. */
  abort: () => void;
  /** Voice in: one recognised phrase ('' when nothing was heard or speech input is missing). */
  listen: () => Promise<string>;
  listening: boolean;
}

/**
 * The one chat kernel: messages, pending state, the panel's own failure text, the device's session
 * id, send and abort, voice in and out. The concierge, the older AI Guide, heritage, sustainability
 * and the quiz tutor are views over it.
 */
export function useChat<C = undefined>(options: ChatOptions<C>): Chat<C> {
  const { i18n } = useTranslation();
  const language = resolveLanguage(i18n.language);
  const [exchanges, setExchanges] = useState<ChatExchange<C>[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [draft, setDraft] = useState('');
  const [listening, setListening] = useState(false);
  const nextId = useRef(0);
  // Synchronous guard and handles: two clicks in one frame must not send twice.
  const underWay = useRef(new Set<AbortController>());
  // The latest options and language for the callbacks below, which stay the same across renders
  // (the voice toggle may change while an answer is under way).
  const latest = useRef({ options, language });
  useLayoutEffect(() => {
    latest.current = { options, language };
  });

  useEffect(() => {
    const controllers = underWay.current;
    return () => {
      for (const controller of controllers) controller.abort();
    };
  }, []);

  const accepts = useCallback(
    (message: string) => message !== '' && (latest.current.options.concurrent || underWay.current.size === 0),
    [],
  );

  const send = useCallback(
    async (question: string, ...[context]: ContextArgs<C>): Promise<ChatExchange<C> | undefined> => {
      const { options: current, language: lang } = latest.current;
      const message = question.trim();
      if (!accepts(message)) return undefined;
      const controller = new AbortController();
      underWay.current.add(controller);
      const id = (nextId.current += 1);
      const update = (patch: Partial<ChatExchange<C>>) =>
        setExchanges((list) => list.map((e) => (e.id === id ? { ...e, ...patch } : e)));
      const ctx = context as C;
      const askedAt = new Date().toISOString();
      setError(undefined);
      setExchanges((list) => [
        ...list,
        {
          id,
          context: ctx,
          question: message,
          answer: '',
          pending: true,
          isFallback: false,
          sources: [],
          language: lang,
          askedAt,
          answeredAt: undefined,
        },
      ]);
      const request: AiChatRequest = {
        message,
        language: lang,
        session_id: sessionIdFor(current.session(ctx)),
        ...current.subject(ctx),
      };
      let answer: Pick<ChatExchange<C>, 'answer' | 'isFallback' | 'sources' | 'language'> | undefined;
      try {
        const onText = current.stream ? (text: string) => update({ answer: text }) : undefined;
        const response = await (current.transport ?? httpTransport)(request, controller.signal, onText);
        answer = {
          answer: response.response,
          isFallback: response.isFallback,
          sources: response.sources,
          language: response.language,
        };
      } catch (failed) {
        const { failure } = current;
        if (controller.signal.aborted) answer = undefined;
        else if ('answer' in failure)
          answer = { answer: failure.answer(ctx, failed), isFallback: true, sources: [], language: lang };
        else setError(failure.error);
      } finally {
        underWay.current.delete(controller);
      }
      if (!answer) {
        // Aborted, or a failure shown as an error: the question leaves the list.
        setExchanges((list) => list.filter((e) => e.id !== id));
        return undefined;
      }
      const answeredAt = new Date().toISOString();
      update({ ...answer, pending: false, answeredAt });
      latest.current.options.speak?.(answer.answer, answer.language);
      return { id, context: ctx, question: message, ...answer, pending: false, askedAt, answeredAt };
    },
    [accepts],
  );

  const submit = useCallback(
    (event: FormEvent, ...context: ContextArgs<C>) => {
      event.preventDefault();
      if (!accepts(draft.trim())) return;
      setDraft('');
      void send(draft, ...context);
    },
    [accepts, draft, send],
  );

  const abort = useCallback(() => {
    for (const controller of underWay.current) controller.abort();
  }, []);

  const listen = useCallback(async () => {
    if (!speechRecognitionSupported()) {
      window.alert(SPEECH_UNSUPPORTED_MESSAGE);
      return '';
    }
    setListening(true);
    const heard = await recognizeOnce(latest.current.language).catch(() => '');
    setListening(false);
    return heard;
  }, []);

  return {
    exchanges,
    pending: exchanges.some((e) => e.pending),
    error,
    language,
    draft,
    setDraft,
    send,
    submit,
    abort,
    listen,
    listening,
  };
}

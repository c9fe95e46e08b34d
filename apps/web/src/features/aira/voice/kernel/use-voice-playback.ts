import type { AssistantStatus } from '@swiss/contract';
import { useCallback, useState } from 'react';
import type { VoicePlayer } from './audio-player';
import type { ChatExchange, ContextArgs } from '../../../../lib/chat/use-chat';
import type { Flight, Notice, VoiceChatRefs } from './voice-chat-runtime';

/** The status line (§4): listening, then working on it, then speaking the reply. */
export function voiceStatus(state: {
  recording: boolean;
  transcribing: boolean;
  pending: boolean;
  speaking: boolean;
}): AssistantStatus {
  if (state.recording) return 'Conversing';
  if (state.transcribing || state.pending) return 'Processing';
  return state.speaking ? 'Speaking' : 'Ready';
}

/**
 * The reply side of the voice chat: asks through useChat, speaks the answer (the server's audio,
 * else the browser's voice), and keeps what the status line and the conversation show besides the
 * exchanges: the alert, the hint, error messages and each question's Flight.
 */
export function useVoicePlayback<C>(
  { runtimeRef, latestRef }: VoiceChatRefs<C>,
  player: VoicePlayer,
  scheduleListening: () => void,
) {
  const [speaking, setSpeaking] = useState(false);
  const [alert, setAlert] = useState<string | undefined>();
  const [hint, setHint] = useState<string | undefined>();
  const [notices, setNotices] = useState<Notice[]>([]);
  const [flights, setFlights] = useState<Record<number, Flight>>({});

  /** A voice or microphone failure: the alert line and an error message in the conversation. */
  const showError = useCallback(
    (text: string) => {
      const { current: rt } = runtimeRef;
      rt.notices += 1;
      const notice = { id: rt.notices, text, at: new Date().toISOString() };
      setAlert(text);
      setNotices((list) => [...list, notice]);
    },
    [runtimeRef],
  );

  const ask = useCallback(
    async (question: string, isVoice: boolean, ...context: ContextArgs<C>): Promise<ChatExchange<C> | undefined> => {
      const { current: rt } = runtimeRef;
      const flight: Flight = { isVoice, audio: undefined, failed: false };
      rt.next = flight;
      rt.interrupted = false;
      player.stop(); // a new question cuts the last reply short
      setAlert(undefined);
      setHint(undefined);
      const done: ChatExchange<C> | undefined = await latestRef.current.send(question, ...context);
      if (rt.next === flight) rt.next = undefined; // not accepted: the transport never took it
      if (!done) return undefined;
      setFlights((all) => ({ ...all, [done.id]: flight }));
      if (flight.failed) {
        setAlert(done.answer);
        return done;
      }
      const now = latestRef.current;
      // Spoken output only with the voice on and a non-empty text (§4); none after an interrupt.
      if (now.voiceOn && !rt.interrupted && done.answer.trim()) {
        setSpeaking(true);
        await (flight.audio ? player.play(flight.audio) : player.speak(done.answer, done.language));
        setSpeaking(false);
      }
      scheduleListening();
      return done;
    },
    [latestRef, player, runtimeRef, scheduleListening],
  );

  return { speaking, setSpeaking, alert, setAlert, hint, setHint, notices, flights, showError, ask };
}
